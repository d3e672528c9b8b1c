import { cloneElement } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import { articleCover, OG_IMAGE_SIZE } from "~/content/og-images";
import type { ArticleMeta } from "~/lib/articles";
import { articlePath } from "~/lib/site-index";
import { visibleText } from "~/lib/typography";
import { ContourArt } from "./art/contours";
import { coverDrawing } from "./art/cover-drawing";
import { DateText } from "./date-text";

/** One icon per category. */
const categoryIcons: Record<string, IconName> = {
  "Design Process": "pen-tool",
  "Technical Innovation": "layers",
  Sustainability: "leaf",
  "Testing & Development": "mountain-snow",
  "Material Science": "flask-conical",
  "Industry Insights": "trending-up",
};

/** The category's icon, with a neutral fallback for a new category. */
export function categoryIcon(category: string): IconName {
  return categoryIcons[category] ?? "newspaper";
}

/**
 * Date and read time, e.g. "15 March 2024 · 5 min read".
 * @param tone "dark" on charcoal backgrounds
 * @param withRevision also "Updated 18 November 2026" at the end, for a revised article
 */
export function ArticleFacts({
  article,
  tone = "light",
  withRevision = false,
}: {
  article: ArticleMeta;
  tone?: "light" | "dark";
  withRevision?: boolean;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${tone === "dark" ? "text-granite-200" : "text-granite"}`}
    >
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" />
        <DateText date={article.date} />
      </span>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" />
        {`${article.readTime} min read`}
      </span>
      {/* Last, after its own icon and no dot: where the row wraps, it starts a line of its own. */}
      {withRevision && article.updated && (
        <span className="inline-flex items-center gap-1.5">
          <Icon name="refresh-cw" />
          <span>
            Updated <DateText date={article.updated} />
          </span>
        </span>
      )}
    </p>
  );
}

/**
 * An article's cover (its category's drawing on the share image's ground, made at build time by
 * scripts/og-images.tsx), as an image. Decorative: the title and category are in the text next
 * to it. Width and height reserve its space before it loads. It is fetched at low priority, so
 * that on a slow link it never competes with the document and the heading for the first paint.
 * @param loading "eager" only for a cover near the top of the page
 */
export function ArticleCover({
  slug,
  loading = "lazy",
  className = "",
}: {
  slug: string;
  loading?: "lazy" | "eager";
  className?: string;
}) {
  return (
    <img
      src={articleCover(slug).svg}
      width={OG_IMAGE_SIZE.width}
      height={OG_IMAGE_SIZE.height}
      alt=""
      loading={loading}
      fetchPriority="low"
      decoding="async"
      className={`block h-auto bg-charcoal ${className}`}
    />
  );
}

/**
 * The cover of a card in the blog's first screen, drawn in the page: the same drawing on the same ground as its
 * file (the contour texture at the top right, the summit rule along the bottom). In the first
 * screen, a cover image, or a texture painted from an image file, would
 * be the page's largest paint and arrive a round trip after the text; inline SVG is no LCP
 * candidate and is painted with the text. Decorative.
 * @param className sizing and frame
 * @param ruleClassName where the summit rule shows (the featured card drops it beside its text,
 *   where it ended halfway across the card)
 */
function InlineCover({
  article,
  className = "",
  ruleClassName = "",
  contourClassName = "",
}: {
  article: ArticleMeta;
  className?: string;
  ruleClassName?: string;
  contourClassName?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={`relative grid aspect-[1200/630] place-items-center overflow-hidden bg-charcoal ${className}`}
    >
      {/* Faded towards its edges, as on the cover file: the featured card's box is wider or
          taller than the file's, and unfaded rings stopped on a straight line inside it. */}
      <ContourArt
        fade
        className={`pointer-events-none absolute -top-[46%] left-[53%] aspect-square w-[63%] text-glacier/16 ${contourClassName}`}
      />
      {/* The drawing fits inside the box either way, so a tall one (a stack of boxes) is never cut off. */}
      <div className="absolute inset-x-[16%] bottom-[10%] top-[8%]">
        {cloneElement(coverDrawing(article.category, article.slug), { className: "block h-full w-full" })}
      </div>
      <div className={`absolute inset-x-0 bottom-0 h-[1.3%] bg-summit ${ruleClassName}`} />
    </div>
  );
}

/**
 * A blog card: the article's cover, category, title, excerpt, author, date, read time, the date
 * of its last revision, and a "Read More" link whose accessible name includes the title. The link's hit area
 * covers the whole card.
 * @param featured the dark variant for the newest article (its cover drawn in the page): as wide as
 *   the blog's grid at every width, its cover above its text below 1024 px and beside it from there
 *   (one dark card of two columns read as a mistake on a tablet)
 * @param headingLevel the title's heading level on the page (default 2)
 * @param firstScreen true for the first card of a list that opens in the first screen (the blog's
 *   newest article, featured or not): its cover is drawn in the page, never an image that would
 *   become the page's largest paint
 */
export function ArticleCard({
  article,
  featured = false,
  headingLevel = 2,
  firstScreen = featured,
}: {
  article: ArticleMeta;
  featured?: boolean;
  headingLevel?: 2 | 3;
  firstScreen?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const dark = featured;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border transition-shadow duration-200 motion-reduce:transition-none hover:shadow-[0_12px_32px_-12px_rgba(20,23,26,0.25)] focus-within:shadow-[0_12px_32px_-12px_rgba(20,23,26,0.25)] ${
        dark ? "border-charcoal bg-charcoal text-snow" : "border-granite-100 bg-white"
      } ${featured ? "p-6 sm:p-10 lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-12 lg:p-12" : "p-6 sm:p-7"}`}
    >
      {featured ? (
        // The cover runs to the card's edges, as a grid card's does: above the text, and from
        // 1024 px down the card's left side, its full height, on the card's own ground.
        <div className="relative -mx-6 -mt-6 mb-8 sm:(-mx-10 -mt-10) lg:(-my-12 -ml-12 mr-0 self-stretch)">
          {/* From 1024 px the cover is a tall column beside the text: its rings stand inside it,
              faded out at its edge, where the file's placement ran them into the text's side. */}
          <InlineCover
            article={article}
            className="w-full lg:(aspect-auto h-full)"
            ruleClassName="lg:hidden"
            contourClassName="lg:(-top-[12%] left-[30%] w-[70%])"
          />
          <span className="absolute left-3 top-3 rounded-full bg-summit-600 px-3 py-1 font-display text-xs font-600 text-white">
            Latest
          </span>
        </div>
      ) : firstScreen ? (
        <InlineCover
          article={article}
          className="-mx-6 -mt-6 mb-6 w-[calc(100%+3rem)] max-w-none sm:-mx-7 sm:-mt-7 sm:w-[calc(100%+3.5rem)]"
        />
      ) : (
        <ArticleCover
          slug={article.slug}
          className="-mx-6 -mt-6 mb-6 w-[calc(100%+3rem)] max-w-none sm:-mx-7 sm:-mt-7 sm:w-[calc(100%+3.5rem)]"
        />
      )}
      {/* The text: under the cover, or beside it on the featured card on a wide screen. */}
      <div className="relative flex flex-1 flex-col">
        {/* The category keeps one line; the featured card's "Latest" badge sits on its cover. */}
        <div className="relative flex flex-wrap items-center gap-3">
          <span
            className={`grid h-9 w-9 shrink-0 place-items-center rounded-full ${dark ? "bg-glacier/15 text-glacier" : "bg-glacier/20 text-glacier-700"}`}
            aria-hidden="true"
          >
            <Icon name={categoryIcon(article.category)} />
          </span>
          <p className={`whitespace-nowrap ${dark ? "eyebrow-dark" : "eyebrow"}`}>{article.category}</p>
        </div>
        <Heading
          className={`relative mt-5 font-display font-700 tracking-tight ${
            featured ? "max-w-2xl text-2xl sm:text-4xl" : "text-xl sm:text-2xl"
          }`}
        >
          {article.title}
        </Heading>
        <p className={`relative mt-3 flex-1 ${dark ? "max-w-2xl text-lg text-granite-200" : "text-granite"}`}>
          {visibleText(article.excerpt)}
        </p>
        {/*
          The featured card's date and link share a line when they fit. A grid card always sets its
          link under the date: whether a short date left room for it on the same line made cards in
          one row end differently.
        */}
        <div
          className={`mt-6 flex gap-4 border-t pt-5 ${
            featured ? "flex-wrap items-center justify-between" : "flex-col items-start"
          } ${dark ? "border-charcoal-700" : "border-granite-100"}`}
        >
          <div className="grid gap-1.5">
            <p className={`text-sm font-600 ${dark ? "text-snow" : "text-charcoal"}`}>{article.author}</p>
            {/* The revision date is the article's own: on a card it made every post look re-dated. */}
            <ArticleFacts article={article} tone={dark ? "dark" : "light"} />
          </div>
          <Link
            to={articlePath(article.slug)}
            prefetch="intent"
            className={`keyboard-focus inline-flex items-center gap-1.5 rounded-full font-display text-sm font-600 after:absolute after:inset-0 after:content-[''] ${
              dark ? "text-glacier" : "text-glacier-700"
            }`}
          >
            Read More<span className="sr-only">{`: ${article.title}`}</span>
            <Icon
              name="arrow-right"
              className="transition-transform duration-200 motion-reduce:transition-none group-hover:translate-x-1"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
