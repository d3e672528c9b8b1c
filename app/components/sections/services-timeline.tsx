import { href } from "react-router";
import { TextLink } from "~/components/ui/text-link";
import { briefToPairs, developmentTimeline, productionTimeline, programmeWeeks } from "~/content/figures";
import { anchors } from "~/content/navigation";
import { visibleText } from "~/lib/typography";
import { SectionIntro } from "./section-intro";
import { BarLegend, CHART_ROW_COLUMNS, ScaleAxis, type Span, SpanBars } from "./span-bars";

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
    work: visibleText("From the signed-off sample to finished pairs"),
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
const overlapStripes = "[background:repeating-linear-gradient(135deg,#c4410f_0_2px,#ffcab5_2px_5px)]";

/**
 * The Services timeline: the whole programme per path in weeks (development, then production),
 * then the production calendar drawn to scale in days: per stage, its shortest programme above and
 * its longest below, so a stage that starts before the one before it has finished shows side by
 * side with it. Labels, durations and the overlap are text; the bars are drawing only.
 */
export function ServicesTimeline() {
  const [minTotal, maxTotal] = productionTimeline.totalDays;
  const rows = timelineRows();
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
          intro={`Development comes first and runs in weeks: ${developmentTimeline.privateLabel.duration} for a private label on a proven platform, ${developmentTimeline.customDesign.duration} for a custom design with its own last and ${developmentTimeline.customDesign.rounds}, each tested above Chamonix. Once you sign off the sample, production runs to the calendar below.`}
        />
        <TextLink to={`${href("/faq")}#process-timeline`} className="mt-4">
          How the process works
        </TextLink>
        <ProgrammeChart />
        <div className="mt-6 rounded-2xl border border-granite-100 p-6 sm:p-8">
          <h3 id="production-chart-heading" className="font-display text-xl font-700 tracking-tight">
            {`Production, from signed\u2011off sample to finished pairs: ${productionTimeline.total}`}
          </h3>
          <BarLegend
            entries={[
              // Production's summit colour, as the programme chart above draws production; the
              // total row in charcoal, so no stage reads as development's glacier blue.
              {
                swatch: "bg-summit-600",
                label: `Shortest: every stage at its shortest, back to back, ${days(minTotal)}`,
              },
              { swatch: "bg-summit/40", label: `Longest: every stage at its longest, ${days(maxTotal)}` },
              { swatch: "bg-charcoal-600", label: "In total: all stages together, shortest above longest" },
              ...(overlapping.length > 0
                ? [{ swatch: overlapStripes, label: "Days a stage runs alongside the one before" }]
                : []),
            ]}
          />
          <ol className="mt-8 space-y-8 sm:space-y-6">
            {rows.map((row) => (
              <li
                key={row.label}
                className={`grid gap-3 md:items-center md:gap-6 ${CHART_ROW_COLUMNS} ${row.total ? "border-t border-granite-100 pt-8 sm:pt-6" : ""}`}
              >
                <div>
                  <p className="flex items-baseline justify-between gap-3 md:block">
                    <span className="block font-display text-lg font-700">{row.label}</span>
                    <span
                      className={`block whitespace-nowrap font-display font-600 tabular-nums ${row.total ? "text-charcoal" : "text-summit-700"}`}
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
                <SpanBars
                  max={maxTotal}
                  upper={[{ span: row.shortest, className: row.total ? "bg-charcoal-600" : "bg-summit-600" }]}
                  lower={[
                    { span: row.longest, className: row.total ? "bg-granite-300" : "bg-summit/40" },
                    ...(row.overlap > 0
                      ? [
                          {
                            span: { start: row.longest.start, end: row.longest.start + row.overlap },
                            className: `rounded-r-none ${overlapStripes}`,
                          },
                        ]
                      : []),
                  ]}
                />
              </li>
            ))}
          </ol>
          <ScaleAxis ticks={ticks} max={maxTotal} first="day 0" />
          <p className="mt-6 text-sm text-granite">
            In total {minTotal} to {visibleText(`${maxTotal} days from the signed-off sample to finished pairs`)},
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

/** The two paths from an approved brief, each with its development weeks and its sample rounds. */
const programmePaths = [
  { label: "Private label", development: developmentTimeline.privateLabel, total: briefToPairs.privateLabel },
  { label: "Custom design", development: developmentTimeline.customDesign, total: briefToPairs.customDesign },
] as const;

/**
 * The whole programme per path, drawn to scale in weeks: development from the approved brief to
 * the signed-off sample, then production to finished pairs; above, both at their shortest; below,
 * both at their longest. The heading's brief-to-pairs figures, made visible.
 */
function ProgrammeChart() {
  const longest = Math.max(...programmePaths.map((p) => programmeWeeks(p.development.weeks).longest));
  // The scale runs in steps of four weeks to the first step past the longest programme; the
  // heading gives its unit, so its first tick is a bare 0 that stays clear of the next on a phone.
  const max = Math.ceil(longest / 4) * 4;
  const ticks = Array.from({ length: max / 4 + 1 }, (_, i) => i * 4);
  return (
    <div className="mt-12 rounded-2xl border border-granite-100 p-6 sm:p-8">
      <h3 id="programme-chart-heading" className="font-display text-xl font-700 tracking-tight">
        The whole programme, in weeks
      </h3>
      <BarLegend
        entries={[
          { swatch: "bg-glacier-600", label: visibleText("Development, from approved brief to signed-off sample") },
          { swatch: "bg-summit-600", label: "Production, to finished pairs" },
        ]}
      />
      <p className="mt-3 text-sm text-granite">
        Upper bars: every step at its shortest. Lower, lighter bars: at its longest.
      </p>
      <ol className="mt-8 space-y-8 sm:space-y-6">
        {programmePaths.map(({ label, development, total }) => {
          const [devShortest, devLongest] = development.weeks;
          const { shortest: shortestEnd, longest: longestEnd } = programmeWeeks(development.weeks);
          return (
            <li key={label} className={`grid gap-3 md:items-center md:gap-6 ${CHART_ROW_COLUMNS}`}>
              <div>
                <p className="flex items-baseline justify-between gap-3 md:block">
                  <span className="block font-display text-lg font-700">{label}</span>
                  <span className="block whitespace-nowrap font-display font-600 tabular-nums text-summit-700">
                    {total}
                  </span>
                </p>
                <p className="mt-1 text-sm text-granite">
                  {`${development.duration} of development, ${development.rounds}, then ${productionTimeline.total} of production`}
                </p>
              </div>
              <SpanBars
                max={max}
                upper={[
                  { span: { start: 0, end: devShortest }, className: "rounded-r-none bg-glacier-600" },
                  {
                    span: { start: devShortest, end: shortestEnd },
                    className: "rounded-l-none border-l-2 border-white bg-summit-600",
                  },
                ]}
                lower={[
                  { span: { start: 0, end: devLongest }, className: "rounded-r-none bg-glacier" },
                  {
                    span: { start: devLongest, end: longestEnd },
                    className: "rounded-l-none border-l-2 border-white bg-summit/40",
                  },
                ]}
              />
            </li>
          );
        })}
      </ol>
      <ScaleAxis ticks={ticks} max={max} first="0" />
    </div>
  );
}
