/**
 * Journey: a first visit reads Home with headings in the body text's system face, and the display
 * face is fetched only a second after the page has loaded, well past its largest paint, and a
 * first-party cookie records it. The next page the visitor opens comes from the Worker with
 * `data-display-font` already on <html>, and sets its headings in the display face from its first
 * paint; the shared edge-cache copy of that page never carries the attribute. The display face
 * sets no small lowercase text, where its dots would touch their stems.
 */
import { describe, expect, it } from "vitest";
import { ALL_PAGES, browserForFile, DESKTOP, MOBILE, requestedAfterLoad } from "./support";

const session = browserForFile();

/** The font-family the page's first heading is drawn with. */
function headingFamily(page: import("playwright-core").Page) {
  return page
    .locator("h1")
    .first()
    .evaluate((h1) => getComputedStyle(h1).fontFamily);
}

describe("display face after the first visit", () => {
  it("is fetched a second after the first page's load, then used by the next page", async () => {
    const visitor = await session.visitor({ viewport: MOBILE });
    const { page } = visitor;
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-display-font"))).toBe(false);
    expect(await headingFamily(page)).not.toMatch(/Sora/);

    await page.waitForFunction(() => document.cookie.includes("display-font="), undefined, { polling: 100 });
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === "display-font");
    expect(cookie.value).toMatch(/^\/assets\/sora-display-[\w-]+\.woff2$/);
    expect(cookie.path).toBe("/");
    expect(cookie.sameSite).toBe("Lax");
    // Kept about a year (max-age 31,536,000 s), not for the session.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(await page.evaluate(() => Object.keys(localStorage).length), "nothing in local storage").toBe(0);
    const fontAfterLoad = await requestedAfterLoad(page, ".woff2");
    expect(fontAfterLoad, "the display face was fetched").not.toBeNull();
    expect(fontAfterLoad!).toBeGreaterThanOrEqual(950);

    const next = await page.goto("/services");
    // Written by the Worker, before any script of the page runs.
    expect(await next!.text()).toMatch(/^<!DOCTYPE html><html[^>]* data-display-font/i);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-display-font"))).toBe(true);
    expect(await headingFamily(page)).toMatch(/^"?Sora Variable/);
    expect(await page.evaluate(() => document.fonts.check('700 32px "Sora Variable"'))).toBe(true);
    expect(visitor.errors).toEqual([]);

    // A visitor without the cookie gets the same page from the edge cache without the attribute.
    const stranger = await session.visitor({ viewport: MOBILE });
    const html = await (await stranger.page.goto("/services"))!.text();
    expect(html).toContain("<h1");
    expect(html).not.toMatch(/<html[^>]* data-display-font/);
  });
});

/**
 * Below 16 px, on a screen with one device pixel per CSS pixel, Sora's dot on "i" and "j" touches
 * the stem ("Lıd prınt"), so text set that small in lower case is in the body face. Capitals have
 * no dots, and drawings set their own labels, so neither is counted.
 */
const DISPLAY_FACE_SMALLEST_PX = 16;

describe("display face sizes", () => {
  it("sets no visible lowercase i or j under 16 px in the display face, on any page, phone or desktop", async () => {
    const offenders: string[] = [];
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await session.visitor({ viewport });
      for (const [name, path] of ALL_PAGES) {
        await page.goto(path);
        // The face a returning visitor gets; computed styles name it whether or not it has loaded.
        await page.evaluate(() => document.documentElement.setAttribute("data-display-font", ""));
        const found = await page.evaluate((smallest) => {
          const out: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const el = node.parentElement;
            if (!el || !/[ij]/.test(node.textContent ?? "") || el.closest("svg")) continue;
            const style = getComputedStyle(el);
            if (!/^"?Sora/.test(style.fontFamily) || style.textTransform === "uppercase") continue;
            const size = Number.parseFloat(style.fontSize);
            // Visible: laid out, and wider than the one-pixel box of text kept for screen readers.
            const box = el.getBoundingClientRect();
            if (size >= smallest || box.width <= 1 || style.visibility === "hidden") continue;
            out.push(`${size}px "${(node.textContent ?? "").trim().slice(0, 40)}"`);
          }
          return out;
        }, DISPLAY_FACE_SMALLEST_PX);
        offenders.push(...found.map((f) => `${name} at ${viewport.width} px: ${f}`));
      }
    }
    expect(offenders).toEqual([]);
  });
});
