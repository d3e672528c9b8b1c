/**
 * The climb from the Chamonix valley to the summit of Mont Blanc, as an altitude profile
 * (About, "Why Chamonix?"). Decorative: the landmarks are written out in the page text.
 * Altitudes map linearly from 1,000 m (bottom) to 5,000 m (top).
 *
 * The drawing's box runs from Chamonix to Mont Blanc, so placed in the page's text column its
 * first and last landmarks stand on the column's edges, under labels aligned with the text. The
 * ridge goes on past both ends (the valley floor, the far side down to Courmayeur) and is shown
 * there too (`overflow: visible`): its container clips it at the screen's edges.
 */

import { visibleText } from "~/lib/typography";
import { calloutSize, halo, palettes, stroke } from "./drawing";
import { DrawingSvg } from "./drawing-svg";

const HEIGHT = 320;

/** Screen y for an altitude in metres. */
function y(altitude: number): number {
  return HEIGHT - 16 - ((altitude - 1000) / 4000) * (HEIGHT - 40);
}

/**
 * An altitude as the profile and its page label it.
 * @param metres altitude in metres
 * @returns e.g. "2,000 m", the figure kept with its unit
 */
export function altitudeLabel(metres: number): string {
  return visibleText(`${metres.toLocaleString("en-GB")} m`);
}

/** The altitudes the profile rules a dashed line at, in metres; the page labels each one. */
export const ELEVATION_GRID = [2000, 3000, 4000] as const;

/**
 * How far down the profile's box an altitude's line runs, as a percentage of its height to
 * 0.01 %, for the HTML label of a grid line (the drawing is stretched to its box, so the line
 * stays at this share of the height at any size).
 * @param altitude metres
 */
export function altitudePercent(altitude: number): number {
  return Math.round((y(altitude) / HEIGHT) * 10000) / 100;
}

/**
 * [x, altitude] points along the ridge, valley floor to summit and down the far side. Points
 * outside the landmarks reach past the edges of the widest screen.
 */
const ridge: [number, number][] = [
  [-3000, 1010],
  [-400, 1010],
  [-200, 1020],
  [0, 1030],
  [60, 1035],
  [120, 1120],
  [170, 1400],
  [210, 1360],
  [260, 1900],
  [300, 2100],
  [330, 2000],
  [380, 2500],
  [430, 2400],
  [470, 2950],
  [520, 3100],
  [560, 3000],
  [600, 3500],
  [640, 3842],
  [672, 3600],
  [720, 3530],
  [780, 3700],
  [860, 4248],
  [900, 4100],
  [960, 4465],
  [1010, 4360],
  [1080, 4806],
  [1120, 4500],
  [1160, 4100],
  [1200, 3800],
  [1260, 3300],
  [1320, 3450],
  [1400, 2800],
  [1480, 2400],
  [1560, 2550],
  [1640, 1900],
  [1740, 1500],
  [1840, 1250],
  [1960, 1224],
  [4000, 1224],
];

/** x positions of the landmarks named in the text (Chamonix, Aiguille du Midi, Mont Blanc). */
export const elevationLandmarkX = [60, 640, 1080] as const;

/** Each landmark's ridge point, [x, altitude], in the order of {@link elevationLandmarkX}. */
const landmarkPoints = elevationLandmarkX.map((x) => ridge.find(([px]) => px === x)!);

/** The drawing's box: from the first landmark to the last. */
const LEFT = elevationLandmarkX[0];
const WIDTH = elevationLandmarkX[elevationLandmarkX.length - 1] - LEFT;
/** The ridge's first and last x, for lines drawn along its whole length. */
const START = ridge[0][0];
const END = ridge[ridge.length - 1][0];

/** A landmark's horizontal position as a percentage of the drawing's width, to 0.01 %, for HTML labels. */
export function landmarkPercent(index: number): number {
  return Math.round(((elevationLandmarkX[index] - LEFT) / WIDTH) * 10000) / 100;
}

/**
 * How far the drawing file reaches past each landmark at the ends, in drawing units: past the
 * edges of a 2,560 px screen, where the landmarks stand 1,216 px apart. As a file the drawing
 * cannot overflow its box as the inline one did, so its box is wider than the landmarks' span.
 */
export const ELEVATION_BLEED = 600;

/**
 * Where the drawing file's `<img>` goes so that its landmarks stand at the label positions: its
 * width and left offset as percentages of the labels' box, for inline `width` and `left`.
 */
export const elevationImageBox = {
  width: `${(((WIDTH + 2 * ELEVATION_BLEED) / WIDTH) * 100).toFixed(3)}%`,
  left: `${((-ELEVATION_BLEED / WIDTH) * 100).toFixed(3)}%`,
};

/**
 * The ridge from Chamonix to Mont Blanc, with the landmarks' altitudes marked, stretched to its box
 * (`preserveAspectRatio="none"`; the lines keep their width). Decorative: the page names the
 * landmarks and altitudes in text.
 * @param bleed drawing units shown past the first and last landmark (0: the landmarks' span)
 */
export function ElevationProfile({ className = "", bleed = 0 }: { className?: string; bleed?: number }) {
  const line = ridge.map(([x, alt], i) => `${i ? "L" : "M"}${x} ${y(alt).toFixed(1)}`).join(" ");
  const area = `${line} L${END} ${HEIGHT} L${START} ${HEIGHT} Z`;
  return (
    <svg
      viewBox={`${LEFT - bleed} 0 ${WIDTH + 2 * bleed} ${HEIGHT}`}
      preserveAspectRatio="none"
      className={`overflow-visible ${className}`}
      aria-hidden="true"
    >
      <defs>
        <linearGradient id="elevation-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8ecfe6" stopOpacity="0.3" />
          <stop offset="0.55" stopColor="#8ecfe6" stopOpacity="0.08" />
          <stop offset="1" stopColor="#8ecfe6" stopOpacity="0.02" />
        </linearGradient>
      </defs>
      {ELEVATION_GRID.map((alt) => (
        <line
          key={alt}
          x1={START}
          x2={END}
          y1={y(alt)}
          y2={y(alt)}
          stroke="#aab4bf"
          strokeOpacity="0.25"
          strokeDasharray="4 8"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <path d={area} fill="url(#elevation-fill)" />
      <path
        d={line}
        fill="none"
        stroke="#f6f7f5"
        strokeWidth="2"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
      {landmarkPoints.map(([x, alt]) => (
        <line
          key={x}
          x1={x}
          x2={x}
          y1={0}
          y2={y(alt)}
          stroke="#ff7a45"
          strokeWidth="1.5"
          strokeDasharray="2 5"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/** The chart's width and height in drawing units, and how far past Mont Blanc its ridge runs. */
const CHART_WIDTH = 340;
const CHART_HEIGHT = 110;
const CHART_END_X = 1120;
/** The margin left of the chart, in drawing units: the first landmark's name starts just past the ridge's start. */
const CHART_MARGIN = 4;

/**
 * The same climb as a labelled chart on a light ground, for an article's figure: the ridge from
 * the valley floor to Mont Blanc and a little past it, dashed lines at 2,000, 3,000 and 4,000 m
 * labelled above the line just right of the valley's leader, where the ridge is still low (a gutter for the labels
 * made the chart wider, so it was shown at a smaller scale on a phone), and each landmark's name and
 * altitude above it. Drawn to the illustration
 * system's scale (about 340 units wide, callouts at its callout size), so the phone rule for
 * drawing files enlarges its text like the others'. Decorative: the article states the figures.
 * @param marks the landmarks' names and altitudes, in the order of {@link elevationLandmarkX}
 */
export function ElevationChart({
  marks,
  className = "",
}: {
  marks: readonly { label: string; altitude: string }[];
  className?: string;
}) {
  const c = palettes.light;
  const sx = (x: number) => +((x / CHART_END_X) * CHART_WIDTH).toFixed(1);
  const sy = (altitude: number) => +(CHART_HEIGHT - ((altitude - 1000) / 4000) * CHART_HEIGHT).toFixed(1);
  const points = ridge.filter(([x]) => x >= 0 && x <= CHART_END_X);
  const line = points.map(([x, alt], i) => `${i ? "L" : "M"}${sx(x)} ${sy(alt)}`).join("");
  const landmarks = landmarkPoints.map(([x, altitude], i) => {
    const last = i === landmarkPoints.length - 1;
    return {
      x: sx(x),
      y: sy(altitude),
      mark: marks[i],
      anchor: (i === 0 ? "start" : last ? "end" : "middle") as "start" | "end" | "middle",
    };
  });
  return (
    <DrawingSvg
      viewBox={`${-CHART_MARGIN} -44 ${CHART_WIDTH + 2 * CHART_MARGIN} ${CHART_HEIGHT + 50}`}
      className={className}
    >
      <g stroke={c.dimension} strokeWidth={stroke.dimension} strokeOpacity="0.6" strokeDasharray="3 3">
        {[2000, 3000, 4000].map((alt) => (
          <path key={alt} d={`M0 ${sy(alt)}H${CHART_WIDTH}`} />
        ))}
      </g>
      <g fill={c.text} fillOpacity="0.7" fontSize={calloutSize} className="font-display" {...halo(c)}>
        {[2000, 3000, 4000].map((alt) => (
          <text key={alt} x={landmarks[0].x + 4} y={sy(alt)} dy="-0.3em">
            {altitudeLabel(alt)}
          </text>
        ))}
      </g>
      <path d={`${line}L${CHART_WIDTH} ${CHART_HEIGHT + 6}L0 ${CHART_HEIGHT + 6}Z`} fill={c.midsole} stroke="none" />
      <path d={line} fill="none" stroke={c.line} strokeWidth={stroke.outline} />
      <g stroke={c.accent} strokeWidth={stroke.dimension} strokeDasharray="1.5 2">
        {landmarks.map(({ x, y }) => (
          <path key={x} d={`M${x} ${y}V-8`} />
        ))}
      </g>
      <g fill={c.accent}>
        {landmarks.map(({ x, y }) => (
          <circle key={x} cx={x} cy={y} r="1.8" />
        ))}
      </g>
      {/* Name over altitude: the second line's offset is in ems, so it follows the phone's larger callouts. */}
      <g fill={c.text} fontSize={calloutSize} className="font-display">
        {landmarks.map(({ x, mark, anchor }) => {
          const at = anchor === "start" ? x - 2 : anchor === "end" ? x + 2 : x;
          return (
            <text key={x} x={at} y="-22" textAnchor={anchor}>
              <tspan fontWeight="600">{mark.label}</tspan>
              <tspan x={at} dy="1.15em">
                {mark.altitude}
              </tspan>
            </text>
          );
        })}
      </g>
    </DrawingSvg>
  );
}
