/**
 * Journey: finding a page through the top navigation, with JavaScript. At 390 px the links sit behind a "Menu" toggle that closes when a link is
 * chosen and on Escape, marks the current page and offers the team's phone and e-mail; at 1440 px they are always shown and the current page is marked.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, DESKTOP, isFocused, MOBILE, NAV_LINKS, type Visitor, visit } from "./support";

let visitor: Visitor | undefined;

const session = browserForFile();

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** The toggle is the menu's `<summary>`, named by aria-label (summary has no ARIA role to query). */
const menuToggle = (page: Page) => mainNav(page).getByLabel("Menu", { exact: true });
/** Whether the disclosure around the toggle is open. */
const menuIsOpen = (page: Page) => menuToggle(page).evaluate((el) => el.closest("details")?.open ?? false);

/** Names of the visible links in the main navigation's visible lists, in order. */
async function listedLinks(page: Page): Promise<string[]> {
  return mainNav(page)
    .getByRole("list")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText.trim()));
}

describe("top navigation", () => {
  it("at 390 px: the menu opens with the page links, closes on choosing one, and on Escape returns focus to the toggle", async () => {
    visitor = await session.visitor({ viewport: MOBILE });
    const { page } = visitor;
    await visit(visitor, "/");
    const toggle = menuToggle(page);

    // Closed: no navigation link is on screen.
    expect(await mainNav(page).getByRole("link", { name: "Services", exact: true }).count()).toBe(0);
    await toggle.click();
    expect(await menuIsOpen(page)).toBe(true);
    const shown = await listedLinks(page);
    expect(shown.slice(0, NAV_LINKS.length)).toEqual(NAV_LINKS);
    for (const name of NAV_LINKS) {
      expect(await mainNav(page).getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }

    await mainNav(page).getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL("**/contact");
    await page.getByRole("heading", { level: 1, name: "Contact us" }).waitFor();
    await expect.poll(() => menuIsOpen(page)).toBe(false);
    expect(await mainNav(page).getByRole("link", { name: "About", exact: true }).count()).toBe(0);

    await toggle.click();
    await mainNav(page).getByRole("link", { name: "About", exact: true }).waitFor();
    // The reopened menu marks the page it was opened on, and offers the team's phone and e-mail.
    for (const name of NAV_LINKS) {
      const current = await mainNav(page).getByRole("link", { name, exact: true }).getAttribute("aria-current");
      expect(current, name).toBe(name === "Contact" ? "page" : null);
    }
    const contactHrefs = await mainNav(page)
      .locator("a[href^='tel:'], a[href^='mailto:']")
      .evaluateAll((links) => links.filter((a) => a.getClientRects().length > 0).map((a) => a.getAttribute("href")));
    expect(contactHrefs).toEqual([expect.stringMatching(/^tel:\+\d+$/), expect.stringMatching(/^mailto:.+@.+/)]);
    await page.keyboard.press("Escape");
    await mainNav(page).getByRole("link", { name: "About", exact: true }).waitFor({ state: "hidden" });
    expect(await menuIsOpen(page)).toBe(false);
    expect(await isFocused(toggle)).toBe(true);
    expect(visitor.errors).toEqual([]);
  });

  it("at 1440 px: the page links are shown without a toggle and the current page is marked", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    await visit(visitor, "/services");

    expect(await menuToggle(page).isVisible()).toBe(false);
    expect(await listedLinks(page)).toEqual(NAV_LINKS);
    for (const name of NAV_LINKS) {
      const link = mainNav(page).getByRole("link", { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      expect(await link.getAttribute("aria-current"), name).toBe(name === "Services" ? "page" : null);
    }

    // Client-side navigation moves the mark.
    await mainNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL("**/blog");
    await expect
      .poll(() => mainNav(page).getByRole("link", { name: "Blog", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    expect(
      await mainNav(page).getByRole("link", { name: "Services", exact: true }).getAttribute("aria-current"),
    ).toBeNull();
    expect(visitor.errors).toEqual([]);
  });
});
