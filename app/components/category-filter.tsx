import { Link } from "react-router";
import { categoryHref } from "~/lib/articles";

/**
 * The blog's category filter: plain `?category=` links, so it works without
 * JavaScript. "All" comes first; the active choice carries `aria-current="page"`. On a phone the
 * pills form one row that scrolls sideways, bleeding to the screen's edges (seven pills wrapped
 * onto four rows there); from 640 px they wrap. Each pill keeps its label on one line. The list
 * is positioned, so the pills' visually hidden counts (absolutely positioned) stay inside the
 * scrolling row instead of widening the page.
 * @param categories the categories in use, in filter order
 * @param active the selected category, or null for "All"
 * @param counts number of articles per category, plus `all`
 */
export function CategoryFilter({
  categories,
  active,
  counts,
}: {
  categories: readonly string[];
  active: string | null;
  counts: Record<string, number>;
}) {
  const items: { label: string; value: string | null; count: number }[] = [
    { label: "All", value: null, count: counts.all ?? 0 },
    ...categories.map((c) => ({ label: c, value: c, count: counts[c] ?? 0 })),
  ];
  return (
    <nav aria-label="Filter articles by category">
      <ul className="relative -mx-5 flex gap-2 overflow-x-auto px-5 pb-2 scroll-px-5 [mask-image:linear-gradient(to_right,#000_calc(100%_-_2rem),transparent)] sm:(mx-0 flex-wrap overflow-visible px-0 pb-0 [mask-image:none])">
        {items.map((item) => {
          const current = item.value === active;
          return (
            <li key={item.label} className="shrink-0">
              <Link
                to={categoryHref(item.value)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`keyboard-focus inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-500 transition-colors duration-200 motion-reduce:transition-none ${
                  current
                    ? "border-charcoal bg-charcoal text-snow"
                    : "border-granite-200 bg-white text-charcoal-700 hover:border-granite-300 hover:bg-granite-100"
                }`}
              >
                {item.label}
                <span
                  className={`rounded-full px-1.5 text-xs tabular-nums ${current ? "bg-white/15 text-snow" : "bg-granite-100 text-granite"}`}
                  aria-hidden="true"
                >
                  {item.count}
                </span>
                <span className="sr-only">{`, ${item.count} ${item.count === 1 ? "article" : "articles"}`}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
