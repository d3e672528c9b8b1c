import { Balloons } from "./balloons";
import { assembly, palettes, stitch, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { atX, type Pt, polyline, type Seg, toPath } from "./geometry";
import { midsoleFill, type ShoeSpec, StitchedRand, shoeGeometry, Upper } from "./shoe-elevation";

/** A part of the exploded shoe that a numbered balloon can name, top to bottom. */
export type ExplodedShoePart = "upper" | "midsole" | "seam" | "outsole";

/** How far the upper is lifted off the midsole, and the outsole lowered from it, in mm. */
const LIFT = 28;
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
 * Each part's balloon, in the drawing's final coordinates: the leader's anchor on the part, and
 * the balloon's centre in one column right of the toe, level with its part, so that the numbers
 * read from the top as the parts do when they are
 * numbered top to bottom.
 * @param curves the midsole's and the rubber's top edges, as shoeGeometry gives them (unexploded)
 * @returns anchor and centre per part, in mm
 */
function partBalloons(curves: { midTop: Seg[]; rubberTop: Seg[] }): Record<ExplodedShoePart, { anchor: Pt; at: Pt }> {
  const { midTop, rubberTop } = curves;
  const seamAnchor = on(rubberTop, 262, LIFT / 2);
  const midsoleAnchor: Pt = [272, (on(midTop, 272)[1] + on(rubberTop, 272)[1]) / 2];
  // On the toe bumper, past the last lug, so the leader crosses no lug on its way out.
  const outsoleAnchor = on(rubberTop, 284, LIFT + 1.8);
  return {
    upper: { anchor: on(midTop, 238, -LIFT - 22), at: [BALLOON_X, on(midTop, 238, -LIFT - 40)[1]] },
    seam: { anchor: seamAnchor, at: [BALLOON_X, seamAnchor[1] - 5] },
    midsole: { anchor: midsoleAnchor, at: [BALLOON_X, midsoleAnchor[1] - 3] },
    outsole: { anchor: outsoleAnchor, at: [BALLOON_X, outsoleAnchor[1] + 6] },
  };
}

/**
 * A stitched, resoleable trail shoe in exploded side elevation (lateral side, toe to the right),
 * drawn to scale from its construction figures as {@link shoeGeometry} draws it whole: the upper
 * lifted {@link LIFT} mm off the midsole, the outsole lowered as far below it, and between them
 * the seam that joins outsole and midsole, drawn as stitching along the rubber's top edge, with
 * the stitch channel it is sewn into on the midsole's sidewall. Thin dashed assembly lines under
 * the heel and the ball show where each part goes back. Numbered balloons name the given parts,
 * in the order given, in a column right of the toe. Decorative: the page names every numbered
 * part in text.
 * @param spec the shoe's construction figures (stacks and lug depth in mm, build, colourway)
 * @param parts the parts to number, 1, 2, 3… in this order
 * @param tone the ground the drawing sits on
 * @param className sizing
 */
export function ExplodedShoe({
  spec,
  parts,
  tone = "dark",
  className = "",
}: {
  spec: ShoeSpec;
  parts: readonly ExplodedShoePart[];
  tone?: Tone;
  className?: string;
}) {
  const g = shoeGeometry(spec);
  const c = palettes[tone];
  const { midTop, rubberTop } = g.curves;
  const balloons = partBalloons(g.curves);
  // Each assembly line runs through the two gaps, from part edge to part edge, never across a part.
  const assemblyLines = ASSEMBLY_X.map((x) => {
    const [upperFoot, midsoleTop] = [on(midTop, x, -LIFT), on(midTop, x)];
    const [midsoleFoot, outsoleTop] = [on(rubberTop, x), on(rubberTop, x, LIFT)];
    return `${toPath([polyline([upperFoot, midsoleTop])])}${toPath([polyline([midsoleFoot, outsoleTop])])}`;
  });
  return (
    <DrawingSvg viewBox="-8 -158 336 196" className={className}>
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
      <StitchedRand g={g} palette={c} />
      {/* The seam is the drawing's subject here, not a detail of a part: stitching in the accent
          colour, at panel weight, halfway between the two parts it joins. */}
      <path
        d={toPath([g.curves.stitchRun])}
        transform={`translate(0 ${LIFT / 2})`}
        fill="none"
        stroke={c.accent}
        strokeWidth={stroke.panel}
        strokeDasharray={stitch}
      />
      <g transform={`translate(0 ${LIFT})`} stroke={c.line} strokeWidth={stroke.outline}>
        {g.lugs.map((d) => (
          <path key={d} d={d} fill={c.outsole} strokeWidth={stroke.panel} />
        ))}
        <path d={g.outsole} fill={c.outsole} />
      </g>
      <Balloons balloons={parts.map((part) => ({ ...balloons[part], accent: part === "seam" }))} palette={c} />
    </DrawingSvg>
  );
}
