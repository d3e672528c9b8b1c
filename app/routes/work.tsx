import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { CaseStudyArticle } from "~/components/sections/case-study";
import { CtaBand } from "~/components/sections/cta-band";
import { SectionIntro } from "~/components/sections/section-intro";
import { caseStudies, trustedPartners } from "~/content/cases";
import { qualityFigures } from "~/content/figures";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Our work | Private-label and custom trail shoe case studies | Alpine Last",
    description:
      "Case studies: a custom mountain racer, an own-label retail line and a circular trail shoe, designed in Chamonix and built by our manufacturing partners.",
    path: "/work",
    image: "work",
  });

export const headers = contentPageHeaders;

/** Work (spec §2): three case studies, a trusted-partners strip and a call to action to /contact. */
export default function Work() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Our work", path: "/work" }])} />
      <PageHero
        eyebrow="Our work"
        title="Trail shoes we have brought to market"
        lead="Three projects, three different briefs: a custom racer for a running community, an own-label line for a retailer and a shoe designed to be recycled."
      >
        <Link to="/contact" className="btn-primary px-7 py-3.5 text-base">
          Start Your Project
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </Link>
      </PageHero>

      <section aria-labelledby="cases-heading" className="section-y">
        <div className="container-site">
          <SectionIntro
            id="cases-heading"
            eyebrow="Case studies"
            title="Briefs, decisions and results"
            intro="Every project started with a brief like yours. Detailed figures are available under NDA."
          />
          <div className="mt-12 space-y-8">
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
          <ul className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-granite-100 bg-granite-100 sm:grid-cols-3 lg:grid-cols-6">
            {trustedPartners.map((name, i) => (
              <li
                key={name}
                className={`grid h-24 place-items-center bg-white px-4 text-center font-display text-sm font-700 tracking-tight text-granite sm:text-base ${
                  i % 3 === 1 ? "uppercase tracking-[0.12em]" : ""
                } ${i % 3 === 2 ? "italic" : ""}`}
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        id="work-cta"
        eyebrow="Your project next"
        title="Let's build the next case study together"
        text="Private label or custom design, one style or a full range: tell us what you want to bring to market."
        primary={{ to: "/contact", label: "Start Your Project" }}
        secondary={{ to: "/services", label: "Explore our services" }}
      />
    </>
  );
}
