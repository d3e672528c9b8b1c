/**
 * Journey: a visitor follows a link to one FAQ question (/faq#process-timeline) with JavaScript
 * off. The question opens on arrival, and the first question, open by default, closes; from
 * 1024 px the index beside the answers opens the question it names.
 */
import { describe, expect, it } from "vitest";
import { browserForFile, DESKTOP, type Visitor } from "./support";

const session = browserForFile();

/** The `open` state of each FAQ question, by its answer's id. */
function openQuestions(visitor: Visitor) {
  return visitor.page.$$eval('details[name="faq"]', (all) =>
    all.filter((d) => (d as HTMLDetailsElement).open).map((d) => d.querySelector("[id]")?.id),
  );
}

describe("FAQ deep link, JavaScript off", () => {
  it("/faq#process-timeline opens that question and shows its answer", async () => {
    const visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    await visitor.page.goto("/faq#process-timeline");
    await expect.poll(() => openQuestions(visitor)).toEqual(["process-timeline"]);
    const answer = visitor.page.locator("#process-timeline");
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  });

  it("without a fragment the first question is open", async () => {
    const visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    await visitor.page.goto("/faq");
    expect(await openQuestions(visitor)).toEqual(["minimum-order"]);
  });
});
