import { Dimension, Extension } from "./dimension";
import { type Palette, palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { atX, polyline, reverse, spline, toPath } from "./geometry";
import { OUTSOLE_LENGTH, type ShoeBuild, zoneMark } from "./shoe-elevation";

/** Outsole outline in plan view (seen from below, toe to the right), in mm from the heel. */
const lateral = spline([
  [0, 0],
  [4, -26],
  [20, -39],
  [48, -40],
  [90, -38],
  [125, -37],
  [165, -43],
  [208, -51],
  [250, -46],
  [279, -32],
  [292, -14],
  [295, 3],
]);
const medial = spline([
  [295, 3],
  [291, 22],
  [271, 44],
  [214, 54],
  [170, 40],
  [125, 32],
  [85, 36],
  [46, 40],
  [18, 38],
  [4, 24],
  [0, 0],
]);

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

/** Spacing of the lug rows along the sole, half-length of a chevron and spacing across, by build, in mm. */
const lugGrids: Record<ShoeBuild, { row: number; half: number; pitch: number }> = {
  racer: { row: 19, half: 10, pitch: 27 },
  trainer: { row: 15, half: 8.5, pitch: 22 },
  "mono-material": { row: 14, half: 7.5, pitch: 19 },
};

/** A lug's path and the box it stays inside, in mm: x along the sole, y across it. */
type Lug = { d: string; x: readonly [number, number]; y: readonly [number, number] };

/** Lugs in rows across the sole: forefoot chevrons point to the toe, heel chevrons are reversed. */
function lugLayout(build: ShoeBuild): Lug[] {
  const { row: step, half, pitch } = lugGrids[build];
  const lugs: Lug[] = [];
  let row = 0;
  let lastDir: 1 | -1 | undefined;
  let lastX = 0;
  for (let x = 16; x <= 282; x += step, row++) {
    // Everything behind the midfoot flex zone brakes: reversed chevrons up to its heel-side edge.
    const dir = x < 112 ? -1 : 1;
    // The last reversed row and the first forward one turn their open sides to each other: their
    // arms reach 8.5 mm back from each point, so the rows stand at least 19 mm apart, and the
    // rows after them keep their spacing from there.
    if (lastDir !== undefined && lastDir !== dir) x = Math.max(x, lastX + 19);
    if (x > 112 && x < 150) continue; // the midfoot flex zone (its grooves at 122-156 mm) carries no lugs
    lastDir = dir;
    lastX = x;
    const back = x - 9;
    const front = x + 4;
    const lo = Math.max(atX(lateral, back).p[1], atX(lateral, front).p[1]) + 4;
    const hi = Math.min(atX(reverse(medial), back).p[1], atX(reverse(medial), front).p[1]) - 4;
    const offset = row % 2 ? pitch / 2 : 0;
    for (let cy = lo + half + offset; cy + half <= hi; cy += pitch)
      lugs.push({
        d: dir === -1 ? chevron(x, cy, half, dir) : forefootLug[build](x, cy, half),
        // Every lug shape reaches at most 8.5 mm along the sole either side of its row.
        x: [x - 8.5, x + 8.5],
        y: [cy - half, cy + half],
      });
  }
  return lugs;
}

const outline = toPath([lateral, medial], true);
const lugsByBuild = Object.fromEntries((Object.keys(lugGrids) as ShoeBuild[]).map((b) => [b, lugLayout(b)])) as Record<
  ShoeBuild,
  Lug[]
>;

/**
 * The heel's logo pad, in mm: a raised, lug-free plate on the sole's centre line behind the
 * midfoot, wide enough for a six-letter name at a callout's phone size (13 mm).
 */
const LOGO_PAD = { x: [20, 94], y: [-13, 13] } as const;
/** Clearance between the pad and the nearest lug, mm. */
const LOGO_CLEARANCE = 2;

/** Whether a lug stays clear of the logo pad. */
const clearOfPad = ({ x, y }: Lug) =>
  x[1] < LOGO_PAD.x[0] - LOGO_CLEARANCE ||
  x[0] > LOGO_PAD.x[1] + LOGO_CLEARANCE ||
  y[1] < LOGO_PAD.y[0] - LOGO_CLEARANCE ||
  y[0] > LOGO_PAD.y[1] + LOGO_CLEARANCE;

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
    <g>
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
      <text
        x={(x0 + x1) / 2}
        y={+((y0 + y1) / 2 + mark.size * 0.36).toFixed(1)}
        fontSize={mark.size}
        fill={palette.accent}
        fontWeight="800"
        fontStyle="italic"
        textAnchor="middle"
        className="font-display"
      >
        {mark.text}
      </text>
    </g>
  );
}

/**
 * An outsole in plan view, from below: outline at 295 × 105 mm, multidirectional chevron lugs
 * (reversed at the heel for braking), a lug-free midfoot flex zone, and with `dimensions` the
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
  // Widths are dimensioned outside the outline, as on a drawing sheet: extension lines run
  // from the widest points past the toe (forefoot) and past the heel (heel width).
  const ballX = 308;
  const heelX = -8;
  return (
    <DrawingSvg viewBox={dimensions ? "-32 -78 368 146" : "-6 -58 308 118"} className={className}>
      <path d={outline} fill={c.outsole} stroke={c.line} strokeWidth={stroke.outline} />
      <path
        d="M122 -30C130 -8 130 8 124 24M148 -38C156 -10 156 12 150 34"
        fill="none"
        stroke={c.line}
        strokeWidth={stroke.detail}
        strokeDasharray="1.6 1.4"
        strokeOpacity="0.7"
      />
      <g fill={c.midsole} stroke={c.line} strokeWidth={stroke.panel}>
        {(brand ? lugsByBuild[build].filter(clearOfPad) : lugsByBuild[build]).map(({ d }) => (
          <path key={d} d={d} />
        ))}
      </g>
      {brand && <MouldedLogo brand={brand} palette={c} />}
      {dimensions && (
        <g>
          <Extension from={[0, -4]} to={[0, -66]} palette={c} />
          <Extension from={[295, -2]} to={[295, -66]} palette={c} />
          <Dimension from={[0, -62]} to={[295, -62]} label="295 mm" palette={c} />
          <Extension from={[212, -51]} to={[ballX + 4, -51]} palette={c} />
          <Extension from={[218, 54]} to={[ballX + 4, 54]} palette={c} />
          <Dimension from={[ballX, -51]} to={[ballX, 54]} label="105" palette={c} />
          <Extension from={[42, -40]} to={[heelX - 4, -40]} palette={c} />
          <Extension from={[42, 40]} to={[heelX - 4, 40]} palette={c} />
          <Dimension from={[heelX, -40]} to={[heelX, 40]} label="80" palette={c} side={-1} />
        </g>
      )}
    </DrawingSvg>
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
/** The outline's centre line across the sole (its widest points are 51 mm and 54 mm off y = 0). */
const CENTRE_Y = 1.5;

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
      return { size, length, sx: length / OUTSOLE_LENGTH, sy: width / FOREFOOT_WIDTH_MM, lineY: -62 - i * 18 };
    });
  const top = dimensions ? runs[runs.length - 1].lineY : -44;
  const longest = runs[runs.length - 1].length;
  const sample = runs.find((run) => run.size === SAMPLE);
  return (
    <DrawingSvg viewBox={`-6 ${top - 20} ${Math.ceil(longest) + 12} ${84 - top}`} className={className}>
      {sample && <path d={outline} fill={c.outsole} stroke={c.line} strokeWidth={stroke.outline} />}
      <g fill="none" stroke={c.dimension} strokeDasharray="3 2.2">
        {runs
          .filter((run) => run.size !== SAMPLE)
          .map((run) => (
            <path
              key={run.size}
              d={outline}
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
            <Extension from={[+run.length.toFixed(1), -2]} to={[+run.length.toFixed(1), run.lineY - 4]} palette={c} />
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
