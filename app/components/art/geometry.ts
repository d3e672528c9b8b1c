/**
 * Path geometry for the illustration system. Every drawing is defined in millimetres as lists
 * of control points; curves pass through every control point (Catmull-Rom splines, written out
 * as cubic Béziers), so two outlines that share a control point meet exactly there.
 */

/** A point in drawing units (millimetres), y pointing down as in SVG. */
export type Pt = readonly [number, number];

/** One cubic Bézier segment: start, two control points, end. */
export type Seg = readonly [Pt, Pt, Pt, Pt];

/** Coordinates to 0.1 unit (0.1 mm in the drawings): finer is invisible at any size the site shows. */
const round = (n: number) => Math.round(n * 10) / 10;
const fmt = ([x, y]: Pt) => `${round(x)} ${round(y)}`;

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
 */
export function toPath(runs: readonly (readonly Seg[])[], close = false): string {
  let d = "";
  for (const run of runs) {
    for (const [p0, c1, c2, p3] of run) {
      if (!d) d = `M${fmt(p0)}`;
      d += c1 === p0 && c2 === p3 ? `L${fmt(p3)}` : `C${fmt(c1)} ${fmt(c2)} ${fmt(p3)}`;
    }
  }
  return close ? `${d}Z` : d;
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

/** A closed smooth ring through `points`, as a path `d`. */
export function ring(points: readonly Pt[], tension = 1): string {
  return toPath([spline(points, { closed: true, tension })], true);
}
