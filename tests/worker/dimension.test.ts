/**
 * A dimension's arrowheads: each a closed triangle whose tip is the line's end and whose base
 * lies back along the line, inside the span it measures, so that across a part the heads stand
 * inside the part's outline.
 */
import { describe, expect, it } from "vitest";
import { arrowhead } from "~/components/art/dimension";
import type { Pt } from "~/components/art/geometry";

/** The corners of a closed path written as "M x y L x y L x y Z". */
function corners(d: string): Pt[] {
  expect(d).toMatch(/^M[^MZ]+Z$/);
  return d
    .slice(1, -1)
    .split("L")
    .map((pair) => pair.trim().split(" ").map(Number) as unknown as Pt);
}

describe("a dimension's arrowhead", () => {
  it.for([
    ["horizontal", [0, -60], [295, -60]],
    ["slanted, as the ball line runs", [210, -49], [236, 56]],
    ["vertical, as the heel's width runs", [45, -40], [45, 40]],
  ] as const)("on a %s line has its tip at the end and its base inside the span", ([, from, to]) => {
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const along = (p: Pt) => ((p[0] - from[0]) * (to[0] - from[0]) + (p[1] - from[1]) * (to[1] - from[1])) / length;
    const across = (p: Pt) => ((p[0] - from[0]) * (to[1] - from[1]) - (p[1] - from[1]) * (to[0] - from[0])) / length;

    const [tip, ...base] = corners(arrowhead(from, to));
    expect(tip[0]).toBeCloseTo(from[0], 1);
    expect(tip[1]).toBeCloseTo(from[1], 1);
    for (const corner of base) {
      expect(along(corner)).toBeGreaterThan(3);
      expect(along(corner)).toBeLessThan(length / 2);
    }
    // The two base corners stand either side of the line, the same distance out (to the 0.1 mm
    // the drawings round every point to).
    const [a, b] = base.map(across);
    expect(Math.sign(a)).toBe(-Math.sign(b));
    expect(Math.abs(Math.abs(a) - Math.abs(b))).toBeLessThan(0.15);

    const [farTip] = corners(arrowhead(to, from));
    expect(along(farTip)).toBeCloseTo(length, 1);
  });
});
