import { Balloons } from "./balloons";
import { Dimension, Extension } from "./dimension";
import { calloutSize, type Palette, palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { lineTo, type Pt, round1 } from "./geometry";
import { midsoleFill, OUTSOLE_RUBBER, RAND_HEIGHT, type ShoeSpec } from "./shoe-elevation";

/** The detail's scale: drawing units per millimetre of the real sole (six times full size). */
export const SEAM_DETAIL_SCALE = 6;
/** Thickness of the rand's wall, in mm. */
const RAND_WALL = 2.2;
/** The detail circle's radius on the real sole, in mm, and its centre from the sole's edge and the rubber's top. */
const DETAIL = { radius: 14, centre: [-6, -1] as Pt };
/** Where the seam enters the rand's face (its mid-height) and leaves the outsole's tread, in mm from the sole's edge. */
const SEAM_EXIT_X = -4.2;
/** Spacing of a section's hatching, in drawing units. */
const HATCH_PITCH = 5;
/** The lugs the detail cuts through, inward to outward, as their roots' x ranges in mm from the sole's edge (inward is negative); each foot is 1 mm narrower a side. */
const LUGS = [
  [-28, -21],
  [-13.5, -7.5],
] as const;

/** A real point (mm from the sole's outer edge, mm above the ground) in the detail's units. */
const at = (x: number, h: number): Pt => [round1(x * SEAM_DETAIL_SCALE), round1(-h * SEAM_DETAIL_SCALE)];

/** A closed outline through real points, in the detail's units. */
const outline = (points: readonly [number, number][]) => `M${points.map(([x, h]) => at(x, h).join(" ")).join("L")}Z`;

/**
 * The seam's section, in real millimetres: x from the sole's outer edge (inward is negative),
 * h above the ground.
 * @param spec the shoe's construction figures (its lug depth, mm)
 * @returns the rubber's top and the rand's top (h, mm); the rand's wall (x range, mm); the seam's
 *   entry on the rand's face and its exit in the tread ([x, h], mm); the lugs' roots (x ranges, mm)
 */
export function seamSection(spec: ShoeSpec) {
  const rubberTop = spec.lugDepth + OUTSOLE_RUBBER;
  return {
    rubberTop,
    randTop: rubberTop + RAND_HEIGHT,
    randWall: [-RAND_WALL, 0] as const,
    seam: { entry: [0, rubberTop + RAND_HEIGHT / 2] as const, exit: [SEAM_EXIT_X, spec.lugDepth] as const },
    lugs: LUGS,
  };
}

/**
 * Detail A of the exploded resoleable shoe: the sole's edge cut across, six times full size
 * ({@link SEAM_DETAIL_SCALE}), inside the detail circle that the exploded view marks "A". It shows
 * what the side view is too small to: the rubber rand, {@link RAND_HEIGHT} mm high, let into the
 * midsole's foot; the outsole under it with its lugs; and the one seam that holds them, running
 * from the rand's face at its mid-height (where the side view draws its stitch row) through
 * rand, foam and rubber to the tread. A dimension gives the rand's height and the lug depth;
 * balloons number midsole, seam and outsole as the exploded view does (2, 3, 4). Decorative: the
 * page states every figure and part in text.
 * @param spec the shoe's construction figures (lug depth in mm, colourway)
 * @param tone the ground the drawing sits on
 * @param className sizing
 */
export function SeamDetail({
  spec,
  tone = "dark",
  className = "",
}: {
  spec: ShoeSpec;
  tone?: Tone;
  className?: string;
}) {
  const c = palettes[tone];
  const L = spec.lugDepth;
  const { rubberTop, randTop, seam } = seamSection(spec);
  const [far, high] = [-40, rubberTop + 24];
  const [cx, cy] = at(DETAIL.centre[0], rubberTop - DETAIL.centre[1]);
  const r = DETAIL.radius * SEAM_DETAIL_SCALE;
  const seamIn = at(...seam.entry);
  const seamOut = at(...seam.exit);
  const foam = outline([
    [far, rubberTop],
    [-RAND_WALL, rubberTop],
    [-RAND_WALL, randTop],
    [0, randTop],
    [0, high],
    [far, high],
  ]);
  const rand = outline([
    [-RAND_WALL, rubberTop],
    [0, rubberTop],
    [0, randTop],
    [-RAND_WALL, randTop],
  ]);
  const outsole = outline([
    [far, L],
    ...LUGS.flatMap(([x0, x1]): [number, number][] => [
      [x0, L],
      [x0 + 1, 0],
      [x1 - 1, 0],
      [x1, L],
    ]),
    [-0.8, L],
    [0, L + 0.8],
    [0, rubberTop],
    [far, rubberTop],
  ]);
  // Outside the circle, on the air side: the rand's height above the lug depth, on one line.
  const dimX = cx + r + 8;
  const lugFoot = at(LUGS[LUGS.length - 1][1] - 1, 0);
  // The seam's balloon names it just inside the rand, its leader running in over the plain foam.
  const onSeam: Pt = [round1(seamIn[0] * 0.8 + seamOut[0] * 0.2), round1(seamIn[1] * 0.8 + seamOut[1] * 0.2)];
  const balloonX = cx - r - 16;
  return (
    <DrawingSvg
      viewBox={`${round1(balloonX - 10)} ${round1(cy - r - 4)} ${round1(dimX + 62 - balloonX)} ${round1(2 * r + 12)}`}
      className={className}
    >
      <defs>
        <clipPath id="detail-a">
          <circle cx={cx} cy={cy} r={r} />
        </clipPath>
        <clipPath id="detail-a-rubber">
          <path d={`${rand}${outsole}`} />
        </clipPath>
      </defs>
      <g clipPath="url(#detail-a)">
        <g stroke={c.line} strokeWidth={stroke.outline}>
          <path d={foam} fill={midsoleFill(spec, tone)} />
          <path d={rand} fill={c.outsole} />
          <path d={outsole} fill={c.outsole} />
        </g>
        {/* Rubber is cut, so hatched, as a section's cut faces are drawn; the foam keeps its colour. */}
        <SectionHatch palette={c} clipPath="url(#detail-a-rubber)" from={at(far, 0)} to={at(0, randTop)} />
        {/* The seam: thread through rand, foam and rubber, its stitch showing on the rand's face and in the tread. */}
        <g stroke={c.accent} fill={c.accent}>
          <path d={lineTo(seamIn, seamOut)} strokeWidth={stroke.outline * 1.4} />
          <circle cx={seamIn[0]} cy={seamIn[1]} r="2.6" stroke="none" />
          <circle cx={seamOut[0]} cy={seamOut[1]} r="2.6" stroke="none" />
        </g>
      </g>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={c.dimension} strokeWidth={stroke.panel} />
      <text
        x={round1(cx + r * 0.74)}
        y={round1(cy - r * 0.74)}
        fill={c.text}
        fontSize={calloutSize * 1.25}
        fontWeight="600"
        className="font-display"
      >
        A
      </text>
      <Extension from={at(0.6, randTop)} to={[dimX + 3, at(0, randTop)[1]]} palette={c} />
      <Extension from={at(0.6, rubberTop)} to={[dimX + 3, at(0, rubberTop)[1]]} palette={c} />
      <Dimension
        from={[dimX, at(0, rubberTop)[1]]}
        to={[dimX, at(0, randTop)[1]]}
        label={`${RAND_HEIGHT} mm`}
        palette={c}
      />
      <Extension from={at(0.6, L)} to={[dimX + 3, at(0, L)[1]]} palette={c} />
      <Extension from={[lugFoot[0] + 2, lugFoot[1]]} to={[dimX + 3, lugFoot[1]]} palette={c} />
      <Dimension from={[dimX, 0]} to={[dimX, at(0, L)[1]]} label={`${L} mm`} palette={c} />
      <Balloons
        palette={c}
        first={2}
        balloons={[
          { anchor: at(-14, rubberTop + 12), at: [balloonX, at(0, rubberTop + 12)[1]] },
          { anchor: onSeam, at: [balloonX, at(0, rubberTop + 4.5)[1]], accent: true },
          { anchor: at(-17, L + 1.5), at: [balloonX, at(0, L - 3)[1]] },
        ]}
      />
    </DrawingSvg>
  );
}

/** 45° hatching over a box (drawing units) at detail weight, clipped to the cut faces it marks. */
function SectionHatch({ palette: c, from, to, clipPath }: { palette: Palette; from: Pt; to: Pt; clipPath: string }) {
  const [x0, y0] = [Math.min(from[0], to[0]), Math.min(from[1], to[1])];
  const [x1, y1] = [Math.max(from[0], to[0]), Math.max(from[1], to[1])];
  const lines: string[] = [];
  for (let k = x0 - (y1 - y0); k < x1; k += HATCH_PITCH) lines.push(lineTo([k, y1], [k + (y1 - y0), y0]));
  return (
    <path
      d={lines.join("")}
      clipPath={clipPath}
      stroke={c.line}
      strokeWidth={stroke.detail}
      strokeOpacity="0.4"
      fill="none"
    />
  );
}
