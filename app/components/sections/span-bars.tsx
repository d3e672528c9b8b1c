/** A stretch on a chart's scale, from where it starts to where it ends, in the scale's unit (days, weeks). */
export type Span = { start: number; end: number };

/** One bar on a line of {@link SpanBars}: where it runs, and its colour and shape classes. */
export type SpanBar = { span: Span; className: string };

/**
 * The columns a chart row shares with its scale from 768 px: the row's label, then its bars.
 * Every row and the axis under them use it, so the bars and the ticks line up.
 */
export const CHART_ROW_COLUMNS = "md:grid-cols-[13rem_1fr] lg:grid-cols-[17rem_1fr]";

/**
 * Where a value falls on a scale that starts at 0, as a percentage of the scale's width, in
 * hundredths of a percent: enough to place a bar to within a pixel on any screen.
 * @param value the value, in the scale's unit
 * @param max the scale's end, in the same unit; above 0
 * @returns e.g. 66.67 for 30 on a scale to 45
 */
export function scalePercent(value: number, max: number): number {
  return Math.round((value / max) * 10000) / 100;
}

/**
 * Two lines of bars drawn to one scale on a pale track each: the upper line for a programme at
 * its shortest, the lower for it at its longest. Drawing only (hidden from assistive technology):
 * the row beside it states the same spans in text.
 * @param max the scale's end, in the spans' unit
 * @param upper the upper line's bars, drawn in order (a later bar over an earlier one)
 * @param lower the lower line's bars
 */
export function SpanBars({ max, upper, lower }: { max: number; upper: readonly SpanBar[]; lower: readonly SpanBar[] }) {
  const place = ({ start, end }: Span) => ({
    left: `${scalePercent(start, max)}%`,
    width: `${scalePercent(end - start, max)}%`,
  });
  const line = (bars: readonly SpanBar[], edge: "top-0" | "bottom-0") => (
    <>
      <span className={`absolute inset-x-0 ${edge} h-3 rounded-full bg-snow`} />
      {bars.map((bar) => (
        <span
          key={`${bar.span.start} ${bar.span.end} ${bar.className}`}
          className={`absolute ${edge} h-3 rounded-full ${bar.className}`}
          style={place(bar.span)}
        />
      ))}
    </>
  );
  return (
    <div className="relative h-7" aria-hidden="true">
      {line(upper, "top-0")}
      {line(lower, "bottom-0")}
    </div>
  );
}

/**
 * The scale under a chart's rows: a rule with a figure at each tick, the first one labelled as
 * the caller says ("day 0", or "0" where the heading gives the unit), the last one kept inside
 * the rule's end.
 * @param ticks the values to mark, from 0 up to `max`
 * @param max the scale's end
 * @param first the label of the tick at 0
 */
export function ScaleAxis({ ticks, max, first }: { ticks: readonly number[]; max: number; first: string }) {
  return (
    <div className={`mt-6 grid md:gap-6 ${CHART_ROW_COLUMNS}`} aria-hidden="true">
      <span />
      <div className="relative h-7 border-t border-granite-200 text-sm tabular-nums text-granite">
        {ticks.map((t) => (
          <span
            key={t}
            className={`absolute top-1.5 ${t === 0 ? "" : t === max ? "[translate:-100%]" : "[translate:-50%]"}`}
            style={{ left: `${scalePercent(t, max)}%` }}
          >
            {t === 0 ? first : t}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * A chart's key: each bar colour as a swatch, then what it stands for.
 * @param entries each swatch's colour or pattern classes and its meaning (text or a node)
 */
export function BarLegend({ entries }: { entries: readonly { swatch: string; label: React.ReactNode }[] }) {
  return (
    <ul className="mt-6 grid gap-3 text-sm text-granite sm:(flex flex-wrap gap-x-8)">
      {entries.map(({ swatch, label }) => (
        <li key={swatch} className="flex items-start gap-3">
          <span className={`mt-1 h-3 w-8 shrink-0 rounded-full ${swatch}`} aria-hidden="true" />
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}
