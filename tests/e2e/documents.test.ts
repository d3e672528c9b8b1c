/**
 * Documents ship no framework JavaScript: every content page loads no /assets/*.js script, while
 * /contact hydrates, validates as the visitor types and answers with toasts. The newsletter form on
 * a document posts, is redirected (303) to /newsletter with the answer, and a reload sends nothing
 * again. The article's Share and Save buttons come from a small inline script.
 */
import type { Browser, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./browser";
import {
  ALL_PAGES,
  classSelector,
  contactForm,
  DESKTOP,
  footerNewsletter,
  openVisitor,
  rowsByEmail,
  uniqueEmail,
  type Visitor,
  visit,
  waitForHydration,
} from "./support";

let browser: Browser;
let visitor: Visitor | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  await visitor?.close();
  visitor = undefined;
});
afterAll(async () => {
  await browser?.close();
});

const documents = ALL_PAGES.filter(([, path]) => path !== "/contact");

describe("with JavaScript on", () => {
  it.each(documents)("%s (%s) loads no script from /assets", async (_name, path) => {
    visitor = await openVisitor(browser, { viewport: DESKTOP });
    const scripts: string[] = [];
    visitor.page.on("request", (request: Request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await visitor.page.goto(path, { waitUntil: "load" });
    expect(scripts).toEqual([]);
    expect(await visitor.page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    expect(visitor.errors).toEqual([]);
  });

  it("/contact hydrates and validates in the browser: an empty form is refused without a request", async () => {
    visitor = await openVisitor(browser, { viewport: DESKTOP });
    const scripts: string[] = [];
    const posts: string[] = [];
    visitor.page.on("request", (request: Request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      if (request.method() === "POST") posts.push(request.url());
    });
    await visitor.page.goto("/contact");
    await waitForHydration(visitor.page);
    expect(scripts.some((path) => path.startsWith("/assets/"))).toBe(true);
    // The island is fetched only after the first contentful paint, never in front of it.
    const order = await visitor.page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      island: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(order.fcp).not.toBeNull();
    expect(Math.min(...order.island)).toBeGreaterThanOrEqual(order.fcp!);
    const form = contactForm(visitor.page);
    await form.submit.click();
    await expect.poll(() => form.email.getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  it("the article's Share and Save buttons replace the plain links, without moving the page", async () => {
    // Where the share box and the page around it stand, once the page has loaded: with the plain
    // links (no JavaScript) and with the buttons. Compared as layouts, not as layout-shift entries,
    // which on a slow machine also count the box growing while the document is still streaming in.
    const layout = async (javaScriptEnabled: boolean) => {
      visitor = await openVisitor(browser, { viewport: DESKTOP, javaScriptEnabled });
      await visit(visitor, "/blog/grip-matters");
      const box = visitor.page.locator("[data-share-actions]");
      if (javaScriptEnabled) {
        expect(await box.getByRole("button", { name: "Share" }).isVisible()).toBe(true);
        expect(await box.getByRole("button", { name: "Save" }).isVisible()).toBe(true);
        // The plain links stay in place, unseen and inert, for when copying the link fails.
        expect(await box.getByRole("link", { name: "LinkedIn (opens in a new tab)" }).count()).toBe(0);
        expect(visitor.errors).toEqual([]);
      } else {
        expect(await box.getByRole("link", { name: "LinkedIn (opens in a new tab)" }).isVisible()).toBe(true);
      }
      const rects = await visitor.page.evaluate((articleBody) => {
        const round = (r: DOMRect) => [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10);
        return {
          box: round(document.querySelector("[data-share-actions]")!.getBoundingClientRect()),
          heading: round(document.querySelector("h1")!.getBoundingClientRect()),
          body: round(document.querySelector(articleBody)!.getBoundingClientRect()),
        };
      }, classSelector("article-body"));
      await visitor.close();
      visitor = undefined;
      return rects;
    };
    const withLinks = await layout(false);
    const withButtons = await layout(true);
    expect(withButtons).toEqual(withLinks);
  });
});

describe("the newsletter form on a document", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`JavaScript ${javaScriptEnabled ? "on" : "off"}: post → redirect → the answer; a reload posts nothing again`, async () => {
      visitor = await openVisitor(browser, { viewport: DESKTOP, javaScriptEnabled });
      const { page } = visitor;
      const posts: string[] = [];
      page.on("request", (request: Request) => {
        if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
      });
      await visit(visitor, "/about");
      const email = uniqueEmail("document-newsletter");
      const newsletter = footerNewsletter(page);
      await newsletter.email.fill(email);
      const [response] = await Promise.all([page.waitForNavigation(), newsletter.submit.click()]);
      expect(new URL(page.url()).pathname).toBe("/newsletter");
      expect(response?.request().redirectedFrom()?.method()).toBe("POST");
      expect(await page.getByText("Welcome to the community!").count()).toBe(1);
      // Subscribed: no second, empty form under the notice, as if the first had failed.
      expect(await page.getByRole("main").getByLabel("Email address").count()).toBe(0);
      expect(posts).toEqual(["/newsletter"]);

      await page.reload();
      expect(posts).toEqual(["/newsletter"]);
      expect(await page.getByText("Welcome to the community!").count()).toBe(0);
      expect(await page.getByRole("main").getByLabel("Email address").count()).toBe(1);
      expect(await rowsByEmail("newsletter_subscriptions", email)).toHaveLength(1);
    });
  }

  it("keeps the typed address after an error", async () => {
    visitor = await openVisitor(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/faq");
    const newsletter = footerNewsletter(page);
    // The browser's own check would stop an address without "@"; this one passes it and fails ours.
    await newsletter.email.fill("trail@runner");
    await Promise.all([page.waitForNavigation(), newsletter.submit.click()]);
    expect(new URL(page.url()).pathname).toBe("/newsletter");
    const field = page.getByRole("main").getByLabel("Email address");
    expect(await field.inputValue()).toBe("trail@runner");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
  });
});
