/**
 * An outsole's shape and tread, as numbers: the outline in plan view, where its lugs stand
 * and what shape each is, and the logo pad at the heel. The plan view (outsole-plan.tsx) draws
 * these lugs from below; the side view (shoe-elevation.tsx) draws one lug in profile for each
 * row that carries lugs in the plan, over the row's reach along the sole, so the two views of
 * one shoe show the same rows at the same places. Lengths in mm, heel at x = 0, centre line at
 * y = 0, seen from below.
 */
import { atX, type Pt, polyline, reverse, spline, toPath } from "./geometry";
import type { ShoeBuild } from "./shoe-elevation";

/** Outsole length of the drawn shoe (men's EU 42). */
export const OUTSOLE_LENGTH = 295;

/**
 * The lug-free arch, in mm from the heel: no lug row stands inside it, in the side view as in
 * the outsole's plan view; the foot does not load it. A row just outside may reach a few
 * millimetres in.
 */
export const ARCH_ZONE = [112, 150] as const;

/** Spacing of the lug rows along the sole, half-length of a lug and spacing across, by build, in mm. */
export const lugGrids: Record<ShoeBuild, { row: number; half: number; pitch: number }> = {
  racer: { row: 19, half: 10, pitch: 27 },
  trainer: { row: 15, half: 8.5, pitch: 22 },
  "mono-material": { row: 14, half: 7.5, pitch: 19 },
};

/**
 * How far a lug reaches along the sole behind and ahead of its row, as [behind, ahead] in mm: a
 * reversed chevron's point is 1.8 mm behind the row and its arms 8.5 mm ahead (a forward
 * chevron the other way round), a diamond reaches 0.62 of its half-width, a bar 2.5 mm.
 */
function lugReach(build: ShoeBuild, dir: 1 | -1, half: number): readonly [number, number] {
  if (dir === -1) return [1.8, 8.5];
  if (build === "racer") return [8.5, 1.8];
  if (build === "trainer") return [half * 0.62, half * 0.62];
  return [2.5, 2.5];
}

/**
 * One row of lugs: `x` where the row stands, `dir` -1 for the heel's reversed (braking) chevrons
 * and 1 for the forefoot's lugs, `reach` [behind, ahead] of `x`, and its index from the heel
 * (rows skipped in the arch keep their numbers, so alternate rows stay offset as laid out).
 */
export type LugRow = { x: number; dir: 1 | -1; reach: readonly [number, number]; index: number };

/**
 * The build's lug rows, heel to toe: every `row` mm from 16 mm to 282 mm, none inside the
 * lug-free arch. Everything behind the zone brakes (reversed chevrons). The last reversed row
 * and the first forward one turn their open sides to each other: their arms reach 8.5 mm back
 * from each point, so those two rows stand at least 19 mm apart, and the rows after them keep
 * their spacing from there.
 * @param build the shoe's build
 * @returns the rows, x rising
 */
export function lugRows(build: ShoeBuild): LugRow[] {
  const { row: step, half } = lugGrids[build];
  const rows: LugRow[] = [];
  let index = 0;
  let last: LugRow | undefined;
  for (let x = 16; x <= 282; x += step, index++) {
    const dir = x < ARCH_ZONE[0] ? -1 : 1;
    if (last && last.dir !== dir) x = Math.max(x, last.x + 19);
    if (x > ARCH_ZONE[0] && x < ARCH_ZONE[1]) continue;
    last = { x, dir, reach: lugReach(build, dir, half), index };
    rows.push(last);
  }
  return rows;
}

/**
 * Outsole outline in plan view (seen from below, toe to the right), in mm from the heel: the
 * lateral side (y < 0) full and round from heel to toe, the medial side (y > 0) straighter with
 * the arch cut in at the midfoot. The ball line runs at an angle, from the lateral ball at 64 %
 * of the length to the medial ball at 72 %, and is the widest line across the sole (105 mm); the
 * heel is 80 mm across, and the toe's tip sits towards the medial side, ahead of the big toe.
 */
export const LATERAL_BALL: Pt = [190, -49];
export const MEDIAL_BALL: Pt = [212, 53.7];
export const HEEL_LINE = { x: 42, y: [-40, 40] } as const;
/** The toe's tip, the sole's foremost point, towards the medial side. */
export const TOE_TIP: Pt = [OUTSOLE_LENGTH, 12];

/**
 * The x of the straight line from `a` to `b` (not horizontal) at height y, in mm.
 * @param a a point of the line, [x, y] in mm
 * @param b another point of the line, [x, y] in mm, at another height
 */
export function lineXAt(a: Pt, b: Pt, y: number): number {
  return a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
}

/**
 * The forefoot's flex groove, where the shoe bends with the foot: along the ball line (the
 * metatarsal heads), from the lateral ball to the medial ball, ending 4 mm inside the outline,
 * as [lateral end, medial end] in mm. No lug crosses it (see {@link FLEX_GROOVE_CLEARANCE}).
 */
export const FLEX_GROOVE: readonly [Pt, Pt] = (() => {
  const [dx, dy] = [MEDIAL_BALL[0] - LATERAL_BALL[0], MEDIAL_BALL[1] - LATERAL_BALL[1]];
  const k = 4 / Math.hypot(dx, dy);
  return [
    [LATERAL_BALL[0] + dx * k, LATERAL_BALL[1] + dy * k],
    [MEDIAL_BALL[0] - dx * k, MEDIAL_BALL[1] - dy * k],
  ];
})();
/** Clearance between the flex groove and the box of the nearest lug, mm. */
const FLEX_GROOVE_CLEARANCE = 1.5;

/** Whether a lug's box, x along the sole and y across it in mm, stays clear of the flex groove. */
const clearOfGroove = (x: readonly [number, number], y: readonly [number, number]) => {
  const ends = [lineXAt(...FLEX_GROOVE, y[0]), lineXAt(...FLEX_GROOVE, y[1])];
  return Math.max(...ends) < x[0] - FLEX_GROOVE_CLEARANCE || Math.min(...ends) > x[1] + FLEX_GROOVE_CLEARANCE;
};
/** Control points of the lateral side, heel to toe, then of the medial side, toe to heel. */
const LATERAL_POINTS: readonly Pt[] = [
  [0, 2],
  [4, -19],
  [15, -34],
  [HEEL_LINE.x, HEEL_LINE.y[0]],
  [80, -38.5],
  [120, -39.5],
  [158, -44.5],
  LATERAL_BALL,
  [222, -46.5],
  [252, -38],
  [275, -24],
  [291, -4],
  TOE_TIP,
];
const MEDIAL_POINTS: readonly Pt[] = [
  [291, 28],
  [281, 41],
  [260, 50],
  [236, 52.3],
  MEDIAL_BALL,
  [186, 50.5],
  [160, 39],
  [130, 31],
  [100, 31.5],
  [70, 37],
  [HEEL_LINE.x, HEEL_LINE.y[1]],
  [18, 36],
  [4, 23],
];
/**
 * The outline as one closed curve, so that it turns smoothly at the heel and the toe, split
 * into its two sides: `lateral` from the heel to the toe's tip, `medial` from there back.
 */
const sole = spline([...LATERAL_POINTS, ...MEDIAL_POINTS], { closed: true });
const lateral = sole.slice(0, LATERAL_POINTS.length - 1);
const medial = sole.slice(LATERAL_POINTS.length - 1);

/** A chevron lug centred at (cx, cy), `half` mm either side, pointing along x by `dir`. */
function chevron(cx: number, cy: number, half: number, dir: 1 | -1): string {
  const depth = 4.5 * dir;
  const thick = 4 * dir;
  return toPath(
    [
      polyline([
        [cx - depth, cy - half],
        [cx + depth * 0.4, cy],
        [cx - depth, cy + half],
        [cx - depth - thick, cy + half],
        [cx + depth * 0.4 - thick, cy],
        [cx - depth - thick, cy - half],
      ]),
    ],
    true,
  );
}

/** A diamond lug centred at (cx, cy), `half` mm from its centre to its tips across the sole: grips in every direction. */
function diamond(cx: number, cy: number, half: number): string {
  const along = half * 0.62;
  return toPath(
    [
      polyline([
        [cx - along, cy],
        [cx, cy - half],
        [cx + along, cy],
        [cx, cy + half],
      ]),
    ],
    true,
  );
}

/** A bar lug centred at (cx, cy), `half` mm either side across the sole and 5 mm along it. */
function bar(cx: number, cy: number, half: number): string {
  return toPath(
    [
      polyline([
        [cx - 2.5, cy - half],
        [cx + 2.5, cy - half],
        [cx + 2.5, cy + half],
        [cx - 2.5, cy + half],
      ]),
    ],
    true,
  );
}

/**
 * The forefoot lug of each build; every build brakes on reversed chevrons at the heel. Chevrons
 * for the racer (bite on the climb), diamonds for the all-round trainer (grip in every
 * direction), bars for the resoleable mono-material shoe (an outsole a cobbler can replace).
 */
const forefootLug: Record<ShoeBuild, (cx: number, cy: number, half: number) => string> = {
  racer: (cx, cy, half) => chevron(cx, cy, half, 1),
  trainer: diamond,
  "mono-material": bar,
};

/** A lug's path, the box it stays inside (x along the sole, y across it) and the x of its row, in mm. */
export type Lug = { d: string; x: readonly [number, number]; y: readonly [number, number]; row: number };

/**
 * The heel's logo pad, in mm: a raised, lug-free plate on the sole's centre line behind the
 * midfoot, wide enough for a six-letter name at a callout's phone size (13 mm).
 */
export const LOGO_PAD = { x: [20, 94], y: [-13, 13] } as const;
/** Clearance between the pad and the nearest lug, mm. */
const LOGO_CLEARANCE = 2;
/** The narrowest a lug beside the pad may be drawn, as a share of the build's lug width. */
const NARROWEST_BESIDE_PAD = 0.6;

/**
 * Lugs in rows across the sole ({@link lugRows}): forefoot lugs point to the toe, heel chevrons
 * are reversed; alternate rows are offset by half the spacing across. With a logo pad, a row
 * that reaches the pad carries its lugs in the two strips either side of it, as many as fit at
 * the build's spacing, centred in each strip, so the heel brakes on both edges; a strip too
 * narrow for a full lug takes one narrower lug, down to {@link NARROWEST_BESIDE_PAD} of the width.
 * No lug crosses the forefoot's flex groove ({@link FLEX_GROOVE}).
 */
function lugLayout(build: ShoeBuild, logoPad: boolean): Lug[] {
  const { half, pitch } = lugGrids[build];
  const lugs: Lug[] = [];
  for (const { x, dir, reach, index } of lugRows(build)) {
    const back = x - 9;
    const front = x + 4;
    const lo = Math.max(atX(lateral, back).p[1], atX(lateral, front).p[1]) + 4;
    const hi = Math.min(atX(reverse(medial), back).p[1], atX(reverse(medial), front).p[1]) - 4;
    const [behind, ahead] = reach;
    const lug = (cy: number, h: number): Lug => ({
      d: dir === -1 ? chevron(x, cy, h, dir) : forefootLug[build](x, cy, h),
      x: [x - behind, x + ahead],
      y: [cy - h, cy + h],
      row: x,
    });
    const besidePad =
      logoPad && x + ahead >= LOGO_PAD.x[0] - LOGO_CLEARANCE && x - behind <= LOGO_PAD.x[1] + LOGO_CLEARANCE;
    if (besidePad) {
      const strips = [
        [lo, LOGO_PAD.y[0] - LOGO_CLEARANCE],
        [LOGO_PAD.y[1] + LOGO_CLEARANCE, hi],
      ];
      for (const [from, to] of strips) {
        const width = to - from;
        if (width < 2 * half * NARROWEST_BESIDE_PAD) continue;
        const h = Math.min(half, width / 2);
        const count = Math.floor((width - 2 * h) / pitch) + 1;
        const first = from + (width - (count - 1) * pitch) / 2;
        for (let i = 0; i < count; i++) lugs.push(lug(first + i * pitch, h));
      }
      continue;
    }
    const offset = index % 2 ? pitch / 2 : 0;
    for (let cy = lo + half + offset; cy + half <= hi; cy += pitch) lugs.push(lug(cy, half));
  }
  return lugs.filter((l) => clearOfGroove(l.x, l.y));
}

/** The sole's outline, as path data (mm, heel at x = 0, seen from below). */
export const SOLE_OUTLINE = toPath([lateral, medial], true);
const builds = Object.keys(lugGrids) as ShoeBuild[];
const lugsByBuild = {
  plain: Object.fromEntries(builds.map((b) => [b, lugLayout(b, false)])) as Record<ShoeBuild, Lug[]>,
  logoPad: Object.fromEntries(builds.map((b) => [b, lugLayout(b, true)])) as Record<ShoeBuild, Lug[]>,
};

/**
 * The lugs of a build's outsole, as the plan view draws them.
 * @param build the shoe's build
 * @param logoPad whether the heel carries the brand's moulded logo pad, which no lug may touch
 * @returns each lug's path, box and row, heel to toe
 */
export function outsoleLugs(build: ShoeBuild, logoPad: boolean): Lug[] {
  return lugsByBuild[logoPad ? "logoPad" : "plain"][build];
}

/**
 * The rows that carry at least one lug, as the side view shows them in profile: beside the
 * logo pad the heel is too narrow for a lug in some rows, and those rows show no lug from the
 * side either.
 * @param build the shoe's build
 * @param logoPad whether the heel carries the brand's moulded logo pad
 * @returns the rows, x rising
 */
export function profileLugRows(build: ShoeBuild, logoPad: boolean): LugRow[] {
  const carried = new Set(outsoleLugs(build, logoPad).map((lug) => lug.row));
  return lugRows(build).filter((row) => carried.has(row.x));
}

/**
 * How far a lug's foot is set in from its root on each side, in profile: one steep face and one
 * drafted face, as directional lugs are moulded. Heel lugs (reversed chevrons, `dir` -1) face
 * their steep side towards the toe, for braking; the others towards the heel, for climbing.
 * Drawn with equal tapers, lugs read as square blocks.
 * @param width the lug's length along the sole at its root, in mm
 * @param depth the lug's depth, in mm
 * @param dir the row's chevron direction, -1 for the heel's reversed rows
 * @returns the set-in at the heel's side and at the toe's side, in mm
 */
export function lugDraft(width: number, depth: number, dir: number): { heel: number; toe: number } {
  const steep = 0.3;
  const drafted = Math.min(width * 0.35, depth * 0.6);
  return dir === -1 ? { heel: drafted, toe: steep } : { heel: steep, toe: drafted };
}
