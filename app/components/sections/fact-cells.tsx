import type { Fact } from "~/content/figures";

/**
 * Figures as a row of joined cells, each its name over its value, and under the value what it is
 * counted per ("Private label", "300‑500 pairs", "per style"): the FAQ's minimums, the Services
 * page's. Three stand in one row from 768 px; from 640 px two a row, an odd last one across both.
 * The cells take the snow ground, so that they read as a panel inside the white cards both pages
 * set them in.
 * @param facts the cells, in order
 * @param className where the row sits, e.g. `mt-3`
 */
export function FactCells({ facts, className = "" }: { facts: readonly Fact[]; className?: string }) {
  const oddLast = facts.length % 2 === 1;
  return (
    <dl
      className={`grid gap-px overflow-hidden rounded-2xl border border-granite-100 bg-granite-100 sm:grid-cols-2 ${facts.length === 3 ? "md:grid-cols-3" : ""} ${className}`}
    >
      {facts.map((f, i) => (
        <div
          key={f.term}
          className={`bg-snow-50 px-5 py-4 ${i === facts.length - 1 && oddLast ? "sm:col-span-2 md:col-span-1" : ""}`}
        >
          <dt className="text-sm text-granite">{f.term}</dt>
          <dd className="mt-0.5 font-display font-600 text-charcoal">
            {f.value}
            {f.per && <span className="block font-sans text-sm font-400 text-granite">{f.per}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
