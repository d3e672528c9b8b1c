import { site } from "~/content/site";
import { articles, BLOG_DESCRIPTION } from "~/lib/articles";
import { FEED } from "~/lib/cache-control";
import { absoluteUrl } from "~/lib/seo";
import { articlePath, escapeXml } from "~/lib/site-index";

/** "2024-02-28" → "Wed, 28 Feb 2024 00:00:00 GMT" (RFC 822 date-time, as RSS 2.0 requires). */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** /blog/rss.xml: RSS 2.0 with every article, newest first. */
export function loader() {
  const feedUrl = absoluteUrl("/blog/rss.xml");
  const items = articles.map((a) => {
    const url = escapeXml(absoluteUrl(articlePath(a.slug)));
    return [
      "    <item>",
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822(a.date)}</pubDate>`,
      `      <description>${escapeXml(a.excerpt)}</description>`,
      `      <category>${escapeXml(a.category)}</category>`,
      `      <dc:creator>${escapeXml(a.author)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  // Articles come newest first: the feed changed when the first one was published.
  const newest = articles[0]?.date ?? "1970-01-01";
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(absoluteUrl("/blog"))}</link>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": FEED },
  });
}
