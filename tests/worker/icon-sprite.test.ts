/**
 * The icon sprite: every page, as the Worker renders it, draws each of its icons from a <symbol>
 * in its own sprite, and its sprite holds nothing else, except on /contact, which hydrates: React
 * may draw icons there that the server-rendered HTML does not, so its sprite also holds those its
 * scripts name. This suite runs the Worker from source, where the build has recorded no script,
 * so /contact holds every symbol here; the Chromium suite checks the built page's icons after
 * hydration (tests/e2e/contact.test.ts).
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { iconSpriteMarker } from "~/components/ui/icon";
import { articles } from "~/lib/articles";
import { ICON_NAMES, iconsIn, inlineIconSprite } from "~/lib/icon-sprite.server";
import { allPagePaths } from "~/lib/site-index";

const paths = [...allPagePaths(articles.map((a) => a.slug)), "/this-trail-does-not-exist"];

/** The ids of the <symbol>s in a document's sprite. */
function symbolIds(html: string): string[] {
  const sprite = /<svg id="icon-sprite"[^>]*>([\s\S]*?)<\/svg>/.exec(html)?.[1] ?? "";
  return [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
}

/** The ids a document's icons refer to (a drawing may place its own shapes with `<use>` too). */
function references(html: string): string[] {
  return [...new Set([...html.matchAll(/<use href="#(i-[^"]+)"/g)].map((m) => m[1]))];
}

describe("icon sprite", () => {
  it("fills the marker with the symbols of the icons the document uses, once each", () => {
    const html = `<p><svg class="icon"><use href="#i-leaf"></use></svg><svg class="icon"><use href="#i-leaf"></use></svg></p><svg id="icon-sprite">${iconSpriteMarker(false)}</svg>`;
    const out = inlineIconSprite(html, null);
    expect(symbolIds(out)).toEqual(["i-leaf"]);
    expect(out).toMatch(/<symbol id="i-leaf" viewBox="0 0 24 24"><.*\bd="M[^"]+"/);
    expect(out).not.toContain(iconSpriteMarker(false));
  });

  it("gives a page that hydrates the symbols its scripts name too, or every one when they are unknown", () => {
    const sprite = (hydrates: boolean) =>
      `<use href="#i-leaf"></use><script type="module">import("/assets/contact-1a.js")</script><svg id="icon-sprite">${iconSpriteMarker(hydrates)}</svg>`;
    const scripts = { "/assets/contact-1a.js": ["x", "circle-alert", "btn-primary"], "/assets/faq-2b.js": ["menu"] };
    expect(symbolIds(inlineIconSprite(sprite(true), scripts))).toEqual(["i-leaf", "i-x", "i-circle-alert"]);
    expect(symbolIds(inlineIconSprite(sprite(false), scripts))).toEqual(["i-leaf"]);
    // Unknown scripts: every symbol of the set.
    expect(symbolIds(inlineIconSprite(sprite(true), null))).toHaveLength(ICON_NAMES.length);
    expect(inlineIconSprite("<p>plain</p>", scripts)).toBe("<p>plain</p>");
  });

  it("leaves the shared Lucide stroke off the symbols: svg.icon sets it in base.css", () => {
    const html = `<svg class="icon"><use href="#i-map-pin"></use></svg><svg id="icon-sprite">${iconSpriteMarker(false)}</svg>`;
    const symbol = /<symbol[\s\S]*<\/symbol>/.exec(inlineIconSprite(html, null))?.[0] ?? "";
    // map-pin is a path and a circle, which unplugin-icons wraps in a <g> carrying the stroke.
    expect(symbol).toMatch(/^<symbol id="i-map-pin" viewBox="0 0 24 24"><path d="[^"]+"\/><circle [^>]+\/><\/symbol>$/);
    expect(symbol).not.toMatch(/stroke|fill="none"|<g\b/);
  });

  it("ignores a reference that names no site icon", () => {
    expect(iconsIn('<use href="#i-leaf"></use><use href="#i-not-an-icon"></use><use href="#other"></use>')).toEqual([
      "leaf",
    ]);
  });

  it.each(paths)("%s draws every icon from its own sprite", async (path) => {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    const used = references(html);
    const symbols = symbolIds(html);
    expect(used.length).toBeGreaterThan(0);
    // /contact hydrates and carries every symbol (the test below).
    if (path !== "/contact") expect(symbols.filter((id) => !used.includes(id))).toEqual([]);
    expect(used.filter((id) => !symbols.includes(id))).toEqual([]);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(html).not.toContain("<!--icon-sprite");
    // No icon is left as a CSS class of the old mask icons (it would draw nothing now).
    expect(html).not.toMatch(/class="[^"]*\bi-lucide-/);
  });

  it("/contact, run from source, carries every symbol, for the icons React draws after hydration", async () => {
    const html = await (await SELF.fetch("http://localhost/contact")).text();
    const every = symbolIds(inlineIconSprite(`<svg id="icon-sprite">${iconSpriteMarker(true)}</svg>`, null));
    expect(symbolIds(html).sort()).toEqual(every.sort());
  });
});
