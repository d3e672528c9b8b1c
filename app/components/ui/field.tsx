import { Icon } from "~/components/ui/icon";

/**
 * A labelled form control with its hint, if any, between label and control, and its error
 * message underneath: the error sets `aria-invalid`,
 * links the message with `aria-describedby`, and turns the border to the error colour. A select
 * drops the platform's own look and gets the inputs' box, padding and type, with a chevron.
 */
type Common = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
};

type InputProps = Common & { as?: "input" } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">;
type TextareaProps = Common & { as: "textarea" } & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name">;
type SelectProps = Common & { as: "select"; children: React.ReactNode } & Omit<
    React.SelectHTMLAttributes<HTMLSelectElement>,
    "name"
  >;

/**
 * The id of a field's control, for its label and for links to it (the error summary).
 * @param name the control's `name`
 * @returns e.g. "field-email"
 */
export function fieldId(name: string): string {
  return `field-${name}`;
}

export function Field(props: InputProps | TextareaProps | SelectProps) {
  const { name, label, error, hint, optional, className = "", as = "input", ...rest } = props;
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error is read first, then the hint (what to write is still worth reading).
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy,
    className: "field-input",
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline justify-between text-sm font-600 text-charcoal">
        <span>{label}</span>
        {optional && <span className="text-xs font-400 text-granite">Optional</span>}
      </label>
      {/* The hint under its label, read before typing (under a large box it was read after). */}
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-2 text-sm text-granite">
          {hint}
        </p>
      )}
      {as === "textarea" ? (
        <textarea {...common} {...(rest as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : as === "select" ? (
        <div className="relative">
          <select
            {...common}
            className="field-input cursor-pointer appearance-none pr-11"
            {...(rest as React.SelectHTMLAttributes<HTMLSelectElement>)}
          />
          <Icon
            name="chevron-down"
            className="pointer-events-none absolute right-4 top-1/2 [translate:0_-50%] text-lg text-granite"
          />
        </div>
      ) : (
        <input type="text" {...common} {...(rest as React.InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {/* The error sits right under its control. */}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-sm font-500 text-danger">
          <Icon name="circle-alert" className="shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
