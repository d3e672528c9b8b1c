/**
 * Accessibility audit against WCAG 2.2 AA, the target the accessibility statement names: axe-core
 * finds no violation of the WCAG 2.0/2.1/2.2 A and AA rules, nor of its best practices
 * (heading order, landmarks, one h1…), on any page at 390 and 1440 px, nor in the states a
 * page can be put in: the mobile menu open, a FAQ answer open, the contact form with every
 * error shown, the newsletter form's error without JavaScript, an article's share links
 * without JavaScript and a toast on screen. Pages also reflow at 320, 390 and 768 px (WCAG 1.4.10),
 * and no pill button wraps or clips its label there.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_PAGES,
  browserForFile,
  classSelector,
  DESKTOP,
  footerNewsletter,
  MOBILE,
  openVisitor,
  sendEmptyContactForm,
  shortClassNames,
  toast,
  uniqueEmail,
  type Visitor,
  visit,
} from "./support";

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const session = browserForFile();

/**
 * Decorative SVG art (aria-hidden) lies under much of the text, and the fixed header over
 * it; axe cannot measure contrast there and sets those nodes aside as "incomplete". This
 * style takes both out of the way for a second, contrast-only pass, so that text is
 * measured against the surface it sits on (the art is faint line work).
 */
const artHidingStyle = () =>
  `svg[aria-hidden='true'] { display: none !important } header${classSelector("fixed")} { position: absolute !important }`;

/** Describes axe's violations with the elements they were found on, so a failure reads as a to-do list. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"], note = ""): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact})${note}: ${v.help}\n${v.nodes
        .map((n) => `    ${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`)
        .join("\n")}`,
  );
}

/**
 * Runs axe on the page as it is now (fonts loaded). Unless told not to, contrast is measured
 * in a contrast-only pass without the art instead (see artHidingStyle), which measures all text,
 * including the text axe would set aside over the art. Empty when the page passes.
 * Legacy mode runs axe in the page alone (the site has no frames), without the blank helper
 * page the default mode opens for every audit; with only violations collected in full,
 * that keeps an audit well under a second.
 */
async function axeViolations(page: Page, { withoutArt = true } = {}): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const axe = () => new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
  if (!withoutArt) return describeViolations((await axe().withTags(AXE_TAGS).analyze()).violations);
  // Contrast is measured once, in the pass below, where every text is measured against its surface.
  const full = await axe().withTags(AXE_TAGS).disableRules(["color-contrast"]).analyze();
  const style = await page.addStyleTag({ content: artHidingStyle() });
  try {
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("header") as Element).position)).toBe(
      "absolute",
    );
    const contrast = await axe().withRules(["color-contrast"]).analyze();
    return [...describeViolations(full.violations), ...describeViolations(contrast.violations, " without the art")];
  } finally {
    await style.evaluate((el) => (el as Element).remove());
  }
}

/**
 * Audits a page shown without JavaScript. axe runs inside the page, which such a page does
 * not allow, so the document as rendered (scripts left out) is opened again at the same
 * address in a page that runs scripts, with the site's own stylesheets and fonts.
 */
async function axeViolationsWithoutJs(page: Page): Promise<string[]> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const replay = await session.visitor({ viewport: page.viewportSize() ?? DESKTOP });
  try {
    await replay.page.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await replay.page.goto(url);
    return await axeViolations(replay.page);
  } finally {
    await replay.close();
  }
}

/** Pages audited at once at each width: axe runs in each page's own renderer, so two use both cores. */
const PAGES_AT_ONCE = 2;

describe.each([
  ["390 px", MOBILE],
  ["1440 px", DESKTOP],
] as const)("every page at %s", (_, viewport) => {
  // PAGES_AT_ONCE visitors at this width, each lent to one test at a time.
  const idle: Visitor[] = [];
  const waiting: ((visitor: Visitor) => void)[] = [];
  const all: Visitor[] = [];
  const borrow = () => idle.pop() ?? new Promise<Visitor>((resolve) => waiting.push(resolve));
  const giveBack = (visitor: Visitor) => {
    const next = waiting.shift();
    if (next) next(visitor);
    else idle.push(visitor);
  };
  beforeAll(async () => {
    for (let i = 0; i < PAGES_AT_ONCE; i++) all.push(await openVisitor(session.browser(), { viewport }));
    idle.push(...all);
  });
  afterAll(async () => {
    await Promise.all(all.map((visitor) => visitor.close()));
  });

  // The contrast pass without the art runs at 390 px, where the art lies under the most text.
  it.concurrent.for(ALL_PAGES)("%s (%s) has no axe violation", async ([, path], { expect }) => {
    const visitor = await borrow();
    try {
      await visit(visitor, path);
      expect(await axeViolations(visitor.page, { withoutArt: viewport === MOBILE })).toEqual([]);
    } finally {
      giveBack(visitor);
    }
  });
});

describe("states", () => {
  let visitor: Visitor;

  it("the mobile menu, open at 390 px", async () => {
    visitor = await session.visitor({ viewport: MOBILE });
    const { page } = visitor;
    await visit(visitor, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByLabel("Menu", { exact: true }).click();
    await nav.getByRole("link", { name: "About", exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.for([
    ["390 px", MOBILE],
    ["1440 px", DESKTOP],
  ] as const)("a FAQ answer, open at %s", async ([, viewport]) => {
    visitor = await session.visitor({ viewport });
    const { page } = visitor;
    await visit(visitor, "/faq");
    // The first answer is open on arrival: open the sixth (size ranges, with a table).
    const item = page.locator("details[name=faq]").nth(5);
    await item.locator("summary").click();
    await expect.poll(() => item.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.for([
    ["390 px", MOBILE],
    ["1440 px", DESKTOP],
  ] as const)("the contact form with every error shown, at %s", async ([, viewport]) => {
    visitor = await session.visitor({ viewport });
    await sendEmptyContactForm(visitor);
    expect(await axeViolations(visitor.page)).toEqual([]);
  });

  it("the contact form with every error shown, without JavaScript", async () => {
    visitor = await session.visitor({ viewport: MOBILE, javaScriptEnabled: false });
    await sendEmptyContactForm(visitor);
    expect(await axeViolationsWithoutJs(visitor.page)).toEqual([]);
  });

  it("the newsletter form's error, without JavaScript", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/newsletter");
    // The browser's own check lets this through; the schema wants a dot in the domain.
    const form = page.getByRole("main").getByRole("form", { name: "Subscribe" });
    await form.getByLabel("Email address").fill("ada@summit-trail");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByText("Invalid email address", { exact: true }).waitFor();
    expect(await form.getByLabel("Email address").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolationsWithoutJs(page)).toEqual([]);
  });

  it("an article's share links, without JavaScript", async () => {
    visitor = await session.visitor({ viewport: MOBILE, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/blog/midsole-breakdown");
    await page.getByRole("link", { name: "LinkedIn" }).first().waitFor();
    expect(await axeViolationsWithoutJs(page)).toEqual([]);
  });

  it.for([
    ["390 px", MOBILE],
    ["1440 px", DESKTOP],
  ] as const)("a toast, after subscribing, at %s", async ([, viewport]) => {
    visitor = await session.visitor({ viewport });
    const { page } = visitor;
    // Toasts need the framework, and only /contact hydrates; document pages answer with a page.
    await visit(visitor, "/contact");
    const newsletter = footerNewsletter(page);
    await newsletter.email.fill(uniqueEmail("a11y"));
    await newsletter.submit.click();
    await toast(page, "Welcome to the community!").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * Pill buttons and links: the button shortcuts (`btn`, `btn-*`) and every rounded-full link or
 * button, such as the blog's category filter.
 */
const PILLS = `:is(a, button):is(${Object.keys(shortClassNames())
  .filter((name) => name === "btn" || name.startsWith("btn-") || name === "rounded-full")
  .map(classSelector)
  .join(", ")})`;

describe("reflow (WCAG 1.4.10) and pill buttons", () => {
  it.for([320, 390, 768])(
    "at %i px no page scrolls sideways, and no pill button wraps or clips its label",
    async (width) => {
      const visitor = await session.visitor({ viewport: { width, height: 800 } });
      try {
        const problems: string[] = [];
        for (const [, path] of ALL_PAGES) {
          await visit(visitor, path);
          const found = await visitor.page.evaluate((selector) => {
            const out: string[] = [];
            const scrollWidth = document.documentElement.scrollWidth;
            if (scrollWidth > window.innerWidth) out.push(`scrolls sideways: ${scrollWidth} px`);
            for (const pill of document.querySelectorAll<HTMLElement>(selector)) {
              if (pill.getClientRects().length === 0) continue; // not shown at this width
              const label = pill.textContent?.trim() ?? "";
              if (!label) continue;
              // One line: the boxes of its visible text (text for screen readers only sits in a
              // 1 px box and does not count) all overlap vertically; a smaller badge beside the
              // label sits inside the label's line.
              const rects: DOMRect[] = [];
              const walker = document.createTreeWalker(pill, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const box = node.parentElement?.getBoundingClientRect();
                if (!node.textContent?.trim() || !box || box.width <= 1 || box.height <= 1) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
              }
              let lines = 0;
              let lineBottom = Number.NEGATIVE_INFINITY;
              for (const rect of rects.sort((a, b) => a.top - b.top)) {
                if (rect.top >= lineBottom - 1) {
                  lines++;
                  lineBottom = rect.bottom;
                } else lineBottom = Math.max(lineBottom, rect.bottom);
              }
              if (lines > 1) out.push(`"${label}" wraps onto ${lines} lines`);
              if (pill.scrollWidth > pill.clientWidth + 1) out.push(`"${label}" is clipped`);
            }
            return out;
          }, PILLS);
          problems.push(...found.map((problem) => `${path}: ${problem}`));
        }
        expect(problems).toEqual([]);
      } finally {
        await visitor.close();
      }
    },
  );
});

describe("article tables on a phone", () => {
  it("at 390 px every table row is a card: each cell in view, each after the first under its column's heading, empty cells left out; a table of short cells stays a table that fits", async () => {
    const visitor = await session.visitor({ viewport: { width: 390, height: 800 } });
    try {
      const problems: string[] = [];
      let cells = 0;
      let compactTables = 0;
      for (const [, path] of ALL_PAGES.filter(([, p]) => p.startsWith("/blog/"))) {
        await visit(visitor, path);
        const found = await visitor.page.evaluate(
          ([body, table, compactTable]) => {
            const out: string[] = [];
            let count = 0;
            // A compact table (every cell short) keeps its header row and fits its box: nothing
            // to scroll sideways, every cell inside the viewport.
            const compact = [...document.querySelectorAll<HTMLElement>(`${body} ${compactTable}`)];
            for (const box of compact) {
              const head = box.querySelector("thead")?.getBoundingClientRect();
              if (!head || head.height < 10) out.push("a compact table hides its header row");
              if (box.scrollWidth > box.clientWidth + 1) out.push("a compact table scrolls sideways");
              for (const td of box.querySelectorAll<HTMLElement>("td")) {
                const cell = td.getBoundingClientRect();
                if (cell.left < 0 || cell.right > window.innerWidth)
                  out.push(`"${td.textContent}" is outside the viewport`);
              }
            }
            for (const td of document.querySelectorAll<HTMLElement>(`${body} ${table}:not(${compactTable}) td`)) {
              count++;
              const box = td.getBoundingClientRect();
              const text = td.textContent?.trim().slice(0, 30) ?? "";
              // An empty cell is left out of the card: a heading with no value under it says nothing.
              if (text === "") {
                if (box.height > 0) out.push(`an empty cell under "${td.dataset.label}" takes a row of its card`);
                continue;
              }
              if (box.left < 0 || box.right > window.innerWidth) out.push(`"${text}" is outside the viewport`);
              if (td.scrollWidth > td.clientWidth + 1) out.push(`"${text}" is clipped`);
              // The first cell names the row (the card's title); every other shows its column's heading.
              const label = getComputedStyle(td, "::before").content;
              const titled = td.previousElementSibling === null || label === `"${td.dataset.label}"`;
              if (!td.dataset.label || !titled) out.push(`"${text}" shows no column heading`);
            }
            return { out, count, compact: compact.length };
          },
          [
            classSelector("article-body"),
            classSelector("article-table"),
            classSelector("article-table-compact"),
          ] as const,
        );
        cells += found.count;
        compactTables += found.compact;
        problems.push(...found.out.map((problem) => `${path}: ${problem}`));
      }
      expect(cells).toBeGreaterThan(20);
      expect(compactTables).toBeGreaterThanOrEqual(2);
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
