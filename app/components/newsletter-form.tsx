import { useId, useRef } from "react";
import { href, useFetcher } from "react-router";
import { type NewsletterField, newsletterFields } from "~/lib/form-fields";
import type { FormOutcome } from "~/lib/form-outcome";
import { SUBMISSION_ID_FIELD, useBrowserSubmissionId } from "~/lib/submission-id";
import { useFormOutcome } from "~/lib/use-form-outcome";
import { HoneypotField } from "./ui/honeypot-field";
import { TurnstileWidget } from "./ui/turnstile-widget";

type Props = {
  /** "dark" sits on the charcoal footer, "light" on a white panel. */
  tone?: "dark" | "light";
  /** Value to show again after a failed attempt without JavaScript. */
  defaultEmail?: string;
  /** Error for the email field from a failed attempt without JavaScript. */
  error?: string;
  heading?: string;
};

/**
 * Newsletter subscription (an e-mail address, validated like every form here): posts to the /newsletter action. With JavaScript
 * it submits through a fetcher, the button shows "..." and is disabled while sending,
 * and the answer appears as a toast; without JavaScript the /newsletter page shows it.
 */
export function NewsletterForm({ tone = "dark", defaultEmail = "", error, heading }: Props) {
  const fetcher = useFetcher<FormOutcome<NewsletterField>>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  // Made in the browser: this form is on every page, and pages are cached and shared between visitors.
  const submissionId = useBrowserSubmissionId(fetcher.data);
  useFormOutcome(fetcher.data, formRef, newsletterFields);
  const busy = fetcher.state !== "idle";
  const fieldError = fetcher.data ? fetcher.data.errors?.email : error;
  const errorId = `${id}-error`;
  const dark = tone === "dark";

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={href("/newsletter")}
      className="relative"
      aria-label={heading ?? "Newsletter"}
    >
      <HoneypotField />
      {submissionId && <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />}
      <label
        htmlFor={`${id}-email`}
        className={`mb-2 block text-sm font-500 ${dark ? "text-granite-200" : "text-charcoal"}`}
      >
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourbrand.com"
          defaultValue={defaultEmail}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={`focus-ring min-w-0 flex-1 rounded-full border px-5 py-3 text-base ${
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
        <TurnstileWidget />
      </div>
      {fieldError && (
        <p id={errorId} className={`mt-2 text-sm font-500 ${dark ? "text-summit" : "text-danger"}`}>
          {fieldError}
        </p>
      )}
    </fetcher.Form>
  );
}
