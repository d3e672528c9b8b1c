/**
 * Every link on the site leads somewhere: each page (the one page list and every article, plus
 * the not-found page) is rendered by the real Worker in workerd, and every `<a href>` and form
 * `action` that stays on the site is followed. A path must answer 200 (after at most one
 * redirect, as the blog's case-insensitive slugs do), a file must exist in public/, and a
 * fragment (`#id`) must name an element of the page it points to, or the browser lands at the
 * top of the page and the visitor is lost. A fragment of the page itself (the skip link) is
 * looked up in that page, the not-found page included.
 */
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { articles } from "~/lib/articles";
import { allPagePaths } from "~/lib/site-index";
import { fetchWorker, ORIGIN } from "./support";

/** Files in public/, by path from the site root (served in front of the Worker in production, not in this pool). */
const publicFiles = new Set(
  Object.keys(import.meta.glob(["/public/**/*", "!/public/**/_*"])).map((f) => f.replace(/^\/public/, "")),
);

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/**
 * The on-site targets of a page's links and forms.
 * @param html the page as the Worker sent it
 * @param from the page's path, against which relative and fragment-only links resolve
 * @returns absolute URLs on {@link ORIGIN}, one per distinct target, fragments kept
 */
function onSiteTargets(html: string, from: string): URL[] {
  const values = [
    ...[...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<form\b[^>]*?\saction="([^"]*)"/g)].map((m) => m[1]),
  ].map(decodeAttribute);
  const targets = new Map<string, URL>();
  for (const value of values) {
    const url = new URL(value.startsWith(site.url) ? value.slice(site.url.length) || "/" : value, `${ORIGIN}${from}`);
    if (url.origin === ORIGIN) targets.set(url.href, url);
  }
  return [...targets.values()];
}

/** The ids of a page's elements, for fragment targets. */
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeAttribute(m[1])));

/** Rendered pages by path and query, so each target is fetched once. */
const rendered = new Map<string, Promise<{ status: number; location: string | null; html: string }>>();

function render(pathAndQuery: string) {
  let page = rendered.get(pathAndQuery);
  if (!page) {
    page = fetchWorker(new Request(`${ORIGIN}${pathAndQuery}`, { redirect: "manual" })).then(async (res) => ({
      status: res.status,
      location: res.headers.get("Location"),
      html: await res.text(),
    }));
    rendered.set(pathAndQuery, page);
  }
  return page;
}

const sources = [...allPagePaths(articles.map((a) => a.slug)), "/no-such-page"];

describe("every on-site link leads somewhere", () => {
  it.each(sources)("%s", async (from) => {
    const source = await render(from);
    expect(source.status, from).toBe(from === "/no-such-page" ? 404 : 200);
    const targets = onSiteTargets(source.html, from);
    expect(targets.length, `${from} links nowhere on the site`).toBeGreaterThan(3);

    for (const target of targets) {
      const where = `${from} → ${target.pathname}${target.search}${target.hash}`;
      if (publicFiles.has(target.pathname)) continue;
      const sameDocument = `${target.pathname}${target.search}` === from;
      let page = sameDocument ? source : await render(`${target.pathname}${target.search}`);
      if (!sameDocument && page.status >= 300 && page.status < 400) {
        expect(page.location, where).toBeTruthy();
        const next = new URL(page.location ?? "", target);
        expect(next.origin, where).toBe(ORIGIN);
        page = await render(`${next.pathname}${next.search}`);
      }
      if (!sameDocument) expect(page.status, where).toBe(200);
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment) expect(idsOf(page.html).has(fragment), `${where}: no element with that id`).toBe(true);
    }
  });

  it("finds a broken link: a fragment with no element, and a path that answers 404", async () => {
    const html = '<a href="/faq#no-such-question">x</a><a href="/servics">y</a>';
    const [faq, typo] = onSiteTargets(html, "/");
    expect(idsOf((await render(faq.pathname)).html).has("no-such-question")).toBe(false);
    expect((await render(typo.pathname)).status).toBe(404);
  });
});
