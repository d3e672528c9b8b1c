import { FEED } from "~/lib/cache-control";
import { absoluteUrl } from "~/lib/seo";

/** /robots.txt: every crawler may read every page; the sitemap lists them. */
export function loader() {
  const text = ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": FEED },
  });
}
