/**
 * The contact form, its confirmation panel and the "what happens next" steps.
 *
 * The form is a plain HTML form that posts to /contact: without JavaScript the page answers with
 * the same page, an inline notice and the field errors. On /contact it is also an island
 * (app/islands/contact.island.tsx): hydrated, it validates with the shared schema as the visitor
 * types and sends, posts to the JSON action (app/lib/form-api.ts), shows the answer as a toast and,
 * after a success, the confirmation panel in the form's place. Nothing here imports the router:
 * the island hydrates without it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { InlineNotice, ReadingList } from "~/components/notice-toaster";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { Icon } from "~/components/ui/icon";
import { TurnstileWidget } from "~/components/ui/turnstile-widget";
import { sendForm } from "~/lib/form-api";
import type { FormOutcome } from "~/lib/form-outcome";
import type { Notice } from "~/lib/notices";
import {
  type ContactField,
  ContactSchema,
  contactFields,
  type FieldErrors,
  limits,
  projectTypes,
  readFields,
  validate,
} from "~/lib/schemas";
import type { LegalSlug } from "~/lib/site-index";
import { SUBMISSION_ID_FIELD, useSubmissionId } from "~/lib/submission-id";
import { focusField, useFormOutcome } from "~/lib/use-form-outcome";
import { useHydrated } from "~/lib/use-hydrated";

/** The island's name on /contact. */
export const CONTACT_FORM_ISLAND = "contact-form";

/** What the contact form renders from; the island gets the same values as JSON. */
export type ContactFormProps = {
  /** A project type to preselect (from `?type=`), or "". */
  preselectedType: string;
  /** The submission id the server issued for this page (a UUID). */
  initialSubmissionId: string;
  /** The answer to a post without JavaScript, when the page is that answer. */
  outcome?: FormOutcome<ContactField>;
  /** The public Turnstile site key when the operator turned Turnstile on. */
  turnstileSiteKey: string | null;
  /**
   * "What to Expect" after sending, one sentence per step, for the confirmation panel. The page
   * passes it in (app/content/people.ts names the project managers), so the island's script does
   * not carry the team's content.
   */
  nextSteps: readonly string[];
  /** When the answer and the proposal come, one sentence, shown beside the send button. */
  replyPromise: string;
};

const legalPath = (slug: LegalSlug) => `/${slug}`;

/** Each field's visible label: on the field, and in the error summary that links to it. */
const contactLabels: Readonly<Record<ContactField, string>> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  company: "Company",
  projectType: "Project type",
  projectDetails: "Project details",
};

/** The submit button's label, which the consent note above it quotes. */
const SEND_LABEL = "Send Inquiry";

export function ContactForm({
  preselectedType,
  initialSubmissionId,
  outcome: pageOutcome,
  turnstileSiteKey,
  nextSteps,
  replyPromise,
}: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState(pageOutcome);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(outcome?.errors ?? {});
  useEffect(() => setErrors(outcome?.errors ?? {}), [outcome]);
  useFormOutcome(outcome, formRef, contactFields);
  // After a successful send with JavaScript, a confirmation panel takes the form's place (the toast
  // still shows). Without JavaScript the page shows the same notice inline above the form.
  const [confirmed, setConfirmed] = useState<Notice | null>(null);
  const confirmedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!hydrated || !outcome?.clear || outcome.notice?.tone !== "success" || confirmedFor.current === outcome.id)
      return;
    confirmedFor.current = outcome.id;
    setConfirmed(outcome.notice);
  }, [hydrated, outcome]);
  const submissionId = useSubmissionId(initialSubmissionId, outcome);

  const values = outcome?.clear ? undefined : outcome?.values;
  const firstInvalid = contactFields.find((f) => errors[f]);

  /**
   * Instant feedback: the shared schema runs in the browser; the action still decides. A valid
   * form goes to the JSON action, and its answer takes the place of the page's.
   */
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    event.preventDefault();
    if (submitting) return;
    const result = validate(ContactSchema, readFields(new FormData(form), contactFields));
    if (!result.success) {
      setErrors(result.errors);
      const first = contactFields.find((f) => result.errors[f]);
      if (first) focusField(form, first);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      setOutcome(await sendForm<ContactField>(form, "contact"));
    } finally {
      setSubmitting(false);
    }
  }

  /** Once a field has shown an error, re-check it as the visitor types. */
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as ContactField;
    if (!errors[name]) return;
    const result = validate(ContactSchema, readFields(new FormData(event.currentTarget), contactFields));
    setErrors((prev) => ({ ...prev, [name]: result.success ? undefined : result.errors[name] }));
  }

  /**
   * What every field shows of the latest answer: the value typed (kept after an error), its
   * message, and, without JavaScript, focus on the first invalid field.
   */
  const fieldState = (name: ContactField) => ({
    name,
    label: contactLabels[name],
    defaultValue: values?.[name],
    error: errors[name],
    autoFocus: !hydrated && firstInvalid === name,
  });

  if (confirmed) {
    return (
      <ConfirmationPanel
        notice={confirmed}
        nextSteps={nextSteps}
        onAnother={() => {
          setConfirmed(null);
          requestAnimationFrame(() => focusField(formRef.current, "firstName"));
        }}
      />
    );
  }

  return (
    <section aria-labelledby="contact-form-heading" className="card p-6 shadow-xl sm:p-10">
      <h2 id="contact-form-heading" className="font-display text-2xl font-700">
        Tell us about your project
      </h2>
      <p className="mt-2 text-granite">
        Every field is needed unless it says Optional. A few lines tell us enough to prepare a real answer.
      </p>
      {!hydrated && outcome?.notice && <InlineNotice notice={outcome.notice} className="mt-6" />}
      <form
        ref={formRef}
        method="post"
        action="/contact"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="relative mt-8 grid gap-6 sm:grid-cols-2"
        aria-describedby="contact-form-note"
      >
        <HoneypotField />
        <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
        <ErrorSummary
          fields={contactFields.filter((f) => errors[f])}
          labels={contactLabels}
          onJump={(field) => focusField(formRef.current, field)}
          className="sm:col-span-2"
        />
        <Field {...fieldState("firstName")} autoComplete="given-name" required maxLength={limits.name} />
        <Field {...fieldState("lastName")} optional autoComplete="family-name" maxLength={limits.name} />
        <Field
          {...fieldState("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={limits.email}
        />
        <Field {...fieldState("company")} autoComplete="organization" required maxLength={limits.company} />
        <Field
          as="select"
          {...fieldState("projectType")}
          optional
          className="sm:col-span-2"
          defaultValue={values?.projectType ?? preselectedType}
        >
          <option value="">Select a project type</option>
          {projectTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Field>
        <Field
          as="textarea"
          {...fieldState("projectDetails")}
          rows={6}
          required
          maxLength={limits.projectDetails}
          className="sm:col-span-2"
          hint="A few lines are enough: who runs in it and where, a shoe you like, pairs per colourway and your launch season."
        />
        <TurnstileWidget siteKey={turnstileSiteKey} answerId={outcome?.id} />
        {/* The confidentiality terms, restated where a brand decides what to write. */}
        <p className="rounded-xl bg-glacier/10 px-4 py-3 text-sm text-charcoal-700 sm:col-span-2">
          <span className="font-600">Confidential from the first message.</span> On request, we sign a mutual NDA before
          you share designs, and we set up a secure exchange for technical drawings once we are in touch.{" "}
          <a
            href={`${legalPath("terms")}#confidentiality`}
            className="keyboard-focus link-underline whitespace-nowrap text-glacier-700"
          >
            How we keep it confidential
          </a>
        </p>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          {/* What happens next, where a brand decides to send: the full steps follow the form on a
              phone and stand beside the heading from 640 px. */}
          <p id="contact-form-note" className="max-w-md text-sm text-granite">
            <span className="block font-600 text-charcoal">{replyPromise}</span>
            By clicking “{SEND_LABEL}”, you agree to our{" "}
            <a href={legalPath("terms")} className="keyboard-focus link-underline text-glacier-700">
              Terms &amp; Conditions
            </a>{" "}
            and{" "}
            <a href={legalPath("privacy")} className="keyboard-focus link-underline text-glacier-700">
              Privacy and Data Protection Policy
            </a>
            .
          </p>
          {/* Never `disabled`: a disabled button drops keyboard focus to <body> while the answer loads. */}
          <button type="submit" className="btn-primary shrink-0 px-8" aria-disabled={submitting || undefined}>
            {submitting ? "Sending…" : SEND_LABEL}
            <Icon name="arrow-right" />
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * Shown in place of the form after a successful send with JavaScript: the success notice, the
 * next steps with their promised times and the reading list. It takes focus when it appears, so
 * keyboard and screen reader users land on the answer.
 */
function ConfirmationPanel({
  notice,
  nextSteps,
  onAnother,
}: {
  notice: Notice;
  nextSteps: readonly string[];
  onAnother: () => void;
}) {
  const panelRef = useRef<HTMLElement>(null);
  // A layout effect moves focus in the same task that removes the form, so it never rests on <body>.
  useLayoutEffect(() => panelRef.current?.focus(), []);
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="contact-confirmation-heading"
      className="card p-6 shadow-xl outline-none focus-visible:ring-2 focus-visible:ring-glacier-600 sm:p-10"
      data-testid="contact-confirmation"
    >
      <Icon name="circle-check" className="text-4xl text-glacier-700" />
      <h2 id="contact-confirmation-heading" className="mt-4 font-display text-2xl font-700">
        {notice.title}
      </h2>
      <p className="mt-2 text-lg text-charcoal-700">{notice.description}</p>
      <h3 className="mt-8 font-display text-base font-700">What happens next</h3>
      <NextSteps steps={nextSteps} className="mt-4 space-y-3" badge="bg-glacier/20" />
      {notice.links && <ReadingList links={notice.links} className="mt-8" listClassName="mt-3 space-y-2" />}
      <button type="button" className="btn-outline mt-10 text-charcoal" onClick={onAnother}>
        Send another inquiry
      </button>
    </section>
  );
}

/**
 * The numbered "what happens next" steps.
 * @param steps one sentence per step, in order (`whatToExpect` in app/content/people.ts)
 * @param className the list's layout
 * @param badge the number badges' background
 */
export function NextSteps({ steps, className, badge }: { steps: readonly string[]; className: string; badge: string }) {
  return (
    <ol className={className}>
      {steps.map((step, i) => (
        <li key={step} className="flex gap-3 text-sm">
          <span
            className={`grid h-7 w-7 shrink-0 place-items-center rounded-full font-display text-xs font-700 text-charcoal ${badge}`}
          >
            {i + 1}
          </span>
          <span className="pt-1">{step}</span>
        </li>
      ))}
    </ol>
  );
}
