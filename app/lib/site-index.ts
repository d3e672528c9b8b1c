/**
 * The pages search engines should find, for /sitemap.xml: every page of the route table
 * (app/routes.ts) except the not-found page, and every article. The sitemap test checks this
 * list against the route table, so a new page cannot be forgotten.
 */
import { accessibilityStatement } from "~/content/legal/accessibility";
import { cookiePolicy } from "~/content/legal/cookies";
import { privacyPolicy } from "~/content/legal/privacy";
import { termsAndConditions } from "~/content/legal/terms";
import { articles } from "./articles";

/** One sitemap entry: a path on the site, and the date its content last changed when we know it. */
export type IndexedPage = { path: string; lastmod?: string };

/** The newest article's date (articles come newest first): the blog list changes when one is published. */
const newestArticle = articles[0]?.date ?? "";

export const indexedPages: readonly IndexedPage[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/services" },
  { path: "/sustainability" },
  { path: "/work" },
  { path: "/blog", lastmod: newestArticle || undefined },
  ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date })),
  { path: "/contact" },
  { path: "/faq" },
  { path: "/branding-packaging" },
  { path: "/newsletter" },
  { path: "/privacy", lastmod: privacyPolicy.lastUpdated },
  { path: "/terms", lastmod: termsAndConditions.lastUpdated },
  { path: "/cookies", lastmod: cookiePolicy.lastUpdated },
  { path: "/accessibility", lastmod: accessibilityStatement.lastUpdated },
];

/** Escapes text for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`);
}
