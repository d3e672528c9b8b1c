/**
 * Figures as a description list: the value is the description of what it measures
 * (the label), so screen readers read "Lower development cost: 40%".
 */
export type Stat = { readonly value: string; readonly label: string; readonly detail?: string };

const looks = {
  /** Joined tiles on a dark band, divided by hairlines (Services, Sustainability). */
  dark: {
    list: "gap-px overflow-hidden rounded-3xl bg-charcoal-700",
    /** Smaller on a tablet, where Sustainability sets its three across (stacked, a tall run of tiles). */
    item: "bg-charcoal-800 p-7 sm:p-9 md:max-lg:p-6",
    label: "font-display font-600 text-snow",
    detail: "mt-1.5 text-[0.9375rem] leading-relaxed text-granite-100",
    value: "font-display text-5xl font-700 tracking-tight text-glacier sm:text-6xl md:max-lg:text-5xl",
    /** Details start on one line across the tiles, whatever their labels' lengths. */
    details: "grid [grid-template-rows:subgrid]",
  },
  /** Separate white cards on a light section (Home). */
  cards: {
    list: "gap-4",
    item: "card p-5 sm:p-8",
    /** Two lines tall from 1024 px, four across, so one label that wraps does not set its detail lower than the others'. */
    label: "break-words text-[0.9375rem] font-600 sm:text-base lg:min-h-[2lh]",
    detail: "mt-1 text-sm text-granite",
    value: "font-display text-4xl font-700 tracking-tight text-charcoal sm:text-5xl",
    /** Each detail straight under its label: a card's own text, not a row across separate cards. */
    details: "block",
  },
} as const;

/**
 * The figures side by side. Each figure's value, label and detail sit on row tracks the figures
 * share (a subgrid of three rows), so the values stand on one line; on the dark band's joined
 * tiles the details do too, where one label wraps onto two lines, while a white card's detail
 * follows its own label.
 * @param stats the figures, in order
 * @param tone "dark" for joined tiles on a dark band, "cards" for white cards on a light section
 * @param className the columns (e.g. `md:grid-cols-3`) and spacing where the list sits
 */
export function StatList({
  stats,
  tone,
  className = "",
}: {
  stats: readonly Stat[];
  tone: keyof typeof looks;
  className?: string;
}) {
  const look = looks[tone];
  return (
    <dl className={`grid ${look.list} ${className}`}>
      {stats.map((s) => (
        <div key={s.label} className={`row-span-3 grid [grid-template-rows:subgrid] gap-y-0 ${look.item}`}>
          {/* The value first on screen, after its label in the reading order. */}
          <dt className={`row-span-2 row-start-2 mt-3 gap-y-0 ${look.details}`}>
            <span className={`block text-balance ${look.label}`}>{s.label}</span>
            {s.detail && <span className={`block ${look.detail}`}>{s.detail}</span>}
          </dt>
          <dd className={`row-start-1 ${look.value}`}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
