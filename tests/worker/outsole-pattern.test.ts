/**
 * The side view and the plan view of one outsole show the same lugs: the plan lays its lugs in
 * rows (outsole-pattern.ts) and the side view draws one lug in profile for each row that carries
 * lugs in the plan, over the row's reach; a heel logo pad leaves some heel rows bare in both.
 */
import { describe, expect, it } from "vitest";
import {
  ARCH_ZONE,
  FLEX_GROOVE,
  LOGO_PAD,
  lineXAt,
  lugRows,
  outsoleLugs,
  profileLugRows,
} from "~/components/art/outsole-pattern";
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

  it.each([false, true])(
    "lose a row, if any, only beside the logo pad or on the flex groove (logo pad: %s)",
    (logoPad) => {
      const carried = profileLugRows(build, logoPad).map((row) => row.x);
      const bare = lugRows(build).filter((row) => !carried.includes(row.x));
      const [groove0, groove1] = FLEX_GROOVE.map(([x]) => x);
      for (const { x } of bare)
        expect((logoPad && x < ARCH_ZONE[0]) || (x >= groove0 - 8.5 && x <= groove1 + 8.5), `row at ${x} mm`).toBe(
          true,
        );
    },
  );

  it("brake on both sides of a logo pad and stay clear of it", () => {
    const beside = outsoleLugs(build, true).filter((l) => l.x[1] >= LOGO_PAD.x[0] && l.x[0] <= LOGO_PAD.x[1]);
    for (const l of beside) expect(l.y[1] < LOGO_PAD.y[0] || l.y[0] > LOGO_PAD.y[1], `lug at ${l.row} mm`).toBe(true);
    expect(beside.filter((l) => l.y[1] < LOGO_PAD.y[0]).length).toBeGreaterThan(2);
    expect(beside.filter((l) => l.y[0] > LOGO_PAD.y[1]).length).toBeGreaterThan(2);
  });

  it.each([false, true])("leave the forefoot's flex groove along the ball line clear (logo pad: %s)", (logoPad) => {
    const lugs = outsoleLugs(build, logoPad);
    for (const { x, y, row } of lugs) {
      const ends = y.map((across) => lineXAt(...FLEX_GROOVE, across));
      expect(Math.max(...ends) < x[0] || Math.min(...ends) > x[1], `lug at ${row} mm`).toBe(true);
    }
    // The groove runs through the forefoot's lugs, not behind or ahead of them all.
    expect(lugs.some((l) => l.x[1] < FLEX_GROOVE[0][0] && l.x[0] > ARCH_ZONE[1])).toBe(true);
    expect(lugs.some((l) => l.x[0] > FLEX_GROOVE[1][0])).toBe(true);
  });

  it("leave the lug-free arch without a row, and never run into the next row", () => {
    for (const { x } of rows) expect(x <= ARCH_ZONE[0] || x >= ARCH_ZONE[1], `row at ${x} mm`).toBe(true);
    for (let i = 1; i < rows.length; i++) {
      const before = rows[i - 1];
      const after = rows[i];
      expect(after.x - after.reach[0], `rows at ${before.x} and ${after.x} mm`).toBeGreaterThan(
        before.x + before.reach[1],
      );
    }
  });

  it("brake at the heel: reversed chevrons behind the arch, forward lugs ahead of it", () => {
    for (const { x, dir } of rows) expect(dir).toBe(x < ARCH_ZONE[0] ? -1 : 1);
  });
});
