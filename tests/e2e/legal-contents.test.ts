/**
 * Journey: a visitor reads the Terms on a desktop. The contents list beside the text marks the
 * section being read (`aria-current="location"`) as they scroll, and only that one.
 */
import { describe, expect, it } from "vitest";
import { browserForFile, DESKTOP } from "./support";

const session = browserForFile();

describe("legal page contents", () => {
  it("marks the section being read in the contents list as the visitor scrolls", async () => {
    const { page } = await session.visitor({ viewport: DESKTOP });
    await page.goto("/terms");
    const contents = page.getByRole("navigation", { name: "On this page" });
    const current = () =>
      contents
        .locator('[aria-current="location"]')
        .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).hash))]);
    const sections = await contents
      .locator("a")
      .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).hash))]);
    expect(sections.length).toBeGreaterThan(3);
    await expect.poll(current).toEqual([sections[0]]);
    // Scrolled so that the fourth heading sits at the top of the viewport: it is the one being read.
    await page
      .locator(sections[3])
      .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80));
    await expect.poll(current).toEqual([sections[3]]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(current).toEqual([sections[0]]);
  });

  it("without JavaScript the contents are plain links and mark nothing", async () => {
    const { page } = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto("/terms");
    const contents = page.getByRole("navigation", { name: "On this page" });
    expect(await contents.locator("a").count()).toBeGreaterThan(3);
    expect(await contents.locator("[aria-current]").count()).toBe(0);
  });
});
