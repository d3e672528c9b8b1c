/**
 * Every page's largest contentful paint is text on a phone (a heading, a lead, or on the legal
 * pages the first paragraph), on screen with the document. No drawing, texture or other image may become the LCP element, since an image
 * arrives at least a round trip after the text (Largest Contentful Paint, W3C: an entry with an
 * empty `url` is text).
 */
import { describe, expect, it } from "vitest";
import { ALL_PAGES, browserForFile, MOBILE } from "./support";

const session = browserForFile();

describe("largest contentful paint", () => {
  it.each(ALL_PAGES)("%s (%s): the LCP element is text", async (_name, path) => {
    const visitor = await session.visitor({ viewport: MOBILE });
    await visitor.page.goto(path, { waitUntil: "load" });
    // Let every image near the first screen load and paint: a late candidate would replace the text.
    await visitor.page.waitForTimeout(300);
    const entries = await visitor.page.evaluate(
      () =>
        new Promise<{ tag: string; url: string }[]>((resolve) =>
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((e) => {
                const entry = e as PerformanceEntry & { element: Element | null; url: string };
                return { tag: entry.element?.tagName.toLowerCase() ?? "", url: entry.url };
              }),
            ),
          ).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    const last = entries.at(-1);
    expect(last, "an LCP entry").toBeDefined();
    expect(last, `the LCP element, <${last?.tag}>, is text`).toMatchObject({ url: "" });
  });
});
