import { Link } from "react-router";
import { ContourArt } from "~/components/art/contours";
import { SolePattern } from "~/components/art/sole-pattern";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { SectionIntro } from "~/components/sections/section-intro";
import { ServiceCard } from "~/components/sections/service-card";
import { StatList } from "~/components/sections/stat-list";
import { contactHref } from "~/content/contact-links";
import { productionTimeline, profitStats } from "~/content/figures";
import { services } from "~/content/services";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Services | Design, prototyping, testing and manufacturing | Alpine Last",
    description:
      "Trail running shoe design, prototyping, alpine testing, manufacturing and branding and packaging for private-label and custom brands, from one accountable team in Chamonix.",
    path: "/services",
    image: "services",
  });

export const headers = contentPageHeaders;

/**
 * Card widths on large screens: three across, then two wider ones, so five cards fill
 * two even rows (spec §2 Services: five cards).
 */
const cardSpan = ["lg:col-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "lg:col-span-3"];

/** Services (spec §2): five service cards, the development timeline and profit engineering. */
export default function Services() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Services", path: "/services" }])} />
      <PageHero
        eyebrow="Services"
        title="Everything your trail shoe needs, from one team"
        lead="Design, prototyping, alpine testing, manufacturing and branding: take the whole journey with us, or only the steps you need."
      >
        <Link to={contactHref("complete-development")} className="btn-primary px-7 py-3.5 text-base">
          Start Your Project
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </Link>
        <Link to="/faq" className="btn-outline px-7 py-3.5 text-base text-snow">
          Read the FAQ
        </Link>
      </PageHero>

      <section aria-labelledby="services-heading" className="section-y">
        <div className="container-site">
          <SectionIntro
            id="services-heading"
            eyebrow="What we do"
            title="Five services, one accountable team"
            intro="One project manager follows your shoe from the first sketch to the last carton, so nothing gets lost between the studio, the trail and the factory."
          />
          <div className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-6">
            {services.map((service, i) => (
              <ServiceCard
                key={service.id}
                service={service}
                index={i}
                className={`${cardSpan[i] ?? ""} ${i === services.length - 1 ? "md:col-span-2" : ""}`}
              />
            ))}
          </div>
        </div>
      </section>

      <Timeline />
      <ProfitEngineering />
    </>
  );
}

function Timeline() {
  return (
    <section aria-labelledby="timeline-heading" className="section-y bg-white">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionIntro
            id="timeline-heading"
            eyebrow="Timeline"
            title={`From approved brief to finished pairs in ${productionTimeline.total}`}
            intro="Stages overlap wherever they can. Alpine field testing runs alongside sampling."
          />
          <Link to="/faq#process-timeline" className="focus-ring link-underline rounded font-600 text-glacier-700">
            How the process works
          </Link>
        </div>
        <ol className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-granite-100 bg-granite-100 sm:grid-cols-2 lg:grid-cols-4">
          {productionTimeline.stages.map((s, i) => (
            <li key={s.stage} className="relative bg-white p-7">
              <span className="font-display text-sm font-600 text-granite" aria-hidden="true">
                0{i + 1}
              </span>
              <h3 className="mt-4 font-display text-xl font-700">{s.stage}</h3>
              <p className="mt-1 font-display text-2xl font-700 tracking-tight text-glacier-700">{s.duration}</p>
              <span
                className="absolute inset-x-7 bottom-0 h-1 rounded-t bg-glacier"
                style={{ opacity: 0.4 + i * 0.2 }}
                aria-hidden="true"
              />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ProfitEngineering() {
  return (
    <section aria-labelledby="profit-heading" className="section-y">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-3xl bg-charcoal px-7 py-12 text-snow sm:px-14 sm:py-16">
          <ContourArt className="pointer-events-none absolute -left-64 -top-56 h-[46rem] w-[46rem] text-glacier/10" />
          <SolePattern className="pointer-events-none absolute -right-6 -top-24 hidden h-[30rem] w-auto rotate-[28deg] text-glacier/12 lg:block" />
          <div className="relative">
            <SectionIntro
              id="profit-heading"
              tone="dark"
              eyebrow="Profit engineering"
              title="Engineered for your margin, not only for the trail"
              intro="We design every shoe with its cost sheet open: constructions that factories build efficiently, materials bought at network prices and no sampling round that does not earn its place. Compared with developing the same shoe in-house, our brands see:"
            />
            <StatList stats={profitStats} tone="dark" className="mt-12 sm:grid-cols-2 lg:grid-cols-4" />
            <div className="mt-10 flex flex-col gap-6 border-t border-charcoal-700 pt-10 sm:flex-row sm:items-center sm:justify-between">
              <p className="max-w-xl text-lg text-granite-200">
                Send us your target retail price and volumes. We will show you the construction, cost and margin that
                fit.
              </p>
              <Link to="/contact" className="btn-primary shrink-0 px-7 py-3.5 text-base">
                Start Your Project
                <span className="i-lucide-arrow-right" aria-hidden="true" />
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
