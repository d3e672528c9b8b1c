import { href } from "react-router";
import { ArtImage } from "~/components/art/art-image";
import { ShoeElevation } from "~/components/art/shoe-elevation";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { CaseStudyArticle } from "~/components/sections/case-study";
import { ClientWall } from "~/components/sections/client-wall";
import { CtaBand } from "~/components/sections/cta-band";
import { SectionIntro } from "~/components/sections/section-intro";
import { ShippedRecordTable } from "~/components/sections/shipped-record-table";
import { CtaLink } from "~/components/ui/cta-link";
import { caseStudies } from "~/content/cases";
import { qualityFigures, trackRecord } from "~/content/figures";
import { anchors } from "~/content/navigation";
import { shippedRecord } from "~/content/shipped-record";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Our work | Trail shoe case studies | Alpine Last",
    description:
      "Case studies: a custom mountain racer, an own-label retail line and a circular trail shoe, designed in Chamonix and built by our manufacturing partners.",
    path: "/work",
    image: "work",
  });

export const headers = contentPageHeaders;

/** Work: three case-study spreads, a trusted-partners strip and a call to action to /contact. */
export default function Work() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Our work", path: "/work" }])} />
      <PageHero
        eyebrow="Our work"
        title="Trail shoes we have brought to market"
        lead="Three projects, three different briefs: a custom racer for a running community, an own-label line for a retailer and a shoe designed to be recycled."
        art={<WorkHeroArt />}
      >
        <CtaLink to={href("/contact")}>Start Your Project</CtaLink>
      </PageHero>

      <section id={anchors.cases} aria-labelledby="cases-heading" className="section-y">
        <div className="container-site">
          <SectionIntro
            id="cases-heading"
            eyebrow="Case studies"
            title="Briefs, decisions and results"
            intro="Every project started with a brief like yours. Each shoe is drawn to its own figures: stack, drop and lug depth, to scale."
          />
          <div className="mt-12 space-y-16 sm:space-y-20">
            {caseStudies.map((study, i) => (
              <CaseStudyArticle key={study.id} study={study} reverse={i % 2 === 1} />
            ))}
          </div>
        </div>
      </section>

      <section
        aria-labelledby="partners-heading"
        className="mb-10 border-y border-granite-100 bg-white py-14 sm:mb-16 sm:py-16"
      >
        <div className="container-site">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="partners-heading" className="font-display text-xl font-700 tracking-tight">
              Trusted by brands and retailers
            </h2>
            <p className="text-sm text-granite">
              All our partner factories are {qualityFigures.certifications[0]} certified and{" "}
              {qualityFigures.certifications[1]} audited
            </p>
          </div>
          <ClientWall show="partners" className="mt-8" />
          <h3 id={anchors.shippedRecord} className="mt-14 scroll-mt-24 font-display text-xl font-700 tracking-tight">
            Shipped, order by order
          </h3>
          <p className="mt-2 max-w-3xl text-granite">
            {`Our last ${shippedRecord.length} production orders, newest first, launches and reorders, from the ${trackRecord.styles} styles we have shipped for ${trackRecord.brands} brands since ${trackRecord.founded}.`}
          </p>
          <ShippedRecordTable labelledBy={anchors.shippedRecord} className="mt-6" />
        </div>
      </section>

      <CtaBand
        id="work-cta"
        eyebrow="Your project next"
        title="Let’s build the next case study together"
        text="Private label or custom design, one style or a full range: tell us what you want to bring to market."
        primary={{ to: href("/contact"), label: "Start Your Project" }}
        secondary={{ to: href("/services"), label: "Explore Our Services" }}
        art="outsole-dark"
      />
    </>
  );
}

/**
 * The three clients' shoes, one above the other, each drawn to its own stack and lugs. The first
 * is in the first screen at every width and is drawn inline; the other two come from their files
 * (art-image.tsx), which keeps the document within a slow link's first round trip. A phone shows
 * the first alone: below it, a drawing file would outsize the heading and become the largest
 * paint, which would then wait for its request. The case studies below show all three.
 */
function WorkHeroArt() {
  return (
    // On a phone the first shoe takes the width and the other two stand side by side under it, so
    // all three briefs the lead names are in view. Under the heading (640-1023 px) the line-up is
    // narrower, so three shoes do not make the first screen a column of drawings, and starts at
    // the text's left edge; beside the heading it takes its column.
    <ul className="grid gap-3 max-sm:grid-cols-2 sm:max-w-xl lg:max-w-none">
      {caseStudies.map((study, index) => (
        <li
          key={study.id}
          className={`grid items-center gap-1 border-charcoal-700 pb-3 sm:(grid-cols-[1fr_auto] gap-4 border-b) ${index === 0 ? "max-sm:col-span-2" : "max-sm:content-start"}`}
        >
          {index === 0 ? (
            <ShoeElevation spec={study.spec} className="w-full" />
          ) : (
            <ArtImage name={`case-${study.id}-shoe-dark`} className="w-full" />
          )}
          {/* On a phone the name sits above its shoe, on one line with the shoe's name under the
              full-width drawing and over it under the half-width ones; from 640 px beside its toe. */}
          <span className="order-first text-xs text-granite-300 sm:(order-none w-40 text-sm)">
            <span className={`font-600 text-snow ${index === 0 ? "sm:block" : "block"}`}>{study.client.name}</span>
            {index === 0 && <span className="sm:hidden"> · </span>}
            {study.shoe}
          </span>
        </li>
      ))}
    </ul>
  );
}
