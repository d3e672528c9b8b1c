import { calloutSize, type Palette, stroke } from "./drawing";
import { lineTo, type Pt } from "./geometry";

/** A short 45° tick that ends a dimension line, centred on `p`. */
function tick([x, y]: Pt) {
  return lineTo([x - 1.8, y + 1.8], [x + 1.8, y - 1.8]);
}

/**
 * A dimension line between two points with ticks at both ends and its label, in the drawing's
 * millimetre units. The label sits beside the midpoint: above a horizontal line, to the side
 * of a vertical one (`side` -1 left, 1 right), or centred under `labelAt` (the top of its
 * letters, at any callout size) when the line runs across a part and its label goes outside it.
 */
export function Dimension({
  from,
  to,
  label,
  palette,
  side = 1,
  labelAt,
}: {
  from: Pt;
  to: Pt;
  label: string;
  palette: Palette;
  side?: -1 | 1;
  labelAt?: Pt;
}) {
  const vertical = Math.abs(to[0] - from[0]) < Math.abs(to[1] - from[1]);
  const mid: Pt = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  return (
    <g stroke={palette.dimension} strokeWidth={stroke.dimension} fill="none">
      <path d={`${lineTo(from, to)}${tick(from)}${tick(to)}`} />
      <text
        x={labelAt ? labelAt[0] : vertical ? mid[0] + side * 3 : mid[0]}
        y={labelAt ? labelAt[1] : vertical ? mid[1] + calloutSize * 0.35 : mid[1] - 4}
        textAnchor={labelAt || !vertical ? "middle" : side > 0 ? "start" : "end"}
        dominantBaseline={labelAt ? "hanging" : undefined}
        fill={palette.text}
        fontSize={calloutSize}
        className="font-display"
        strokeWidth={0}
      >
        {label}
      </text>
    </g>
  );
}

/** A thin extension line from a part to its dimension line. */
export function Extension({ from, to, palette }: { from: Pt; to: Pt; palette: Palette }) {
  return <path d={lineTo(from, to)} stroke={palette.dimension} strokeWidth={stroke.dimension} strokeOpacity="0.7" />;
}
