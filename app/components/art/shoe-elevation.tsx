import { Balloons } from "./balloons";
import { Dimension, Extension } from "./dimension";
import { calloutSize, halo, type Palette, palettes, stitch, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { atX, lineTo, type Pt, polyline, reverse, round1, type Seg, snap, spline, toPath } from "./geometry";
import { FLEX_GROOVE, lineXAt, lugDraft, OUTSOLE_LENGTH, profileLugRows } from "./outsole-pattern";

/** The construction figures a side elevation is drawn from, in millimetres. */
export type ShoeSpec = {
  /** Stack under the heel: outsole rubber, midsole and sockliner, lugs excluded. */
  heelStack: number;
  /** Stack under the ball of the foot. */
  forefootStack: number;
  /** Lug depth below the outsole rubber. */
  lugDepth: number;
  /** A stitched, resoleable outsole (drawn with its stitch line). */
  stitchedOutsole?: boolean;
  /** What the shoe is built for; sets its upper and lug pattern. An all-round trainer if left out. */
  build?: ShoeBuild;
  /**
   * The outsole's heel carries the brand's moulded logo pad, as its plan view draws it: the side
   * view then leaves out the lug rows the pad leaves bare (outsole-pattern.ts).
   */
  logoPad?: boolean;
  /** The midsole foam, as the sole-stack drawing labels it; supercritical EVA if left out. */
  midsoleFoam?: string;
  /** The midsole's colour in the drawing; glacier if left out. */
  colourway?: Colourway;
};

/**
 * Midsole colours a drawn shoe can have, on each ground: glacier (the house default), summit (a
 * racer's warm midsole) and natural (undyed foam, as a bio-based midsole comes). They keep three
 * shoes drawn side by side apart at a glance, in the site's own palette.
 */
export type Colourway = "glacier" | "summit" | "natural";

export const midsoleFills: Record<Colourway, Record<Tone, string>> = {
  glacier: { dark: palettes.dark.midsole, light: palettes.light.midsole },
  summit: { dark: "#5c2c1a", light: "#ffe2d4" },
  natural: { dark: "#3d4039", light: "#ecebe3" },
};

/**
 * The midsole's colour of a drawn shoe.
 * @param spec the shoe's figures (its `colourway`, glacier if left out)
 * @param tone the ground it is drawn on
 * @returns a CSS colour
 */
export function midsoleFill(spec: ShoeSpec, tone: Tone): string {
  return midsoleFills[spec.colourway ?? "glacier"][tone];
}

/**
 * Racer: low collar, a low instep and a slim toe box, one saddle strap, sparse wide lugs and more
 * toe spring. Trainer: the all-round build, two straps and alternating lugs. Mono-material: a
 * higher, padded collar over a roomier instep and toe box, and no welded overlays on the upper
 * (one polymer family), only the toe bumper and heel counter.
 */
export type ShoeBuild = "racer" | "trainer" | "mono-material";

/**
 * How each build differs, in mm: collar height at the heel, how far the collar dips below it over
 * the ankle, and how far its back flares out behind the heel (a racer's Achilles flare); instep
 * and toe box, as heights over or under the trainer's (the tongue and the lacing's start, the toe
 * cap); toe spring; strap feet and their width at the foot; eyelets' positions from the heel. The
 * lugs stand where the outsole's plan puts its rows (outsole-pattern.ts).
 */
export const builds = {
  racer: {
    collar: 80,
    collarDip: 24,
    heelFlare: 11,
    instep: -16,
    toeBox: -8,
    toeSpring: 15,
    straps: [125],
    strapWidth: 22,
    mudguard: true,
    eyelets: [118, 136, 154, 172, 190, 208],
  },
  trainer: {
    collar: 100,
    collarDip: 15,
    heelFlare: 0,
    instep: 0,
    toeBox: 0,
    toeSpring: 12,
    straps: [100, 150],
    strapWidth: 13,
    mudguard: true,
    eyelets: [122, 142, 162, 182, 202],
  },
  "mono-material": {
    collar: 112,
    collarDip: 7,
    heelFlare: 0,
    instep: 3.5,
    toeBox: 9,
    toeSpring: 11,
    straps: [],
    strapWidth: 0,
    mudguard: false,
    eyelets: [128, 154, 180, 206],
  },
} as const satisfies Record<
  ShoeBuild,
  {
    collar: number;
    collarDip: number;
    heelFlare: number;
    instep: number;
    toeBox: number;
    toeSpring: number;
    straps: readonly number[];
    strapWidth: number;
    mudguard: boolean;
    eyelets: readonly number[];
  }
>;

export { ARCH_ZONE, OUTSOLE_LENGTH } from "./outsole-pattern";

/** Heel-to-toe position and height above the ground, in mm, to SVG coordinates. */
const P = (x: number, h: number): Pt => [x, -h];

/**
 * Height of the midsole's top edge above the ground at x (mm from the heel): flat under the heel,
 * a straight fall to the ball.
 */
function midsoleTopHeight({ heelStack: HS, forefootStack: FS, lugDepth: L }: ShoeSpec, x: number): number {
  return L + HS + ((FS - HS) * Math.min(Math.max(x - 25, 0), 185)) / 185;
}

/** Height of a stitched outsole's rand above the rubber, in mm. */
export const RAND_HEIGHT = 5;
/** Thickness of the outsole's rubber above the lugs' roots, in mm: the sole stack states it too. */
export const OUTSOLE_RUBBER = 1.5;

/**
 * A band `height` mm high above a run (x rising), tapering to nothing over its first and last
 * 14 mm, as a rand's ends are skived into the sole.
 */
function randBand(run: Seg[], height: number): string {
  const [x0, x1] = [run[0][0][0], run[run.length - 1][3][0]];
  const xs = [x0, x0 + 14, ...[0.25, 0.5, 0.75].map((f) => x0 + (x1 - x0) * f), x1 - 14, x1];
  const on = xs.map((x) => atX(run, x).p);
  const lift = (i: number) => (i === 0 || i === xs.length - 1 ? 0 : height);
  const above = on.map(([x, y], i): Pt => [x, y - lift(i)]);
  return toPath([spline(on, { tension: 0.9 }), reverse(spline(above, { tension: 0.9 }))], true);
}

/** Every outline of the shoe, as path data. Pure geometry: no colours. */
export function shoeGeometry({
  heelStack: HS,
  forefootStack: FS,
  lugDepth: L,
  stitchedOutsole,
  build = "trainer",
  logoPad,
}: ShoeSpec) {
  const {
    collar: C,
    collarDip: DIP,
    heelFlare: FLARE,
    instep: I,
    toeBox: T,
    toeSpring: TOE_SPRING,
    straps: strapFeet,
    strapWidth,
    mudguard: hasMudguard,
    eyelets: eyeletXs,
  } = builds[build];
  const top = (x: number) => midsoleTopHeight({ heelStack: HS, forefootStack: FS, lugDepth: L }, x);

  // The outsole's lowest face, where the lugs start: bevelled heel, flat, toe spring.
  const b: Pt[] = [
    P(4, L + 11),
    P(14, L + 2.6),
    P(32, L),
    P(120, L),
    P(200, L),
    P(243, L + 2.6),
    P(273, L + 7.5),
    P(292, L + TOE_SPRING),
  ];
  const midsoleTop: Pt[] = [
    P(1.5, top(0) + 2.5),
    P(25, top(25) + 0.6),
    P(75, top(75)),
    P(140, top(140)),
    P(210, top(210)),
    P(250, top(210) + 2.5),
    P(276, top(210) + 4.5),
    P(294.5, top(210) + 5),
  ];
  const m = midsoleTop;
  const heelEdge = spline([b[0], P(1.8, L + 16), P(0.6, L + 24), m[0]]);
  const toeEdge = spline([b[7], P(296.2, L + TOE_SPRING + 5), P(297.2, top(210) - 2), m[7]]);
  const base = spline(b, { tension: 0.85 });
  const rubberTop = spline(
    [
      heelEdge[0][3],
      P(12, L + 6.5),
      P(32, L + OUTSOLE_RUBBER),
      P(200, L + OUTSOLE_RUBBER),
      P(244, L + 6),
      P(275, L + 11),
      toeEdge[0][3],
    ],
    { tension: 0.85 },
  );
  const midTop = spline(m, { tension: 0.9 });
  const shift = (segs: Seg[], dx: number, dy: number): Seg[] =>
    segs.map((s) => s.map(([x, y]) => [x + dx, y + dy] as Pt) as unknown as Seg);
  // The rubber's top edge between the heel's and the toe's curves, where a stitched outsole's
  // rand and seam run.
  const stitchRun = rubberTop.slice(1, 5);
  // A stitched outsole's seam shows as a stitch row along the rand's middle.
  const stitchRow = shift(stitchRun, 0, -RAND_HEIGHT / 2);

  // The upper, heel to toe over the top; the tongue meets the collar and lacing at corners.
  // A flared heel's collar leans back past the heel counter and rises as it goes.
  const collarBack = P(10 - FLARE * 1.3, C + FLARE * 0.5);
  const heelCounterTop = P(1.2, C - 16);
  const flareKnee = P(4.5 - FLARE, C - 5 + FLARE * 0.3);
  const upperHeel = spline([m[0], P(-1.8, top(0) + 16), P(-1.4, C - 28), heelCounterTop, flareKnee, collarBack]);
  // The instep (I) lifts the tongue and the lacing's start; the toe box (T), the toe cap and the
  // lacing's end.
  const collarFront = P(81, 97 + I);
  const laceStart = P(109, 106 + I);
  const collar = spline([collarBack, P(30, C - DIP * 0.4), P(52, C - DIP), P(70, C - DIP * 0.8 + I / 2), collarFront]);
  const tongue = spline([collarFront, P(84, 110 + I), P(93, 117.5 + I), P(103, 115 + I), laceStart]);
  const lacing = spline([
    laceStart,
    P(135, 98 + I * 0.8 + T * 0.2),
    P(165, 87 + I * 0.6 + T * 0.4),
    P(195, 76 + I * 0.4 + T * 0.6),
    P(217, 69 + T),
  ]);
  const toeCapTop = P(284, 53 + T);
  const vamp = spline([
    P(217, 69 + T),
    P(246, 63.5 + T),
    P(268, 58.5 + T),
    toeCapTop,
    P(293.5, 48 + T * 0.8),
    P(297.2, 42 + T * 0.4),
    m[7],
  ]);

  // Heel counter: from the midsole at x = 75 up and back to the heel curve.
  const counterKnee = P(48, top(48) + 22);
  const counterEdge = spline([m[2], P(64, top(64) + 13), counterKnee, P(22, C - 20), heelCounterTop]);
  // Toe bumper: from the midsole at x = 250 up to the toe.
  const bumperKnee = P(262, top(210) + 13);
  const bumperEdge = spline([m[5], bumperKnee, P(274, 49.5 + T * 0.8), toeCapTop]);
  // Mudguard overlay line between the heel counter and the toe bumper.
  const mudguard = spline(
    [counterKnee, P(110, top(110) + 15), P(200, top(200) + 13), P(240, top(240) + 13), bumperKnee],
    {
      tension: 0.9,
    },
  );

  // One lug in profile per row of the outsole's plan view, spanning the row's reach along the
  // sole: the side view shows the plan's rows at the plan's places, and the arch bare; each
  // with one steep and one drafted face (lugDraft).
  const lugs = profileLugRows(build, Boolean(logoPad)).map(({ x, dir, reach: [behind, ahead] }) => {
    const w = behind + ahead;
    const { p, n } = atX(base, x + (ahead - behind) / 2);
    const t: Pt = [n[1], -n[0]];
    const draft = lugDraft(w, L, dir);
    const corner = (along: number, down: number): Pt => [
      p[0] + t[0] * along + n[0] * down,
      p[1] + t[1] * along + n[1] * down,
    ];
    return toPath([
      polyline([
        corner(-w / 2, -0.3),
        corner(-w / 2 + draft.heel, L),
        corner(w / 2 - draft.toe, L),
        corner(w / 2, -0.3),
      ]),
    ]);
  });

  const eyelets: { at: Pt; lace: string }[] = [];
  for (const x of eyeletXs) {
    const { p, n } = atX(lacing, x);
    const inward: Pt = n[1] > 0 ? n : [-n[0], -n[1]];
    const at = snap([p[0] + inward[0] * 5, p[1] + inward[1] * 5]);
    const out: Pt = [p[0] - inward[0] * 2.2 - 3, p[1] - inward[1] * 2.2];
    eyelets.push({ at, lace: lineTo(at, out) });
  }

  // Midfoot saddle: overlay straps from the mudguard up to the eyelets, each a band as wide as
  // the build's at its foot and 4 mm under the eyelet, in the midsole's colour (the colourway's
  // blocking).
  const straps = strapFeet.map((x) => {
    // Each strap rises forwards to the eyelet nearest 20 mm ahead of its foot.
    const eye = eyelets.reduce((a, e) => (Math.abs(e.at[0] - x - 20) < Math.abs(a.at[0] - x - 20) ? e : a)).at;
    const edge = (dx: number, de: number) => {
      const foot = atX(mudguard, x + dx).p;
      const end: Pt = [eye[0] + de, eye[1] + 2.5];
      return spline([foot, [(foot[0] + end[0]) / 2 + 4, (foot[1] + end[1]) / 2], end], { tension: 0.6 });
    };
    const back = edge(-strapWidth / 2, -2);
    const front = edge(strapWidth / 2, 2);
    return toPath([back, polyline([back[back.length - 1][3], front[front.length - 1][3]]), reverse(front)], true);
  });

  // The mudguard's band, from its line down to the midsole between the heel counter and the toe
  // bumper: one rand with them around the foot.
  const mudguardBand = hasMudguard
    ? toPath([mudguard, reverse(bumperEdge.slice(0, 1)), reverse(midTop.slice(2, 5)), counterEdge.slice(0, 2)], true)
    : null;

  return {
    outsole: toPath([base, toeEdge.slice(0, 1), reverse(rubberTop), reverse(heelEdge.slice(0, 1))], true),
    midsole: toPath([rubberTop, toeEdge.slice(1), reverse(midTop), reverse(heelEdge.slice(1))], true),
    upper: toPath([upperHeel, collar, tongue, lacing, vamp, reverse(midTop)], true),
    heelCounter: toPath([upperHeel.slice(0, 3), reverse(counterEdge), reverse(midTop.slice(0, 2))], true),
    toeBumper: toPath([bumperEdge, vamp.slice(3), reverse(midTop.slice(5))], true),
    mudguard: hasMudguard ? toPath([mudguard]) : null,
    mudguardBand,
    straps,
    tongueLine: toPath([spline([collarFront, P(92, 100 + I), laceStart])]),
    collarStitch: toPath([shift(collar.slice(0, 3), 0.6, 3.6)]),
    bumperStitch: toPath([shift(bumperEdge.slice(0, 2), -2.6, -0.4)]),
    // A stitched build's heel counter is sewn on too, not glued: a stitch row inside its edge.
    counterStitch: stitchedOutsole ? toPath([shift(counterEdge.slice(0, 3), -2.6, 1.2)]) : null,
    // The rubber rand a stitched outsole is sewn through: a band along the midsole's foot, between
    // the heel's and the toe's curves, with the stitching along its middle.
    outsoleStitch: stitchedOutsole ? toPath([stitchRow]) : null,
    rand: stitchedOutsole ? randBand(stitchRun, RAND_HEIGHT) : null,
    heelTab: toPath([
      spline([flareKnee, [flareKnee[0] - 3.5, flareKnee[1] - 9], [collarBack[0] - 3, collarBack[1] - 8], collarBack]),
    ]),
    lugs,
    eyelets,
    /** The midsole's top edge (where the upper sits) and the rubber's top edge, heel to toe, as segments. */
    curves: { midTop, rubberTop, stitchRun, stitchRow },
  };
}

/** Every outline and edge of a drawn shoe, as {@link shoeGeometry} gives them. */
export type ShoeGeometry = ReturnType<typeof shoeGeometry>;

/**
 * The side elevation's viewBox, [x, y, width, height] in mm from the heel, by what it carries:
 * room for the dimensions' lines and labels, the branding balloons, the numbered balloons, or
 * none.
 */
export const ELEVATION_VIEWBOX = {
  plain: [-14, -126, 318, 134],
  dimensioned: [-34, -124, 352, 169],
  branded: [-24, -134, 326, 164],
  numbered: [-24, -136, 346, 160],
} as const;

/**
 * A trail shoe in side elevation (lateral side, toe to the right), drawn to scale from its
 * construction figures: outsole with lugs, midsole, upper with heel counter, toe bumper,
 * mudguard, tongue and eyelets. With `dimensions`, adds the outsole length, the heel's stack
 * height and the lug depth as callouts (the forefoot's stack is the spec list's). With `branding`,
 * the brand's name, marks where its logo goes: numbered balloons on tinted print zones (see {@link BRANDING_ZONES}), each zone holding the
 * name, its first word or its initials, whichever fits. With `callouts`, numbered balloons name
 * parts of the shoe, in the order given (an inspection's checkpoints, a material per part).
 * `dimensions`, `branding` and `callouts` do not combine. Decorative: pages state the figures,
 * the zones and what each callout names in text.
 */
export function ShoeElevation({
  spec,
  tone = "dark",
  dimensions = false,
  branding,
  callouts,
  className = "",
}: {
  spec: ShoeSpec;
  tone?: Tone;
  dimensions?: boolean;
  branding?: string;
  callouts?: readonly ShoeCallout[];
  className?: string;
}) {
  const g = shoeGeometry(spec);
  const c = palettes[tone];
  return (
    <DrawingSvg
      viewBox={(dimensions
        ? ELEVATION_VIEWBOX.dimensioned
        : branding
          ? ELEVATION_VIEWBOX.branded
          : callouts
            ? ELEVATION_VIEWBOX.numbered
            : ELEVATION_VIEWBOX.plain
      ).join(" ")}
      className={className}
    >
      <Upper g={g} palette={c} strapFill={midsoleFill(spec, tone)} />
      <g stroke={c.line} strokeWidth={stroke.outline}>
        <path d={g.midsole} fill={midsoleFill(spec, tone)} />
        {/* The lugs as one path of subpaths: drawn alike, they need their attributes once. */}
        <path d={g.lugs.join("")} fill={c.outsole} strokeWidth={stroke.panel} />
        <path d={g.outsole} fill={c.outsole} />
      </g>
      <StitchedRand g={g} palette={c} />
      {dimensions && <ShoeDimensions spec={spec} palette={c} />}
      {branding && <BrandingZones spec={spec} brand={branding} palette={c} />}
      {callouts && <ShoeCallouts spec={spec} callouts={callouts} palette={c} />}
    </DrawingSvg>
  );
}

/** What the upper is drawn from: the shoe's geometry, the palette and the straps' colour. */
type UpperProps = { g: ShoeGeometry; palette: Palette; strapFill: string };

/**
 * The upper: its outline, the rand (mudguard band, heel counter, toe bumper), the panel lines and
 * the collar and bumper stitching. The whole shoe and its exploded view draw it alike.
 * @param g the shoe's geometry ({@link shoeGeometry})
 * @param palette the drawing's palette
 * @param strapFill the saddle straps' colour: the midsole's, as the colourway blocks them
 */
export function Upper({ g, palette: c, strapFill }: UpperProps) {
  return (
    <>
      <g stroke={c.line} strokeWidth={stroke.outline}>
        <path d={g.upper} fill={c.upper} />
        {g.mudguardBand && <path d={g.mudguardBand} fill={c.overlay} stroke="none" />}
        <path d={g.heelCounter} fill={c.overlay} strokeWidth={stroke.panel} />
        <path d={g.toeBumper} fill={c.overlay} strokeWidth={stroke.panel} />
      </g>
      <UpperPanels g={g} palette={c} strapFill={strapFill} />
      <g fill="none" stroke={c.line} strokeWidth={stroke.detail} strokeDasharray={stitch} strokeOpacity="0.75">
        <path d={g.collarStitch} />
        <path d={g.bumperStitch} />
        {g.counterStitch && <path d={g.counterStitch} />}
      </g>
    </>
  );
}

/**
 * A stitched outsole's rand and the seam along it, as the whole shoe and its exploded view draw
 * them; nothing for a glued outsole. The rand is rubber, filled as the outsole is, so it reads as
 * a band of its own round the foam.
 * @param g the shoe's geometry ({@link shoeGeometry})
 * @param palette the drawing's palette
 * @param seamAccent draw the seam's stitches in the accent colour instead of the line colour,
 *   where the drawing is about the seam (the exploded view numbers it); both at panel weight
 */
export function StitchedRand({
  g,
  palette: c,
  seamAccent = false,
}: {
  g: ShoeGeometry;
  palette: Palette;
  seamAccent?: boolean;
}) {
  if (!g.rand || !g.outsoleStitch) return null;
  return (
    <>
      <path d={g.rand} fill={c.outsole} stroke={c.line} strokeWidth={stroke.panel} />
      <path
        d={g.outsoleStitch}
        fill="none"
        stroke={seamAccent ? c.accent : c.line}
        strokeWidth={stroke.panel}
        strokeDasharray={stitch}
      />
    </>
  );
}

/** An eyelet's radius, 1.7 mm, with its ring (the panel line) centred on it: the ring's outer and the hole's diameter. */
const EYELET_RING = +(2 * 1.7 + stroke.panel).toFixed(2);
const EYELET_HOLE = +(2 * 1.7 - stroke.panel).toFixed(2);

/**
 * The upper's panels and lines over its outline: the mudguard's line, the saddle straps (bands in
 * the colourway's colour), the tongue, heel
 * tab and the eyelets with their laces.
 */
function UpperPanels({ g, palette: c, strapFill }: UpperProps) {
  const eyeletDots = g.eyelets.map(({ at: [x, y] }) => `M${x} ${y}h0`).join("");
  return (
    <g fill="none" stroke={c.line} strokeWidth={stroke.panel}>
      {g.mudguard && <path d={g.mudguard} />}
      {g.straps.map((d) => (
        <path key={d} d={d} fill={strapFill} />
      ))}
      <path d={g.tongueLine} />
      <path d={g.heelTab} stroke={c.accent} strokeWidth={stroke.outline} />
      {/* Each eyelet a dot ringed in the line colour: a stroke of no length draws a dot with
          the drawing's round caps, so all the rings are one path and all the holes another. */}
      <path d={eyeletDots} strokeWidth={EYELET_RING} />
      <path d={eyeletDots} stroke={c.upper} strokeWidth={EYELET_HOLE} />
      {/* Every lace end in one path, over the eyelets it leaves. */}
      <path d={g.eyelets.map((e) => e.lace).join("")} stroke={c.accent} />
    </g>
  );
}

/**
 * Where a brand's logo goes on the shoe, in the order the balloons number them, heel to toe.
 * Pages list the same places in text, by these names.
 */
export const BRANDING_ZONES = ["heel counter", "tongue", "side panel", "midsole sidewall"] as const;

/**
 * The logo zones of a trainer-type upper, as rectangles in mm (x from the heel, heights from the
 * ground), with each balloon's centre: the heel counter, the tongue's top, the side panel between
 * the saddle straps (clear of both) and the midsole's sidewall under the arch.
 */
function brandingZoneBoxes(spec: ShoeSpec) {
  const arch = midsoleTopHeight(spec, 190);
  const heel = midsoleTopHeight(spec, 0);
  return [
    { x: [6, 32], h: [heel + 12, heel + 32], balloon: [-14, heel + 36] },
    { x: [86, 101], h: [101.5, 112], balloon: [76, 124] },
    // Between the saddle straps, its balloon's leader dropping between two eyelets.
    { x: [120, 144], h: [heel + 22, heel + 44], balloon: [132, 124] },
    // Under the lug-free arch, so that the leader down from the sidewall crosses no lug; about
    // 3 mm clear of the rubber below and of the footbed line above (a trainer's unstitched sole).
    { x: [150, 212], h: [spec.lugDepth + OUTSOLE_RUBBER + 3, arch - 3], balloon: [131, -16] },
  ] as const;
}

/** Advance of one capital in heavy italic, as a share of the font size: the widest of the display face and its fallbacks. */
const CAP_ADVANCE = 0.75;

/**
 * The brand's mark for a print zone w × h mm: the whole name, its first word or its initials,
 * the longest that still sets at three tenths of the zone's height or more, at the size that
 * fills 86% of its width (at most seven tenths of its height, so the capitals, about half the
 * zone's height, keep a margin above and below). Returns the text in capitals, its size in mm,
 * and whether no word fitted, so that it fell back to the initials.
 */
export function zoneMark(brand: string, w: number, h: number): { text: string; size: number; initials: boolean } {
  const words = brand.toUpperCase().split(/\s+/).filter(Boolean);
  const candidates = [words.join(" "), words[0], words.map((word) => word[0]).join("")];
  const sized = candidates.map((text, i) => ({
    text,
    size: round1(Math.min(h * 0.7, (w * 0.86) / (text.length * CAP_ADVANCE))),
    initials: i === candidates.length - 1,
  }));
  return sized.find((mark) => mark.size >= h * 0.3) ?? sized[sized.length - 1];
}

/**
 * A group of brand names as they are printed or moulded on a part: heavy italic display
 * capitals, centred on each text's x. Its `print-marks` class keeps them at their size on a
 * phone, where callouts grow (base.css).
 * @param fill the names' colour (a text inside may set its own)
 * @param transform where the group sits, as an SVG transform
 * @param children the `<text>` elements (and any part drawn with them)
 */
export function PrintMarks({
  fill,
  transform,
  children,
}: {
  fill?: string;
  transform?: string;
  children: React.ReactNode;
}) {
  return (
    <g
      className="print-marks font-display"
      fill={fill}
      fontWeight="800"
      fontStyle="italic"
      textAnchor="middle"
      transform={transform}
    >
      {children}
    </g>
  );
}

/**
 * The client's mark where not even its first word fits a zone: two peaks, as a placeholder
 * brand's logo is drawn, in a box 1 wide and 0.62 high, its base on y = 0 and peaks upwards.
 */
export const PEAK_MARK_POINTS: readonly Pt[] = [
  [0, 0],
  [0.36, -0.62],
  [0.56, -0.27],
  [0.69, -0.45],
  [1, 0],
];
/** The mark as path data, in the same box. */
export const PEAK_MARK = `M${PEAK_MARK_POINTS.map(([x, y]) => `${x} ${y}`).join("L")}Z`;
const PEAK_MARK_HEIGHT = 0.62;

/**
 * The logo zones drawn as a tech pack marks print areas: a dashed outline along which the
 * artwork is placed, and the artwork inside it, the brand's name where a word of it fits and its
 * mark where none does (initials would be a mark of our making, not the client's).
 */
function BrandingZones({ spec, brand, palette }: { spec: ShoeSpec; brand: string; palette: Palette }) {
  const zones = brandingZoneBoxes(spec).map(({ x: [x0, x1], h: [h0, h1], balloon: [bx, bh] }) => {
    const mark = zoneMark(brand, x1 - x0, h1 - h0);
    const cx = round1((x0 + x1) / 2);
    const cy = -(h0 + h1) / 2;
    const peak = Math.min((x1 - x0) * 0.7, ((h1 - h0) * 0.7) / PEAK_MARK_HEIGHT);
    return {
      box: { x: round1(x0), y: round1(-h1), width: round1(x1 - x0), height: round1(h1 - h0) },
      word: !mark.initials ? { ...mark, x: cx, y: round1(cy + mark.size * 0.36) } : null,
      glyph: !mark.initials
        ? null
        : `translate(${round1(cx - peak / 2)} ${round1(cy + (peak * PEAK_MARK_HEIGHT) / 2)}) scale(${round1(peak)})`,
      // The leader starts at the zone's edge nearest the balloon.
      balloon: {
        anchor: P(Math.min(Math.max(bx, x0), x1), Math.min(Math.max(bh, h0), h1)),
        at: P(bx, bh),
        accent: true,
      },
    };
  });
  // Shared attributes sit on the groups, so each zone writes only its coordinates.
  return (
    <g>
      <g fill="none" stroke={palette.accent} strokeWidth={stroke.detail} strokeDasharray="2 1.4">
        {zones.map(({ box }) => (
          <rect key={box.x} {...box} rx="1.5" />
        ))}
      </g>
      <g fill={palette.accent}>
        {zones.map(({ box, glyph }) => glyph && <path key={box.x} d={PEAK_MARK} transform={glyph} />)}
      </g>
      <PrintMarks fill={palette.accent}>
        {zones.map(
          ({ word }) =>
            word && (
              <text key={word.x} x={word.x} y={word.y} fontSize={word.size}>
                {word.text}
              </text>
            ),
        )}
      </PrintMarks>
      <Balloons balloons={zones.map((zone) => zone.balloon)} palette={palette} dots={false} />
    </g>
  );
}

/** The middle of the lug (its row's reach) nearest x along the sole, in mm from the heel. */
function nearestLugX({ build = "trainer", logoPad }: ShoeSpec, x: number): number {
  const mids = profileLugRows(build, Boolean(logoPad)).map(
    ({ x: rx, reach: [behind, ahead] }) => rx + (ahead - behind) / 2,
  );
  return mids.reduce((best, m) => (Math.abs(m - x) < Math.abs(best - x) ? m : best));
}

/**
 * Points on the shoe that a numbered callout can name, each with its balloon's place: heights
 * from the ground and x from the heel, in mm, for the trainer-type upper. Balloons sit above the
 * upper, behind the heel, ahead of the toe or under the outsole, clear of each other.
 */
function shoePoints(spec: ShoeSpec) {
  const { collar: C, instep: I, toeBox: T } = builds[spec.build ?? "trainer"];
  const top = (x: number) => midsoleTopHeight(spec, x);
  const L = spec.lugDepth;
  return {
    "heel counter": { anchor: [22, top(22) + 30], at: [-14, top(0) + 40] },
    "collar stitching": { anchor: [42, C - 14], at: [30, C + 24] },
    upper: { anchor: [128, top(128) + 30], at: [130, 124 + I * 0.6] },
    eyelets: { anchor: [162, 87 + I * 0.6 + T * 0.4], at: [176, 112 + I] },
    "toe cap": { anchor: [276, 46 + T * 0.8], at: [290, 86 + T] },
    "toe box": { anchor: [246, 52 + T], at: [250, 96 + T] },
    "bond line": { anchor: [262, top(210) + 2.5], at: [312, top(210) - 6] },
    midsole: { anchor: [90, (L + top(90)) / 2 + 2], at: [70, -15] },
    // On the chain line FlexLine draws, at the ball.
    "flex line": { anchor: [FLEX_X, (L + top(FLEX_X)) / 2], at: [196, -15] },
    // On a lug behind the arch: the rubber over the bare arch is a line too thin to point at.
    outsole: { anchor: [nearestLugX(spec, 112), L * 0.4], at: [132, -15] },
    // On the forefoot lug whose row stands nearest 258 mm.
    lugs: { anchor: [nearestLugX(spec, 258), L * 0.4], at: [256, -15] },
  } satisfies Record<string, { anchor: [number, number]; at: [number, number] }>;
}

/** A part of the shoe that a numbered callout can name. */
export type ShoePoint = keyof ReturnType<typeof shoePoints>;

/** A numbered callout on the shoe; `accent` sets it apart from the others (the caption says why). */
export type ShoeCallout = { point: ShoePoint; accent?: boolean };

function ShoeCallouts({
  spec,
  callouts,
  palette,
}: {
  spec: ShoeSpec;
  callouts: readonly ShoeCallout[];
  palette: Palette;
}) {
  const points = shoePoints(spec);
  const balloons = callouts.map(({ point, accent }) => {
    const { anchor, at } = points[point];
    return { anchor: P(anchor[0], anchor[1]), at: P(at[0], at[1]), accent };
  });
  const flex = callouts.find(({ point }) => point === "flex line");
  return (
    <>
      {flex && <FlexLine spec={spec} colour={flex.accent ? palette.accent : palette.dimension} />}
      <Balloons balloons={balloons} palette={palette} />
    </>
  );
}

/**
 * Where the forefoot bends, in mm from the heel: where the outsole's flex groove crosses the
 * centre line, on the ball line; the flex line's callout points there.
 */
const FLEX_X = round1(lineXAt(...FLEX_GROOVE, 0));

/**
 * The flex line, drawn where a callout names it: a chain line (long dash, dot) at the weight of
 * the system's construction lines, as a drawing marks one, square to the ground across the sole at the ball, from
 * just below the lugs to just above the midsole, in the colour of its balloon's leader.
 */
function FlexLine({ spec, colour }: { spec: ShoeSpec; colour: string }) {
  const [x, y0] = P(FLEX_X, -4);
  const y1 = P(FLEX_X, midsoleTopHeight(spec, FLEX_X) + 6)[1];
  return (
    <path
      d={`M${x} ${y0}V${round1(y1)}`}
      stroke={colour}
      strokeWidth={stroke.panel}
      strokeDasharray={flexDash}
      strokeLinecap="round"
    />
  );
}

/** A chain line's dashes, mm: long dash, gap, dot, gap. */
const flexDash = "6 1.6 0.1 1.6";

function ShoeDimensions({ spec, palette }: { spec: ShoeSpec; palette: Palette }) {
  const { heelStack: HS, lugDepth: L } = spec;
  // The heel's stack is dimensioned behind the heel, clear of the shoe. The forefoot's is left to
  // the spec list beside every dimensioned shoe: measured at the ball, its dimension line could
  // only stand inside the sole, or carry its label down among the lugs, where it read as a lug's.
  // The lug callout names a heel lug just behind the arch and reads leftwards, clear of the
  // length's label (centred at 149).
  const lugX = nearestLugX(spec, 100);
  // The lug callout's line, mm below the ground: low enough that a phone's larger label clears
  // the lugs above it, high enough that it clears the length's label below.
  const lugLabelY = 14;
  return (
    <g>
      {/* The length runs 34 mm below the ground, so that its label clears the lugs and the lug
          callout at a phone's larger callout size. */}
      <Extension from={P(0.5, -2)} to={P(0.5, -37)} palette={palette} />
      <Extension
        from={P(297.2, L + builds[spec.build ?? "trainer"].toeSpring - 2)}
        to={P(297.2, -37)}
        palette={palette}
      />
      <Dimension from={P(0.5, -34)} to={P(297.2, -34)} label={`${OUTSOLE_LENGTH} mm`} palette={palette} />
      <Extension from={P(-3, L)} to={P(-16, L)} palette={palette} />
      <Extension from={P(-3, L + HS)} to={P(-16, L + HS)} palette={palette} />
      <Dimension from={P(-13, L)} to={P(-13, L + HS)} label={`${HS} mm`} palette={palette} side={-1} along />
      <path
        d={`M${lugX} ${-L / 2}L${lugX - 8} ${lugLabelY}H${lugX - 14}`}
        stroke={palette.dimension}
        strokeWidth={stroke.dimension}
        fill="none"
      />
      <text
        x={lugX - 16}
        y={lugLabelY + calloutSize * 0.35}
        textAnchor="end"
        fontSize={calloutSize}
        fill={palette.text}
        {...halo(palette)}
        className="font-display"
      >
        lug {L} mm
      </text>
    </g>
  );
}
