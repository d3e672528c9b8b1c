/**
 * What search engines and link previews read in a page's head: title, description, canonical
 * URL, Open Graph and Twitter card tags. Every route's `meta` export goes through
 * {@link pageMeta}, so all pages carry the same set. URLs are absolute on `site.url`
 * (app/content/site.ts), whatever host served the request.
 */
import type { MetaDescriptor } from "react-router";
import { articleCover, OG_IMAGE_SIZE, type OgSection, ogSections } from "~/content/og-images";
import { site } from "~/content/site";

/** The site's language and region for Open Graph (British English, as the copy is written). */
export const OG_LOCALE = "en_GB";

/**
 * An absolute URL on the site's public origin.
 * @param path a path starting with "/", optionally with a query
 */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

/** A 1200×630 share image in public/ and its alt text (the words drawn on it). */
export type ShareImage = { path: string; alt: string };

/** A section's share card, drawn by scripts/og-images.tsx from app/content/og-images.ts. */
export function sectionImage(section: OgSection): ShareImage {
  return { path: `/og/${section}.png`, alt: `${site.name}: ${ogSections[section].title}` };
}

/** An article's share card, with its category and title on it. */
export function articleImage(article: { slug: string; title: string; category: string }): ShareImage {
  return { path: articleCover(article.slug).png, alt: `${article.category}: ${article.title}. ${site.name} blog` };
}

export type PageMetaInput = {
  /** The document title: unique per page. */
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/services" (never the request's own URL, so query strings do not split it). */
  path: string;
  /** A section's card or an article's; defaults to the home card. */
  image?: OgSection | ShareImage;
  /** The title shown in link previews; defaults to `title`. */
  shareTitle?: string;
  type?: "website" | "article";
  /** Article facts (Open Graph article namespace); with `type: "article"`. */
  article?: { publishedTime: string; modifiedTime: string; section: string; author: string };
  /** Keep the page out of search results (an empty filter, for instance). */
  noindex?: boolean;
};

/**
 * The head tags of one page.
 * @returns title, description, `<link rel="canonical">`, og:* (with image size and alt),
 *   twitter:card and twitter:image:alt, and, for articles, article:* tags. X reads a card's title,
 *   description and image from og:title, og:description and og:image when its own twitter:* tag
 *   is absent (X's "Cards markup" reference), so those three are not repeated.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.path);
  const image = typeof input.image === "object" ? input.image : sectionImage(input.image ?? "home");
  const imageUrl = absoluteUrl(image.path);
  const shareTitle = input.shareTitle ?? input.title;
  const type = input.type ?? "website";
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: OG_LOCALE },
    { property: "og:type", content: type },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (input.article) {
    tags.push(
      { name: "author", content: input.article.author },
      { property: "article:published_time", content: isoDateTime(input.article.publishedTime) },
      { property: "article:modified_time", content: isoDateTime(input.article.modifiedTime) },
      { property: "article:section", content: input.article.section },
    );
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** Head tags of a not-found answer: a title, and out of search results. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** "2024-02-28" → "2024-02-28T00:00:00Z" (a full ISO 8601 date-time, as Open Graph and schema.org prefer). */
export function isoDateTime(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date;
}
