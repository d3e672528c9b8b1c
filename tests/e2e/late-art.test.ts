/**
 * Journey: a visitor opens /about. The contour texture behind its hero is decoration, so its
 * drawing file is fetched only a second after the page has loaded, well past the largest paint,
 * and the texture then shows. With JavaScript off, the texture shows from the start.
 */
import { describe, expect, it } from "vitest";
import { browserForFile, classSelector, MOBILE, requestedAfterLoad } from "./support";

const session = browserForFile();

/** When the texture's file was requested, ms after the load event; null when it was not. */
const textureRequested = (page: import("playwright-core").Page) => requestedAfterLoad(page, "/art/contours.svg");

/** The computed display of the hero's texture. */
function textureDisplay(page: import("playwright-core").Page) {
  return page
    .locator(classSelector("contour-texture"))
    .first()
    .evaluate((el) => getComputedStyle(el).display);
}

describe("contour texture", () => {
  it("is fetched and shown a second after the page's load", async () => {
    const { page, errors } = await session.visitor({ viewport: MOBILE });
    await page.goto("/about");
    expect(await textureDisplay(page)).toBe("none");
    expect(await textureRequested(page)).toBeNull();

    await page.waitForFunction(() => document.documentElement.hasAttribute("data-late-art"), undefined, {
      polling: 100,
    });
    await expect.poll(() => textureRequested(page)).not.toBeNull();
    expect((await textureRequested(page))!).toBeGreaterThanOrEqual(950);
    expect(await textureDisplay(page)).toBe("block");
    expect(errors).toEqual([]);
  });

  it("shows from the start with JavaScript off", async () => {
    const { page } = await session.visitor({ viewport: MOBILE, javaScriptEnabled: false });
    await page.goto("/about");
    expect(await textureDisplay(page)).toBe("block");
  });
});
