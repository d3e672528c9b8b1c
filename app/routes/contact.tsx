import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { InlineNotice } from "~/components/notice-toaster";
import { PageHero } from "~/components/page-hero";
import { Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { TurnstileWidget } from "~/components/ui/turnstile-widget";
import { whatToExpect } from "~/content/figures";
import { mailtoHref, site, telHref } from "~/content/site";
import { NO_STORE } from "~/lib/cache-control";
import { contactAction } from "~/lib/contact-action.server";
import { formRouteHeaders } from "~/lib/http-headers";
import {
  type ContactField,
  ContactSchema,
  contactFields,
  type FieldErrors,
  projectTypes,
  validate,
} from "~/lib/schemas";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import { SUBMISSION_ID_FIELD, useSubmissionId } from "~/lib/submission-id";
import { focusField, useFormOutcome } from "~/lib/use-form-outcome";
import { hydratedRoute, useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact us | Start your private-label trail shoe project | Alpine Last",
    description:
      "Tell us about your trail running shoe project. Initial response within 24 hours, a consultation call within 48 hours and a detailed proposal within a week.",
    path: "/contact",
    image: "contact",
  });

export const headers = formRouteHeaders;

/** The one page that hydrates: instant validation, toasts and the confirmation panel need React. */
export const handle = hydratedRoute;

/**
 * Reads `?type=<value>` to preselect a project type (unknown values are ignored) and
 * issues the form's submission id. That id is per visitor, so this page is never cached.
 */
export function loader({ request }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get("type") ?? "";
  return data(
    {
      projectType: projectTypes.some((t) => t.value === type) ? type : "",
      submissionId: crypto.randomUUID(),
    },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Contact", path: "/contact" }])} />
      <PageHero
        eyebrow="Start your project"
        title="Contact us"
        lead="Tell us about your brand and the shoe you have in mind. Our product team in Chamonix reads every inquiry and answers within 24 hours."
      />
      <div className="container-site relative -mt-12 grid gap-8 pb-24 lg:grid-cols-[1.6fr_1fr] lg:gap-10">
        <ContactForm
          preselectedType={loaderData.projectType}
          initialSubmissionId={loaderData.submissionId}
          outcome={actionData}
        />
        <aside className="space-y-6" aria-label="Other ways to reach us">
          <ContactBlock />
          <WhatToExpect />
        </aside>
      </div>
    </>
  );
}

function ContactForm({
  preselectedType,
  initialSubmissionId,
  outcome,
}: {
  preselectedType: string;
  initialSubmissionId: string;
  outcome: Route.ComponentProps["actionData"];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(outcome?.errors ?? {});
  useEffect(() => setErrors(outcome?.errors ?? {}), [outcome]);
  useFormOutcome(outcome, formRef, contactFields);
  const submissionId = useSubmissionId(initialSubmissionId, outcome);

  const values = outcome?.clear ? undefined : outcome?.values;
  const firstInvalid = contactFields.find((f) => errors[f]);

  /** Instant feedback: the shared schema runs in the browser; the action still decides. */
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const raw = Object.fromEntries(contactFields.map((f) => [f, String(new FormData(form).get(f) ?? "")])) as Record<
      ContactField,
      string
    >;
    const result = validate(ContactSchema, raw);
    if (!result.success) {
      event.preventDefault();
      setErrors(result.errors);
      const first = contactFields.find((f) => result.errors[f]);
      if (first) focusField(form, first);
    } else {
      setErrors({});
    }
  }

  /** Once a field has shown an error, re-check it as the visitor types. */
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as ContactField;
    if (!errors[name]) return;
    const raw = Object.fromEntries(
      contactFields.map((f) => [f, String(new FormData(event.currentTarget).get(f) ?? "")]),
    ) as Record<ContactField, string>;
    const result = validate(ContactSchema, raw);
    setErrors((prev) => ({ ...prev, [name]: result.success ? undefined : result.errors[name] }));
  }

  return (
    <section aria-labelledby="contact-form-heading" className="card p-6 shadow-xl sm:p-10">
      <h2 id="contact-form-heading" className="font-display text-2xl font-700">
        Tell us about your project
      </h2>
      <p className="mt-2 text-granite">
        Fields marked optional can be left empty. Everything else helps us prepare a real answer.
      </p>
      {!hydrated && outcome?.notice && <InlineNotice notice={outcome.notice} className="mt-6" />}
      <Form
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
        <Field
          name="firstName"
          label="Your name"
          autoComplete="given-name"
          required
          maxLength={100}
          defaultValue={values?.firstName}
          error={errors.firstName}
          autoFocus={!hydrated && firstInvalid === "firstName"}
        />
        <Field
          name="lastName"
          label="Last name"
          optional
          autoComplete="family-name"
          maxLength={100}
          defaultValue={values?.lastName}
          error={errors.lastName}
          autoFocus={!hydrated && firstInvalid === "lastName"}
        />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={values?.email}
          error={errors.email}
          autoFocus={!hydrated && firstInvalid === "email"}
        />
        <Field
          name="company"
          label="Company"
          autoComplete="organization"
          required
          maxLength={200}
          defaultValue={values?.company}
          error={errors.company}
          autoFocus={!hydrated && firstInvalid === "company"}
        />
        <Field
          as="select"
          name="projectType"
          label="Project type"
          optional
          className="sm:col-span-2"
          defaultValue={values?.projectType ?? preselectedType}
          error={errors.projectType}
          autoFocus={!hydrated && firstInvalid === "projectType"}
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
          name="projectDetails"
          label="Project details"
          rows={6}
          required
          maxLength={5000}
          className="sm:col-span-2"
          placeholder="Target runners and terrain, styles and colorways, quantities, timeline…"
          defaultValue={values?.projectDetails}
          error={errors.projectDetails}
          autoFocus={!hydrated && firstInvalid === "projectDetails"}
        />
        <TurnstileWidget />
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p id="contact-form-note" className="max-w-md text-sm text-granite">
            By clicking submit, you agree to our{" "}
            <Link to="/terms" className="focus-ring link-underline text-glacier-700">
              Terms &amp; Conditions
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="focus-ring link-underline text-glacier-700">
              Privacy and Data Protection Policy
            </Link>
            .
          </p>
          <button type="submit" className="btn-primary shrink-0 px-8" disabled={submitting}>
            {submitting ? "Sending…" : "Send inquiry"}
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </button>
        </div>
      </Form>
    </section>
  );
}

function ContactBlock() {
  return (
    <section aria-labelledby="contact-block-heading" className="card">
      <h2 id="contact-block-heading" className="font-display text-lg font-700">
        Talk to the team
      </h2>
      <dl className="mt-5 space-y-5 text-sm">
        <div className="relative pl-8">
          <dt className="font-600">
            <span className="i-lucide-building-2 absolute left-0 top-0.5 text-lg text-glacier-600" aria-hidden="true" />
            Headquarters
          </dt>
          <dd className="text-granite">{site.headquarters}</dd>
        </div>
        <div className="relative pl-8">
          <dt className="font-600">
            <span className="i-lucide-mail absolute left-0 top-0.5 text-lg text-glacier-600" aria-hidden="true" />
            Email
          </dt>
          <dd>
            <a href={mailtoHref} className="focus-ring link-underline text-glacier-700">
              {site.email}
            </a>
          </dd>
        </div>
        <div className="relative pl-8">
          <dt className="font-600">
            <span className="i-lucide-phone absolute left-0 top-0.5 text-lg text-glacier-600" aria-hidden="true" />
            Phone
          </dt>
          <dd>
            <a href={telHref} className="focus-ring link-underline text-glacier-700">
              {site.phone.display}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function WhatToExpect() {
  return (
    <section aria-labelledby="expect-heading" className="rounded-2xl bg-charcoal p-6 text-snow">
      <h2 id="expect-heading" className="font-display text-lg font-700">
        What to Expect
      </h2>
      <ol className="mt-5 space-y-4">
        {whatToExpect.map((step, i) => (
          <li key={step} className="flex gap-3 text-sm">
            <span className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-glacier font-display text-xs font-700 text-charcoal">
              {i + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
