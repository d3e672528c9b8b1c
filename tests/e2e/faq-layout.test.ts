/**
 * The FAQ's closed questions as a reader scans them: at a phone's, a tablet's and a desktop's
 * width, each question takes the row between its number and its button, and its one-line answer
 * starts under the question's first letter. A grid that lost its columns once squeezed the
 * questions into a sliver beside the button at 768 and 1440 px.
 */
import { describe, expect, it } from "vitest";
import { browserForFile, DESKTOP, MOBILE } from "./support";

const session = browserForFile();

const WIDTHS = [MOBILE, { width: 768, height: 1024 }, DESKTOP];

describe("FAQ questions, closed", () => {
  it.each(WIDTHS)("at $width px each question fills its row and its short answer starts under it", async (viewport) => {
    const visitor = await session.visitor({ viewport, javaScriptEnabled: false });
    await visitor.page.goto("/faq");
    const rows = await visitor.page.$$eval('details[name="faq"]:not([open]) > summary', (summaries) =>
      summaries.map((summary) => {
        const [number, question, button, inShort] = [...summary.children].map((el) => el.getBoundingClientRect());
        return {
          text: summary.children[1]?.textContent ?? "",
          questionShare: question.width / summary.getBoundingClientRect().width,
          questionBetween: question.left > number.right && question.right <= button.left,
          inShortOffset: Math.abs(inShort.left - question.left),
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.questionShare, row.text).toBeGreaterThan(0.5);
      expect(row.questionBetween, row.text).toBe(true);
      expect(row.inShortOffset, row.text).toBeLessThan(1);
    }
  });
});
