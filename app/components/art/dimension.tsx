import { calloutSize, halo, type Palette, stroke } from "./drawing";
import { lineTo, type Pt, snap } from "./geometry";

/** A short 45° tick that ends a dimension line, centred on `p`. */
function tick([x, y]: Pt) {
  return lineTo([x - 1.8, y + 1.8], [x + 1.8, y - 1.8]);
}

/** An arrowhead's length along its line and its half-width, mm. */
const ARROW = { length: 4.5, halfWidth: 1.4 };

/**
 * A closed arrowhead whose tip touches `tip`, drawn back along the line towards `from`.
 * @param tip the dimension line's end, mm
 * @param from the line's other end, mm (only its direction is used)
 * @param size its length along the line and half its width, mm: a dimension's by default; a
 *   map's north arrow takes a larger one
 * @returns path data for a closed triangle, to be filled
 */
export function arrowhead(tip: Pt, from: Pt, size: { length: number; halfWidth: number } = ARROW): string {
  const dx = from[0] - tip[0];
  const dy = from[1] - tip[1];
  const n = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / n, dy / n];
  const base: Pt = [tip[0] + ux * size.length, tip[1] + uy * size.length];
  const left: Pt = [base[0] - uy * size.halfWidth, base[1] + ux * size.halfWidth];
  const right: Pt = [base[0] + uy * size.halfWidth, base[1] - ux * size.halfWidth];
  return `M${[tip, left, right].map((p) => snap(p).join(" ")).join("L")}Z`;
}

/**
 * A dimension line between two points with its ends marked and its label, in the drawing's
 * millimetre units. The label sits beside the midpoint: above a horizontal line; beside a
 * vertical one on the `side` given (-1 left, 1 right), level, or with `along`, turned to run up
 * the line as drawing sheets align it (ISO 129-1), so that a label with its unit takes no more
 * width than its letters' height where the drawing has little room beside the line; or centred
 * under `labelAt` (the top of its letters, at any callout size) when the line runs across a part
 * and its label goes outside it. The label is haloed in the ground's colour, so a construction
 * line, a stitch row or a part it sits on never runs through its letters.
 *
 * Ends: ticks, or with `arrows` closed arrowheads. A dimension that runs across a part from edge
 * to edge needs arrowheads, whose heads stand inside the outline where a tick would vanish into
 * the outline's stroke; the other dimensions of that drawing then take them too, since a sheet
 * uses one kind of termination (ISO 129-1 allows either).
 */
export function Dimension({
  from,
  to,
  label,
  palette,
  side = 1,
  labelAt,
  along = false,
  arrows = false,
}: {
  from: Pt;
  to: Pt;
  label: string;
  palette: Palette;
  side?: -1 | 1;
  labelAt?: Pt;
  along?: boolean;
  arrows?: boolean;
}) {
  const vertical = Math.abs(to[0] - from[0]) < Math.abs(to[1] - from[1]);
  const mid: Pt = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const turned = along && vertical && !labelAt;
  const x = labelAt ? labelAt[0] : turned ? mid[0] + side * 2.5 : vertical ? mid[0] + side * 3 : mid[0];
  const y = labelAt ? labelAt[1] : turned ? mid[1] : vertical ? mid[1] + calloutSize * 0.35 : mid[1] - 4;
  return (
    <g stroke={palette.dimension} strokeWidth={stroke.dimension} fill="none">
      {arrows ? (
        <>
          <path d={lineTo(from, to)} />
          <path d={`${arrowhead(from, to)}${arrowhead(to, from)}`} fill={palette.dimension} stroke="none" />
        </>
      ) : (
        <path d={`${lineTo(from, to)}${tick(from)}${tick(to)}`} />
      )}
      <text
        x={x}
        y={y}
        // Turned a quarter to the left, the letters' tops face left: on the left of the line the
        // baseline runs beside it; on the right, the tops ("hanging") do.
        transform={turned ? `rotate(-90 ${x} ${y})` : undefined}
        textAnchor={labelAt || turned || !vertical ? "middle" : side > 0 ? "start" : "end"}
        dominantBaseline={labelAt || (turned && side > 0) ? "hanging" : undefined}
        fill={palette.text}
        fontSize={calloutSize}
        className="font-display"
        {...halo(palette)}
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
