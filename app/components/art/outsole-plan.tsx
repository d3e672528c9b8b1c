import { Dimension, Extension } from "./dimension";
import { type Palette, palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { type Pt, round1 } from "./geometry";
import {
  FLEX_GROOVE,
  HEEL_LINE,
  LATERAL_BALL,
  LOGO_PAD,
  type Lug,
  MEDIAL_BALL,
  OUTSOLE_LENGTH,
  outsoleLugs,
  SOLE_OUTLINE,
  TOE_TIP,
} from "./outsole-pattern";
import { PrintMarks, type ShoeBuild, zoneMark } from "./shoe-elevation";

/** The forefoot's flex groove along the ball line, as path data (mm, heel at x = 0, seen from below). */
const FLEX_GROOVE_PATH = `M${FLEX_GROOVE.map(([x, y]) => `${round1(x)} ${round1(y)}`).join("L")}`;

/** Clearance between the heel's width line and the nearest lug, mm. */
const HEEL_WIDTH_CLEARANCE = 1.5;

/**
 * Whether a lug stays clear of the heel's width line, so that a dimensioned sole shows that width
 * across an open channel, not over the lugs. The ball's width runs along the flex groove, which
 * no lug crosses on any sole (outsole-pattern.ts).
 */
const clearOfHeelWidth = ({ x }: Lug) =>
  HEEL_LINE.x < x[0] - HEEL_WIDTH_CLEARANCE || HEEL_LINE.x > x[1] + HEEL_WIDTH_CLEARANCE;

/**
 * A brand's logo moulded into the heel: the pad, tinted in the accent colour as the shoe
 * drawing tints its print zones, and the brand's name (or first word, or initials: whichever
 * fits) in heavy italic capitals across it.
 */
function MouldedLogo({ brand, palette }: { brand: string; palette: Palette }) {
  const [x0, x1] = LOGO_PAD.x;
  const [y0, y1] = LOGO_PAD.y;
  const mark = zoneMark(brand, x1 - x0, y1 - y0);
  return (
    <>
      <rect
        x={x0}
        y={y0}
        width={x1 - x0}
        height={y1 - y0}
        rx="5"
        fill={palette.accent}
        fillOpacity="0.14"
        stroke={palette.line}
        strokeWidth={stroke.panel}
      />
      <PrintMarks fill={palette.accent}>
        <text x={(x0 + x1) / 2} y={round1((y0 + y1) / 2 + mark.size * 0.36)} fontSize={mark.size}>
          {mark.text}
        </text>
      </PrintMarks>
    </>
  );
}

/** The plan view's viewBox, [x, y, width, height] in mm from the heel: plain, and with its dimensions. */
export const OUTSOLE_VIEWBOX = {
  plain: [-6, -58, 308, 118],
  dimensioned: [-8, -80, 311, 152],
} as const;

/**
 * An outsole in plan view, from below: outline at 295 × 105 mm, multidirectional chevron lugs
 * (reversed at the heel for braking), a lug-free arch, and with `dimensions` the
 * length, forefoot width and heel width. `build` sets the forefoot lug and the grid: sparse,
 * large chevrons for a racer, diamonds for the trainer, dense bars for the mono-material shoe.
 * With `brand`, the brand's name is moulded into a lug-free pad at the heel (74 × 26 mm).
 * Decorative: the page says in text what the sole carries.
 */
export function OutsolePlan({
  build = "trainer",
  tone = "dark",
  dimensions = false,
  brand,
  className = "",
}: {
  build?: ShoeBuild;
  tone?: Tone;
  dimensions?: boolean;
  brand?: string;
  className?: string;
}) {
  const c = palettes[tone];
  return (
    <DrawingSvg
      viewBox={(dimensions ? OUTSOLE_VIEWBOX.dimensioned : OUTSOLE_VIEWBOX.plain).join(" ")}
      className={className}
    >
      <OutsoleFromBelow build={build} brand={brand} palette={c} clearWidths={dimensions} />
      {dimensions && <OutsoleDimensions palette={c} />}
    </DrawingSvg>
  );
}

/**
 * The outsole's parts without a frame, in mm with the heel at x = 0 and the centre line at y = 0,
 * for {@link OutsolePlan} and for drawings that show the sole beside other parts.
 * @param clearWidths leave a channel free of lugs along each width line, for dimensions
 */
export function OutsoleFromBelow({
  build = "trainer",
  brand,
  palette: c,
  clearWidths = false,
}: {
  build?: ShoeBuild;
  brand?: string;
  palette: Palette;
  clearWidths?: boolean;
}) {
  return (
    <>
      <path d={SOLE_OUTLINE} fill={c.outsole} stroke={c.line} strokeWidth={stroke.outline} />
      <path
        d={FLEX_GROOVE_PATH}
        fill="none"
        stroke={c.line}
        strokeWidth={stroke.detail}
        strokeDasharray="1.6 1.4"
        strokeOpacity="0.7"
      />
      <g fill={c.midsole} stroke={c.line} strokeWidth={stroke.panel}>
        {outsoleLugs(build, Boolean(brand))
          .filter((lug) => !clearWidths || clearOfHeelWidth(lug))
          .map(({ d }) => (
            <path key={d} d={d} />
          ))}
      </g>
      {brand && <MouldedLogo brand={brand} palette={c} />}
    </>
  );
}

/** Gap between the medial edge and the top of a width's label below it, in mm. */
const WIDTH_LABEL_GAP = 4;
/** Height of the length's dimension line above the sole, in mm (the lateral ball is at y = -49). */
const LENGTH_LINE_Y = -60;

/**
 * The sole's dimensions as a footwear drawing gives them: its length above, between extension
 * lines from the heel's back and the toe's tip, and its widths across the sole itself, where
 * the last maker measures them: along the ball line (lateral to medial ball, 105 mm) and across
 * the heel (80 mm). The lugs leave a channel along each width line (the flex groove at the ball, {@link clearOfHeelWidth} at the heel), and
 * each figure stands under the medial side, clear of every line; no extension line crosses another.
 * All three end in arrowheads, one termination for the sheet.
 */
function OutsoleDimensions({ palette }: { palette: Palette }) {
  const heelFrom: Pt = [HEEL_LINE.x, HEEL_LINE.y[0]];
  const heelTo: Pt = [HEEL_LINE.x, HEEL_LINE.y[1]];
  return (
    <g>
      <Extension from={[0, -2]} to={[0, LENGTH_LINE_Y - 4]} palette={palette} />
      <Extension from={[TOE_TIP[0], TOE_TIP[1] - 4]} to={[TOE_TIP[0], LENGTH_LINE_Y - 4]} palette={palette} />
      <Dimension
        from={[0, LENGTH_LINE_Y]}
        to={[OUTSOLE_LENGTH, LENGTH_LINE_Y]}
        label="295 mm"
        palette={palette}
        arrows
      />
      <Dimension
        from={LATERAL_BALL}
        to={MEDIAL_BALL}
        label="105 mm"
        palette={palette}
        arrows
        labelAt={[MEDIAL_BALL[0] + 1, MEDIAL_BALL[1] + WIDTH_LABEL_GAP]}
      />
      <Dimension
        from={heelFrom}
        to={heelTo}
        label="80 mm"
        palette={palette}
        arrows
        labelAt={[HEEL_LINE.x, HEEL_LINE.y[1] + WIDTH_LABEL_GAP]}
      />
    </g>
  );
}

/** Length added by one EU (Paris point) size: two thirds of a centimetre. */
const PARIS_POINT_MM = 20 / 3;
/**
 * Width added by one EU size across the forefoot, mm: feet grow longer faster than they grow
 * wider, so a graded outline widens by about 1.6 mm a size on its 105 mm, half its length's rate.
 */
const WIDTH_PER_SIZE_MM = 1.6;
const FOREFOOT_WIDTH_MM = 105;
/** The outline's centre line across the sole (its widest points are 49 mm and 53.7 mm off y = 0, at the balls). */
const CENTRE_Y = 2.35;

/**
 * A size run graded from the sample size: outsole outlines in plan view, heels aligned, the
 * sample size (EU 42, 295 mm) drawn solid and filled, the graded sizes dashed around it, each
 * with its length dimensioned above. Each size scales the outline by its length along the foot
 * and by its width across it ({@link WIDTH_PER_SIZE_MM}), about the sole's centre line, as a
 * first approximation of what grading does to a last and its moulds. Decorative: the text says
 * what a size run costs.
 * @param dimensions with the lengths dimensioned above (off for a cover, which carries no text)
 * @param sizes EU sizes to draw, the sample size among them; by default the men's run's two ends
 *   (EU 39 and 48, as the FAQ's size table gives them) and the sample
 */
export function SizeRun({
  sizes = [39, 42, 48],
  tone = "light",
  dimensions = true,
  className = "",
}: {
  sizes?: readonly number[];
  dimensions?: boolean;
  tone?: Tone;
  className?: string;
}) {
  const c = palettes[tone];
  const SAMPLE = 42;
  const runs = [...sizes]
    .sort((a, b) => a - b)
    .map((size, i) => {
      const length = OUTSOLE_LENGTH + (size - SAMPLE) * PARIS_POINT_MM;
      const width = FOREFOOT_WIDTH_MM + (size - SAMPLE) * WIDTH_PER_SIZE_MM;
      return { size, length, sx: length / OUTSOLE_LENGTH, sy: width / FOREFOOT_WIDTH_MM, lineY: -62 - i * 26 };
    });
  const top = dimensions ? runs[runs.length - 1].lineY : -44;
  const longest = runs[runs.length - 1].length;
  const sample = runs.find((run) => run.size === SAMPLE);
  return (
    <DrawingSvg viewBox={`-6 ${top - 20} ${Math.ceil(longest) + 12} ${84 - top}`} className={className}>
      {sample && <path d={SOLE_OUTLINE} fill={c.outsole} stroke={c.line} strokeWidth={stroke.outline} />}
      <g fill="none" stroke={c.dimension} strokeDasharray="3 2.2">
        {runs
          .filter((run) => run.size !== SAMPLE)
          .map((run) => (
            <path
              key={run.size}
              d={SOLE_OUTLINE}
              transform={`translate(0 ${CENTRE_Y})scale(${run.sx.toFixed(4)} ${run.sy.toFixed(4)})translate(0 ${-CENTRE_Y})`}
              strokeWidth={stroke.panel}
              vectorEffect="non-scaling-stroke"
            />
          ))}
      </g>
      {dimensions && <Extension from={[0, -4]} to={[0, top - 4]} palette={c} />}
      {dimensions &&
        runs.map((run) => (
          <g key={run.size}>
            <Extension
              from={[+run.length.toFixed(1), +(CENTRE_Y + (TOE_TIP[1] - CENTRE_Y) * run.sy - 4).toFixed(1)]}
              to={[+run.length.toFixed(1), run.lineY - 4]}
              palette={c}
            />
            <Dimension
              from={[0, run.lineY]}
              to={[+run.length.toFixed(1), run.lineY]}
              label={`EU ${run.size} · ${Math.round(run.length)} mm`}
              palette={c}
            />
          </g>
        ))}
    </DrawingSvg>
  );
}
