import { useRef, useState } from "react";
import { sendForm } from "~/lib/form-api";
import { type NewsletterField, newsletterFields } from "~/lib/form-fields";
import type { FormOutcome } from "~/lib/form-outcome";
import { SUBMISSION_ID_FIELD, useBrowserSubmissionId } from "~/lib/submission-id";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { HoneypotField } from "./ui/honeypot-field";
import { TurnstileWidget } from "./ui/turnstile-widget";

export type NewsletterFormProps = {
  /** Unique on the page: the start of the form's element ids (`footer-newsletter` → `footer-newsletter-email`). */
  idBase: string;
  /** "dark" sits on the charcoal footer, "light" on a white panel. */
  tone?: "dark" | "light";
  /** Value to show again after a failed attempt without JavaScript. */
  defaultEmail?: string;
  /** Error for the email field from a failed attempt without JavaScript. */
  error?: string;
  heading?: string;
  /** The public Turnstile site key when the operator turned Turnstile on. */
  turnstileSiteKey?: string | null;
};

/** The footer's newsletter form, the same on every page; /contact hydrates it as an island. */
export const footerNewsletter = { idBase: "footer-newsletter", tone: "dark", heading: "Newsletter" } as const;

/**
 * Newsletter subscription (an e-mail address, validated like every form here). Without
 * JavaScript it posts to /newsletter, which redirects to a page with the answer. Hydrated (on
 * /contact), it posts to the JSON action instead: the button shows "..." and is disabled while
 * sending, and the answer appears as a toast.
 */
export function NewsletterForm({
  idBase,
  tone = "dark",
  defaultEmail = "",
  error,
  heading,
  turnstileSiteKey,
}: NewsletterFormProps) {
  const [outcome, setOutcome] = useState<FormOutcome<NewsletterField>>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Made in the browser: this form is on every page, and pages are cached and shared between visitors.
  const submissionId = useBrowserSubmissionId(outcome);
  useFormOutcome(outcome, formRef, newsletterFields);
  const fieldError = outcome ? outcome.errors?.email : error;
  const errorId = `${idBase}-error`;
  const dark = tone === "dark";

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    try {
      setOutcome(await sendForm<NewsletterField>(form, "newsletter"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/newsletter"
      onSubmit={onSubmit}
      className="relative"
      aria-label={heading ?? "Newsletter"}
    >
      <HoneypotField />
      {submissionId && <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />}
      <label
        htmlFor={`${idBase}-email`}
        className={`mb-2 block text-sm font-500 ${dark ? "text-granite-200" : "text-charcoal"}`}
      >
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${idBase}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourbrand.com"
          defaultValue={defaultEmail}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={`keyboard-focus min-w-0 flex-1 rounded-full border px-5 py-3 text-base ${
            dark
              ? "border-charcoal-700 bg-charcoal-800 text-snow placeholder:text-granite-300"
              : "border-granite-300 bg-white text-charcoal placeholder:text-granite"
          } aria-[invalid=true]:(border-2 border-danger)`}
        />
        <button
          type="submit"
          disabled={busy}
          className={dark ? "btn-light" : "btn-primary"}
          aria-label={busy ? "Subscribing" : undefined}
        >
          {busy ? "..." : "Subscribe"}
        </button>
      </div>
      <div className="mt-3 empty:hidden">
        <TurnstileWidget siteKey={turnstileSiteKey} answerId={outcome?.id} />
      </div>
      {fieldError && (
        <p id={errorId} className={`mt-2 text-sm font-500 ${dark ? "text-summit" : "text-danger"}`}>
          {fieldError}
        </p>
      )}
    </form>
  );
}
