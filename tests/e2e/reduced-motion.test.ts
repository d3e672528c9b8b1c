/**
 * Motion respects `prefers-reduced-motion` (WCAG 2.3.3): for a visitor who asks
 * for reduced motion, no CSS transition or animation lasts longer than 0.01 ms, on load,
 * on hover, with the mobile menu and a FAQ answer open, and while a toast comes in.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, footerNewsletter, MOBILE, toast, uniqueEmail, type Visitor, visit } from "./support";

/** What the reduced-motion rule in app/styles/base.css allows, in ms (with rounding room). */
const MAX_MS = 0.0101;

let visitor: Visitor | undefined;

const session = browserForFile();

type Motion = {
  /** The longest transition or animation duration any element or pseudo-element declares. */
  longest: { ms: number; where: string };
  /** Animations and transitions running now (Web Animations API) that last longer than MAX_MS. */
  running: string[];
};

/** The motion the page declares and runs right now. */
function motion(page: Page): Promise<Motion> {
  return page.evaluate((maxMs) => {
    const toMs = (value: string) =>
      value
        .split(",")
        .map((v) => v.trim())
        .map((v) => (v.endsWith("ms") ? Number.parseFloat(v) : Number.parseFloat(v) * 1000))
        .filter((ms) => Number.isFinite(ms));
    let longest = { ms: 0, where: "" };
    for (const el of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(el, pseudo);
        for (const [kind, value] of [
          ["transition", style.transitionDuration],
          ["animation", style.animationDuration],
        ]) {
          for (const ms of toMs(value)) {
            if (ms > longest.ms) {
              longest = {
                ms,
                where: `${kind} on ${el.tagName.toLowerCase()}${pseudo ?? ""}.${String(el.className).slice(0, 60)}`,
              };
            }
          }
        }
      }
    }
    const running = document
      .getAnimations()
      .map((a) => ({ a, ms: Number(a.effect?.getTiming().duration) || 0 }))
      .filter(({ ms }) => ms > maxMs)
      .map(
        ({ a, ms }) =>
          `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.id}: ${ms} ms`,
      );
    return { longest, running };
  }, MAX_MS);
}

describe("prefers-reduced-motion", () => {
  it("reduce: no transition or animation over 0.01 ms, through hover, menu, FAQ and a toast", async () => {
    visitor = await session.visitor({ viewport: MOBILE, reducedMotion: "reduce" });
    const { page } = visitor;
    const expectStill = async (when: string) => {
      const { longest, running } = await motion(page);
      expect(longest.ms, `${when}: ${longest.where}`).toBeLessThanOrEqual(MAX_MS);
      expect(running, when).toEqual([]);
    };

    await visit(visitor, "/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await expectStill("on load");

    await page.getByRole("main").getByRole("link", { name: "Start Your Project" }).first().hover();
    await expectStill("hovering a button");

    await page.getByRole("navigation", { name: "Main" }).getByLabel("Menu", { exact: true }).click();
    await expectStill("with the menu open");
    await page.keyboard.press("Escape");

    await visit(visitor, "/faq");
    await page.locator('details[name="faq"] summary').nth(1).click();
    await expectStill("opening a FAQ answer");

    // Toasts need React: /contact is the page that hydrates.
    await visit(visitor, "/contact");
    const newsletter = footerNewsletter(page);
    await newsletter.email.fill(uniqueEmail("motion"));
    await newsletter.submit.click();
    await toast(page, "Welcome to the community!").waitFor();
    await expectStill("as the toast comes in");
    expect(visitor.errors).toEqual([]);
  });

  it("no preference: the same page does move (the check above measures something)", async () => {
    visitor = await session.visitor({ viewport: MOBILE, reducedMotion: "no-preference" });
    const { page } = visitor;
    await visit(visitor, "/");
    const { longest } = await motion(page);
    expect(longest.ms).toBeGreaterThanOrEqual(150);
  });
});
