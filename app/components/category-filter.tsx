import { Link, useRouteLoaderData } from "react-router";
import { CATEGORY_PARAM, categoryHref } from "~/lib/articles";
import { Field } from "./ui/field";

/**
 * After a category is chosen (a full page load from the blog to the blog), focus returns to the
 * chosen link, so the next choice is a few key presses away. Without it the links still work;
 * focus then starts from the top of the page.
 */
const FILTER_FOCUS_SCRIPT = `(${restoreFilterFocus})()`;

/**
 * The script's source, as a function whose text {@link FILTER_FOCUS_SCRIPT} inlines: the production
 * build minifies it with the rest of the Worker. It must use nothing from outside its own body.
 */
function restoreFilterFocus() {
  let from: URL | null = null;
  try {
    from = new URL(document.referrer);
  } catch {}
  if (!from || from.origin !== location.origin || from.pathname !== location.pathname) return;
  document
    .querySelector<HTMLElement>('nav[aria-label="Filter articles by category"] [aria-current="page"]')
    ?.focus({ preventScroll: false });
}

/**
 * The blog's category filter, which works without JavaScript. From 640 px: plain `?category=`
 * links as pills, "All" first, the active choice carrying `aria-current="page"`. On a phone,
 * where seven pills took three rows above the first article, a form that GETs the same URL: a
 * topic list and a "Show" button, one row. A row of pills that scrolled sideways read as cut off
 * on a phone, and per-category counts of one or two articles said more about the blog's size
 * than about its subjects, so neither is shown.
 * @param categories the categories in use, in filter order
 * @param active the selected category, or null for "All"
 */
export function CategoryFilter({ categories, active }: { categories: readonly string[]; active: string | null }) {
  const items: { label: string; value: string | null }[] = [
    { label: "All", value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ];
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  return (
    <nav aria-label="Filter articles by category">
      <form method="get" action={categoryHref(null)} className="flex items-end gap-2 sm:hidden">
        <Field as="select" name={CATEGORY_PARAM} label="Topic" defaultValue={active ?? ""} className="min-w-0 flex-1">
          {items.map((item) => (
            <option key={item.label} value={item.value ?? ""}>
              {item.value === null ? "All articles" : item.label}
            </option>
          ))}
        </Field>
        <button type="submit" className="btn-dark min-h-[3.125rem] shrink-0">
          Show
        </button>
      </form>
      <ul className="flex flex-wrap gap-2 max-sm:hidden">
        {items.map((item) => {
          const current = item.value === active;
          return (
            <li key={item.label}>
              <Link
                to={categoryHref(item.value)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`keyboard-focus inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-3.5 py-2 text-sm font-500 transition-colors duration-200 motion-reduce:transition-none sm:px-4 ${
                  current
                    ? "border-charcoal bg-charcoal text-snow"
                    : "border-granite-200 bg-white text-charcoal-700 hover:border-granite-300 hover:bg-granite-100"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FILTER_FOCUS_SCRIPT }} />
    </nav>
  );
}
