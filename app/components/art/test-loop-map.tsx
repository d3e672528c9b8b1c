import { Balloons } from "./balloons";
import { palettes, stroke, type Tone } from "./drawing";
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

/** The Arve down the valley floor, from Col de Balme's side (top right) past Chamonix. */
const RIVER: Pt[] = [
  [-5, 156],
  [55, 140],
  [115, 122],
  [165, 106],
  [225, 82],
  [285, 56],
  [330, 44],
];

/** Where Chamonix stands on the river. */
const TOWN: Pt = [165, 106];

/**
 * The four test loops in the order the article lists them (Aiguilles Rouges, the Mont Blanc
 * massif's balcony path, the valley's forest trails, Col de Balme), each as the points its
 * dashed line passes through, whether it closes, and where its balloon stands.
 */
const LOOPS: readonly { points: Pt[]; closed: boolean; balloon: Pt }[] = [
  {
    points: [
      [82, 92],
      [92, 66],
      [120, 56],
      [142, 72],
      [126, 94],
    ],
    closed: true,
    balloon: [58, 112],
  },
  {
    points: [
      [150, 146],
      [182, 134],
      [216, 126],
      [252, 114],
      [284, 100],
    ],
    closed: false,
    balloon: [138, 170],
  },
  {
    points: [
      [118, 132],
      [146, 98],
      [186, 92],
      [172, 122],
    ],
    closed: true,
    balloon: [96, 156],
  },
  {
    points: [
      [258, 46],
      [268, 26],
      [294, 20],
      [306, 38],
      [284, 50],
    ],
    closed: true,
    balloon: [240, 24],
  },
];

/**
 * A sketch map of the test loops above Chamonix: contour rings round the Aiguilles Rouges and
 * Col de Balme on one side of the valley and the Mont Blanc massif on the other, the river down
 * the valley floor with the town on it, and the four loops as dashed lines, numbered as the
 * article lists them. Not to scale. Decorative: the article describes each loop in text.
 * @param tone the ground it is drawn on
 */
export function TestLoopMap({ tone = "dark", className = "" }: { tone?: Tone; className?: string }) {
  const c = palettes[tone];
  const massif = summit([224, 152], { rings: 4, step: 9, stretch: 1.6, angle: -0.35 });
  const contours = [
    ...summit([112, 54], { rings: 4, step: 11, stretch: 1.5, angle: -0.35 }),
    ...summit([294, 20], { rings: 2, step: 9, stretch: 1.4, angle: -0.35 }),
    ...massif,
  ];
  // The massif's two highest rings hold its glacier.
  const glacier = massif.slice(0, 2);
  return (
    <DrawingSvg viewBox="0 0 320 200" className={className}>
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
        {LOOPS.map(({ points, closed }) => {
          const d = closed ? ring(points) : toPath([spline(points)]);
          return <path key={d} d={d} />;
        })}
      </g>
      <rect x={TOWN[0] - 3} y={TOWN[1] - 3} width="6" height="6" fill={c.line} />
      <Balloons balloons={LOOPS.map(({ points, balloon }) => ({ anchor: points[0], at: balloon }))} palette={c} />
    </DrawingSvg>
  );
}
