/**
 * Isometric projection for the drawings of boxes (the shoebox, the pallet of shoeboxes): box
 * space has x running right and back, y left and front, z up; a point projects 0.866 (cos 30°)
 * across and 0.5 down per unit of x and y, and one unit up per unit of z.
 */
import type { Pt } from "./geometry";

/** A point in box space: [x right-back, y left-front, z up], in drawing units. */
export type Point3 = readonly [number, number, number];

/**
 * A box-space point as a drawing point.
 * @param origin where box-space [0, 0, 0] lands in the drawing
 * @returns [x, y] in drawing units, y down as in SVG
 */
export function isoPt([x, y, z]: Point3, origin: readonly [number, number]): Pt {
  return [origin[0] + (x - y) * 0.866, origin[1] + (x + y) * 0.5 - z];
}

/** A box-space point as "x y" for path data, to 0.1 unit. */
export function iso(p: Point3, origin: readonly [number, number]): string {
  const [sx, sy] = isoPt(p, origin);
  return `${sx.toFixed(1)} ${sy.toFixed(1)}`;
}

/** An open SVG path through box-space points (an edge or a line drawn on a face). */
export function edge(points: readonly Point3[], origin: readonly [number, number]): string {
  return `M${points.map((p) => iso(p, origin)).join("L")}`;
}

/** A closed SVG path through box-space points (one flat face). */
export function face(points: readonly Point3[], origin: readonly [number, number]): string {
  return `${edge(points, origin)}Z`;
}
