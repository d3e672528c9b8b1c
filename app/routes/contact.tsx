import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { InlineNotice } from "~/components/notice-toaster";
import { PageHero } from "~/components/page-hero";
import { ClientQuote } from "~/components/sections/client-quote";
import { Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { Icon } from "~/components/ui/icon";
import { TurnstileWidget } from "~/components/ui/turnstile-widget";
import { ownershipPromise } from "~/content/about";
import { caseStudies, contactCase } from "~/content/cases";
import { orderMinimumList, productionTimeline, whatToExpect } from "~/content/figures";
import { mailtoHref, site, telHref } from "~/content/site";
import { NO_STORE } from "~/lib/cache-control";
import { contactAction } from "~/lib/contact-action.server";
import { formRouteHeaders } from "~/lib/http-headers";
import type { Notice } from "~/lib/notices";
import {
  type ContactField,
  ContactSchema,
  contactFields,
  type FieldErrors,
  limits,
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
      proof: contactProof(),
    },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

/**
 * What the page shows of the work and its promises, taken from the content modules here, in the
 * loader: the page hydrates, and only these few fields, not the modules, then reach the browser.
 */
function contactProof() {
  return {
    quote: contactCase.testimonial,
    ownership: ownershipPromise,
    programmes: caseStudies.map((study) => ({
      id: study.id,
      client: study.client,
      category: study.category,
      shoe: study.shoe,
      moq: study.figures.moq,
      daysToDelivery: study.figures.daysToDelivery,
    })),
  };
}

/** The work and promises shown beside and under the form ({@link contactProof}). */
type ContactProof = ReturnType<typeof contactProof>;

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
      <div className="container-site relative -mt-12 grid gap-8 pb-16 lg:grid-cols-[1.6fr_1fr] lg:gap-10">
        <ContactForm
          preselectedType={loaderData.projectType}
          initialSubmissionId={loaderData.submissionId}
          outcome={actionData}
        />
        <aside className="space-y-6" aria-label="Other ways to reach us">
          <ContactBlock />
          <WhatToExpect />
          <div className="card">
            <ClientQuote testimonial={loaderData.proof.quote} />
          </div>
        </aside>
      </div>
      <ProgrammeFacts proof={loaderData.proof} />
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

  /** Instant feedback: the shared schema runs in the browser; the action still decides. */
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (submitting) {
      event.preventDefault();
      return;
    }
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

  if (confirmed) {
    return (
      <ConfirmationPanel
        notice={confirmed}
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
      <Form
        ref={formRef}
        method="post"
        action={href("/contact")}
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
          label="First name"
          autoComplete="given-name"
          required
          maxLength={limits.name}
          defaultValue={values?.firstName}
          error={errors.firstName}
          autoFocus={!hydrated && firstInvalid === "firstName"}
        />
        <Field
          name="lastName"
          label="Last name"
          optional
          autoComplete="family-name"
          maxLength={limits.name}
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
          maxLength={limits.email}
          defaultValue={values?.email}
          error={errors.email}
          autoFocus={!hydrated && firstInvalid === "email"}
        />
        <Field
          name="company"
          label="Company"
          autoComplete="organization"
          required
          maxLength={limits.company}
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
          maxLength={limits.projectDetails}
          className="sm:col-span-2"
          hint="A few lines are enough: who runs in it and where, a shoe you like, pairs per colourway and your launch season."
          defaultValue={values?.projectDetails}
          error={errors.projectDetails}
          autoFocus={!hydrated && firstInvalid === "projectDetails"}
        />
        <TurnstileWidget />
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p id="contact-form-note" className="max-w-md text-sm text-granite">
            By clicking “Send inquiry”, you agree to our{" "}
            <Link to={href("/terms")} className="focus-ring link-underline text-glacier-700">
              Terms &amp; Conditions
            </Link>{" "}
            and{" "}
            <Link to={href("/privacy")} className="focus-ring link-underline text-glacier-700">
              Privacy and Data Protection Policy
            </Link>
            .
          </p>
          {/* Never `disabled`: a disabled button drops keyboard focus to <body> while the answer loads. */}
          <button type="submit" className="btn-primary shrink-0 px-8" aria-disabled={submitting || undefined}>
            {submitting ? "Sending…" : "Send inquiry"}
            <Icon name="arrow-right" />
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * Shown in place of the form after a successful send with JavaScript: the success notice, the
 * next steps with their promised times and the reading list. It takes focus when it appears, so
 * keyboard and screen reader users land on the answer.
 */
function ConfirmationPanel({ notice, onAnother }: { notice: Notice; onAnother: () => void }) {
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
      <NextSteps className="mt-4 space-y-3" badge="bg-glacier/20" />
      {notice.links && (
        <>
          <p className="mt-8 font-600">{notice.links.lead}</p>
          <ul className="mt-3 space-y-2">
            {notice.links.items.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="focus-ring link-underline text-glacier-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="btn-outline mt-10 text-charcoal" onClick={onAnother}>
        Send another inquiry
      </button>
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
            <Icon name="building-2" className="absolute left-0 top-0.5 text-lg text-glacier-600" />
            Headquarters
          </dt>
          <dd className="text-granite">
            <address className="not-italic">
              {site.address.street}
              <br />
              {`${site.address.postalCode} ${site.address.locality}, ${site.address.countryName}`}
            </address>
            <span className="mt-1 block text-xs">{`${site.legal.entity} · ${site.legal.registration}`}</span>
          </dd>
        </div>
        <div className="relative pl-8">
          <dt className="font-600">
            <Icon name="mail" className="absolute left-0 top-0.5 text-lg text-glacier-600" />
            Email
          </dt>
          <dd>
            <a href={mailtoHref} className="focus-ring link-underline tap-target text-glacier-700">
              {site.email}
            </a>
          </dd>
        </div>
        <div className="relative pl-8">
          <dt className="font-600">
            <Icon name="phone" className="absolute left-0 top-0.5 text-lg text-glacier-600" />
            Phone
          </dt>
          <dd>
            <a href={telHref} className="focus-ring link-underline tap-target text-glacier-700">
              {site.phone.display}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * What a brand can order, before it writes: the published minimums and the programme's length,
 * then what three clients ordered and how long it took (app/content/figures.ts, cases.ts).
 */
function ProgrammeFacts({ proof }: { proof: ContactProof }) {
  return (
    <section aria-labelledby="programmes-heading" className="container-site pb-24">
      <div className="grid gap-10 border-t border-granite-100 pt-14 lg:grid-cols-[1fr_2fr] lg:gap-14">
        <div>
          <p className="eyebrow">Before you write</p>
          <h2 id="programmes-heading" className="mt-3 font-display text-2xl font-700 tracking-tight sm:text-3xl">
            Where a programme starts
          </h2>
          <dl className="mt-6 divide-y divide-granite-100 border-y border-granite-100 text-sm">
            {orderMinimumList.map(({ term, value }) => (
              <div key={term} className="flex justify-between gap-4 py-3">
                <dt className="font-600">{term}</dt>
                <dd className="text-right text-granite">{value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 py-3">
              <dt className="font-600">Approved brief to shipped pairs</dt>
              <dd className="text-right text-granite">{productionTimeline.total}</dd>
            </div>
          </dl>
          <p className="mt-6 text-sm">
            <span className="font-600">{proof.ownership.title}.</span>{" "}
            <span className="text-granite">{proof.ownership.text}</span>
          </p>
        </div>
        <div>
          <h3 className="font-display text-sm font-600 uppercase tracking-[0.14em] text-charcoal">
            What brands ordered
          </h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {proof.programmes.map((study) => (
              <li key={study.id} className="card flex flex-col p-5">
                <p className={`font-display text-charcoal-700 ${study.client.wordmark}`}>{study.client.name}</p>
                <p className="mt-1 text-sm text-granite">
                  {study.category} · {study.shoe}
                </p>
                <dl className="mt-4 grid gap-2 text-sm">
                  <div>
                    <dt className="text-xs uppercase tracking-[0.12em] text-granite">Order</dt>
                    <dd className="font-600">{study.moq}</dd>
                  </div>
                  <div>
                    <dt className="text-xs uppercase tracking-[0.12em] text-granite">Brief to delivery</dt>
                    <dd className="font-600">{study.daysToDelivery} days</dd>
                  </div>
                </dl>
                <Link
                  to={`${href("/work")}#${study.id}`}
                  className="focus-ring link-underline tap-target mt-auto self-start pt-4 text-sm font-600 text-glacier-700"
                >
                  Read the case<span className="sr-only">: {study.client.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function WhatToExpect() {
  return (
    <section aria-labelledby="expect-heading" className="rounded-2xl bg-charcoal p-6 text-snow">
      <h2 id="expect-heading" className="font-display text-lg font-700">
        What to Expect
      </h2>
      <NextSteps className="mt-5 space-y-4" badge="bg-glacier" />
    </section>
  );
}

/** The numbered "what happens next" steps with their promised times (app/content/figures.ts). */
function NextSteps({ className, badge }: { className: string; badge: string }) {
  return (
    <ol className={className}>
      {whatToExpect.map((step, i) => (
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
