import { colors } from "~/styles/tokens";
import { type Balloon, Balloons } from "./balloons";
import { palettes, type Tone } from "./drawing";
import type { Pt } from "./geometry";
import { face, iso, isoPt, type Point3 as Point } from "./isometric";
import { PEAK_MARK_POINTS, PrintMarks } from "./shoe-elevation";

/** A branded surface of the package that a numbered balloon can name. */
export type ShoeboxPart = "lid print" | "tissue" | "seal" | "end label";

/**
 * An open shoebox with its lid lifted and tissue paper inside, in isometric line drawing
 * (Branding and packaging), in units of the drawing's 400 × 540 viewBox. With `parts`, the
 * end panel carries its size and barcode label, the box is drawn at {@link NUMBERED_SCALE} in a
 * 252 × 318 viewBox, and numbered balloons (balloons.tsx, in the palette of `tone`) name the given branded
 * surfaces, in the order given, as the page's list beside the drawing does. Decorative: the page
 * names every part in text.
 * @param parts branded surfaces to number, 1, 2, 3… in this order
 * @param brand the client's name, printed flat on the lid under its mark (none if empty)
 * @param tone the ground the numbered box stands on: on the dark ground (blog covers) its leaders
 *   and balloons take the dark palette, and its lines are charcoal, as the white box still needs
 * @param className sizing and colour (lines use currentColor)
 */
export function ShoeboxArt({
  parts,
  brand = "",
  tone = "light",
  className = "",
}: {
  parts?: readonly ShoeboxPart[];
  brand?: string;
  tone?: Tone;
  className?: string;
}) {
  const L = 250;
  const W = 150;
  const H = 96;
  const base = [230, 150] as const;
  const lid = [230, 40] as const;
  const lidH = 26;
  const m = 6; // the lid overhangs the box on every side
  // The box is drawn this far below `base`, so the lifted lid clears its back rim by about 30
  // units: an exploded view, not a lid caught closing.
  const drop = 170;

  const box = {
    backLeft: face(
      [
        [0, 0, 0],
        [L, 0, 0],
        [L, 0, H],
        [0, 0, H],
      ],
      base,
    ),
    backRight: face(
      [
        [0, 0, 0],
        [0, W, 0],
        [0, W, H],
        [0, 0, H],
      ],
      base,
    ),
    front: face(
      [
        [0, W, 0],
        [L, W, 0],
        [L, W, H],
        [0, W, H],
      ],
      base,
    ),
    side: face(
      [
        [L, 0, 0],
        [L, W, 0],
        [L, W, H],
        [L, 0, H],
      ],
      base,
    ),
  };
  // Tissue folded over the shoes: a hipped mound whose edges are tucked down the four inner walls
  // and whose ridge stays just under the rim, so the lid closes over it. Every face is visible
  // from the viewing side, so none hides another.
  const tuck = H - 22;
  const crest = H - 2;
  const hip = 40;
  const ridgeLeft: Point = [hip, W / 2, crest];
  const ridgeRight: Point = [L - hip, W / 2, crest];
  const tissue = [
    { fill: "#f6f7f5", points: [[0, 0, tuck], [L, 0, tuck], ridgeRight, ridgeLeft] },
    { fill: "#f6f7f5", points: [[0, W, tuck], [0, 0, tuck], ridgeLeft] },
    { fill: "#ffffff", points: [[0, W, tuck], [L, W, tuck], ridgeRight, ridgeLeft] },
    { fill: "#e6eaee", points: [[L, 0, tuck], [L, W, tuck], ridgeRight] },
  ] satisfies { fill: string; points: Point[] }[];
  // The round seal that holds the fold: a circle lying on the front slope, drawn as the ellipse
  // it projects to.
  const run = W / 2;
  const rise = crest - tuck;
  const slope = Math.hypot(run, rise);
  const sealCentre: Point = [L / 2, W / 2 + run * 0.35, crest - rise * 0.35];
  const seal = face(
    Array.from({ length: 24 }, (_, i): Point => {
      const angle = (i / 24) * 2 * Math.PI;
      const down = 10 * Math.sin(angle); // down the slope, towards the front wall
      return [
        sealCentre[0] + 10 * Math.cos(angle),
        sealCentre[1] + (down * run) / slope,
        sealCentre[2] - (down * rise) / slope,
      ];
    }),
    base,
  );
  // The brand's mark printed across the tissue's front slope in a half-drop repeat, as branded
  // tissue carries it, clear of the seal: small peaks, each lying in the slope (`t` runs from the
  // ridge, 0, down to the tucked edge, 1; the slope narrows towards the ridge by the hips).
  const onSlope = (x: number, t: number): Point => [x, W / 2 + run * t, crest - rise * t];
  const tissueMarks = [0.32, 0.74].flatMap((t, row) =>
    Array.from({ length: 9 }, (_, i) => 22 + row * 15 + i * 30)
      .filter((x) => x - 6 > hip * (1 - t) && x + 6 < L - hip * (1 - t))
      .filter((x) => Math.abs(x - sealCentre[0]) > 20 || Math.abs(t - 0.35) > 0.25)
      .map((x) => face([onSlope(x - 5, t + 0.06), onSlope(x + 5, t + 0.06), onSlope(x, t - 0.06)], base)),
  );
  const lidTop = face(
    [
      [-m, -m, lidH],
      [L + m, -m, lidH],
      [L + m, W + m, lidH],
      [-m, W + m, lidH],
    ],
    lid,
  );
  const lidFront = face(
    [
      [-m, W + m, 0],
      [L + m, W + m, 0],
      [L + m, W + m, lidH],
      [-m, W + m, lidH],
    ],
    lid,
  );
  const lidSide = face(
    [
      [L + m, -m, 0],
      [L + m, W + m, 0],
      [L + m, W + m, lidH],
      [L + m, -m, lidH],
    ],
    lid,
  );
  // The brand's mark and name printed on the lid, lying in its plane: one affine matrix sends the
  // print's x along the box's long side and its y across the lid, so both read as flat print, not
  // as shapes standing on the lid. The mark is the same two peaks that stand for a client's mark on
  // the shoe (PEAK_MARK_POINTS), 104 units wide, filled in the accent with a darker outline; the
  // client's name (`brand`) is printed under it, read from the box's long front side, with a clear
  // band between the two.
  const [printX, printY] = isoPt([62, 130, lidH], lid);
  const printMatrix = `matrix(0.866 0.5 -0.866 0.5 ${printX.toFixed(1)} ${printY.toFixed(1)})`;
  const markWidth = 104;
  const mark = `M${PEAK_MARK_POINTS.map(([u, v]) => `${(72 + (u - 0.5) * markWidth).toFixed(1)} ${(-48 + v * markWidth).toFixed(1)}`).join("L")}Z`;

  // The size and barcode label on the end panel, in the panel's plane (x = L): a white label,
  // its barcode bars standing upright, and two lines of print (size and colourway) above them.
  const endLabel = (y: number, z: number): Point => [L, y, z];
  const label = {
    card: face([endLabel(26, 22), endLabel(124, 22), endLabel(124, 74), endLabel(26, 74)], base),
    bars: [34, 37, 42, 44, 49, 53, 55, 60, 65, 67, 72, 76, 78, 83, 88, 90, 95, 99, 101]
      .map((y) => `M${iso(endLabel(y, 30), base)}L${iso(endLabel(y, 50), base)}`)
      .join(""),
    print: [
      [34, 60, 98],
      [34, 66, 78],
    ]
      .map(([y0, z, y1]) => `M${iso(endLabel(y0, z), base)}L${iso(endLabel(y1, z), base)}`)
      .join(""),
  };
  // Each part's leader starts on the part; its balloon sits clear of the box: the lid's print
  // from above the lid, the tissue from left of the box, the seal from the gap between lid and
  // box, the end label from below the end panel. The box is drawn `drop` units lower than `base`,
  // and at NUMBERED_SCALE when numbered.
  const drawnBase = [base[0], base[1] + drop] as const;
  const on = (p: Point, origin: readonly [number, number]): Pt => {
    const [x, y] = isoPt(p, origin);
    return [x * NUMBERED_SCALE, y * NUMBERED_SCALE];
  };
  const balloons: Record<ShoeboxPart, Balloon> = {
    "lid print": { anchor: on([96, 76, lidH], lid), at: [62, 18] },
    tissue: { anchor: on([13, 75, tuck + 7], drawnBase), at: [40, 140] },
    seal: { anchor: on(sealCentre, drawnBase), at: [252, 162] },
    "end label": { anchor: on(endLabel(110, 26), drawnBase), at: [270, 304] },
  };
  const drawing = (
    <>
      <g transform={`translate(0 ${drop})`}>
        <path d={box.backLeft} fill="currentColor" fillOpacity=".08" />
        <path d={box.backRight} fill="currentColor" fillOpacity=".14" />
        {tissue.map(({ fill, points }) => {
          const d = face(points, base);
          return <path key={d} d={d} fill={fill} strokeWidth="1.5" />;
        })}
        <path d={tissueMarks.join("")} fill="currentColor" fillOpacity=".28" stroke="none" />
        <path d={seal} fill="#ff7a45" stroke="none" />
        <path d={box.front} fill="#ffffff" />
        <path d={box.side} fill="#e6eaee" />
        {parts && (
          <g>
            <path d={label.card} fill="#ffffff" strokeWidth="1.5" />
            <path d={label.bars} strokeWidth="1.6" />
            <path d={label.print} strokeWidth="2" strokeLinecap="round" opacity=".55" />
          </g>
        )}
      </g>
      <path d={lidFront} fill="#ffffff" />
      <path d={lidSide} fill="#e6eaee" />
      <path d={lidTop} fill="#ffffff" />
      <path d={mark} transform={printMatrix} fill="#ff7a45" stroke="#c4410f" strokeWidth="1.5" />
      {brand && (
        <PrintMarks fill="#14171a" transform={printMatrix}>
          <text x="72" textLength="144" lengthAdjust="spacingAndGlyphs" stroke="none" fontSize="22">
            {brand.toUpperCase()}
          </text>
        </PrintMarks>
      )}
    </>
  );
  const svgProps = {
    className,
    "aria-hidden": true,
    stroke: "currentColor",
    strokeWidth: "2.5",
    strokeLinejoin: "round",
  } as const;
  if (!parts) {
    return (
      <svg viewBox="70 0 400 540" {...svgProps}>
        {drawing}
      </svg>
    );
  }
  return (
    <svg viewBox={NUMBERED_VIEWBOX} {...svgProps} color={tone === "dark" ? colors.charcoal.DEFAULT : undefined}>
      <g transform={`scale(${NUMBERED_SCALE})`}>{drawing}</g>
      <Balloons balloons={parts.map((part) => balloons[part])} palette={palettes[tone]} />
    </svg>
  );
}

/**
 * Numbered, the box is drawn at six tenths of its units, so its 2.5-unit outlines become the
 * illustration system's 1.5 (drawing.ts) and the balloons keep the system's size beside it.
 */
const NUMBERED_SCALE = 0.6;
/** The numbered drawing's viewBox: the scaled box, with room for the balloons left and right. */
const NUMBERED_VIEWBOX = "28 2 252 318";
