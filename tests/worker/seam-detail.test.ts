/**
 * Section A–A of the resoleable shoe shows how one seam holds its outsole: the thread must bind the
 * rubber rand, the midsole's foot and the outsole together. It enters on the rand's face where the
 * side view draws the stitch row, leaves the rand through its inner wall into the foam, enters the
 * outsole through its top, and comes out at the foot of a stitch channel in the tread, clear of
 * the lugs, where the ground does not wear it and a cobbler can reach it to unpick it.
 */
import { describe, expect, it } from "vitest";
import { atX } from "~/components/art/geometry";
import { profileLugRows } from "~/components/art/outsole-pattern";
import { SECTION_A_X, seamSection } from "~/components/art/seam-detail";
import { ARCH_ZONE, shoeGeometry } from "~/components/art/shoe-elevation";
import { circularCase } from "~/content/cases";

describe("the seam in section A–A", () => {
  const section = seamSection(circularCase.spec);
  const {
    seam: { entry, exit },
    randWall: [randInner, randOuter],
  } = section;
  /** The seam's height where it reaches x, mm. */
  const hAt = (x: number) => entry[1] + ((exit[1] - entry[1]) * (x - entry[0])) / (exit[0] - entry[0]);
  /** The seam's x where it reaches height h, mm. */
  const xAt = (h: number) => entry[0] + ((exit[0] - entry[0]) * (h - entry[1])) / (exit[1] - entry[1]);

  it("is taken where the side view stands on lugs, behind the lug-free arch", () => {
    expect(SECTION_A_X < ARCH_ZONE[0] || SECTION_A_X > ARCH_ZONE[1]).toBe(true);
    const cut = profileLugRows(circularCase.spec.build ?? "trainer", Boolean(circularCase.spec.logoPad)).filter(
      ({ x, reach: [behind, ahead] }) => x - behind < SECTION_A_X && SECTION_A_X < x + ahead,
    );
    expect(cut).toHaveLength(1);
  });

  it("enters on the rand's face at the height the side view draws the stitch row", () => {
    const { rubberTop, stitchRow } = shoeGeometry(circularCase.spec).curves;
    // SVG's y runs down: the stitch row's height above the rubber's top is the difference in y.
    const onSideView = atX(rubberTop, SECTION_A_X).p[1] - atX(stitchRow, SECTION_A_X).p[1];
    expect(onSideView).toBeGreaterThan(0);
    expect(entry[1] - section.rubberTop).toBeCloseTo(onSideView, 5);
    expect(entry[0]).toBe(randOuter);
  });

  it("leaves the rand through its inner wall, into the midsole's foot, then enters the outsole", () => {
    const atInnerWall = hAt(randInner);
    expect(atInnerWall).toBeGreaterThan(section.rubberTop);
    expect(atInnerWall).toBeLessThan(section.randTop);
    expect(xAt(section.rubberTop)).toBeLessThan(randInner);
  });

  it("comes out in the tread's stitch channel, at least 1 mm clear of the edge and of every lug", () => {
    const [from, to] = section.channel;
    expect(exit[0]).toBeGreaterThan(from);
    expect(exit[0]).toBeLessThan(to);
    expect(exit[1]).toBeGreaterThan(circularCase.spec.lugDepth);
    expect(exit[1]).toBeLessThan(section.rubberTop);
    expect(to).toBeLessThanOrEqual(-1);
    for (const [lugFrom, lugTo] of section.lugs) {
      expect(to < lugFrom - 1 || from > lugTo + 1, `channel ${from}…${to} mm, lug root ${lugFrom}…${lugTo} mm`).toBe(
        true,
      );
    }
  });
});
