/**
 * Lookups over the article metadata for the blog list and article pages. Metadata only:
 * bodies come from `virtual:article-html.server` in the article route's loader.
 */

import { type ArticleMeta, articles, categories } from "virtual:articles";
import { href } from "react-router";
import { byline, type Person, team } from "~/content/people";
import { andList } from "~/lib/typography";

export type { ArticleMeta };
export { articles, categories };

/** Where the blog's authors work, as a list in words: "Chamonix and Dongguan". */
export const AUTHOR_BASES = andList([...new Set(blogAuthors().map(({ person }) => person.base))]);

/** What the blog is about: the blog list's meta description and the RSS feed's channel description. */
export const BLOG_DESCRIPTION = `Design, materials, alpine testing and manufacturing: what our team in ${AUTHOR_BASES} learns building private-label trail running shoes for brands.`;

/** The blog list's filter parameter: /blog?category=Design%20Process. */
export const CATEGORY_PARAM = "category";

/**
 * Finds one article's metadata; the slug's letter case does not matter.
 * @param slug a slug as typed in a URL, e.g. "Grip-Matters"
 * @returns the article (whose `slug` is the canonical, lower-case form), or undefined for an unknown slug
 */
export function findArticle(slug: string): ArticleMeta | undefined {
  const wanted = slug.toLowerCase();
  return articles.find((a) => a.slug === wanted);
}

/**
 * The category a filter value names, ignoring letter case and surrounding spaces.
 * @param value a `?category=` value, e.g. "sustainability"
 * @returns the category as written in the articles ("Sustainability"), or undefined when none is in use
 */
export function findCategory(value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return categories.find((c) => c.toLowerCase() === wanted);
}

/**
 * The blog list for a filter value.
 * @param value the `?category=` value (any letter case), or null for "All"
 * @returns the category as the articles write it (null for "All"), and `known: false` with no
 *   articles when no article is in that category
 */
export function articlesInCategory(value: string | null): {
  known: boolean;
  category: string | null;
  list: readonly ArticleMeta[];
} {
  if (value === null) return { known: true, category: null, list: articles };
  const category = findCategory(value);
  if (category === undefined) return { known: false, category: value, list: [] };
  return { known: true, category, list: articles.filter((a) => a.category === category) };
}

/**
 * Link to the blog list filtered by a category.
 * @param category a category, or null for "All"
 */
export function categoryHref(category: string | null): string {
  return category === null ? href("/blog") : `${href("/blog")}?${new URLSearchParams({ [CATEGORY_PARAM]: category })}`;
}

/**
 * When an article last changed what it says.
 * @returns its `updated` date when it was revised, else its publication date (YYYY-MM-DD)
 */
export function lastRevised(article: ArticleMeta): string {
  return article.updated ?? article.date;
}

/**
 * The team member an article's byline names.
 * @returns the person whose `<name>, <role>` is the article's `author`, or undefined when none is
 *   (tests/worker/content-consistency.test.ts keeps every byline on the team)
 */
export function articleAuthor(article: ArticleMeta): Person | undefined {
  return team.find((person) => byline(person) === article.author);
}

/**
 * The team members who write the blog, in the About page's order.
 * @returns each author once, with how many articles carry their byline (`<name>, <role>`, as
 *   the article frontmatter gives it); members without an article are left out
 */
export function blogAuthors(): { person: Person; articleCount: number }[] {
  return team
    .map((person) => ({ person, articleCount: articles.filter((a) => a.author === byline(person)).length }))
    .filter((a) => a.articleCount > 0);
}
