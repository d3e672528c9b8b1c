/**
 * Journeys with the keyboard only (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 4.1.3), with JavaScript:
 * the skip link, a visible focus ring on every Tab stop, the top navigation and the mobile
 * menu, the FAQ accordion, the blog category filter, and both forms up to their toasts,
 * which are announced and can be reached and dismissed from the keyboard.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  browserForFile,
  CONTACT_READING,
  contactForm,
  DESKTOP,
  EMPTY_CONTACT_ERRORS,
  footerNewsletter,
  isFocused,
  linkHrefs,
  MOBILE,
  NAV_LINKS,
  rowsByEmail,
  toast,
  uniqueEmail,
  type Visitor,
  visit,
} from "./support";

let visitor: Visitor | undefined;

const session = browserForFile();

/**
 * Presses Tab (or Shift+Tab) until `target` has focus.
 * @returns how many presses it took
 * @throws when it is not reached within `max` presses
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${target} not reached with ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

type FocusStop = {
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  /** On screen and not hidden under something else, such as the fixed header (WCAG 2.4.11). */
  visible: boolean;
  /** Whether this element had focus before (during this page view). */
  again: boolean;
};

/**
 * Whether the focused element can be seen: one of its centre and four corners is on screen and
 * not under something else, such as the fixed header.
 */
function focusedIsShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ].some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && el.contains(hit);
    });
  });
}

/** The focused element, how its outline is drawn, and whether it can be seen. */
async function focusStop(page: Page): Promise<FocusStop | null> {
  const stop = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const w = window as unknown as { __focused?: WeakSet<Element> };
    w.__focused ??= new WeakSet();
    const again = w.__focused.has(el);
    w.__focused.add(el);
    const style = getComputedStyle(el);
    const name = (el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().replace(/\s+/g, " ")).slice(0, 50);
    return {
      element: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      again,
    };
  });
  if (!stop) return null;
  // The scroll that brings a focused element into view can land a frame after the key press
  // on a loaded machine: an element still off screen is looked at again after two frames.
  let visible = await focusedIsShown(page);
  if (!visible) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    visible = await focusedIsShown(page);
  }
  return { ...stop, visible };
}

/**
 * Tabs through a whole page, from the top until focus leaves the document or comes back
 * round, and lists every stop whose focus is not shown: no outline, an outline under
 * 2 px, or an element off screen or covered.
 * @returns the stops without a visible focus indicator, and how many stops there were
 */
async function stopsWithoutFocusRing(page: Page): Promise<{ missing: string[]; stops: number }> {
  let stops = 0;
  const missing: string[] = [];
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    if (!stop || stop.again) break;
    stops++;
    if (stop.outlineStyle === "none" || stop.outlineWidth < 2 || !stop.visible) {
      missing.push(`${stop.element}: outline ${stop.outlineStyle} ${stop.outlineWidth}px, on screen: ${stop.visible}`);
    }
  }
  return { missing, stops };
}

/**
 * Records what live regions say from now on (role status/alert or aria-live other than
 * off), as a screen reader would hear it.
 */
async function listenToLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    const live = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
    new MutationObserver(() => {
      for (const region of document.querySelectorAll(live)) {
        if (region.getAttribute("aria-live") === "off") continue;
        const text = (region.textContent ?? "").trim().replace(/\s+/g, " ");
        if (text && !heard.includes(text)) heard.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuToggle = (page: Page) => mainNav(page).getByLabel("Menu", { exact: true });
const menuIsOpen = (page: Page) => menuToggle(page).evaluate((el) => el.closest("details")?.open ?? false);
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

describe("keyboard only", () => {
  it("the skip link is the first Tab stop, is shown when focused, and moves focus to the main content", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    await visit(visitor, "/services");
    const skip = page.getByRole("link", { name: "Skip to content" });

    await page.keyboard.press("Tab");
    expect(await isFocused(skip)).toBe(true);
    const stop = await focusStop(page);
    expect(stop?.visible).toBe(true);
    expect(stop?.outlineStyle).not.toBe("none");
    expect(stop?.outlineWidth).toBeGreaterThanOrEqual(2);

    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    // The next stop is inside the main content, past the navigation.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    expect(visitor.errors).toEqual([]);
  });

  it.for([
    ["/", "1440 px", DESKTOP],
    ["/", "390 px", MOBILE],
    ["/faq", "1440 px", DESKTOP],
    ["/blog/midsole-breakdown", "390 px", MOBILE],
    ["/contact", "1440 px", DESKTOP],
  ] as const)("every Tab stop on %s at %s shows a focus ring of 2 px or more", async ([path, , viewport]) => {
    visitor = await session.visitor({ viewport });
    const { page } = visitor;
    await visit(visitor, path);
    const { missing, stops } = await stopsWithoutFocusRing(page);
    expect(stops).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it("at 1440 px: Tab through the navigation to Contact, Enter opens the contact page", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    await visit(visitor, "/");
    const names: string[] = [];
    const contact = mainNav(page).getByRole("link", { name: "Contact", exact: true });
    await page.keyboard.press("Tab"); // the skip link
    for (let i = 0; i < 10 && !(await isFocused(contact)); i++) {
      await page.keyboard.press("Tab");
      names.push(await page.evaluate(() => (document.activeElement?.textContent ?? "").trim()));
    }
    // The logo link first (its name is an aria-label), then the page links in order.
    expect(names.slice(1)).toEqual(NAV_LINKS);

    await page.keyboard.press("Enter");
    await page.waitForURL("**/contact");
    await page.getByRole("heading", { level: 1, name: "Contact us" }).waitFor();
    expect(await contact.getAttribute("aria-current")).toBe("page");
    expect(visitor.errors).toEqual([]);
  });

  it("at 390 px: the menu toggles with Enter and Space, Escape closes it and returns focus, Enter on a link navigates", async () => {
    visitor = await session.visitor({ viewport: MOBILE });
    const { page } = visitor;
    await visit(visitor, "/");
    const toggle = menuToggle(page);
    const about = mainNav(page).getByRole("link", { name: "About", exact: true });
    await tabTo(page, toggle, { max: 5 });
    expect((await focusStop(page))?.outlineWidth).toBeGreaterThanOrEqual(2);

    await page.keyboard.press("Enter");
    await expect.poll(() => menuIsOpen(page)).toBe(true);
    expect(await about.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => menuIsOpen(page)).toBe(false);

    await page.keyboard.press("Space");
    await expect.poll(() => menuIsOpen(page)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => menuIsOpen(page)).toBe(false);

    // Open, step into the links, Escape: closed, and focus is back on the toggle.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await isFocused(about)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menuIsOpen(page)).toBe(false);
    expect(await isFocused(toggle)).toBe(true);

    // Open again and choose Sustainability with the keyboard.
    await page.keyboard.press("Space");
    await tabTo(page, mainNav(page).getByRole("link", { name: "Sustainability", exact: true }), { max: 4 });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/sustainability");
    await expect.poll(() => menuIsOpen(page)).toBe(false);
    expect(visitor.errors).toEqual([]);
  });

  it("FAQ: Enter and Space on a question open and close it, and only one answer stays open", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    await visit(visitor, "/faq");
    const items = page.locator('details[name="faq"]');
    const openIds = () =>
      items.evaluateAll((list) => list.filter((d) => (d as HTMLDetailsElement).open).map((d) => d.id));
    const [first, second] = await items.evaluateAll((list) => list.map((d) => d.id));
    expect(await openIds()).toEqual([first]);

    await tabTo(page, items.nth(0).locator("summary"));
    await page.keyboard.press("Enter");
    await expect.poll(openIds).toEqual([]);
    await page.keyboard.press("Space");
    await expect.poll(openIds).toEqual([first]);

    // On to the second question (past the links inside the first answer): it opens alone.
    await tabTo(page, items.nth(1).locator("summary"), { max: 20 });
    await page.keyboard.press("Space");
    await expect.poll(openIds).toEqual([second]);
    await page.keyboard.press("Enter");
    await expect.poll(openIds).toEqual([]);

    // Back to the first with Shift+Tab.
    await tabTo(page, items.nth(0).locator("summary"), { back: true, max: 3 });
    await page.keyboard.press("Enter");
    await expect.poll(openIds).toEqual([first]);
    expect(visitor.errors).toEqual([]);
  });

  it("blog: the category filter links work with Enter and mark the current choice", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    await visit(visitor, "/blog");
    const filter = page.getByRole("navigation", { name: "Filter articles by category" });
    const all = filter.getByRole("link", { name: /^All\b/ });
    const design = filter.getByRole("link", { name: /^Design Process\b/ });
    const articles = page
      .getByRole("main")
      .getByRole("region", { name: /^(All articles|Articles in )/ })
      .getByRole("article");
    expect(await all.getAttribute("aria-current")).toBe("page");
    const total = await articles.count();

    await tabTo(page, design);
    await page.keyboard.press("Enter");
    await page.waitForURL(/[?&]category=Design(\+|%20)Process$/);
    await expect.poll(() => design.getAttribute("aria-current")).toBe("page");
    expect(await all.getAttribute("aria-current")).toBeNull();
    const filtered = await articles.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    // Focus stays on the chosen filter, so the next choice is a few key presses away.
    expect(await isFocused(design)).toBe(true);

    await tabTo(page, all, { back: true, max: 3 });
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/blog$/);
    await expect.poll(() => all.getAttribute("aria-current")).toBe("page");
    expect(await design.getAttribute("aria-current")).toBeNull();
    expect(await articles.count()).toBe(total);
    expect(visitor.errors).toEqual([]);
  });

  it("contact: an empty send lands on the first error; filled in with the keyboard it is sent and the toast is announced", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    await visit(visitor, "/contact");
    const form = contactForm(page);

    await tabTo(page, form.submit);
    await page.keyboard.press("Enter");
    await form.region.getByText(EMPTY_CONTACT_ERRORS.firstName, { exact: true }).waitFor();
    expect(await isFocused(form.firstName)).toBe(true);

    const email = uniqueEmail("keyboard-contact");
    await page.keyboard.type("Katherine");
    await page.keyboard.press("Tab");
    expect(await isFocused(form.lastName)).toBe(true);
    await page.keyboard.type("Johnson");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Orbit Trail Co");
    await page.keyboard.press("Tab");
    expect(await isFocused(form.projectType)).toBe(true);
    await page.keyboard.press("t"); // type-ahead: "Testing and validation" is the only option starting with T
    expect(await form.projectType.inputValue()).toBe("testing");
    await page.keyboard.press("Tab");
    expect(await isFocused(form.projectDetails)).toBe(true);
    await page.keyboard.type("Wet-rock grip tests for a 4 mm lug outsole.");

    const heard = await listenToLiveRegions(page);
    await tabTo(page, form.submit, { max: 6 });
    await page.keyboard.press("Enter");
    const notice = toast(page, "Thank you for your inquiry!");
    await notice.waitFor();
    await expect.poll(heard).toContainEqual(expect.stringContaining("Thank you for your inquiry!"));
    expect(await linkHrefs(notice)).toEqual(CONTACT_READING);
    // The confirmation panel takes the form's place and keyboard focus.
    const panel = page.getByRole("region", { name: "Thank you for your inquiry!" });
    await panel.waitFor();
    expect(await isFocused(panel)).toBe(true);
    expect(await rowsByEmail("contact_submissions", email)).toHaveLength(1);

    // F8 moves focus to the notifications; Tab reaches the toast, Escape dismisses it.
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    expect(await notifications(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
    expect((await focusStop(page))?.outlineWidth).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Escape");
    await notice.waitFor({ state: "detached" });
    expect(visitor.errors).toEqual([]);
  });

  it("newsletter: typed and sent with Enter; the welcome toast is announced, and its links and close button are reachable", async () => {
    visitor = await session.visitor({ viewport: MOBILE });
    const { page } = visitor;
    // Toasts need React: the footer form of /contact, the page that hydrates.
    await visit(visitor, "/contact");
    const field = footerNewsletter(page).email;

    await tabTo(page, field);
    await page.keyboard.type(uniqueEmail("keyboard-newsletter"));
    const heard = await listenToLiveRegions(page);
    await page.keyboard.press("Enter");
    const welcome = toast(page, "Welcome to the community!");
    await welcome.waitFor();
    await expect.poll(heard).toContainEqual(expect.stringContaining("Welcome to the community!"));
    await expect.poll(() => field.inputValue()).toBe("");

    await page.keyboard.press("F8");
    const close = welcome.getByRole("button", { name: "Dismiss notification" });
    await tabTo(page, welcome.getByRole("link").first(), { max: 3 });
    await tabTo(page, close, { max: 5 });
    await page.keyboard.press("Enter");
    await welcome.waitFor({ state: "detached" });
    expect(visitor.errors).toEqual([]);
  });
});
