import type { ReactNode } from "react";
import { data } from "react-router";
import { CONTACT_FORM_ISLAND, ContactForm, type ContactFormProps, NextSteps } from "~/components/contact-form";
import { Island } from "~/components/island";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { ClientQuote } from "~/components/sections/client-quote";
import { HeroPanel } from "~/components/sections/hero-panel";
import { PhoneAndEmailButtons } from "~/components/team-contact";
import { Icon, type IconName } from "~/components/ui/icon";
import { TextLink } from "~/components/ui/text-link";
import { ownershipPromise } from "~/content/about";
import { caseProgramme, caseStudies, contactCase, orderText } from "~/content/cases";
import { developmentTimeline, orderMinimumList, productionTimeline, responsePromise } from "~/content/figures";
import { caseStudyHref } from "~/content/navigation";
import { inquiryReadersByName, productionLead, whatToExpect } from "~/content/people";
import { deliveryPhrase, shippedProgramme } from "~/content/shipped-record";
import { mailtoHref, site, telHref } from "~/content/site";
import { NO_STORE } from "~/lib/cache-control";
import { contactAction } from "~/lib/contact-action.server";
import { formatMonth } from "~/lib/dates";
import { formRouteHeaders } from "~/lib/http-headers";
import { islandRoute } from "~/lib/islands";
import { useTurnstileSiteKey } from "~/lib/root-data";
import { projectTypes } from "~/lib/schemas";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import { countWord, visibleText } from "~/lib/typography";
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

/**
 * The one page that hydrates, and only its forms: instant validation, toasts and the
 * confirmation panel need React (app/islands/contact.island.tsx).
 */
export const handle = islandRoute("contact");

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
  const form: ContactFormProps = {
    preselectedType: loaderData.projectType,
    initialSubmissionId: loaderData.submissionId,
    outcome: actionData,
    turnstileSiteKey: useTurnstileSiteKey(),
    nextSteps: whatToExpect,
    replyPromise: `We reply within ${responsePromise.initialResponse} and send a detailed proposal within ${responsePromise.detailedProposal}.`,
  };
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Contact", path: "/contact" }])} />
      <PageHero
        eyebrow="Start your project"
        title="Contact us"
        lead={`Tell us about your brand and the shoe you have in mind. ${inquiryReadersByName} read every inquiry in Chamonix and answer it themselves.`}
        art={<WhatToExpect id="expect-heading" className="max-sm:hidden" />}
      >
        {/* Below 1024 px the contact card comes after the form: whoever would rather talk finds the
            team here. From 1024 px the card stands beside the form in the first screen, so the hero
            does not say it twice. */}
        <div className="lg:hidden">
          <p className="text-granite-200">Prefer to talk first?</p>
          <PhoneAndEmailButtons className="mt-3" />
        </div>
      </PageHero>
      {/* The client's quote after the form and the contact cards, across both columns from 1024 px:
          under the form alone it left the cards' column ending early, and under the cards, the form's. */}
      <div className="container-site relative -mt-6 grid items-start gap-8 pb-16 sm:-mt-12 lg:(-mt-6 grid-cols-[1.6fr_1fr] gap-x-10)">
        <Island name={CONTACT_FORM_ISLAND} props={form}>
          <ContactForm {...form} />
        </Island>
        {/* A column with gaps, not margins between siblings: the steps' copy for phones, hidden
            from 640 px, would still push the first card 24 px below the form's top. Under the form
            on a tablet the two cards stand side by side, where full width set each row's figure
            far from its label. */}
        <aside
          className="flex flex-col gap-6 md:max-lg:(grid grid-cols-2 items-start)"
          aria-label="Other ways to reach us"
        >
          {/* On a phone the steps after sending follow the form, which they kept some 850 px down. */}
          <WhatToExpect id="expect-heading-after-form" className="sm:hidden" landmark={false} />
          <ContactBlock />
          <ProgrammeStart />
        </aside>
        {/* The quote alone: what its client ordered, and the link to its case, are its card under
            "What brands ordered" just below. */}
        <div className="card lg:col-span-2">
          <ClientQuote testimonial={contactCase.testimonial} />
        </div>
      </div>
      <BrandOrders />
    </>
  );
}

/**
 * One term of "Talk to the team": its icon and name, then the detail.
 * @param icon the icon beside the term
 * @param term the term's name, e.g. "Headquarters"
 * @param muted the detail in the secondary text colour (plain text rather than a link)
 */
function ContactDetail({
  icon,
  term,
  muted = false,
  children,
}: {
  icon: IconName;
  term: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative pl-8">
      <dt className="font-600">
        <Icon name={icon} className="absolute left-0 top-0.5 text-lg text-glacier-600" />
        {term}
      </dt>
      <dd className={muted ? "text-granite" : undefined}>{children}</dd>
    </div>
  );
}

function ContactBlock() {
  return (
    <section aria-labelledby="contact-block-heading" className="card">
      <h2 id="contact-block-heading" className="font-display text-lg font-700">
        Talk to the team
      </h2>
      <dl className="mt-5 space-y-5 text-sm">
        <ContactDetail icon="building-2" term="Headquarters" muted>
          <address className="not-italic">
            {site.address.street}
            <br />
            {`${site.address.postalCode} ${site.address.locality}, ${site.address.countryName}`}
          </address>
          <span className="mt-1 block text-[0.8125rem]">{`${site.legal.entity} · ${site.legal.registration}`}</span>
        </ContactDetail>
        <ContactDetail icon="factory" term="Production" muted>
          {`${productionLead.name}, ${productionLead.role}, leads our quality team in ${productionLead.base}, on the floors of the partner factories that build your shoes.`}
        </ContactDetail>
        <ContactDetail icon="mail" term="Email">
          <a href={mailtoHref} className="keyboard-focus link-underline tap-target -my-2.5 text-glacier-700">
            {site.email}
          </a>
        </ContactDetail>
        <ContactDetail icon="phone" term="Phone">
          <a href={telHref} className="keyboard-focus link-underline tap-target -my-2.5 text-glacier-700">
            {site.phone.display}
          </a>
          <span className="mt-1 block text-[0.8125rem] text-granite">{visibleText(site.phoneHours)}</span>
        </ContactDetail>
      </dl>
    </section>
  );
}

/**
 * A row of the programme card: its figure at the right, level with its label, except on a tablet,
 * where the card is half the page wide and the figure stands under its label (beside it, labels
 * and figures wrapped unevenly).
 */
const PROGRAMME_ROW = "flex justify-between gap-4 py-3 md:max-lg:(flex-col gap-0.5)";
/** The figure of a programme card's row. */
const PROGRAMME_VALUE = "text-right text-granite md:max-lg:text-left";

/**
 * Where a programme starts, beside the form: the published minimums, the programme's length and
 * the ownership promise (app/content/figures.ts, about.ts), read before writing.
 */
function ProgrammeStart() {
  return (
    <section aria-labelledby="programmes-heading" className="card">
      <p className="eyebrow">Minimums and timing</p>
      <h2 id="programmes-heading" className="mt-2 font-display text-lg font-700">
        Where a programme starts
      </h2>
      <dl className="mt-4 divide-y divide-granite-100 border-y border-granite-100 text-sm">
        {orderMinimumList.map(({ term, minimum }) => (
          <div key={term} className={PROGRAMME_ROW}>
            <dt className="font-600">{term}</dt>
            <dd className={PROGRAMME_VALUE}>{minimum.text}</dd>
          </div>
        ))}
        {[
          { term: "Development, private label", value: developmentTimeline.privateLabel.duration },
          { term: "Development, custom design", value: developmentTimeline.customDesign.duration },
          { term: visibleText("Signed-off sample to shipped pairs"), value: productionTimeline.total },
        ].map(({ term, value }) => (
          <div key={term} className={PROGRAMME_ROW}>
            <dt className="font-600">{term}</dt>
            <dd className={`whitespace-nowrap ${PROGRAMME_VALUE}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-sm">
        <span className="font-600">{ownershipPromise.title}.</span>{" "}
        <span className="text-granite">{ownershipPromise.text}</span>
      </p>
    </section>
  );
}

/**
 * What three clients ordered, and how long development and production took (app/content/cases.ts),
 * under the form.
 * Rendered on the server only: the page hydrates its forms alone, so none of this content
 * reaches the browser's script.
 */
function BrandOrders() {
  return (
    <section aria-labelledby="orders-heading" className="container-site pb-24">
      <div className="border-t border-granite-100 pt-14">
        <p className="eyebrow">Recent programmes</p>
        <h2 id="orders-heading" className="mt-3 font-display text-2xl font-700 tracking-tight sm:text-3xl">
          What brands ordered
        </h2>
        {ALL_CASES_ON_TIME && (
          <p className="mt-2 max-w-2xl text-granite">
            {`Each of the ${countWord(caseStudies.length)} programmes below shipped on the date agreed at order confirmation.`}
          </p>
        )}
        {/* One card per brand, stacked until 1024 px, then the three side by side. Each card is
            wide enough for its wordmark on one line. Stacked from 640 px, a card is one row: the
            brand and its link on the left, the order and the two durations beside them, so no card is half empty. */}
        <ul className="mt-8 grid gap-3 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li
              key={study.id}
              className="card grid gap-4 p-5 sm:max-lg:(grid-cols-[minmax(0,1fr)_auto] items-center gap-x-10)"
            >
              <div>
                {/* Wordmarks differ in size; a line of one height keeps the cards' rows level. */}
                <p
                  className={`flex h-7 items-center whitespace-nowrap font-display text-charcoal-700 ${study.client.wordmark}`}
                >
                  {study.client.name}
                </p>
                {/* The programme it ran as (a sustainability case is a custom design too), from the shipped record. */}
                <p className="mt-1 text-sm text-granite">{`${caseProgramme(study)} · ${study.shoe}`}</p>
                <ShippedLine caseId={study.id} />
              </div>
              <dl className="grid grid-cols-2 gap-4 text-sm sm:max-lg:(col-start-2 row-span-2 row-start-1 gap-x-8)">
                {[
                  { term: "Order", value: orderText(study), wide: true },
                  { term: "Development", value: visibleText(`${study.figures.developmentWeeks} weeks`) },
                  { term: "Production", value: visibleText(`${study.figures.productionDays} days`) },
                ].map(({ term, value, wide }) => (
                  <div key={term} className={wide ? "col-span-2" : ""}>
                    <dt className="whitespace-nowrap text-xs uppercase tracking-[0.12em] text-granite">{term}</dt>
                    <dd className="font-600">{value}</dd>
                  </div>
                ))}
              </dl>
              <TextLink to={caseStudyHref(study.id)} context={`: ${study.client.name}`} className="-my-2.5">
                Read the case
              </TextLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * What happens after sending: beside the heading from 1024 px and under it from 640 px, so the
 * reader knows it before filling in the form; on a phone, after the form.
 * @param id its heading's id, one per copy
 * @param className which widths show this copy
 * @param landmark a named section; off for the phone's copy, shown where the other is not
 */
function WhatToExpect({ id, className, landmark = true }: { id: string; className: string; landmark?: boolean }) {
  return (
    <HeroPanel id={id} title="What to Expect" className={className} landmark={landmark}>
      {/* Two by two while the panel spans the page (640-1023 px), one column beside the heading. */}
      <NextSteps steps={whatToExpect} className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1" badge="bg-glacier" />
    </HeroPanel>
  );
}

/** Whether every case's launch shipped on the agreed date, so the section says it once. */
const ALL_CASES_ON_TIME = caseStudies.every((study) => shippedProgramme(study.id)?.onTime === true);

/**
 * "Shipped March 2024": a case's row of the shipped record, where it has one, with how late it
 * was when it was late ("Shipped March 2024, 6 days late"); on time goes without saying when the
 * section says so for all three.
 */
function ShippedLine({ caseId }: { caseId: string }) {
  const row = shippedProgramme(caseId);
  if (!row) return null;
  const delivery = row.onTime === true && ALL_CASES_ON_TIME ? "" : `, ${deliveryPhrase(row.onTime)}`;
  return <p className="text-sm text-granite">{visibleText(`Shipped ${formatMonth(row.shipped)}${delivery}`)}</p>;
}
