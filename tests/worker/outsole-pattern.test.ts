/**
 * The side view and the plan view of one outsole show the same lugs: the plan lays its lugs in
 * rows (outsole-pattern.ts) and the side view draws one lug in profile for each row that carries
 * lugs in the plan, over the row's reach; a heel logo pad leaves some heel rows bare in both.
 */
import { describe, expect, it } from "vitest";
import { lugRows, MIDFOOT_FLEX_ZONE, outsoleLugs, profileLugRows } from "~/components/art/outsole-pattern";
import { type ShoeBuild, shoeGeometry } from "~/components/art/shoe-elevation";

const BUILDS: readonly ShoeBuild[] = ["racer", "trainer", "mono-material"];

describe.each(BUILDS)("the %s build's lugs", (build) => {
  const rows = lugRows(build);

  it.each([false, true])(
    "stand in the side view where the plan view's rows of lugs stand (logo pad: %s)",
    (logoPad) => {
      const { lugs } = shoeGeometry({ heelStack: 30, forefootStack: 24, lugDepth: 5, build, logoPad });
      // The side view's lugs, each as the middle of its root along the sole: the path starts at the
      // root's heel-side corner and its relative moves end at the toe-side one.
      const sideMiddles = lugs.map((d) => {
        const [x0, , ...moves] = (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
        const x1 = x0 + moves.filter((_, i) => i % 2 === 0).reduce((sum, dx) => sum + dx, 0);
        return (x0 + x1) / 2;
      });
      // The plan view's lugs (pad filtered as the plan draws it), one middle per row.
      const planMiddles = [
        ...new Map(outsoleLugs(build, logoPad).map((lug) => [lug.row, (lug.x[0] + lug.x[1]) / 2])).values(),
      ].sort((a, b) => a - b);
      expect(planMiddles.length).toBeGreaterThan(8);
      expect(sideMiddles).toHaveLength(planMiddles.length);
      for (const [i, middle] of sideMiddles.entries()) {
        expect(Math.abs(middle - planMiddles[i]), `lug ${i + 1}`).toBeLessThan(1.5);
      }
    },
  );

  it("lose rows beside the logo pad only at the heel", () => {
    const carried = profileLugRows(build, true).map((row) => row.x);
    const bare = lugRows(build).filter((row) => !carried.includes(row.x));
    expect(bare.length).toBeGreaterThan(0);
    for (const { x } of bare) expect(x).toBeLessThan(MIDFOOT_FLEX_ZONE[0]);
  });

  it("leave the midfoot flex zone without a row and its grooves clear, and never run into the next row", () => {
    // The plan's two flex grooves run 10 mm inside the zone's edges.
    const grooves = [MIDFOOT_FLEX_ZONE[0] + 10, MIDFOOT_FLEX_ZONE[1] - 10];
    for (const { x, reach } of rows) {
      expect(x <= MIDFOOT_FLEX_ZONE[0] || x >= MIDFOOT_FLEX_ZONE[1], `row at ${x} mm`).toBe(true);
      expect(x + reach[1] < grooves[0] || x - reach[0] > grooves[1], `row at ${x} mm`).toBe(true);
    }
    for (let i = 1; i < rows.length; i++) {
      const before = rows[i - 1];
      const after = rows[i];
      expect(after.x - after.reach[0], `rows at ${before.x} and ${after.x} mm`).toBeGreaterThan(
        before.x + before.reach[1],
      );
    }
  });

  it("brake at the heel: reversed chevrons behind the flex zone, forward lugs ahead of it", () => {
    for (const { x, dir } of rows) expect(dir).toBe(x < MIDFOOT_FLEX_ZONE[0] ? -1 : 1);
  });
});
