import { Dimension, Extension } from "./dimension";
import { calloutSize, palettes, stitch, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { atX, lineTo, type Pt, polyline, reverse, round1, snap, spline, toPath } from "./geometry";

/** Where the heel curve reaches furthest back, in mm: the start of the last's length. */
const HEEL_BACK = -3;

/**
 * Last profile (medial side, toe to the right), in mm, standing on its ball tread at y = 0:
 * underside from the heel seat, raised by the heel pitch, over the medial arch, down to the
 * ball tread, then up in the toe spring to the toe tip.
 */
const bottom = spline(
  [
    [9, -12],
    [40, -10],
    [85, -12],
    [125, -13],
    [165, -5],
    [196, 0],
    [228, -2],
    [252, -8],
    [268, -16],
    [276, -23],
  ],
  { tension: 0.9 },
);
/**
 * The top line: toe tip, toe, instep, cone, then the heel curve round to the heel seat. The toe
 * is blunt and stands high (a trail last leaves the toes room), not a road racer's low point.
 */
const top = spline([
  [276, -23],
  [276, -34],
  [266, -44],
  [234, -52],
  [185, -61],
  [140, -74],
  [100, -88],
  [66, -96],
  [28, -95],
  [7, -85],
  [-1, -63],
  [HEEL_BACK, -40],
  [-1, -22],
  [3, -15],
  [9, -12],
]);

/**
 * A girth: where it is measured along the last, how it leans, its name and length in mm, and the
 * baseline of its label in the column of callouts above the toe.
 */
type Girth = { x: number; lean: number; label: string; mm: number; labelY: number };

/** The instep girth of a men's EU 42 trail last: the long heel girth runs over its point too. */
const instepGirth: Girth = { x: 112, lean: 8, label: "Instep", mm: 252, labelY: -110 };

/** Girths of a men's EU 42 trail last. */
export const lastGirths: readonly Girth[] = [
  { x: 195, lean: -14, label: "Ball", mm: 246, labelY: -70 },
  { x: 150, lean: -6, label: "Waist", mm: 240, labelY: -90 },
  instepGirth,
];

/**
 * Where the callout column starts: above the toe, where the top line has dropped away, so the
 * labels stay clear of each other and of the last even at a phone's larger callout size.
 */
const LABEL_X = 196;

/** The heel girth's label: the baseline's start, above the heel and clear of the top line at a phone's callout size. */
const HEEL_LABEL: Pt = [-10, -106];
/**
 * Where the heel girth's leader ends under its label, in mm from the label's start: under its
 * first word, which every callout size keeps there (a larger size only moves the label's end).
 */
const HEEL_LEADER_END = 14;

/** The drawn heel-to-ball length, in mm. */
export const HEEL_TO_BALL = 198;

/**
 * A shoe last in side elevation with its measurement lines: ball, waist and instep girths drawn
 * as bands around the last (the far half dashed), the long heel girth, and the heel-to-ball
 * length. Decorative: the page lists the measurements in text.
 * @param labels false for the lines alone, without text (blog covers, drawn where no web font reaches, and thumbnails too small for legible text)
 */
export function LastGirth({
  tone = "dark",
  labels = true,
  className = "",
}: {
  tone?: Tone;
  labels?: boolean;
  className?: string;
}) {
  const c = palettes[tone];
  const outline = toPath([bottom, top], true);
  const girths = lastGirths.map((g) => {
    const low = snap(atX(bottom, g.x).p);
    const high = snap(atX(reverse(top), g.x + g.lean).p);
    const mid: Pt = [round1((low[0] + high[0]) / 2), round1((low[1] + high[1]) / 2)];
    const bulge = 7;
    return {
      ...g,
      near: `M${high[0]} ${high[1]}Q${mid[0] + bulge} ${mid[1]} ${low[0]} ${low[1]}`,
      far: `M${high[0]} ${high[1]}Q${mid[0] - bulge} ${mid[1]} ${low[0]} ${low[1]}`,
      labelAt: [LABEL_X, g.labelY] as Pt,
      leader: toPath([polyline([high, [LABEL_X - 3, g.labelY - 3]])]),
    };
  });
  const heelLow: Pt = [0, -21];
  // The long heel girth runs from the back of the heel seat over the instep point, where the
  // instep girth is taken: the two lines meet there.
  const heelHigh = snap(atX(reverse(top), instepGirth.x + instepGirth.lean).p);
  const heelControl: Pt = [60, -40];
  // Its label stands above the heel, outside the last, like the girths' labels; the leader rises
  // to it from the curve's lower part (the quadratic at t = 0.35), crossing the top line behind
  // the collar and nothing else: from higher up the curve it ran across the collar and its pin.
  const t = 0.35;
  const heelLeaderFoot = snap([
    (1 - t) ** 2 * heelLow[0] + 2 * (1 - t) * t * heelControl[0] + t ** 2 * heelHigh[0],
    (1 - t) ** 2 * heelLow[1] + 2 * (1 - t) * t * heelControl[1] + t ** 2 * heelHigh[1],
  ]);
  return (
    <DrawingSvg viewBox="-14 -124 312 152" className={className}>
      <path d={outline} fill={c.upper} stroke={c.line} strokeWidth={stroke.outline} />
      <path
        d="M26 -95C32 -86 52 -84 64 -96"
        fill="none"
        stroke={c.line}
        strokeWidth={stroke.panel}
        strokeOpacity="0.8"
      />
      <circle cx="44" cy="-92" r="2.4" fill={c.overlay} stroke={c.line} strokeWidth={stroke.detail} />
      <g fill="none" strokeWidth={stroke.detail}>
        {girths.map((g) => (
          <g key={g.label}>
            <path d={g.far} stroke={c.dimension} strokeDasharray={stitch} strokeOpacity="0.7" />
            <path d={g.near} stroke={c.dimension} strokeWidth={stroke.panel} />
          </g>
        ))}
        <path
          d={`M${heelLow[0]} ${heelLow[1]}Q${heelControl[0]} ${heelControl[1]} ${heelHigh[0]} ${heelHigh[1]}`}
          stroke={c.accent}
          strokeWidth={stroke.panel}
        />
      </g>
      {labels && (
        <g fill="none" stroke={c.dimension} strokeWidth={stroke.dimension} strokeOpacity="0.7">
          {girths.map((g) => (
            <path key={g.label} d={g.leader} />
          ))}
        </g>
      )}
      {labels &&
        girths.map((g) => (
          <text
            key={g.label}
            x={g.labelAt[0]}
            y={g.labelAt[1]}
            fontSize={calloutSize}
            fill={c.text}
            className="font-display"
          >
            {g.label} {g.mm} mm
          </text>
        ))}
      {labels && (
        <>
          <text x={HEEL_LABEL[0]} y={HEEL_LABEL[1]} fontSize={calloutSize} fill={c.text} className="font-display">
            Long heel 330 mm
          </text>
          <path
            d={lineTo(heelLeaderFoot, [HEEL_LABEL[0] + HEEL_LEADER_END, HEEL_LABEL[1] + 3])}
            fill="none"
            stroke={c.dimension}
            strokeWidth={stroke.dimension}
            strokeOpacity="0.7"
          />
          <Extension from={[HEEL_BACK, -30]} to={[HEEL_BACK, 18]} palette={c} />
          <Extension from={[HEEL_BACK + HEEL_TO_BALL, 4]} to={[HEEL_BACK + HEEL_TO_BALL, 18]} palette={c} />
          <Dimension
            from={[HEEL_BACK, 15]}
            to={[HEEL_BACK + HEEL_TO_BALL, 15]}
            label={`Heel to ball ${HEEL_TO_BALL} mm`}
            palette={c}
          />
        </>
      )}
    </DrawingSvg>
  );
}
