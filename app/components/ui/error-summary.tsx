import { fieldId } from "./field";

/**
 * Under the summary's title: a refused send has sent nothing and lost nothing the visitor typed.
 * Worded to stay true when every field was left empty.
 */
const NOT_SENT_NOTE = "Nothing has been sent yet. Anything you typed is still in the form.";

/**
 * At the top of a form after a refused send, just above its first field: how many fields still
 * need the visitor, each named and linked to its control, so a long form's first error is never
 * the only one found (the GOV.UK Design System's error summary pattern puts it there too), and
 * that nothing was sent and nothing typed was lost.
 * Focus stays where the form puts it (the first invalid field); the summary is not a live region,
 * so a screen reader does not hear the errors twice. Renders nothing when every field is valid.
 * @param fields the invalid fields' names, in page order
 * @param labels each field's visible label
 * @param onJump called with a field's name when its link is followed (after the browser has
 *   scrolled to it), e.g. to move focus into the control; without JavaScript the link only scrolls
 */
export function ErrorSummary<F extends string>({
  fields,
  labels,
  onJump,
  className = "",
}: {
  fields: readonly F[];
  labels: Readonly<Record<F, string>>;
  onJump?: (field: F) => void;
  className?: string;
}) {
  if (fields.length === 0) return null;
  return (
    <div className={`rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm ${className}`}>
      <p className="font-600 text-danger">
        {fields.length === 1 ? "One field needs" : `${fields.length} fields need`} your attention:
      </p>
      <p className="mt-1 text-charcoal">{NOT_SENT_NOTE}</p>
      {/* Two aligned columns on a phone, so a second row reads as part of the list, not a stray link.
          Each link's 44 px tap target is taller than its line of text; the list reaches 8 px into
          the bottom padding, so the box looks about as deep below the links as above its title
          and a focused link's ring still clears the box's edge. */}
      <ul className="-mb-2 grid grid-cols-2 gap-x-5 sm:(flex flex-wrap)">
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              className="keyboard-focus link-underline inline-flex min-h-11 items-center text-charcoal"
              onClick={onJump ? () => requestAnimationFrame(() => onJump(field)) : undefined}
            >
              {labels[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
