/**
 * "Keep reading" under an article: the articles it has most to do with, judged from the texts
 * themselves. Server only: it reads the bodies (`virtual:article-html.server`).
 */
import { getArticleHtml } from "virtual:article-html.server";
import { type ArticleMeta, articles, findArticle } from "./articles";

/** The slugs of the other articles an article's body links to. */
function linkedSlugs(slug: string): Set<string> {
  const html = getArticleHtml(slug) ?? "";
  return new Set([...html.matchAll(/href="\/blog\/([a-z0-9-]+)/g)].map((m) => m[1]));
}

/** Each article's outgoing links, read from the bodies once, on the first article page rendered. */
let links: Map<string, Set<string>> | undefined;

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
  links ??= new Map(articles.map((a) => [a.slug, linkedSlugs(a.slug)]));
  const linksOf = links;
  const current = findArticle(slug);
  const out = linksOf.get(slug) ?? new Set<string>();
  const score = (a: ArticleMeta) =>
    (out.has(a.slug) ? 2 : 0) + (linksOf.get(a.slug)?.has(slug) ? 2 : 0) + (a.category === current?.category ? 1 : 0);
  // `articles` is newest first and the sort is stable, so equal scores keep that order.
  return articles
    .filter((a) => a.slug !== slug)
    .map((a) => ({ a, s: score(a) }))
    .sort((x, y) => y.s - x.s)
    .slice(0, count)
    .map(({ a }) => a);
}
