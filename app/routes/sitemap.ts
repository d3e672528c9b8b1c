import { FEED } from "~/lib/cache-control";
import { absoluteUrl } from "~/lib/seo";
import { escapeXml, indexedPages } from "~/lib/site-index";

/** /sitemap.xml (sitemaps.org 0.9): every page and article, on the site's public origin. */
export function loader() {
  const urls = indexedPages.map(
    (page) =>
      `  <url><loc>${escapeXml(absoluteUrl(page.path))}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ""}</url>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": FEED },
  });
}
