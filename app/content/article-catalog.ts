/**
 * Article titles by slug, for links outside the blog (the success notices).
 * Derived from the articles' frontmatter, which is the only place a title is written.
 */
import { articles } from "virtual:articles";

export const articleTitles: Record<string, string> = Object.fromEntries(articles.map((a) => [a.slug, a.title]));
