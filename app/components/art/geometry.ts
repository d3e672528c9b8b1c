/**
 * Path geometry for the illustration system. Every drawing is defined in millimetres as lists
 * of control points; curves pass through every control point (Catmull-Rom splines, written out
 * as cubic Béziers), so two outlines that share a control point meet exactly there.
 */

/** A point in drawing units (millimetres), y pointing down as in SVG. */
export type Pt = readonly [number, number];

/**
 * A length or coordinate rounded to 0.1 mm, the finest step the drawings write (finer is
 * invisible at any size the site shows, and each extra digit costs bytes in every page).
 * @param v millimetres
 * @returns v to one decimal, as a number (so `12.0` prints as `12`)
 */
export const round1 = (v: number): number => Math.round(v * 10) / 10;

/** A point rounded to 0.1 mm ({@link round1}). */
export const snap = ([x, y]: Pt): Pt => [round1(x), round1(y)];

/**
 * A straight line as path data, its ends rounded to 0.1 mm.
 * @param from start point, mm
 * @param to end point, mm
 * @returns e.g. `M12.5 -3L40 -3`
 */
export function lineTo(from: Pt, to: Pt): string {
  const [a, b] = [snap(from), snap(to)];
  return `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
}

/** One cubic Bézier segment: start, two control points, end. */
export type Seg = readonly [Pt, Pt, Pt, Pt];

/**
 * A smooth curve through `points` (at least 2), as cubic Bézier segments, one per gap.
 * `tension` 1 is a standard Catmull-Rom; lower values give flatter curves between points.
 * With `closed`, the curve also joins the last point back to the first.
 */
export function spline(points: readonly Pt[], { closed = false, tension = 1 } = {}): Seg[] {
  const n = points.length;
  const at = (i: number): Pt => {
    if (closed) return points[(i + n) % n];
    return points[Math.max(0, Math.min(n - 1, i))];
  };
  const k = tension / 6;
  const segs: Seg[] = [];
  const count = closed ? n : n - 1;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    segs.push([
      p1,
      [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k],
      [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k],
      p2,
    ]);
  }
  return segs;
}

/** Straight segments through `points`, as Béziers, so they join splines in one path. */
export function polyline(points: readonly Pt[]): Seg[] {
  const segs: Seg[] = [];
  for (let i = 0; i < points.length - 1; i++) segs.push([points[i], points[i], points[i + 1], points[i + 1]]);
  return segs;
}

/** The same curve walked the other way. */
export function reverse(segs: readonly Seg[]): Seg[] {
  return [...segs].reverse().map(([a, b, c, d]) => [d, c, b, a] as Seg);
}

/**
 * An SVG path `d` for consecutive runs of segments. Each run continues from where the
 * previous one ended; `close` adds `Z`.
 *
 * Coordinates are written to `step` units (0.1 by default, 0.1 mm in the drawings: finer is
 * invisible at any size the site shows), relative to the current point, as the SVG path grammar
 * allows (SVG 2, "Path data"). A curve whose first control point mirrors the previous curve's
 * last one about the point they share, to within one step, is written with the `s` shorthand,
 * which implies that control point; between the segments of one spline that is every join. The
 * same drawing then takes about a third fewer bytes. Positions are rounded before they are
 * differenced, so rounding never accumulates along a path.
 * @param runs lists of cubic segments in drawing units
 * @param close whether to end with `Z`
 * @param step the grid coordinates are rounded to, in drawing units (0.1 or 1)
 * @returns the path data string, e.g. `M1.5-39.5c-.5-2.2-2.8-8.1-3.3-13.5s.4-13.8.9-19`
 */
export function toPath(runs: readonly (readonly Seg[])[], close = false, step = 0.1): string {
  const scale = Math.round(1 / step);
  /** A point on the integer grid of `step`. */
  const snap = ([x, y]: Pt): Pt => [Math.round(x * scale), Math.round(y * scale)];
  let d = "";
  let at: Pt = [0, 0];
  /** The previous curve's second control point, when the previous command was a curve. */
  let lastControl: Pt | null = null;
  const rel = (p: Pt): number[] => [p[0] - at[0], p[1] - at[1]];
  for (const run of runs) {
    for (const seg of run) {
      const [p0, c1, c2, p3] = seg.map(snap);
      if (!d) {
        d = `M${numbers([p0[0], p0[1]], scale)}`;
        at = p0;
      }
      if (seg[1] === seg[0] && seg[2] === seg[3]) {
        d += `l${numbers(rel(p3), scale)}`;
        lastControl = null;
      } else {
        const mirrored =
          lastControl !== null &&
          Math.abs(2 * at[0] - lastControl[0] - c1[0]) <= 1 &&
          Math.abs(2 * at[1] - lastControl[1] - c1[1]) <= 1;
        d += mirrored
          ? `s${numbers([...rel(c2), ...rel(p3)], scale)}`
          : `c${numbers([...rel(c1), ...rel(c2), ...rel(p3)], scale)}`;
        lastControl = c2;
      }
      at = p3;
    }
  }
  return close ? `${d}Z` : d;
}

/**
 * Grid integers as the shortest path-data numbers: `scale` 10 turns 5 into `.5` and -15 into
 * `-1.5`. A separator is written only where the grammar needs one: no space before a minus
 * sign, nor before a number starting with a point after a number that already has one.
 */
function numbers(values: readonly number[], scale: number): string {
  let out = "";
  let lastHasPoint = false;
  for (const v of values) {
    const text = String(v / scale).replace(/^(-?)0\./, "$1.");
    const joins = out === "" || text.startsWith("-") || (lastHasPoint && text.startsWith("."));
    out += joins ? text : ` ${text}`;
    lastHasPoint = text.includes(".");
  }
  return out;
}

/** The point of a segment at parameter t in [0, 1]. */
export function pointOn([p0, p1, p2, p3]: Seg, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

/**
 * The point of a curve at horizontal position x, and the unit normal there (pointing to +y
 * when the curve runs left to right). Searches segments whose ends bracket x; returns the
 * nearest end when x is outside the curve.
 */
export function atX(segs: readonly Seg[], x: number): { p: Pt; n: Pt } {
  for (const seg of segs) {
    const x0 = seg[0][0];
    const x1 = seg[3][0];
    if ((x - x0) * (x - x1) > 0) continue;
    let lo = 0;
    let hi = 1;
    const rising = x1 >= x0;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (pointOn(seg, mid)[0] < x === rising) lo = mid;
      else hi = mid;
    }
    const t = (lo + hi) / 2;
    const p = pointOn(seg, t);
    const q = pointOn(seg, Math.min(1, t + 0.01));
    const r = pointOn(seg, Math.max(0, t - 0.01));
    const dx = q[0] - r[0];
    const dy = q[1] - r[1];
    const len = Math.hypot(dx, dy) || 1;
    return { p, n: [-dy / len, dx / len] };
  }
  const first = segs[0][0];
  const last = segs[segs.length - 1][3];
  return { p: Math.abs(first[0] - x) < Math.abs(last[0] - x) ? first : last, n: [0, 1] };
}

/** A closed smooth ring through `points`, as a path `d` (see `toPath` for `step`). */
export function ring(points: readonly Pt[], tension = 1, step = 0.1): string {
  return toPath([spline(points, { closed: true, tension })], true, step);
}
