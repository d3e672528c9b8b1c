/**
 * HTML conformance: every page, as the Worker renders it, passes html-validate's recommended
 * rules. Only React's own output style is allowed, all of it valid HTML: self-closed void
 * elements (`<meta/>`), SVG attribute case, boolean attributes written `required=""`, and the ids
 * React generates (`_R_1_`, streaming markers `S:0`), which HTML allows (any id without spaces).
 * Inline style is allowed for one purpose only: placing data on a scale (a timeline bar's `left`
 * and `width`, a landmark's `left` on the elevation profile), which no class can express.
 */
import { SELF } from "cloudflare:test";
import { HtmlValidate, StaticConfigLoader } from "html-validate/browser";
import { describe, expect, it } from "vitest";
import { articles } from "~/lib/articles";
import { allPagePaths } from "~/lib/site-index";

const validator = new HtmlValidate(
  new StaticConfigLoader({
    extends: ["html-validate:recommended"],
    rules: {
      // React writes void elements as <meta/> and <br/>.
      "void-style": "off",
      "no-self-closing": "off",
      // React writes some attributes in camelCase in SVG (viewBox, strokeWidth as stroke-width…).
      "attr-case": "off",
      // React renders boolean attributes as required="" and hidden="".
      "attribute-boolean-style": "off",
      "attribute-empty-style": "off",
      // HTML allows any id without whitespace; React's useId and streaming markers rely on that.
      "valid-id": ["error", { relaxed: true }],
      // Positions computed from data stay inline: a timeline bar's left and width, a landmark's
      // left, an altitude line's top, an altitude band's top and height.
      "no-inline-style": ["error", { allowedProperties: ["left", "top", "width", "height"] }],
      // Every title ends with the brand ("| Alpine Last"); the longest article title (59
      // characters) with it is 73, so the limit is 75 rather than the rule's default 70.
      "long-title": ["error", { maxlength: 75 }],
    },
  }),
);

/** Every problem in a document, one line each: "rule: message (line:column)". */
async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `${m.line}:${m.column}`})`),
  );
}

const paths = [
  ...allPagePaths(articles.map((a) => a.slug)),
  "/blog?category=Sustainability",
  "/this-trail-does-not-exist",
];

describe("html-validate, recommended rules", () => {
  it("reports a seeded problem (aria-label on an element that cannot carry it)", async () => {
    const found = await problems(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><span aria-label="x">y</span></body></html>',
    );
    expect(found.join("\n")).toMatch(/aria-label-misuse/);
  });

  it.each(paths)("%s is valid", async (path) => {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    expect(await problems(html)).toEqual([]);
  });
});
