import { href } from "react-router";
import { SoleStack } from "~/components/art/sole-stack";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { DarkBand } from "~/components/sections/dark-band";
import { FactCells } from "~/components/sections/fact-cells";
import { SectionIntro } from "~/components/sections/section-intro";
import { ServiceCard } from "~/components/sections/service-card";
import { StatList } from "~/components/sections/stat-list";
import { CtaLink } from "~/components/ui/cta-link";
import { TextLink } from "~/components/ui/text-link";
import { ownershipPromise } from "~/content/about";
import { contactHref } from "~/content/contact-links";
import {
  briefToPairs,
  developmentTimeline,
  orderMinimumFacts,
  productionTimeline,
  profitStats,
} from "~/content/figures";
import { referenceShoe } from "~/content/home";
import { anchors } from "~/content/navigation";
import { services } from "~/content/services";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import { visibleText } from "~/lib/typography";
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
        // On a tablet, under the text, the exploded stack keeps to 36 rem so the hero stays near one screen.
        art={<SoleStack spec={referenceShoe.spec} className="block w-full md:max-lg:(mx-auto max-w-xl)" />}
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
            intro={`One project manager follows your shoe from the first sketch to the last carton, so nothing gets lost between the studio, the trail and the factory. ${ownershipPromise.text}`}
          />
          <div className="mt-12 grid gap-8 md:(grid-cols-2 gap-5) lg:grid-cols-6">
            {services.map((service, i) => (
              <ServiceCard
                key={service.id}
                service={service}
                index={i}
                artBeside={i === services.length - 1}
                className={`${cardSpan[i] ?? ""} ${i === services.length - 1 ? "md:col-span-2" : ""}`}
              />
            ))}
          </div>
          <OrderMinimums />
        </div>
      </section>

      <Timeline />
      <ProfitEngineering />
    </>
  );
}

/** A stretch of the timeline, from the day it starts to the day it ends. */
type Span = { start: number; end: number };

/**
 * A row of the timeline: its label, its work and duration, where it runs in the shortest and in the
 * longest programme, and for how many days of the longest it runs alongside the stage before.
 */
type TimelineRow = {
  label: string;
  /** What the stage does, in a few words. */
  work: string;
  duration: string;
  shortest: Span;
  longest: Span;
  overlap: number;
  previous?: string;
  total: boolean;
};

/**
 * The timeline's rows, in days. Shortest programme: every stage at its shortest, back to back.
 * Longest programme: every stage at its longest; as the stages' longest durations add up to more
 * than the programme's longest total, a stage that can start early starts that many days before
 * the stage before it ends (never before that stage starts). Then the whole programme, from day 0.
 */
function timelineRows(): TimelineRow[] {
  const { stages, total, totalDays } = productionTimeline;
  const [minTotal, maxTotal] = totalDays;
  let toOverlap = Math.max(stages.reduce((sum, s) => sum + s.days[1], 0) - maxTotal, 0);
  let shortestEnd = 0;
  let longestEnd = 0;
  const rows = stages.map(({ stage, work, duration, days: [min, max], startsEarly }, i): TimelineRow => {
    const before = stages[i - 1];
    const overlap = startsEarly && before ? Math.min(toOverlap, before.days[1]) : 0;
    toOverlap -= overlap;
    const shortest = { start: shortestEnd, end: shortestEnd + min };
    const longest = { start: longestEnd - overlap, end: longestEnd - overlap + max };
    shortestEnd = shortest.end;
    longestEnd = longest.end;
    return { label: stage, work, duration, shortest, longest, overlap, previous: before?.stage, total: false };
  });
  const whole: TimelineRow = {
    label: "In total",
    work: "From the signed-off sample to finished pairs",
    duration: total,
    shortest: { start: 0, end: minTotal },
    longest: { start: 0, end: maxTotal },
    overlap: 0,
    total: true,
  };
  return [...rows, whole];
}

/** Days as visible text, the figure kept with its unit: "2 days", "1 day". */
const days = (n: number) => visibleText(`${n} ${n === 1 ? "day" : "days"}`);

/** The stripes that mark days a stage runs alongside the stage before it. */
const overlapStripes = "[background:repeating-linear-gradient(135deg,#1f6f8b_0_2px,#8ecfe6_2px_5px)]";

/**
 * The development timeline drawn to scale: per stage, its shortest programme above and its
 * longest below, so a stage that starts before the one before it has finished shows side by side
 * with it. Labels, durations and the overlap are text; the bars are drawing only.
 */
function Timeline() {
  const [minTotal, maxTotal] = productionTimeline.totalDays;
  const rows = timelineRows();
  // Hundredths of a percent place a bar to within a pixel on any screen.
  const pct = (n: number) => Math.round((n / maxTotal) * 10000) / 100;
  const bar = ({ start, end }: Span) => ({ left: `${pct(start)}%`, width: `${pct(end - start)}%` });
  // The scale runs to the longest total, in steps of 15 days: 0, 15, 30, 45.
  const ticks = Array.from({ length: Math.floor(maxTotal / 15) + 1 }, (_, i) => i * 15);
  const overlapping = rows.filter((row) => row.overlap > 0);
  return (
    <section id={anchors.timeline} aria-labelledby="timeline-heading" className="section-y scroll-mt-16 bg-white">
      <div className="container-site">
        <SectionIntro
          id="timeline-heading"
          eyebrow="Timeline"
          title={`From brief to finished pairs in ${briefToPairs.privateLabel}, or ${briefToPairs.customDesign} for a custom design`}
          intro={`Development comes first and runs in weeks: ${developmentTimeline.privateLabel.duration} for a private label on a proven platform, ${developmentTimeline.customDesign.duration} for a custom design with its own last and ${developmentTimeline.customDesign.rounds}, each tested above Chamonix. Once you sign off the sample, production runs to this calendar, drawn to scale in days, each stage twice: above, as fast as it goes; below, as long as it can take.`}
        />
        <TextLink to={`${href("/faq")}#process-timeline`} className="mt-4">
          How the process works
        </TextLink>
        <div className="mt-12 rounded-2xl border border-granite-100 p-6 sm:p-8">
          <h3 className="font-display text-xl font-700 tracking-tight">
            {`Production, from signed\u2011off sample to finished pairs: ${productionTimeline.total}`}
          </h3>
          <ul className="mt-6 grid gap-3 text-sm text-granite sm:(flex flex-wrap gap-x-8)">
            <li className="flex items-start gap-3">
              <span className="mt-1 h-3 w-8 shrink-0 rounded-full bg-glacier-600" aria-hidden="true" />
              <span>Shortest: every stage at its shortest, back to back, {days(minTotal)}</span>
            </li>
            <li className="flex items-start gap-3">
              <span className="mt-1 h-3 w-8 shrink-0 rounded-full bg-glacier" aria-hidden="true" />
              <span>Longest: every stage at its longest, {days(maxTotal)}</span>
            </li>
            {overlapping.length > 0 && (
              <li className="flex items-start gap-3">
                <span className={`mt-1 h-3 w-8 shrink-0 rounded-full ${overlapStripes}`} aria-hidden="true" />
                <span>Days a stage runs alongside the one before</span>
              </li>
            )}
          </ul>
          <ol className="mt-8 space-y-8 sm:space-y-6">
            {rows.map((row) => (
              <li
                key={row.label}
                className={`grid gap-3 md:grid-cols-[13rem_1fr] lg:grid-cols-[17rem_1fr] md:items-center md:gap-6 ${row.total ? "border-t border-granite-100 pt-8 sm:pt-6" : ""}`}
              >
                <div>
                  <p className="flex items-baseline justify-between gap-3 md:block">
                    <span className="block font-display text-lg font-700">{row.label}</span>
                    <span
                      className={`block whitespace-nowrap font-display font-600 tabular-nums ${row.total ? "text-summit-700" : "text-glacier-700"}`}
                    >
                      {row.duration}
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-granite">{row.work}</p>
                  {row.overlap > 0 && row.previous && (
                    <p className="mt-1 text-sm text-granite">
                      At its longest, starts {days(row.overlap)} before {row.previous.toLowerCase()} ends
                    </p>
                  )}
                  <p className="sr-only">
                    {`Shortest: day ${row.shortest.start} to day ${row.shortest.end}. Longest: day ${row.longest.start} to day ${row.longest.end}.`}
                  </p>
                </div>
                <div className="relative h-7" aria-hidden="true">
                  <span className="absolute inset-x-0 top-0 h-3 rounded-full bg-snow" />
                  <span className="absolute inset-x-0 bottom-0 h-3 rounded-full bg-snow" />
                  <span
                    className={`absolute top-0 h-3 rounded-full ${row.total ? "bg-summit-600" : "bg-glacier-600"}`}
                    style={bar(row.shortest)}
                  />
                  <span
                    className={`absolute bottom-0 h-3 rounded-full ${row.total ? "bg-summit/40" : "bg-glacier"}`}
                    style={bar(row.longest)}
                  />
                  {row.overlap > 0 && (
                    <span
                      className={`absolute bottom-0 h-3 rounded-l-full ${overlapStripes}`}
                      style={bar({ start: row.longest.start, end: row.longest.start + row.overlap })}
                    />
                  )}
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-6 grid md:grid-cols-[13rem_1fr] lg:grid-cols-[17rem_1fr] md:gap-6" aria-hidden="true">
            <span />
            <div className="relative h-7 border-t border-granite-200 text-sm tabular-nums text-granite">
              {ticks.map((t) => (
                <span
                  key={t}
                  className={`absolute top-1.5 ${t === 0 ? "" : t === maxTotal ? "[translate:-100%]" : "[translate:-50%]"}`}
                  style={{ left: `${pct(t)}%` }}
                >
                  {t === 0 ? "day 0" : t}
                </span>
              ))}
            </div>
          </div>
          <p className="mt-6 text-sm text-granite">
            In total {minTotal} to {visibleText(`${maxTotal} days`)} from the signed-off sample to finished pairs,
            depending on the construction and the materials.
            {overlapping.map(
              (row) =>
                ` When every stage runs long, ${row.label.toLowerCase()} starts ${days(row.overlap)} before ${row.previous?.toLowerCase()} is finished`,
            )}
            {overlapping.length > 0 && `, so the longest programme stays at ${days(maxTotal)}.`}
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * The minimum order quantities, from the figures every page shares, under the service cards:
 * what a founder asks first after what we do.
 */
function OrderMinimums() {
  return (
    <div className="mt-12 grid gap-6 rounded-2xl border border-granite-100 bg-white p-6 sm:p-8 lg:(mt-10 grid-cols-[16rem_1fr] items-center gap-10)">
      <div>
        <h3 className="font-display text-lg font-700">Minimum orders</h3>
        <p className="mt-1 text-sm text-granite">They depend on how much of the shoe we develop for you.</p>
        <TextLink to={`${href("/faq")}#minimum-order`} className="mt-2">
          Minimums explained
        </TextLink>
      </div>
      {/* Each cell its name, its pairs and what they are counted per, as the FAQ's minimums read. */}
      <FactCells facts={orderMinimumFacts} />
    </div>
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
        intro="We design every shoe with its cost sheet open: constructions that factories build efficiently, materials bought at network prices and no sampling round that does not earn its place. Measured against how each brand worked before us, as each figure says:"
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
