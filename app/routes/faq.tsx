import { useEffect } from "react";
import { href, Link, useLocation } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { HeroPanel } from "~/components/sections/hero-panel";
import { Icon } from "~/components/ui/icon";
import { contactHref } from "~/content/contact-links";
import { faqItems } from "~/content/faq";
import { euSizeSpan, productionTimeline, qualityAuditPath, qualityFigures, responsePromise } from "~/content/figures";
import { inquiryReadersByName } from "~/content/people";
import { mailtoHref, site, telHref } from "~/content/site";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd, faqPageLd } from "~/lib/structured-data";
import { visibleText } from "~/lib/typography";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "FAQ | Minimums, timelines, quality, sizes and pricing | Alpine Last",
    description:
      "Answers for brands: minimum order quantities from 300 pairs, development and production timelines, quality control, custom design, size ranges, payment terms and sustainable options.",
    path: "/faq",
    image: "faq",
  });

export const headers = contentPageHeaders;

/**
 * Key figures in the hero, for a quick read: the size span, the timeline and the two quality
 * rates. The minimums are left to the first answer, open below, which gives all three.
 */
const quickFacts = [
  { term: "Sizes (men, women, youth)", value: euSizeSpan },
  { term: visibleText("Production after sample sign-off"), value: productionTimeline.total },
  { term: visibleText("On-time delivery, all orders"), value: qualityFigures.onTimeRate },
  { term: "Defect rate", value: qualityFigures.defectRate },
] as const;

/** FAQ: eight questions in an exclusive accordion, then "Start Your Project" and "Schedule a Consultation". */
export default function Faq() {
  useOpenLinkedQuestion();
  return (
    <>
      <JsonLd data={[faqPageLd(faqItems), breadcrumbLd([{ name: "FAQ", path: "/faq" }])]} />
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Minimums, timelines, quality, sizes and payment terms: the answers brand owners ask us for first."
        below={<QuickFacts />}
      />
      <section aria-label="Questions and answers" className="section-y">
        <div className="container-site grid gap-10 lg:(grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-14)">
          {/* In reading order: the answers, then who answers a question they leave open. From
              1024 px the contact card sits beside the answers, at their top, and follows the
              reader down them. */}
          <div className="min-w-0 lg:(col-start-2 row-start-1)">
            <FaqAccordion items={faqItems} />
          </div>
          {/* Below 1024 px the page's closing block carries the same lines, so the foot of the page
              is one block, not two in a row. */}
          <aside
            aria-labelledby="still-a-question-heading"
            className="max-lg:hidden lg:(col-start-1 row-start-1 sticky top-28 self-start)"
          >
            <div className="card p-7">
              <h2 id="still-a-question-heading" className="font-display text-lg font-700">
                Still have a question?
              </h2>
              <WriteOrCall />
            </div>
          </aside>
        </div>
      </section>

      <section aria-labelledby="faq-next-heading" className="pb-24">
        <div className="container-site">
          <div className="flex flex-col gap-8 rounded-3xl border border-granite-100 bg-white p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-xl">
              <h2 id="faq-next-heading" className="font-display text-2xl font-700 tracking-tight sm:text-3xl">
                Ready to talk about your shoe?
              </h2>
              <p className="mt-3 text-lg text-granite">
                Send us your brief, or book a consultation with our design team to shape it together.
              </p>
              <div className="lg:hidden">
                <WriteOrCall />
              </div>
            </div>
            <div className="cta-row shrink-0">
              <Link to={href("/contact")} className="btn-primary btn-lg">
                Start Your Project
                <Icon name="arrow-right" className="max-[359px]:hidden" />
              </Link>
              <Link
                to={contactHref("design-consultation")}
                className="btn-outline btn-lg text-charcoal hover:bg-granite-100"
              >
                Schedule a Consultation
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * Who reads a question and how fast they answer, the e-mail address and the phone number: in the
 * contact card beside the answers from 1024 px, in the closing block below.
 */
function WriteOrCall() {
  return (
    <>
      <p className="mt-2 text-sm text-granite">
        Write to us: {inquiryReadersByName} read every question and answer within {responsePromise.initialResponse}.
      </p>
      <a href={mailtoHref} className="keyboard-focus link-underline tap-target mt-2 rounded font-600 text-glacier-700">
        {site.email}
      </a>
      {/* A founder about to commit money may rather call. */}
      <p className="mt-2 text-sm text-granite">
        Or call{" "}
        <a
          href={telHref}
          className="keyboard-focus link-underline tap-target -my-3 whitespace-nowrap font-600 text-glacier-700"
        >
          {site.phone.display}
        </a>
      </p>
    </>
  );
}

/**
 * After a client-side navigation to /faq#<question-id>, opens that question: the router scrolls
 * to the answer but does not open its `<details>`. A full page load needs no script: the browser
 * opens the `<details>` that holds a fragment's target.
 */
function useOpenLinkedQuestion() {
  const { hash } = useLocation();
  useEffect(() => {
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // A malformed escape (`#%E0`) names no question.
    }
    if (!id) return;
    const details = document.getElementById(id)?.closest("details");
    if (details) details.open = true;
  }, [hash]);
}

/**
 * Each figure cell's rules, by position: a line between the two rows while they stand two by two,
 * a line between the cells once they stand in one row.
 */
const QUICK_FACT_CELL = [
  "pb-4 lg:pb-0",
  "pb-4 lg:(pb-0 border-l border-charcoal-700 pl-6)",
  "border-t border-charcoal-700 pt-4 lg:(border-t-0 pt-0 border-l pl-6)",
  "border-t border-charcoal-700 pt-4 lg:(border-t-0 pt-0 border-l pl-6)",
] as const;

/** A link under the glance panel's figures, on its dark ground. */
const PANEL_LINK = "keyboard-focus link-underline tap-target rounded font-600 text-snow hover:text-glacier";

/**
 * The figures brand owners ask for first, under the lead at every width: size span,
 * timeline, on-time rate, defect rate, then what the two rates count and where the checks behind
 * them are explained.
 */
function QuickFacts() {
  return (
    <HeroPanel id="quick-facts-heading" title="At a glance">
      {/* Two by two below 1024 px, four in a row from there, each figure at the foot of its cell so
          a row's figures stand level however its labels wrap. */}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 sm:gap-x-8 lg:grid-cols-4">
        {quickFacts.map((f, i) => (
          <div key={f.term} className={`flex flex-col justify-between ${QUICK_FACT_CELL[i]}`}>
            <dt className="text-sm text-granite-300">{f.term}</dt>
            <dd className="mt-1 font-display text-lg font-600 text-snow sm:text-xl">{f.value}</dd>
          </div>
        ))}
      </dl>
      {/* The figures' definitions as a footnote: a reading measure, a step smaller and lighter. */}
      <div className="mt-5 border-t border-charcoal-700 pt-4">
        <p className="max-w-[70ch] text-sm text-granite-200">
          {`Defect rate: ${qualityFigures.defectRateBasis}. On time: shipped on the date agreed at order confirmation, counting ${qualityFigures.onTimeBasis}.`}
        </p>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-6 text-sm">
        <Link to={qualityAuditPath} className={PANEL_LINK}>
          How we audit every run
        </Link>
        <a href="#pricing-payment" className={PANEL_LINK}>
          Pricing and payment terms
        </a>
      </p>
    </HeroPanel>
  );
}
