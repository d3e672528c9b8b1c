import { calloutSize, type Palette, stroke } from "./drawing";
import { lineTo, type Pt, round1 } from "./geometry";

/** A balloon's digit size and radius, mm: a digit larger than the callouts', with room around it. */
const BALLOON_DIGIT = calloutSize * 1.25;
export const BALLOON_RADIUS = 7.5;

/** One numbered balloon: the point it names on the part, and the balloon's centre, in drawing units. */
export type Balloon = {
  /** Where the leader starts, on the part. */
  anchor: Pt;
  /** The balloon's centre. */
  at: Pt;
  /** Drawn in the palette's accent colour instead of its line colour, to set a group apart. */
  accent?: boolean;
  /** Its number, where a detail names some of its drawing's parts; otherwise its place in the list, from 1. */
  n?: number;
};

/**
 * Numbered balloons, as a drawing sheet names its parts: a thin leader from a dot on the part to
 * a circle holding the number, numbered 1, 2, 3… in the order given. The text beside the drawing
 * (its caption or the page) says what each number is.
 * @param balloons leaders and centres in drawing units (millimetres)
 * @param dots mark each anchor with a small dot (off where the leader ends on a tinted zone)
 */
export function Balloons({
  balloons,
  palette,
  dots = true,
}: {
  balloons: readonly Balloon[];
  palette: Palette;
  dots?: boolean;
}) {
  const drawn = balloons.map(({ anchor: [ax, ay], at: [cx, cy], accent, n }, i) => {
    // The leader runs from the anchor to the balloon's rim.
    const d = Math.hypot(cx - ax, cy - ay);
    const end: Pt = [cx - ((cx - ax) / d) * BALLOON_RADIUS, cy - ((cy - ay) / d) * BALLOON_RADIUS];
    return {
      key: `${i}`,
      leader: lineTo([ax, ay], end),
      anchor: [round1(ax), round1(ay)] as Pt,
      colour: accent ? palette.accent : palette.dimension,
      n: n ?? i + 1,
      cx: round1(cx),
      cy: round1(cy),
    };
  });
  return (
    <g>
      {drawn.map(({ key, leader, anchor, colour }) => (
        <g key={key} stroke={colour} fill={colour}>
          <path d={leader} fill="none" strokeWidth={stroke.dimension} />
          {dots && <circle cx={anchor[0]} cy={anchor[1]} r="1.3" stroke="none" />}
        </g>
      ))}
      <g fill={palette.upper} strokeWidth={stroke.panel}>
        {drawn.map(({ key, cx, cy, colour }) => (
          <circle key={key} cx={cx} cy={cy} r={BALLOON_RADIUS} stroke={colour} />
        ))}
      </g>
      <g
        stroke="none"
        fill={palette.text}
        fontSize={BALLOON_DIGIT}
        fontWeight="600"
        textAnchor="middle"
        className="font-display"
      >
        {drawn.map(({ key, cx, cy, n }) => (
          <text key={key} x={cx} y={round1(cy + BALLOON_DIGIT * 0.35)}>
            {n}
          </text>
        ))}
      </g>
    </g>
  );
}
