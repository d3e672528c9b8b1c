/**
 * Journey: reading the site with JavaScript off, where every page, link, menu and accordion
 * must still work. Every page arrives complete, the navigation, the FAQ
 * accordion, the blog filter and the not-found page work, and each article offers plain
 * share links. The forms without JavaScript are in no-javascript.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  ALL_PAGES,
  ARTICLE_SLUGS,
  browserForFile,
  DESKTOP,
  linkHrefs,
  MISSING_PATH,
  MOBILE,
  NAV_LINKS,
  type Visitor,
} from "./support";

let visitor: Visitor | undefined;

const session = browserForFile();

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Opens a path without JavaScript and returns the response's status. */
async function open(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  return response?.status() ?? 0;
}

/**
 * Parts of the main content that arrived empty or hidden: sections and lists without text,
 * and text that is invisible (e.g. waiting for a script to fade it in). Sections far below the
 * viewport are not rendered until they come near it (`content-visibility: auto`), and the
 * rendered text of a section that is not rendered is empty: they are rendered for the check.
 */
function emptyParts(page: Page): Promise<string[]> {
  return page.getByRole("main").evaluate((main) => {
    const rendered = document.createElement("style");
    rendered.textContent = "main *, body > footer { content-visibility: visible !important }";
    document.head.append(rendered);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("aria-label") ? `[${el.getAttribute("aria-label")}]` : ""}`;
    // An answer inside a closed <details> is not rendered until it is opened.
    const folded = (el: Element) => !!el.parentElement?.closest("details:not([open])") && !el.closest("summary");
    // The rendered text, not the markup's: text that is not shown does not count.
    const shown = (el: Element) => (el as HTMLElement).innerText;
    const found: string[] = [];
    for (const el of main.querySelectorAll("section, article, ul, ol, dl, p, h2, h3, table")) {
      if (!folded(el) && !shown(el).trim()) found.push(`${describe(el)} is empty`);
    }
    for (const section of main.querySelectorAll("section")) {
      const heading = section.querySelector("h1, h2, h3");
      const rest = shown(section)
        .replace(heading?.textContent ?? "", "")
        .trim();
      if (!rest) found.push(`${describe(section)} has nothing under its heading`);
    }
    for (const el of main.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if ((style.opacity === "0" || style.visibility === "hidden") && (el.textContent ?? "").trim()) {
        found.push(`${describe(el)} is invisible`);
      }
    }
    return found;
  });
}

describe("without JavaScript", () => {
  it("every page arrives complete: one H1, the navigation, the main content and the footer", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    for (const [name, path] of ALL_PAGES) {
      const status = await open(page, path);
      expect(status, path).toBe(path === MISSING_PATH ? 404 : 200);
      expect(await h1(page).count(), `${path}: one h1`).toBe(1);
      expect((await h1(page).textContent())?.trim(), `${path}: h1 text`).not.toBe("");
      expect(await h1(page).isVisible(), `${path}: h1 shown`).toBe(true);
      for (const label of NAV_LINKS) {
        expect(
          await mainNav(page).getByRole("link", { name: label, exact: true }).isVisible(),
          `${path}: ${label}`,
        ).toBe(true);
      }
      const footer = page.getByRole("contentinfo");
      // The footer is `content-visibility: auto` (base.css): its contents are laid out only once it
      // nears the viewport, so it is checked where a visitor sees it, scrolled into view, and given
      // the next rendering update to appear (a busy machine may not have laid it out yet).
      await footer.scrollIntoViewIfNeeded();
      await footer.getByText(/© \d{4} Alpine Last/).waitFor({ state: "visible", timeout: 5000 });
      // /newsletter and /blog have their own subscribe form: their footer leaves its form out rather than repeat it.
      const ownForm = ["/newsletter", "/blog"].includes(new URL(path, "http://localhost").pathname);
      expect(await footer.getByRole("form", { name: "Newsletter" }).isVisible(), `${path}: footer form`).toBe(!ownForm);
      const text = (await page.getByRole("main").textContent())?.trim() ?? "";
      expect(text.length, `${path} (${name}): main content`).toBeGreaterThan(name === "not found" ? 80 : 200);
      expect(await emptyParts(page), path).toEqual([]);
    }
    expect(visitor.errors).toEqual([]);
  });

  it("the top navigation's links lead to their pages and mark the current one", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await open(page, "/");
    for (const label of NAV_LINKS) {
      const link = mainNav(page).getByRole("link", { name: label, exact: true });
      const href = await link.getAttribute("href");
      await link.click();
      await page.waitForURL(`**${href}`);
      expect(await h1(page).isVisible(), label).toBe(true);
      expect(
        await mainNav(page).getByRole("link", { name: label, exact: true }).getAttribute("aria-current"),
        label,
      ).toBe("page");
    }
    await page.getByRole("link", { name: "Alpine Last, home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(visitor.errors).toEqual([]);
  });

  it("FAQ: a question opens its answer, the open one closes, and one stays open at a time", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await open(page, "/faq");
    const items = page.locator('details[name="faq"]');
    expect(await items.count()).toBe(8);
    const openIds = () =>
      items.evaluateAll((list) => list.filter((d) => (d as HTMLDetailsElement).open).map((d) => d.id));
    const ids = await items.evaluateAll((list) => list.map((d) => d.id));
    expect(await openIds()).toEqual([ids[0]]);

    await items.nth(3).locator("summary").click();
    expect(await openIds()).toEqual([ids[3]]);
    expect(await items.nth(3).locator("p").first().isVisible()).toBe(true);
    expect(await items.nth(0).locator("p").first().isVisible()).toBe(false);

    await items.nth(3).locator("summary").click();
    expect(await openIds()).toEqual([]);

    // A link to a question scrolls to it.
    await open(page, `/faq#${ids[5]}`);
    expect(await items.nth(5).locator("summary").isVisible()).toBe(true);
    expect(visitor.errors).toEqual([]);
  });

  it("blog: the category links filter the list and mark the choice; an unknown category offers the way back", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await open(page, "/blog");
    const filter = page.getByRole("navigation", { name: "Filter articles by category" });
    const articles = page
      .getByRole("main")
      .getByRole("region", { name: /^(All articles|Articles in )/ })
      .getByRole("article");
    expect(await articles.count()).toBe(ARTICLE_SLUGS.length);

    await filter.getByRole("link", { name: /^Industry Insights\b/ }).click();
    await page.waitForURL(/[?&]category=Industry(\+|%20)Insights$/);
    expect(await filter.getByRole("link", { name: /^Industry Insights\b/ }).getAttribute("aria-current")).toBe("page");
    expect(await filter.getByRole("link", { name: /^All\b/ }).getAttribute("aria-current")).toBeNull();
    const shown = await articles.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(ARTICLE_SLUGS.length);
    for (const text of await articles.allTextContents()) expect(text).toContain("Industry Insights");

    await filter.getByRole("link", { name: /^All\b/ }).click();
    await page.waitForURL(/\/blog$/);
    expect(await articles.count()).toBe(ARTICLE_SLUGS.length);

    await open(page, "/blog?category=Knitting");
    await page.getByRole("heading", { name: "No articles in “Knitting”" }).waitFor();
    await page.getByRole("link", { name: "Show all articles" }).click();
    await page.waitForURL(/\/blog$/);
    expect(visitor.errors).toEqual([]);
  });

  it("blog on a phone: the topic list and its Show button filter the list and keep the choice", async () => {
    visitor = await session.visitor({ viewport: MOBILE, javaScriptEnabled: false });
    const { page } = visitor;
    await open(page, "/blog");
    const filter = page.getByRole("navigation", { name: "Filter articles by category" });
    const topic = filter.getByLabel("Topic");
    const articles = page
      .getByRole("main")
      .getByRole("region", { name: /^(All articles|Articles in )/ })
      .getByRole("article");
    // One row of form instead of seven pills.
    expect(await filter.getByRole("link").count()).toBe(0);
    expect(await topic.inputValue()).toBe("");

    await topic.selectOption({ label: "Industry Insights" });
    await filter.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/[?&]category=Industry(\+|%20)Insights$/);
    expect(await topic.inputValue()).toBe("Industry Insights");
    const shown = await articles.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(ARTICLE_SLUGS.length);
    for (const text of await articles.allTextContents()) expect(text).toContain("Industry Insights");

    await topic.selectOption({ label: "All articles" });
    await filter.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/\/blog\?category=$/);
    expect(await articles.count()).toBe(ARTICLE_SLUGS.length);
    expect(visitor.errors).toEqual([]);
  });

  it("a missing page and an unknown article answer 404 with the not-found page inside the site", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    for (const path of [MISSING_PATH, "/blog/no-such-article"]) {
      expect(await open(page, path), path).toBe(404);
      expect(await h1(page).textContent(), path).toBe("Oops! Page not found");
      expect(await mainNav(page).isVisible(), path).toBe(true);
      expect(await page.getByRole("contentinfo").isVisible(), path).toBe(true);
    }
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await h1(page).isVisible()).toBe(true);
    expect(visitor.errors).toEqual([]);
  });

  it("every article offers plain share links (e-mail, LinkedIn, X) in place of Share and Save", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    for (const slug of ARTICLE_SLUGS) {
      await open(page, `/blog/${slug}`);
      const share = page.locator("[data-share-actions]");
      expect(await share.getByText("Share:").isVisible(), slug).toBe(true);
      expect(await share.getByRole("button").count(), slug).toBe(0);
      const hrefs = await linkHrefs(share);
      const article = encodeURIComponent(`/blog/${slug}`);
      expect(hrefs, slug).toHaveLength(3);
      expect(hrefs[0], slug).toMatch(/^mailto:\?subject=.+&body=/);
      expect(hrefs[1], slug).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
      expect(hrefs[2], slug).toMatch(/^https:\/\/x\.com\/intent\/post\?text=.+&url=/);
      for (const href of hrefs) expect(href, slug).toContain(article);
      for (const name of ["LinkedIn", "X"]) {
        const link = share.getByRole("link", { name: new RegExp(`^${name}\\b`) });
        expect(await link.getAttribute("target"), `${slug} ${name}`).toBe("_blank");
        expect(await link.getAttribute("rel"), `${slug} ${name}`).toContain("noopener");
      }
    }
    expect(visitor.errors).toEqual([]);
  });
});
