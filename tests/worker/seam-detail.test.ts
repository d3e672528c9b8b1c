/**
 * Detail A of the resoleable shoe shows how one seam holds its outsole: the thread must join the
 * rubber rand to the outsole, so it enters on the rand's face where the side view draws the
 * stitch row, leaves the rand straight into the outsole (never through bare foam), and comes out
 * in the tread clear of the lugs, where a cobbler can reach it to unpick it.
 */
import { describe, expect, it } from "vitest";
import { seamSection } from "~/components/art/seam-detail";
import { RAND_HEIGHT } from "~/components/art/shoe-elevation";
import { circularCase } from "~/content/cases";

describe("the seam in detail A", () => {
  const section = seamSection(circularCase.spec);
  const {
    seam: { entry, exit },
  } = section;
  /** The seam's x where it reaches height h, mm. */
  const xAt = (h: number) => entry[0] + ((exit[0] - entry[0]) * (entry[1] - h)) / (entry[1] - exit[1]);

  it("enters on the rand's face at the stitch row's height", () => {
    expect(entry[0]).toBe(section.randWall[1]);
    expect(entry[1]).toBeCloseTo(section.rubberTop + RAND_HEIGHT / 2, 5);
    expect(section.randTop - section.rubberTop).toBe(RAND_HEIGHT);
  });

  it("leaves the rand through its underside, into the outsole", () => {
    const x = xAt(section.rubberTop);
    expect(x).toBeGreaterThan(section.randWall[0]);
    expect(x).toBeLessThan(section.randWall[1]);
  });

  it("comes out in the tread, at least 1 mm clear of the edge and of every lug", () => {
    expect(exit[1]).toBe(circularCase.spec.lugDepth);
    expect(exit[0]).toBeLessThanOrEqual(-1);
    for (const [from, to] of section.lugs) {
      expect(exit[0] < from - 1 || exit[0] > to + 1, `exit at ${exit[0]} mm, lug root ${from}…${to} mm`).toBe(true);
    }
  });
});
