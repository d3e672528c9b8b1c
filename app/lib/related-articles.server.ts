/**
 * "Keep reading" under an article: the articles it has most to do with, judged from the texts
 * themselves. Server only: it reads the links the build found in the bodies
 * (`virtual:article-html.server`).
 */
import { articleLinks } from "virtual:article-html.server";
import { type ArticleMeta, articles, findArticle } from "./articles";

/** Whether article `from`'s body links to article `to`. */
function links(from: string, to: string): boolean {
  return articleLinks[from]?.includes(to) ?? false;
}

/**
 * Articles to read next. Each other article scores 2 when the article links to it, 2 when it
 * links back, and 1 when the two share a category; the highest scores come first, and among
 * equal scores the newest, so an article with no links or category in common with any other
 * still gets the latest posts.
 * @param slug the article being read, which is never included
 * @param count how many to return (default 3)
 * @returns up to `count` articles' metadata, best first
 */
export function relatedArticles(slug: string, count = 3): ArticleMeta[] {
  const current = findArticle(slug);
  const score = (a: ArticleMeta) =>
    (links(slug, a.slug) ? 2 : 0) + (links(a.slug, slug) ? 2 : 0) + (a.category === current?.category ? 1 : 0);
  // `articles` is newest first and the sort is stable, so equal scores keep that order.
  return articles
    .filter((a) => a.slug !== slug)
    .map((a) => ({ a, s: score(a) }))
    .sort((x, y) => y.s - x.s)
    .slice(0, count)
    .map(({ a }) => a);
}
