import { colors } from "~/styles/tokens";
import { stroke } from "./drawing";
import { edge, face, isoPt, type Point3 } from "./isometric";

/** One shoebox in the stack, in drawing units: its end panel (x), its long side (y), its height (z). */
const BOX = { end: 50, side: 84, height: 30 } as const;
/** Where the lid's edge runs round a box, as a share of its height from the bottom. */
const LID_EDGE = 0.7;
/** The pallet under the stack: deck boards and the blocks under them, in drawing units. */
const PALLET = { deck: 5, block: 9, blockWidth: 16, overhang: 4 } as const;

/** The full layers of the stack: boxes across (x), deep (y) and high (z). */
const GRID = { across: 3, deep: 2, layers: 3 } as const;
/**
 * The boxes of the fourth layer, still being filled as a production run builds up, as
 * [across, deep] cells; listed back to front, the order they are drawn in.
 */
const TOP_LAYER: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [0, 1],
];

/** A solid block's three faces the viewer sees (top, right side, front end), as closed paths. */
function blockFaces([x0, y0, z0]: Point3, [dx, dy, dz]: Point3, origin: readonly [number, number]) {
  const [x1, y1, z1] = [x0 + dx, y0 + dy, z0 + dz];
  const quad = (...corners: Point3[]) => face(corners, origin);
  return {
    top: quad([x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]),
    side: quad([x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]),
    end: quad([x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]),
  };
}

/** The size label on a box's end panel (the panel in the plane y = `y`): a card low on the panel. */
function endLabel(x0: number, y: number, z0: number, origin: readonly [number, number]): string {
  return face(
    [
      [x0 + 7, y, z0 + 4],
      [x0 + 27, y, z0 + 4],
      [x0 + 27, y, z0 + 15],
      [x0 + 7, y, z0 + 15],
    ],
    origin,
  );
}

/**
 * A production run as a stack of shoeboxes on a pallet, in isometric line drawing: every box
 * shows its lid's edge, and the end panels facing the viewer carry their size label. The full
 * layers are drawn as one block ruled into boxes, which takes a fraction of the bytes of a box
 * at a time; the boxes of the unfinished top layer are drawn back to front, so each hides what
 * stands behind it. Decorative, without text: a blog cover (order minimums).
 * @param className sizing
 */
export function CartonStack({ className = "" }: { className?: string }) {
  const width = GRID.across * BOX.end;
  const depth = GRID.deep * BOX.side;
  const lift = PALLET.deck + PALLET.block;
  const top = lift + GRID.layers * BOX.height;
  // Box space [0, 0, 0] is the pallet's back corner on the ground; the drawing's origin puts the
  // whole stack, top layer included, inside a viewBox starting at 0, 0.
  const origin = [depth * 0.866 + 8, top + BOX.height + 8] as const;
  const block = blockFaces([0, 0, lift], [width, depth, top - lift], origin);
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  // The joins between boxes on the block's faces, and each box's lid edge, as one path each.
  const joins = [
    ...range(GRID.across - 1).map((i) =>
      edge(
        [
          [(i + 1) * BOX.end, depth, lift],
          [(i + 1) * BOX.end, depth, top],
        ],
        origin,
      ),
    ),
    ...range(GRID.deep - 1).map((j) =>
      edge(
        [
          [width, (j + 1) * BOX.side, lift],
          [width, (j + 1) * BOX.side, top],
        ],
        origin,
      ),
    ),
    ...range(GRID.layers - 1).map((k) => {
      const z = lift + (k + 1) * BOX.height;
      return edge(
        [
          [0, depth, z],
          [width, depth, z],
          [width, 0, z],
        ],
        origin,
      );
    }),
    ...range(GRID.across - 1).map((i) =>
      edge(
        [
          [(i + 1) * BOX.end, 0, top],
          [(i + 1) * BOX.end, depth, top],
        ],
        origin,
      ),
    ),
    ...range(GRID.deep - 1).map((j) =>
      edge(
        [
          [0, (j + 1) * BOX.side, top],
          [width, (j + 1) * BOX.side, top],
        ],
        origin,
      ),
    ),
  ].join("");
  const lids = range(GRID.layers)
    .map((k) => {
      const z = lift + (k + LID_EDGE) * BOX.height;
      return edge(
        [
          [0, depth, z],
          [width, depth, z],
          [width, 0, z],
        ],
        origin,
      );
    })
    .join("");
  const labels = range(GRID.layers)
    .flatMap((k) => range(GRID.across).map((i) => endLabel(i * BOX.end, depth, lift + k * BOX.height, origin)))
    .join("");
  const topBoxes = TOP_LAYER.map(([i, j]) => {
    const at: Point3 = [i * BOX.end, j * BOX.side, top];
    const [x1, y1] = [at[0] + BOX.end, at[1] + BOX.side];
    const lidZ = top + BOX.height * LID_EDGE;
    return {
      key: `${i}-${j}`,
      ...blockFaces(at, [BOX.end, BOX.side, BOX.height], origin),
      lid: edge(
        [
          [at[0], y1, lidZ],
          [x1, y1, lidZ],
          [x1, at[1], lidZ],
        ],
        origin,
      ),
      label: endLabel(at[0], y1, top, origin),
    };
  });
  const o = PALLET.overhang;
  const deck = blockFaces([-o, -o, PALLET.block], [width + 2 * o, depth + 2 * o, PALLET.deck], origin);
  // The blocks under the deck: only the front row and the right-hand column show.
  const blocks = [0, 0.5, 1].flatMap((fx) =>
    [0, 0.5, 1]
      .filter((fy) => fx === 1 || fy === 1)
      .map((fy) =>
        blockFaces(
          [-o + fx * (width + 2 * o - PALLET.blockWidth), -o + fy * (depth + 2 * o - PALLET.blockWidth), 0],
          [PALLET.blockWidth, PALLET.blockWidth, PALLET.block],
          origin,
        ),
      ),
  );
  const far = isoPt([width + o, depth + o, 0], origin);
  const right = isoPt([width + o, -o, 0], origin);
  const viewBox = `0 0 ${Math.ceil(right[0] + 8)} ${Math.ceil(far[1] + 8)}`;
  return (
    <svg
      viewBox={viewBox}
      className={className}
      aria-hidden="true"
      stroke={colors.charcoal.DEFAULT}
      strokeWidth={stroke.panel}
      strokeLinejoin="round"
    >
      <path d={blocks.map((b) => b.side).join("")} fill={colors.granite[300]} />
      <path d={blocks.map((b) => b.end).join("")} fill={colors.granite[200]} />
      <path d={deck.top} fill={colors.granite[200]} />
      <path d={deck.side} fill={colors.granite[300]} />
      <path d={deck.end} fill={colors.granite[200]} />
      <path d={block.top} fill={colors.snow.DEFAULT} />
      <path d={block.side} fill={colors.granite[100]} />
      <path d={block.end} fill="#ffffff" />
      <path d={joins} fill="none" />
      <path d={lids} fill="none" strokeOpacity=".6" />
      <path d={labels} fill={colors.summit.DEFAULT} fillOpacity=".25" strokeOpacity=".6" />
      {topBoxes.map((b) => (
        <g key={b.key}>
          <path d={b.top} fill={colors.snow.DEFAULT} />
          <path d={b.side} fill={colors.granite[100]} />
          <path d={b.end} fill="#ffffff" />
          <path d={b.lid} fill="none" strokeOpacity=".6" />
          <path d={b.label} fill={colors.summit.DEFAULT} fillOpacity=".25" strokeOpacity=".6" />
        </g>
      ))}
    </svg>
  );
}
