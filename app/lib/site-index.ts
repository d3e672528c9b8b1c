/**
 * The one list of the site's pages. The sitemap, the page tests, the share cards, the benchmark
 * and the browser suites all read it, so a new page is added here and in app/routes.ts only
 * (the sitemap test fails when the two disagree).
 *
 * Plain data that imports only React Router's `href` and a type: Node tools load it as well as
 * the Worker. Articles are listed
 * by the blog's build-time pipeline and join this list through {@link allPagePaths}.
 */
import { href } from "react-router";
import type { OgSection } from "~/content/og-images";

/** The legal documents, each at /{slug} and written in app/content/legal/{slug}.md. */
export const LEGAL_SLUGS = ["privacy", "terms", "cookies", "accessibility"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** One page: its path, a short name for test and bench output, and its share card. */
export type SitePage = { path: string; name: string; share: OgSection };

/** Every page but the articles, in the order of the route table. */
export const sitePages: readonly SitePage[] = [
  { path: "/", name: "home", share: "home" },
  { path: "/about", name: "about", share: "about" },
  { path: "/services", name: "services", share: "services" },
  { path: "/sustainability", name: "sustainability", share: "sustainability" },
  { path: "/work", name: "work", share: "work" },
  { path: "/blog", name: "blog", share: "blog" },
  { path: "/contact", name: "contact", share: "contact" },
  { path: "/faq", name: "faq", share: "faq" },
  { path: "/branding-packaging", name: "branding-packaging", share: "branding-packaging" },
  { path: "/newsletter", name: "newsletter", share: "newsletter" },
  ...LEGAL_SLUGS.map((slug): SitePage => ({ path: `/${slug}`, name: slug, share: "legal" })),
];

/** An article's path, e.g. "/blog/grip-matters". */
export function articlePath(slug: string): string {
  return href("/blog/:slug", { slug });
}

/**
 * Every page path, articles included.
 * @param articleSlugs the blog's article slugs (newest first from `virtual:articles`, or the
 *   file names of app/content/articles/*.md in Node tools)
 * @returns the paths of {@link sitePages} with the articles right after /blog
 */
export function allPagePaths(articleSlugs: readonly string[]): string[] {
  return sitePages.flatMap((p) => (p.path === "/blog" ? [p.path, ...articleSlugs.map(articlePath)] : [p.path]));
}

/** Escapes text for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`);
}
