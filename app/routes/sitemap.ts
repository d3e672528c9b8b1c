import { legalDocuments } from "virtual:legal-documents.server";
import { articles, lastRevised } from "~/lib/articles";
import { FEED } from "~/lib/cache-control";
import { absoluteUrl } from "~/lib/seo";
import { allPagePaths, articlePath, escapeXml } from "~/lib/site-index";

/** The date each page last changed, where we know it: articles, the blog list and legal documents. */
function lastModified(): Map<string, string> {
  const dates = new Map<string, string>();
  const revised = articles.map(lastRevised).sort();
  if (revised.length > 0) dates.set("/blog", revised[revised.length - 1] as string);
  for (const a of articles) dates.set(articlePath(a.slug), lastRevised(a));
  for (const d of legalDocuments) dates.set(`/${d.slug}`, d.lastUpdated);
  return dates;
}

/** /sitemap.xml (sitemaps.org 0.9): every page and article, on the site's public origin. */
export function loader() {
  const dates = lastModified();
  const urls = allPagePaths(articles.map((a) => a.slug)).map((path) => {
    const lastmod = dates.get(path);
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
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
