/**
 * The illustration system writes compact path data (relative coordinates, the `s` shorthand,
 * separators only where the grammar needs them). An independent SVG renderer, resvg, must draw
 * it exactly as the same segments written out in plain absolute `C` commands.
 */
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { type Pt, polyline, ring, type Seg, spline, toPath } from "../../app/components/art/geometry";

/**
 * The same segments as absolute cubic commands, each coordinate rounded to `step` on its own:
 * the plain form the compact one replaces, and the reference drawing.
 */
function absolutePath(runs: readonly (readonly Seg[])[], close: boolean, step = 0.1): string {
  const r = (v: number) => Math.round(v / step) * step;
  const n = ([x, y]: Pt) => `${r(x)} ${r(y)}`;
  let d = `M${n(runs[0][0][0])}`;
  for (const run of runs) for (const [, c1, c2, p3] of run) d += ` C${n(c1)} ${n(c2)} ${n(p3)}`;
  return close ? `${d} Z` : d;
}

/** RGBA pixels of one stroked path in a 120 × 120 unit box, drawn at 8 px per unit. */
function render(d: string): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-60 -60 120 120" width="960" height="960"><path d="${d}" fill="none" stroke="#000" stroke-width="0.6"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** Share of pixels whose alpha differs by more than a quarter between two renders. */
function differingShare(a: Uint8Array, b: Uint8Array): number {
  let differing = 0;
  for (let i = 3; i < a.length; i += 4) if (Math.abs(a[i] - b[i]) > 64) differing++;
  return differing / (a.length / 4);
}

const wave: Pt[] = [
  [-50, 10.04],
  [-31.27, -22.5],
  [-10, 0.3],
  [0.06, -0.04],
  [12.5, 30],
  [33.33, -41.7],
  [49, 5],
];
const outline: Pt[] = [
  [-40, -20],
  [-5, -44.4],
  [38.8, -18],
  [41, 25.5],
  [-2.25, 47],
  [-44, 22],
];

const cases: [string, readonly (readonly Seg[])[], boolean][] = [
  ["an open spline through points either side of zero", [spline(wave)], false],
  ["a spline that runs on into straight segments", [spline(wave.slice(0, 4)), polyline(wave.slice(3))], false],
  ["two splines that meet at a corner", [spline(wave.slice(0, 4)), spline([wave[3], [20, 45], [45, 40]])], false],
  ["a closed ring with a low tension", [spline(outline, { closed: true, tension: 0.6 })], true],
];

describe("path data", () => {
  it.each(cases)("draws %s as the absolute form does", (_name, runs, close) => {
    const compact = toPath(runs, close);
    const reference = absolutePath(runs, close);
    expect(compact.length).toBeLessThan(reference.length * 0.6);
    const share = differingShare(render(compact), render(reference));
    expect(share).toBeLessThan(0.0005);
  });

  it("draws a whole-unit ring as the absolute form does", () => {
    const segs = spline(outline, { closed: true });
    expect(ring(outline, 1, 1)).toMatch(/^M-40-20c/);
    expect(differingShare(render(ring(outline, 1, 1)), render(absolutePath([segs], true, 1)))).toBeLessThan(0.008);
  });

  it("uses the shorthand between the segments of one spline, and a separator only where needed", () => {
    const d = toPath([spline(wave)]);
    // Seven points make six segments: the first is a full curve, the other five mirror it.
    expect(d.match(/c/g)).toHaveLength(1);
    expect(d.match(/s/g)).toHaveLength(5);
    expect(d).not.toMatch(/ -|\d \.\d+\.|(^|[^\d])0\.\d/);
  });
});
