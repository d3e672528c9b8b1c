import { href } from "react-router";
import { SoleStack } from "~/components/art/sole-stack";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { DarkBand } from "~/components/sections/dark-band";
import { SectionIntro } from "~/components/sections/section-intro";
import { ServiceCard } from "~/components/sections/service-card";
import { StatList } from "~/components/sections/stat-list";
import { CtaLink } from "~/components/ui/cta-link";
import { TextLink } from "~/components/ui/text-link";
import { contactHref } from "~/content/contact-links";
import { productionTimeline, profitStats } from "~/content/figures";
import { referenceShoe } from "~/content/home";
import { anchors } from "~/content/navigation";
import { services } from "~/content/services";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Services | Design, prototypes, testing, production | Alpine Last",
    description:
      "Trail running shoe design, prototyping, alpine testing, manufacturing and branding and packaging for private-label and custom brands, from one accountable team in Chamonix.",
    path: "/services",
    image: "services",
  });

export const headers = contentPageHeaders;

/**
 * Card widths on large screens: three across, then two wider ones, so five cards fill
 * two even rows.
 */
const cardSpan = ["lg:col-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "lg:col-span-3"];

/** Services: five service cards, the development timeline and profit engineering. */
export default function Services() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Services", path: "/services" }])} />
      <PageHero
        eyebrow="Services"
        title="Everything your trail shoe needs, from one team"
        lead="Design, prototyping, alpine testing, manufacturing and branding: take the whole journey with us, or only the steps you need."
        art={<SoleStack spec={referenceShoe.spec} className="w-full" />}
      >
        <CtaLink to={contactHref("complete-development")}>Start Your Project</CtaLink>
        <CtaLink to={href("/faq")} tone="outline">
          Read the FAQ
        </CtaLink>
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

/** A row of the timeline: its label and duration, and its bar in % of the longest total. */
type TimelineRow = { label: string; duration: string; left: number; solid: number; range: number; total: boolean };

/**
 * The timeline's rows, in % of the longest programme. Each stage's bar starts when the stages
 * before it are done at the earliest; its solid part is its shortest duration, and its light
 * part runs on to the latest it can end: when every stage before it ran long too, but never past
 * the longest programme (the stages' longest durations add up to more than the programme's
 * longest total, because the longest stages overlap). Then the whole programme, from day 0.
 */
function timelineRows(): TimelineRow[] {
  const [minTotal, maxTotal] = productionTimeline.totalDays;
  const pct = (days: number) => (days / maxTotal) * 100;
  let earliest = 0;
  let latest = 0;
  const stages = productionTimeline.stages.map(({ stage, duration, days: [min, max] }) => {
    const earliestEnd = earliest + min;
    const latestEnd = Math.min(latest + max, maxTotal);
    const row = {
      label: stage,
      duration,
      left: pct(earliest),
      solid: pct(min),
      range: pct(Math.max(latestEnd - earliestEnd, 0)),
      total: false,
    };
    earliest = earliestEnd;
    latest = latestEnd;
    return row;
  });
  const total = {
    label: "In total",
    duration: productionTimeline.total,
    left: 0,
    solid: pct(minTotal),
    range: pct(maxTotal - minTotal),
    total: true,
  };
  return [...stages, total];
}

function Timeline() {
  const [minTotal, maxTotal] = productionTimeline.totalDays;
  // The scale runs to the longest total, in steps of 15 days: 0, 15, 30, 45.
  const ticks = Array.from({ length: Math.floor(maxTotal / 15) + 1 }, (_, i) => i * 15);
  return (
    <section id={anchors.timeline} aria-labelledby="timeline-heading" className="section-y scroll-mt-16 bg-white">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionIntro
            id="timeline-heading"
            eyebrow="Timeline"
            title={`From approved brief to finished pairs in ${productionTimeline.total}`}
            intro="Drawn to scale in days. Dark: the shortest a stage takes, starting as early as it can. Light: how late it can end when earlier stages run long. Alpine field testing runs alongside sampling."
          />
          <TextLink to={`${href("/faq")}#process-timeline`}>How the process works</TextLink>
        </div>
        <div className="mt-12 rounded-2xl border border-granite-100 p-5 sm:p-8">
          <ol className="space-y-6">
            {timelineRows().map((row) => (
              <li
                key={row.label}
                className={`grid gap-2 md:grid-cols-[12rem_1fr] md:items-center md:gap-6 ${row.total ? "border-t border-granite-100 pt-6" : ""}`}
              >
                <p className="flex items-baseline justify-between gap-3 md:block">
                  <span className="block font-display text-lg font-700">{row.label}</span>
                  <span
                    className={`block whitespace-nowrap font-display font-600 tabular-nums ${row.total ? "text-summit-700" : "text-glacier-700"}`}
                  >
                    {row.duration}
                  </span>
                </p>
                <div className="relative h-7 rounded-full bg-snow" aria-hidden="true">
                  <span
                    className={`absolute inset-y-0 rounded-l-full ${row.total ? "bg-summit-600" : "bg-glacier-600"}`}
                    style={{ left: `${row.left}%`, width: `${row.solid}%` }}
                  />
                  <span
                    className={`absolute inset-y-0 rounded-r-full ${row.total ? "bg-summit/40" : "bg-glacier"}`}
                    style={{ left: `${row.left + row.solid}%`, width: `${row.range}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-6 grid md:grid-cols-[12rem_1fr] md:gap-6" aria-hidden="true">
            <span />
            <div className="relative h-6 border-t border-granite-200 text-xs tabular-nums text-granite">
              {ticks.map((t) => (
                <span
                  key={t}
                  className={`absolute top-1.5 ${t === 0 ? "" : t === maxTotal ? "[translate:-100%]" : "[translate:-50%]"}`}
                  style={{ left: `${(t / maxTotal) * 100}%` }}
                >
                  {t === 0 ? "day 0" : t}
                </span>
              ))}
            </div>
          </div>
          <p className="mt-4 text-sm text-granite">
            In total {minTotal} to {maxTotal} days from approved brief to finished pairs, depending on the construction
            and the materials. When every stage runs long, material sourcing starts before the last is finished, so the
            longest programme stays at {maxTotal} days.
          </p>
        </div>
      </div>
    </section>
  );
}

function ProfitEngineering() {
  return (
    <DarkBand labelledBy="profit-heading" rounded contour="top-left" className="section-y">
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
          Send us your target retail price and volumes. We will show you the construction, cost and margin that fit.
        </p>
        <CtaLink to={href("/contact")}>Start Your Project</CtaLink>
      </div>
    </DarkBand>
  );
}
