/**
 * Lookups over the article metadata (spec §2 Blog list, Blog article). Metadata only:
 * bodies come from `virtual:article-html.server` in the article route's loader.
 */
import { type ArticleMeta, articles, categories } from "virtual:articles";

export type { ArticleMeta };
export { articles, categories };

/** What the blog is about: the blog list's meta description and the RSS feed's channel description. */
export const BLOG_DESCRIPTION =
  "Design, materials, alpine testing and manufacturing: what our Chamonix team learns building private-label trail running shoes for brands.";

/** The blog list's filter parameter: /blog?category=Design%20Process. */
export const CATEGORY_PARAM = "category";

/**
 * Finds one article's metadata.
 * @returns the article, or undefined for an unknown slug
 */
export function findArticle(slug: string): ArticleMeta | undefined {
  return articles.find((a) => a.slug === slug);
}

/**
 * The blog list for a filter value.
 * @param category the `?category=` value, or null for "All"
 * @returns `known: false` (and no articles) when the category is not in use
 */
export function articlesInCategory(category: string | null): { known: boolean; list: readonly ArticleMeta[] } {
  if (category === null) return { known: true, list: articles };
  if (!categories.includes(category)) return { known: false, list: [] };
  return { known: true, list: articles.filter((a) => a.category === category) };
}

/**
 * Link to the blog list filtered by a category.
 * @param category a category, or null for "All"
 */
export function categoryHref(category: string | null): string {
  return category === null ? "/blog" : `/blog?${new URLSearchParams({ [CATEGORY_PARAM]: category })}`;
}

/**
 * Articles to read next: the same category first (newest first), then the newest of the rest.
 * @param slug the article being read, which is never included
 * @param count how many to return (default 3)
 */
export function relatedArticles(slug: string, count = 3): ArticleMeta[] {
  const current = findArticle(slug);
  const others = articles.filter((a) => a.slug !== slug);
  const same = others.filter((a) => a.category === current?.category);
  const rest = others.filter((a) => a.category !== current?.category);
  return [...same, ...rest].slice(0, count);
}
