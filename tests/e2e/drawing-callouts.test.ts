/**
 * The callouts of the technical drawings (dimensions, layer names, girths) are text a brand
 * owner reads: on every page, at a phone's, a tablet's and a desktop's width, each is at least
 * 11 px tall, stays inside its drawing and touches no other. Inline drawings are measured in the
 * page, in the first visit's system face and in the display face of every later visit; drawings
 * shown as <img> are opened on their own at the width the page shows them, since an image's
 * text size follows the image's width (its own style grows callouts up to 480 px wide). Drawing files
 * set their labels in the system face only (scripts/art-files.tsx).
 * A brand's mark printed on a drawn shoe (`.print-marks`) is artwork at the shoe's scale, not a
 * callout, and its caption names every zone in text: it must stay inside its drawing and clear of
 * the callouts, but may be smaller.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ALL_PAGES, browserForFile, classSelector } from "./support";

const session = browserForFile();

/** Smallest callout height a reader can rely on, in CSS pixels. */
const MIN_CALLOUT_PX = 11;

/**
 * Problems with the callouts of every drawing in the page: too small, outside its drawing, or
 * overlapping another. Inline drawings are `svg.drawing`; a standalone drawing file is the root <svg>.
 */
function calloutProblems(page: Page, minPx: number): Promise<string[]> {
  return page.evaluate(
    ([min, drawing]) => {
      const out: string[] = [];
      const drawings = [...document.querySelectorAll<SVGSVGElement>(`svg${drawing}`)];
      if (document.documentElement instanceof SVGSVGElement) drawings.push(document.documentElement);
      for (const svg of drawings) {
        const frame = svg.getBoundingClientRect();
        // A label the drawing leaves out at this size (display: none) has no box to read or to collide.
        const texts = [...svg.querySelectorAll("text")].filter(
          (t) => t.textContent?.trim() && t.getBoundingClientRect().width > 0,
        );
        if (frame.width === 0 || texts.length === 0) continue;
        const scale = frame.width / svg.viewBox.baseVal.width;
        const boxes = texts.map((t) => ({
          label: t.textContent?.trim() ?? "",
          px: Number.parseFloat(getComputedStyle(t).fontSize) * scale,
          mark: t.matches(".print-marks > text"),
          box: t.getBoundingClientRect(),
        }));
        for (const { label, px, box, mark } of boxes) {
          if (px < min && !mark) out.push(`"${label}" is ${px.toFixed(1)} px`);
          const inside =
            box.left >= frame.left - 0.5 &&
            box.right <= frame.right + 0.5 &&
            box.top >= frame.top - 0.5 &&
            box.bottom <= frame.bottom + 0.5;
          if (!inside) out.push(`"${label}" leaves its drawing`);
        }
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, b] = [boxes[i].box, boxes[j].box];
            const overlap =
              a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
            if (overlap) out.push(`"${boxes[i].label}" overlaps "${boxes[j].label}"`);
          }
        }
      }
      return out;
    },
    [minPx, classSelector("drawing")] as const,
  );
}

/**
 * Sets the page's display-face text in the display face itself, as a returning visitor sees it.
 * The site's own rule for the face is `font-display: optional`, which a page that did not have the
 * font at its first paint never swaps in; so the face is loaded here from the rule's own file, under
 * a name of its own, and put in the `--font-display` custom property the site's CSS reads.
 * @throws Error when the page has no rule for the display face, or its file does not load
 */
async function showDisplayFace(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((r): r is CSSFontFaceRule => r instanceof CSSFontFaceRule && r.style.fontFamily.includes("Sora"));
    const src = rule?.style.getPropertyValue("src");
    if (!src) throw new Error("The page has no @font-face rule for the display face");
    const face = new FontFace("Display face under test", src, { weight: "500 800" });
    document.fonts.add(await face.load());
    document.documentElement.style.setProperty("--font-display", '"Display face under test", sans-serif');
  });
}

describe("drawing callouts", () => {
  it.each([390, 768, 1440])(
    "at %i px are legible, inside their drawing and apart, on every page",
    async (width) => {
      const visitor = await session.visitor({ viewport: { width, height: 900 } });
      const problems: string[] = [];
      /** Drawing files and each box the pages show them in, as "src widthxheight". */
      const shownFiles = new Set<string>();
      for (const [, path] of ALL_PAGES) {
        await visitor.page.goto(path, { waitUntil: "domcontentloaded" });
        // Sections below the first screen skip layout until they near the viewport.
        await visitor.page.addStyleTag({ content: "*{content-visibility:visible!important}" });
        problems.push(...(await calloutProblems(visitor.page, MIN_CALLOUT_PX)).map((p) => `${path}: ${p}`));
        // A returning visitor's page sets headings and inline callouts in the display face, whose
        // letters run wider than the first visit's system face: measure the callouts in it too.
        await showDisplayFace(visitor.page);
        problems.push(
          ...(await calloutProblems(visitor.page, MIN_CALLOUT_PX)).map((p) => `${path} (display face): ${p}`),
        );
        const shown = await visitor.page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('img[src^="/art/"]')].map((img) => {
            const box = img.getBoundingClientRect();
            return `${img.getAttribute("src")} ${Math.round(box.width)}x${Math.round(box.height)}`;
          }),
        );
        for (const file of shown) shownFiles.add(file);
      }
      expect(shownFiles.size).toBeGreaterThan(5);
      // An image's drawing is fitted into its box as a standalone document is fitted into the window.
      for (const file of shownFiles) {
        const [src, size] = file.split(" ");
        const [boxWidth, boxHeight] = size.split("x").map(Number);
        if (boxWidth === 0 || boxHeight === 0) continue;
        await visitor.page.setViewportSize({ width: boxWidth, height: boxHeight });
        await visitor.page.goto(src, { waitUntil: "domcontentloaded" });
        problems.push(...(await calloutProblems(visitor.page, MIN_CALLOUT_PX)).map((p) => `${src} in ${size}: ${p}`));
      }
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
