import { Balloons } from "./balloons";
import { arrowhead } from "./dimension";
import { calloutSize, halo, type Palette, palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { type Pt, ring, spline, toPath } from "./geometry";

/**
 * Contour rings round a summit: each ring a smooth closed curve through eight points, stretched
 * along the ridge (`stretch`) and turned by `angle` (radians), its radius varying gently so no
 * two rings are alike; `step` units apart, the smallest first.
 * @param centre the summit, in drawing units
 * @returns one path `d` per ring, innermost first
 */
function summit(
  centre: Pt,
  { rings, step, stretch, angle }: { rings: number; step: number; stretch: number; angle: number },
) {
  return Array.from({ length: rings }, (_, i) => {
    const r = step * (i + 1);
    const points: Pt[] = Array.from({ length: 8 }, (_, k) => {
      const a = (k / 8) * Math.PI * 2;
      const wobble = 1 + 0.08 * Math.sin(2 * a + i) + 0.05 * Math.sin(3 * a + 1.7);
      const [x, y] = [r * wobble * stretch * Math.cos(a), r * wobble * Math.sin(a)];
      return [
        centre[0] + x * Math.cos(angle) - y * Math.sin(angle),
        centre[1] + x * Math.sin(angle) + y * Math.cos(angle),
      ];
    });
    return ring(points);
  });
}

/** The Arve down the valley floor, from Col de Balme's side (top right) past Chamonix, running out of the frame at both ends. */
const RIVER: Pt[] = [
  [-5, 156],
  [55, 140],
  [115, 122],
  [155, 109],
  [225, 82],
  [285, 56],
  [330, 44],
  [350, 37],
];

/** Where Chamonix stands on the river, inside the forest loop that circles it. */
const TOWN: Pt = [155, 109];

/**
 * The four test routes (three loops, one traverse) in the order the article lists them, each
 * with the name its list item starts with (a workerd test holds the article to it), the points
 * its dashed line passes through, whether it closes, and where its balloon stands (its leader
 * starts at the first point). The valley runs from south-west (bottom left) to north-east (top
 * right), north up:
 * 1. Aiguilles Rouges: from La Flégère up to Lac Blanc, on the north side, north-east of the town;
 * 2. the Mont Blanc massif's Grand Balcon Nord, a traverse on the south side from Plan de
 *    l'Aiguille, south-west of the town, to Montenvers, south-east of it;
 * 3. the valley's forest trails, round the town on both banks;
 * 4. Col de Balme, at the valley's head.
 */
export const TEST_LOOPS: readonly { name: string; points: Pt[]; closed: boolean; balloon: Pt }[] = [
  {
    name: "Aiguilles Rouges",
    points: [
      [176, 54],
      [190, 36],
      [214, 30],
      [230, 44],
      [206, 64],
    ],
    closed: true,
    balloon: [150, 34],
  },
  {
    name: "Mont Blanc massif",
    points: [
      [146, 148],
      [176, 140],
      [206, 132],
      [240, 120],
    ],
    closed: false,
    balloon: [128, 172],
  },
  {
    name: "Valley forest trails",
    points: [
      [116, 134],
      [136, 102],
      [172, 88],
      [196, 96],
      [180, 126],
    ],
    closed: true,
    balloon: [96, 156],
  },
  {
    name: "Col de Balme area",
    points: [
      [268, 26],
      [294, 20],
      [306, 38],
      [284, 50],
      [258, 46],
    ],
    closed: true,
    balloon: [246, 10],
  },
];

/**
 * The names a labelled map sets, each with where its baseline is anchored (`at`, drawing units),
 * placed clear of the others at a phone's larger callouts too: a range's name over its rings
 * (the Aiguilles Rouges' over the west side of the summit its loop climbs, where a phone's larger
 * text stays clear of Col de Balme's), the town's beside its square, the river's along its first
 * reach (italic, as maps set water).
 */
const NAMES: readonly { text: string; at: Pt; anchor: "start" | "middle" | "end"; water?: boolean }[] = [
  { text: "Aiguilles Rouges", at: [146, 2], anchor: "middle" },
  { text: "Col de Balme", at: [318, -6], anchor: "end" },
  { text: "Mont Blanc massif", at: [316, 212], anchor: "end" },
  { text: "Chamonix", at: [162, 118], anchor: "start" },
  { text: "Arve", at: [6, 147], anchor: "start", water: true },
];

/** The river's name follows its first reach, in degrees (SVG's rotation, clockwise positive). */
const RIVER_ANGLE = +((Math.atan2(RIVER[1][1] - RIVER[0][1], RIVER[1][0] - RIVER[0][0]) * 180) / Math.PI).toFixed(1);

/**
 * The map's north arrow, bottom left: a shaft and a closed head pointing up, with "N" over it.
 * @param at the foot of the shaft, in drawing units
 */
function NorthArrow({ at: [x, y], palette }: { at: Pt; palette: Palette }) {
  return (
    <g>
      <path d={`M${x} ${y}V${y - 16}`} stroke={palette.line} strokeWidth={stroke.panel} />
      <path d={arrowhead([x, y - 20], [x, y], { length: 8, halfWidth: 3 })} fill={palette.line} stroke="none" />
      <text x={x} y={y - 24} textAnchor="middle" fill={palette.text} fontSize={calloutSize} className="font-display">
        N
      </text>
    </g>
  );
}

/**
 * A sketch map of the test loops above Chamonix: contour rings round the Aiguilles Rouges and
 * Col de Balme on the north side of the valley and the Mont Blanc massif on the south, the river
 * down the valley floor with the town on it, and the four loops as dashed lines, numbered as the
 * article lists them. Not to scale.
 *
 * Unlabelled (a cover, shown as small as a phone's card) it carries no text. Labelled (the
 * article's figure) it names the ranges, the town and the river and adds a north arrow, in a band
 * above and below the map, and is 14 units wider, so Col de Balme's outer ring closes inside it;
 * the article's list is the key to the numbers, and its caption says the map is not to scale.
 * With `compass` alone (the 404 page on a phone, where names would be too small to read and a
 * key names the numbers), it keeps the north arrow and the labelled map's wider frame, so the
 * outer rings close inside it.
 * @param tone the ground it is drawn on
 * @param labels set the place names and the north arrow
 * @param compass without labels, set the north arrow in the wider frame
 */
export function TestLoopMap({
  tone = "dark",
  labels = false,
  compass = false,
  className = "",
}: {
  tone?: Tone;
  labels?: boolean;
  compass?: boolean;
  className?: string;
}) {
  const c = palettes[tone];
  const massif = summit([224, 152], { rings: 4, step: 9, stretch: 1.6, angle: -0.35 });
  const contours = [
    // The Aiguilles Rouges: the Brévent's end over the town, and the Lac Blanc side further up.
    ...summit([84, 64], { rings: 3, step: 10, stretch: 1.5, angle: -0.35 }),
    ...summit([200, 40], { rings: 4, step: 9, stretch: 1.5, angle: -0.35 }),
    ...summit([294, 20], { rings: 2, step: 9, stretch: 1.4, angle: -0.35 }),
    ...massif,
  ];
  // The massif's two highest rings hold its glacier.
  const glacier = massif.slice(0, 2);
  return (
    <DrawingSvg viewBox={labels ? "0 -20 334 240" : compass ? "0 -12 334 214" : "0 0 320 200"} className={className}>
      <g fill={c.dimension} fillOpacity="0.12" stroke="none">
        {glacier.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill="none" stroke={c.line} strokeWidth={stroke.detail} strokeOpacity="0.45">
        {contours.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <path d={toPath([spline(RIVER)])} fill="none" stroke={c.dimension} strokeWidth={stroke.outline} />
      <g fill="none" stroke={c.accent} strokeWidth={stroke.outline} strokeDasharray="4 3">
        {TEST_LOOPS.map(({ points, closed }) => {
          const d = closed ? ring(points) : toPath([spline(points)]);
          return <path key={d} d={d} />;
        })}
      </g>
      {/* The traverse's two ends, where it starts and finishes, so it never reads as a line that stops short. */}
      <g fill={c.accent}>
        {TEST_LOOPS.filter(({ closed }) => !closed).flatMap(({ points }) =>
          [points[0], points[points.length - 1]].map(([x, y]) => <circle key={`${x} ${y}`} cx={x} cy={y} r="2.4" />),
        )}
      </g>
      <rect x={TOWN[0] - 3} y={TOWN[1] - 3} width="6" height="6" fill={c.line} />
      <Balloons balloons={TEST_LOOPS.map(({ points, balloon }) => ({ anchor: points[0], at: balloon }))} palette={c} />
      {labels && (
        <>
          {/* A wider halo than a callout's, as maps knock the lines out under their names: the
              forest loop passes under the town's. */}
          <g fontSize={calloutSize} className="font-display" {...halo(c)} strokeWidth={3.2}>
            {NAMES.map(({ text, at: [x, y], anchor, water }) => (
              <text
                key={text}
                x={x}
                y={y}
                textAnchor={anchor}
                fill={water ? c.dimension : c.text}
                fontStyle={water ? "italic" : undefined}
                transform={water ? `rotate(${RIVER_ANGLE} ${x} ${y})` : undefined}
              >
                {text}
              </text>
            ))}
          </g>
          <NorthArrow at={[16, 214]} palette={c} />
        </>
      )}
      {compass && !labels && <NorthArrow at={[16, 198]} palette={c} />}
    </DrawingSvg>
  );
}
