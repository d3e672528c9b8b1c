import { calloutSize, palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { type Pt, reverse, spline, toPath } from "./geometry";
import { lugDraft, profileLugRows } from "./outsole-pattern";
import { midsoleFills, OUTSOLE_RUBBER, type ShoeSpec } from "./shoe-elevation";

/** Height of the sole's underside above the ground at x (bevelled heel, toe spring), in mm. */
function underside(x: number): number {
  if (x < 30) return ((30 - x) / 30) ** 2 * 9;
  if (x > 205) return ((x - 205) / 90) ** 1.8 * 12;
  return 0;
}

const STATIONS = [1, 10, 30, 90, 150, 205, 245, 275, 294];

/** A layer from x0 to x1 whose thickness falls linearly from `heel` to `fore` (mm). */
function slab(heel: number, fore: number, lift: number, x0 = 1, x1 = 294): string {
  const thick = (x: number) => heel + ((fore - heel) * Math.min(Math.max(x - 30, 0), 175)) / 175;
  const xs = [x0, ...STATIONS.filter((x) => x > x0 + 4 && x < x1 - 4), x1];
  const bottom: Pt[] = xs.map((x) => [x, -(lift + underside(x))]);
  const top: Pt[] = xs.map((x) => [x, -(lift + underside(x) + thick(x))]);
  const b = spline(bottom, { tension: 0.9 });
  const t = spline(top, { tension: 0.9 });
  const r = Math.min(heel, fore) / 2;
  const end = (p: Pt, q: Pt, out: number) =>
    spline([p, [(p[0] + q[0]) / 2 + out * Math.min(r, 3), (p[1] + q[1]) / 2], q], { tension: 0.8 });
  return toPath(
    [b, end(bottom[bottom.length - 1], top[top.length - 1], 1), reverse(t), end(top[0], bottom[0], -1)],
    true,
  );
}

/** A layer of the stack; its label starts at the drawing's left edge. */
type Layer = {
  name: string;
  note: string;
  d: string;
  fill: string;
  lift: number;
  /** A second foam inside the layer (a midsole's core), drawn over it. */
  inner?: { d: string; fill: string };
};

/** How far a midsole's carrier foam wraps its core, above, below and at each end, in mm. */
const CARRIER_WALL = 2.5;

/**
 * The sole stack of a shoe, exploded: sockliner, midsole, forefoot rock plate and outsole with
 * lugs, each labelled with its material and thickness, with the stack heights, the drop and the
 * lug depth. Thicknesses add up to the spec's stacks. Decorative: pages give the figures in text.
 * @param labels false for the layers alone, without text or scale (blog covers, drawn where no web font reaches, and thumbnails too small for legible text)
 * @param core the foam of a core inside the midsole (e.g. "PEBA"), drawn inside an EVA carrier
 *   that wraps it by {@link CARRIER_WALL} mm; without it the midsole is one foam
 */
export function SoleStack({
  spec,
  tone = "dark",
  labels = true,
  core,
  className = "",
}: {
  spec: ShoeSpec;
  tone?: Tone;
  labels?: boolean;
  core?: string;
  className?: string;
}) {
  const c = palettes[tone];
  const { heelStack: HS, forefootStack: FS, lugDepth: L } = spec;
  const sock = 4.5;
  const rubber = OUTSOLE_RUBBER;
  const plate = 1;
  const midHeel = HS - sock - rubber;
  const midFore = FS - sock - rubber - plate;
  // With labels, each layer's label sits in the gap above it, clear of the heel's bevel and of the
  // layer above at a phone's larger callout size.
  const gap = labels ? 46 : 27;
  const labelLift = 22;
  const layers: Layer[] = [
    { name: "Sockliner", note: `${sock} mm, moulded PU`, d: slab(sock, sock, 0), fill: c.upper, lift: 0 },
    {
      name: "Midsole",
      note: core
        ? `${midHeel} / ${midFore} mm, ${core} core in EVA carrier`
        : `${midHeel} / ${midFore} mm, ${spec.midsoleFoam ?? "supercritical EVA"}`,
      d: slab(midHeel, midFore, 0),
      // The shoe's colourway, as its side elevation shows it; without one, the palette's foam.
      fill: spec.colourway ? midsoleFills[spec.colourway][tone] : c.foam,
      lift: 0,
      // The core runs from the heel's bevel to the toe spring, the carrier round it.
      inner: core
        ? {
            d: slab(midHeel - 2 * CARRIER_WALL, midFore - 2 * CARRIER_WALL, CARRIER_WALL, 22, 262),
            fill: c.midsole,
          }
        : undefined,
    },
    {
      name: "Rock plate",
      note: `${plate} mm TPU, forefoot`,
      d: slab(plate, plate, 0, 150, 280),
      fill: c.plate,
      lift: 0,
      // The plate runs under the forefoot only (from 150 mm); its label starts at the drawing's
      // left edge as the others do: started near the plate, it read as set flush right.
    },
    {
      name: "Outsole",
      note: `${rubber} mm rubber + ${L} mm lugs`,
      d: slab(rubber, rubber, 0),
      fill: c.outsole,
      lift: 0,
    },
  ];
  // Stack from the top: each layer sits `gap` mm above the one below it.
  const heights = [sock, midHeel, plate, rubber];
  let y = 0;
  const placed = layers.map((layer, i) => {
    const at = y;
    y += heights[i] + gap;
    return { ...layer, at };
  });
  const outsoleY = placed[3].at;
  // The lugs of the outsole's plan in profile, one per row that carries lugs there, over the
  // row's reach (outsole-pattern.ts), as the side view draws them: no row stands in the midfoot's
  // arch. Each hangs from the underside where it meets it (the bevelled heel and the toe spring
  // lift the rubber off the ground). One path of relative moves.
  const r = (n: number) => +n.toFixed(1);
  let lugs = "";
  let previous: [number, number] = [0, 0];
  for (const {
    x: row,
    dir,
    reach: [behind, ahead],
  } of profileLugRows(spec.build ?? "trainer", Boolean(spec.logoPad))) {
    const x = row - behind;
    const w = behind + ahead;
    const [top0, top1] = [r(-underside(x)), r(-underside(x + w))];
    const draft = lugDraft(w, L, dir);
    lugs += `m${r(x - previous[0])} ${r(top0 - previous[1])}l${r(w)} ${r(top1 - top0)}l${r(-draft.toe)} ${L}l${r(draft.heel + draft.toe - w)} ${r(top0 - top1)}z`;
    previous = [x, top0];
  }
  const total = outsoleY + rubber + L;
  return (
    <DrawingSvg viewBox={labels ? `-32 -36 342 ${total + 82}` : `-4 -14 304 ${total + 18}`} className={className}>
      {placed.map((layer, i) => (
        <g key={layer.name} transform={`translate(0 ${layer.at + heights[i]})`}>
          <path d={layer.d} fill={layer.fill} stroke={c.line} strokeWidth={stroke.outline} />
          {layer.inner && <path d={layer.inner.d} fill={layer.inner.fill} stroke={c.line} strokeWidth={stroke.panel} />}
          {labels && (
            // Set from the drawing's left edge, as the stack summary is, so that at a phone's larger
            // callout size the longest note still ends before the toe spring lifts the layer into it.
            <text x={-30} y={-heights[i] - labelLift} fontSize={calloutSize} fill={c.text} className="font-display">
              <tspan fontWeight="600">{layer.name}</tspan>
              <tspan dx="3" fill={c.dimension}>
                {layer.note}
              </tspan>
            </text>
          )}
        </g>
      ))}
      <g transform={`translate(0 ${outsoleY + rubber})`} fill={c.outsole} stroke={c.line} strokeWidth={stroke.panel}>
        {/* The first move is from the origin, so it can be written as an absolute one. */}
        <path d={`M${lugs.slice(1)}`} />
      </g>
      {/* The stack is stated, not measured with a bracket: across the gaps of an exploded view a
          bracket would measure nothing. The lugs stand below the stack, as stack heights are
          measured (from the footbed to the rubber's underside). Two labelled lines, stack and drop,
          so the summary fits the drawing's width at a phone's larger callout size. */}
      {labels && (
        <text x={-30} y={total + 24} fontSize={calloutSize} fill={c.text} className="font-display">
          <tspan fontWeight="600">Stack</tspan>
          <tspan dx="3" fill={c.dimension}>{`${HS} / ${FS} mm, heel / forefoot`}</tspan>
          <tspan x={-30} dy="1.25em" fontWeight="600">
            Drop
          </tspan>
          <tspan dx="3" fill={c.dimension}>{`${HS - FS} mm · lugs add ${L} mm`}</tspan>
        </text>
      )}
    </DrawingSvg>
  );
}
