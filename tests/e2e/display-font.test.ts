/**
 * Journey: a first visit reads Home with headings in the body text's system face, and the display
 * face is fetched only a second after the page has loaded, well past its largest paint. The
 * next page the visitor opens sets its headings in the display face from its first paint.
 */
import { describe, expect, it } from "vitest";
import { browserForFile, MOBILE, requestedAfterLoad } from "./support";

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

    await page.waitForFunction(() => localStorage.getItem("display-font") !== null, undefined, { polling: 100 });
    const fontAfterLoad = await requestedAfterLoad(page, ".woff2");
    expect(fontAfterLoad, "the display face was fetched").not.toBeNull();
    expect(fontAfterLoad!).toBeGreaterThanOrEqual(950);

    await page.goto("/services");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-display-font"))).toBe(true);
    expect(await headingFamily(page)).toMatch(/^"?Sora Variable/);
    expect(await page.evaluate(() => document.fonts.check('700 32px "Sora Variable"'))).toBe(true);
    expect(visitor.errors).toEqual([]);
  });
});
