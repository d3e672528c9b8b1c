import { Balloons } from "./balloons";
import { Dimension, Extension } from "./dimension";
import { calloutSize, halo, type Palette, palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { atX, lineTo, type Pt, round1 } from "./geometry";
import {
  ARCH_ZONE,
  midsoleFill,
  OUTSOLE_RUBBER,
  RAND_HEIGHT,
  type ShoeGeometry,
  type ShoeSpec,
} from "./shoe-elevation";

/**
 * Where section A–A cuts the side view, in mm from the heel: behind the lug-free arch (which
 * carries no lugs), through the middle of a heel lug, so that the lugs the section cuts are
 * there in the side view too: on the mono-material build the row at 72 mm reaches from 70.2 to
 * 80.5 mm (outsole-pattern.ts).
 */
export const SECTION_A_X = ARCH_ZONE[0] - 37;

/** The detail's scale: drawing units per millimetre of the real sole (six times full size). */
export const SEAM_DETAIL_SCALE = 6;
/** Thickness of the rand's wall, in mm. */
const RAND_WALL = 2.2;
/**
 * The circle that crops the section to the sole's edge, on the real sole, in mm: its radius, and
 * its centre, inward from the sole's edge and up from the rubber's top.
 */
const DETAIL = { radius: 14, inward: 6, up: 2.5 };
/**
 * Where the seam leaves the outsole's tread, in mm from the sole's edge: in a channel between the
 * edge and the first lug.
 */
const SEAM_EXIT_X = -7;
/**
 * The stitch channel the seam is sunk in on the tread, so that the ground never wears the thread:
 * width and depth, mm.
 */
const CHANNEL = { width: 3.4, depth: 1 };
/** Foam cells in one tile of the foam's section pattern (19 × 17 units): [x, y, radius], irregular as expanded foam is. */
const FOAM_CELLS = [
  [3, 3.5, 1.9],
  [10.5, 2.2, 1.1],
  [15.5, 6.5, 1.6],
  [7, 9.5, 1.3],
  [2.5, 13.5, 1.2],
  [12.5, 13, 2],
] as const;

/** Spacing of a section's hatching, in drawing units. */
const HATCH_PITCH = 5;
/**
 * The lugs the detail cuts through, inward to outward, as their roots' x ranges in mm from the
 * sole's edge (inward is negative); each foot is 1 mm narrower a side.
 */
const LUGS = [
  [-30, -23.5],
  [-17, -10.5],
] as const;

/** A real point (mm from the sole's outer edge, mm above the ground) in the detail's units. */
const at = (x: number, h: number): Pt => [round1(x * SEAM_DETAIL_SCALE), round1(-h * SEAM_DETAIL_SCALE)];

/** The numbers the detail's balloons carry: the exploded view's numbers for the same parts. */
export type SeamDetailNumbers = { midsole: number; seam: number; outsole: number };

/** A closed outline through real points, in the detail's units. */
const outline = (points: readonly [number, number][]) => `M${points.map(([x, h]) => at(x, h).join(" ")).join("L")}Z`;

/**
 * The seam's section, in real millimetres: x from the sole's outer edge (inward is negative),
 * h above the ground.
 * @param spec the shoe's construction figures (its lug depth, mm)
 * @returns the rubber's top and the rand's top (h, mm); the rand's wall (x range, mm); the seam's
 *   entry on the rand's face and its exit at the foot of the tread's stitch channel ([x, h], mm);
 *   the channel (x range, mm); the lugs' roots (x ranges, mm)
 */
export function seamSection(spec: ShoeSpec) {
  const rubberTop = spec.lugDepth + OUTSOLE_RUBBER;
  return {
    rubberTop,
    randTop: rubberTop + RAND_HEIGHT,
    randWall: [-RAND_WALL, 0] as const,
    seam: {
      entry: [0, rubberTop + RAND_HEIGHT / 2] as const,
      exit: [SEAM_EXIT_X, spec.lugDepth + CHANNEL.depth] as const,
    },
    channel: [SEAM_EXIT_X - CHANNEL.width / 2, SEAM_EXIT_X + CHANNEL.width / 2] as const,
    lugs: LUGS,
  };
}

/**
 * Section A–A of the exploded resoleable shoe, at its outer edge: the sole cut across where the
 * exploded view's cutting plane ({@link SectionAMark}) crosses it, six times full size
 * ({@link SEAM_DETAIL_SCALE}), inside a circle that crops it to the edge. It shows
 * what the side view is too small to: the rubber rand, {@link RAND_HEIGHT} mm high, let into the
 * midsole's foot; the outsole under it with its lugs; and the one seam that holds them, running
 * from the rand's face at its mid-height (where the side view draws its stitch row) through
 * rand, foam and rubber to the tread. A dimension gives the rand's height and the lug depth;
 * balloons number midsole, seam and outsole with the exploded view's numbers. The clip paths' ids
 * are fixed: a page holds at most one detail (the audit article's cover on the blog list; the
 * labelled detail is a file of its own, art-files.tsx, shown as an image).
 * Decorative: the page states every figure and part in text.
 * @param spec the shoe's construction figures (lug depth in mm, colourway)
 * @param numbers the balloons' numbers for midsole, seam and outsole; without them the detail is
 *   bare: the circle alone, without its title, dimensions or balloons (a blog cover)
 * @param tone the ground the drawing sits on
 * @param className sizing
 */
export function SeamDetail({
  spec,
  numbers,
  tone = "dark",
  className = "",
}: {
  spec: ShoeSpec;
  numbers?: SeamDetailNumbers;
  tone?: Tone;
  className?: string;
}) {
  const c = palettes[tone];
  const L = spec.lugDepth;
  const {
    rubberTop,
    randTop,
    randWall: [randInner, randOuter],
    seam,
    channel,
  } = seamSection(spec);
  const [far, high] = [-40, rubberTop + 24];
  const [cx, cy] = at(-DETAIL.inward, rubberTop + DETAIL.up);
  const r = DETAIL.radius * SEAM_DETAIL_SCALE;
  const seamIn = at(...seam.entry);
  const seamOut = at(...seam.exit);
  const foam = outline([
    [far, rubberTop],
    [randInner, rubberTop],
    [randInner, randTop],
    [randOuter, randTop],
    [randOuter, high],
    [far, high],
  ]);
  const rand = outline([
    [randInner, rubberTop],
    [randOuter, rubberTop],
    [randOuter, randTop],
    [randInner, randTop],
  ]);
  const outsole = outline([
    [far, L],
    ...LUGS.flatMap(([x0, x1]): [number, number][] => [
      [x0, L],
      [x0 + 1, 0],
      [x1 - 1, 0],
      [x1, L],
    ]),
    [channel[0], L],
    [channel[0] + 0.4, L + CHANNEL.depth],
    [channel[1] - 0.4, L + CHANNEL.depth],
    [channel[1], L],
    [-0.8, L],
    [0, L + 0.8],
    [0, rubberTop],
    [far, rubberTop],
  ]);
  // Outside the circle, on the air side: the rand's height above the lug depth, on one line.
  const dimX = cx + r + 8;
  const lugFoot = at(LUGS[LUGS.length - 1][1] - 1, 0);
  const balloonX = cx - r - 16;
  // Bare, the detail is the circle alone, with a margin of a sixth of its radius.
  const bare = r / 6;
  return (
    <DrawingSvg
      viewBox={
        numbers
          ? `${round1(balloonX - 10)} ${round1(cy - r - 4)} ${round1(dimX + 62 - balloonX)} ${round1(2 * r + 12)}`
          : `${round1(cx - r - bare)} ${round1(cy - r - bare)} ${round1(2 * (r + bare))} ${round1(2 * (r + bare))}`
      }
      className={className}
    >
      <defs>
        <clipPath id="section-a">
          <circle cx={cx} cy={cy} r={r} />
        </clipPath>
        <clipPath id="section-a-rand">
          <path d={rand} />
        </clipPath>
        <clipPath id="section-a-outsole">
          <path d={outsole} />
        </clipPath>
        {/* Foam's cells, as a section draws an expanded material: a plain fill read as a solid blob. */}
        <pattern id="section-a-cells" width="19" height="17" patternUnits="userSpaceOnUse">
          <g fill="none" stroke={c.line} strokeOpacity="0.3" strokeWidth={stroke.detail}>
            {FOAM_CELLS.map(([x, y, radius]) => (
              <circle key={`${x} ${y}`} cx={x} cy={y} r={radius} />
            ))}
          </g>
        </pattern>
      </defs>
      <g clipPath="url(#section-a)">
        <g stroke={c.line} strokeWidth={stroke.outline}>
          <path d={foam} fill={midsoleFill(spec, tone)} />
          <path d={foam} fill="url(#section-a-cells)" stroke="none" />
          <path d={rand} fill={c.outsole} />
          <path d={outsole} fill={c.outsole} />
        </g>
        {/* Rubber is cut, so hatched, as a section's cut faces are drawn, the rand the other way from
            the outsole, as adjoining parts are told apart; the foam keeps its colour, with its cells. */}
        <SectionHatch palette={c} clipPath="url(#section-a-outsole)" from={at(far, 0)} to={at(0, rubberTop)} />
        <SectionHatch
          palette={c}
          clipPath="url(#section-a-rand)"
          from={at(randInner, rubberTop)}
          to={at(0, randTop)}
          mirrored
        />
        {/* The seam: thread through rand, foam and rubber, its stitch showing on the rand's face and in the tread. */}
        <g stroke={c.accent} fill={c.accent}>
          <path d={lineTo(seamIn, seamOut)} strokeWidth={stroke.outline * 1.4} />
          <circle cx={seamIn[0]} cy={seamIn[1]} r="2.6" stroke="none" />
          <circle cx={seamOut[0]} cy={seamOut[1]} r="2.6" stroke="none" />
        </g>
      </g>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={c.dimension} strokeWidth={stroke.panel} />
      {numbers && (
        <>
          <text
            x={round1(cx + r * 0.7)}
            y={round1(cy + r * 0.7 + calloutSize * 1.25)}
            fill={c.text}
            fontSize={calloutSize * 1.25}
            fontWeight="600"
            className="font-display"
          >
            A–A
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
            balloons={[
              { anchor: at(-14, rubberTop + 12), at: [balloonX, at(0, rubberTop + 12)[1]], n: numbers.midsole },
              // The seam's, from its stitch on the rand's face out over the air side, clear of every part.
              { anchor: seamIn, at: [dimX + 16, at(0, randTop + 7.5)[1]], accent: true, n: numbers.seam },
              { anchor: at(-19, L + OUTSOLE_RUBBER / 2), at: [balloonX, at(0, L - 3)[1]], n: numbers.outsole },
            ]}
          />
        </>
      )}
    </DrawingSvg>
  );
}

/**
 * 45° hatching over a box (drawing units) at detail weight, clipped to the cut faces it marks:
 * rising to the right, or `mirrored`, falling to the right.
 */
function SectionHatch({
  palette: c,
  from,
  to,
  clipPath,
  mirrored = false,
}: {
  palette: Palette;
  from: Pt;
  to: Pt;
  clipPath: string;
  mirrored?: boolean;
}) {
  const [x0, y0] = [Math.min(from[0], to[0]), Math.min(from[1], to[1])];
  const [x1, y1] = [Math.max(from[0], to[0]), Math.max(from[1], to[1])];
  const rise = y1 - y0;
  const lines: string[] = [];
  for (let k = x0 - rise; k < x1; k += HATCH_PITCH) {
    lines.push(mirrored ? lineTo([k, y0], [k + rise, y1]) : lineTo([k, y1], [k + rise, y0]));
  }
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

/** How far each arrow of the cutting plane reaches from the line, in mm of the side view. */
const SECTION_ARROW = 8;

/**
 * The cutting plane of section A–A on the exploded side view ({@link ExplodedShoe}'s `overlay`),
 * as ISO 128 marks one: a thin chain line across the sole at {@link SECTION_A_X} mm from the heel,
 * from above the midsole to below the lowered outsole, thick at its two ends, with an arrow at
 * each end pointing the way the section is viewed (towards the heel) and the letter "A" beside
 * each arrow. The section itself ({@link SeamDetail}) shows the sole's outer edge where the plane
 * cuts it, assembled.
 * @param curves the side view's edges, as shoeGeometry gives them
 * @param below how far the exploded view lowers the outsole, in mm (the line reaches past it)
 * @param tone the ground the drawing sits on
 */
export function SectionAMark({
  curves,
  below,
  tone = "dark",
}: {
  curves: ShoeGeometry["curves"];
  below: number;
  tone?: Tone;
}) {
  const c = palettes[tone];
  const x = round1(SECTION_A_X);
  const top = round1(atX(curves.midTop, SECTION_A_X).p[1] - 7);
  const bottom = round1(below + 8);
  const ends = [
    { y: top, inward: 4 },
    { y: bottom, inward: -4 },
  ];
  return (
    <g stroke={c.dimension} fill="none">
      <path d={`M${x} ${top}V${bottom}`} strokeWidth={stroke.dimension} strokeDasharray="9 2 1.5 2" />
      {ends.map(({ y, inward }) => (
        <g key={y}>
          <path d={`M${x} ${y}v${inward}M${x} ${y}h${-SECTION_ARROW}`} strokeWidth={stroke.outline} />
          <path
            d={`M${round1(x - SECTION_ARROW - 0.5)} ${y}l3.2 -1.6v3.2z`}
            fill={c.dimension}
            strokeWidth={stroke.dimension}
          />
          <text
            x={round1(x - SECTION_ARROW - 2.5)}
            y={round1(y + calloutSize * 0.35)}
            textAnchor="end"
            fill={c.text}
            fontSize={calloutSize}
            fontWeight="600"
            className="font-display"
            {...halo(c)}
          >
            A
          </text>
        </g>
      ))}
    </g>
  );
}
