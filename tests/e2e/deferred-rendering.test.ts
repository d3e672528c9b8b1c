/**
 * Parts of a page that are laid out and painted only near the viewport (`content-visibility:
 * auto`, CSS Containment Level 2: sections after the first, the footer, the blocks of a long
 * text) also get paint containment, which clips whatever paints outside their box. On every page,
 * at phone and desktop widths, each focusable element inside such a part must keep its whole
 * focus ring inside it: its box grown by the ring's width and offset (or, for an element in a box
 * that scrolls sideways, that box, which focus scrolls it into). Articles and legal pages
 * defer the blocks of their text, so on them the check must find blocks to look at.
 */
import { describe, expect, it } from "vitest";
import { ALL_PAGES, browserForFile, classSelector, DESKTOP, MOBILE } from "./support";

const session = browserForFile();

/**
 * How far a focus ring reaches outside its element, in CSS px: the site's focus rule draws a
 * 3 px outline 3 px out (the `:focus-visible` rule of app/styles/base.css).
 */
const FOCUS_RING_REACH = 6;

/** Pages whose main text is a long run of blocks (`.article-body`), which it defers. */
const LONG_TEXTS = ALL_PAGES.filter(
  ([name]) => name.startsWith("article ") || ["privacy", "terms", "cookies", "accessibility"].includes(name),
);

type Deferred = { parts: number; textBlocks: number; clipped: string[] };

describe("parts rendered near the viewport", () => {
  it.each(ALL_PAGES)("%s (%s): no focus ring is clipped by one", async (name, path) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await session.visitor({ viewport, javaScriptEnabled: false });
      await page.goto(path);
      const found: Deferred = await page.evaluate(
        ([reach, articleBody]) => {
          const focusable =
            ':is(a[href], button, input, select, textarea, summary, [tabindex]):not([tabindex="-1"], [disabled])';
          const parts = Array.from(document.querySelectorAll("body *")).filter(
            (el) => getComputedStyle(el).contentVisibility === "auto",
          );
          // Measured as rendered: a part that is far from the viewport holds a placeholder size, and
          // near it, its own. Rendering every part changes no box, only when it is drawn.
          for (const part of parts) (part as HTMLElement).style.contentVisibility = "visible";
          const clipped: string[] = [];
          for (const part of parts) {
            // Paint containment clips to the padding box: the border box less the borders.
            const box = part.getBoundingClientRect();
            const style = getComputedStyle(part);
            const edge = {
              left: box.left + Number.parseFloat(style.borderLeftWidth),
              right: box.right - Number.parseFloat(style.borderRightWidth),
              top: box.top + Number.parseFloat(style.borderTopWidth),
              bottom: box.bottom - Number.parseFloat(style.borderBottomWidth),
            };
            for (const el of Array.from(part.querySelectorAll(focusable))) {
              const own = el.getBoundingClientRect();
              if (own.width === 0 && own.height === 0) continue; // not rendered: a closed panel, a hidden control
              // Inside a box that scrolls (About's team row on a phone), focus scrolls the element
              // into that box's view and the box clips the rest: the box must fit in the part.
              let scroller = el.parentElement;
              while (scroller && scroller !== part && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) {
                scroller = scroller.parentElement;
              }
              const box = scroller !== part ? scroller : null;
              const ring = box ? box.getBoundingClientRect() : own;
              const grow = box ? 0 : reach;
              const outside =
                ring.left - grow < edge.left - 0.5 ||
                ring.right + grow > edge.right + 0.5 ||
                ring.top - grow < edge.top - 0.5 ||
                ring.bottom + grow > edge.bottom + 0.5;
              if (outside) {
                const label = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
                clipped.push(
                  `${el.tagName.toLowerCase()} "${label}" in ${part.tagName.toLowerCase()}.${part.className}`,
                );
              }
            }
          }
          const textBlocks = parts.filter((part) => part.parentElement?.matches(articleBody)).length;
          return { parts: parts.length, textBlocks, clipped };
        },
        [FOCUS_RING_REACH, classSelector("article-body")] as const,
      );
      expect(found.clipped, `${name} at ${viewport.width} px`).toEqual([]);
      if (LONG_TEXTS.some(([, longPath]) => longPath === path)) {
        expect(found.textBlocks, `${name} at ${viewport.width} px defers blocks of its text`).toBeGreaterThan(0);
      }
    }
  });
});
