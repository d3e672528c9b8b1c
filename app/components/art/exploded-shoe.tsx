import { Balloons } from "./balloons";
import { assembly, palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { atX, type Pt, polyline, type Seg, toPath } from "./geometry";
import { midsoleFill, type ShoeGeometry, type ShoeSpec, StitchedRand, shoeGeometry, Upper } from "./shoe-elevation";

/** A part of the exploded shoe that a numbered balloon can name, top to bottom. */
export type ExplodedShoePart = "upper" | "midsole" | "seam" | "outsole";

/** How far the upper is lifted off the midsole, and the outsole lowered from it, in mm. */
export const LIFT = 28;
/** The balloons' column, right of the toe, in mm from the heel. */
const BALLOON_X = 318;
/** Heel-to-toe positions of the assembly lines, in mm: one under the heel, one under the ball. */
const ASSEMBLY_X = [40, 205];

/** A point of a curve at x, moved down by `dy` (mm, SVG's y down). */
function on(segs: readonly Seg[], x: number, dy = 0): Pt {
  const { p } = atX(segs, x);
  return [p[0], p[1] + dy];
}

/**
 * Numbered balloons naming the given parts of an {@link ExplodedShoe} (its `overlay`), in the order
 * given: each leader from a point on its part to a balloon in one column right of the toe, level
 * with the part, so that the numbers read from the top as the parts do. Apart from the drawing, so
 * that an unnumbered cover carries none of this code.
 * @param curves the exploded shoe's edges, as {@link shoeGeometry} gives them (unexploded)
 * @param parts the parts to number, 1, 2, 3… in this order
 * @param tone the ground the drawing sits on
 */
export function ExplodedShoeBalloons({
  curves: { midTop, rubberTop, stitchRow },
  parts,
  tone = "dark",
}: {
  curves: ShoeGeometry["curves"];
  parts: readonly ExplodedShoePart[];
  tone?: Tone;
}) {
  // On the rand's stitch row, where the seam shows on the assembled shoe.
  const seamAnchor = on(stitchRow, 262);
  const midsoleAnchor: Pt = [272, (on(midTop, 272)[1] + on(rubberTop, 272)[1]) / 2];
  // On the toe bumper, past the last lug, so the leader crosses no lug on its way out.
  const outsoleAnchor = on(rubberTop, 284, LIFT + 1.8);
  const balloons: Record<ExplodedShoePart, { anchor: Pt; at: Pt }> = {
    upper: { anchor: on(midTop, 238, -LIFT - 22), at: [BALLOON_X, on(midTop, 238, -LIFT - 40)[1]] },
    seam: { anchor: seamAnchor, at: [BALLOON_X, seamAnchor[1] + 8] },
    midsole: { anchor: midsoleAnchor, at: [BALLOON_X, midsoleAnchor[1] - 6] },
    outsole: { anchor: outsoleAnchor, at: [BALLOON_X, outsoleAnchor[1] + 6] },
  };
  return (
    <Balloons
      balloons={parts.map((part) => ({ ...balloons[part], accent: part === "seam" }))}
      palette={palettes[tone]}
    />
  );
}

/**
 * A stitched, resoleable trail shoe in exploded side elevation (lateral side, toe to the right),
 * drawn to scale from its construction figures as {@link shoeGeometry} draws it whole: the upper
 * lifted {@link LIFT} mm off the midsole and the outsole lowered as far below it. The midsole keeps
 * its rubber rand and the seam's stitch row, as the assembled shoe shows them. Thin dashed
 * assembly lines under the heel and the ball show where each part goes back. Decorative: a page that numbers its parts names each in text.
 * @param spec the shoe's construction figures (stacks and lug depth in mm, build, colourway)
 * @param overlay what to draw last, in the same millimetres, given the shoe's geometry: the parts' balloons
 *   ({@link ExplodedShoeBalloons}) or the cutting plane of a section (seam-detail.tsx), kept out of the
 *   drawing itself so that an unnumbered cover carries none of their code
 * @param tone the ground the drawing sits on
 * @param className sizing
 */
export function ExplodedShoe({
  spec,
  overlay,
  tone = "dark",
  className = "",
}: {
  spec: ShoeSpec;
  overlay?: (g: ShoeGeometry) => React.ReactNode;
  tone?: Tone;
  className?: string;
}) {
  const g = shoeGeometry(spec);
  const c = palettes[tone];
  const { midTop, rubberTop } = g.curves;
  // Each assembly line runs through the two gaps, from part edge to part edge, never across a part.
  const assemblyLines = ASSEMBLY_X.map((x) => {
    const [upperFoot, midsoleTop] = [on(midTop, x, -LIFT), on(midTop, x)];
    const [midsoleFoot, outsoleTop] = [on(rubberTop, x), on(rubberTop, x, LIFT)];
    return `${toPath([polyline([upperFoot, midsoleTop])])}${toPath([polyline([midsoleFoot, outsoleTop])])}`;
  });
  return (
    <DrawingSvg viewBox="-8 -158 336 204" className={className}>
      <g fill="none" stroke={c.dimension} strokeWidth={stroke.dimension} strokeDasharray={assembly}>
        {assemblyLines.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g transform={`translate(0 ${-LIFT})`}>
        <Upper g={g} palette={c} strapFill={midsoleFill(spec, tone)} />
      </g>
      <path d={g.midsole} fill={midsoleFill(spec, tone)} stroke={c.line} strokeWidth={stroke.outline} />
      {/* The rand round the midsole's foot and the stitch channel in it that the seam is sewn back
          into, as the assembled shoe shows them. */}
      <StitchedRand g={g} palette={c} seamAccent />
      <g transform={`translate(0 ${LIFT})`} stroke={c.line} strokeWidth={stroke.outline}>
        <path d={g.lugs.join("")} fill={c.outsole} strokeWidth={stroke.panel} />
        <path d={g.outsole} fill={c.outsole} />
      </g>
      {overlay?.(g)}
    </DrawingSvg>
  );
}
