/**
 * An open shoebox with its lid lifted and tissue paper inside, in isometric line drawing
 * (Branding and packaging). Decorative.
 * @param className sizing and colour (lines use currentColor)
 */

type Point = readonly [number, number, number];

/** Isometric projection of a box-space point (x right-back, y left-front, z up). */
function iso([x, y, z]: Point, origin: readonly [number, number]): string {
  const sx = origin[0] + (x - y) * 0.866;
  const sy = origin[1] + (x + y) * 0.5 - z;
  return `${sx.toFixed(1)} ${sy.toFixed(1)}`;
}

/** An SVG path through box-space points, closed. */
function face(points: Point[], origin: readonly [number, number]): string {
  return `M${points.map((p) => iso(p, origin)).join("L")}Z`;
}

export function ShoeboxArt({ className = "" }: { className?: string }) {
  const L = 250;
  const W = 150;
  const H = 96;
  const base = [230, 150] as const;
  const lid = [230, 40] as const;
  const lidH = 26;
  const m = 6; // the lid overhangs the box on every side

  const box = {
    backLeft: face(
      [
        [0, 0, 0],
        [L, 0, 0],
        [L, 0, H],
        [0, 0, H],
      ],
      base,
    ),
    backRight: face(
      [
        [0, 0, 0],
        [0, W, 0],
        [0, W, H],
        [0, 0, H],
      ],
      base,
    ),
    front: face(
      [
        [0, W, 0],
        [L, W, 0],
        [L, W, H],
        [0, W, H],
      ],
      base,
    ),
    side: face(
      [
        [L, 0, 0],
        [L, W, 0],
        [L, W, H],
        [L, 0, H],
      ],
      base,
    ),
  };
  // Tissue folded over the shoes: a hipped mound whose edges are tucked down the four inner walls
  // and whose ridge stays just under the rim, so the lid closes over it. Every face is visible
  // from the viewing side, so none hides another.
  const tuck = H - 22;
  const crest = H - 2;
  const hip = 40;
  const ridgeLeft: Point = [hip, W / 2, crest];
  const ridgeRight: Point = [L - hip, W / 2, crest];
  const tissue = [
    { fill: "#f6f7f5", points: [[0, 0, tuck], [L, 0, tuck], ridgeRight, ridgeLeft] },
    { fill: "#f6f7f5", points: [[0, W, tuck], [0, 0, tuck], ridgeLeft] },
    { fill: "#ffffff", points: [[0, W, tuck], [L, W, tuck], ridgeRight, ridgeLeft] },
    { fill: "#e6eaee", points: [[L, 0, tuck], [L, W, tuck], ridgeRight] },
  ] satisfies { fill: string; points: Point[] }[];
  // The round seal that holds the fold: a circle lying on the front slope, drawn as the ellipse
  // it projects to.
  const run = W / 2;
  const rise = crest - tuck;
  const slope = Math.hypot(run, rise);
  const sealCentre: Point = [L / 2, W / 2 + run * 0.35, crest - rise * 0.35];
  const seal = face(
    Array.from({ length: 24 }, (_, i): Point => {
      const angle = (i / 24) * 2 * Math.PI;
      const down = 10 * Math.sin(angle); // down the slope, towards the front wall
      return [
        sealCentre[0] + 10 * Math.cos(angle),
        sealCentre[1] + (down * run) / slope,
        sealCentre[2] - (down * rise) / slope,
      ];
    }),
    base,
  );
  const lidTop = face(
    [
      [-m, -m, lidH],
      [L + m, -m, lidH],
      [L + m, W + m, lidH],
      [-m, W + m, lidH],
    ],
    lid,
  );
  const lidFront = face(
    [
      [-m, W + m, 0],
      [L + m, W + m, 0],
      [L + m, W + m, lidH],
      [-m, W + m, lidH],
    ],
    lid,
  );
  const lidSide = face(
    [
      [L + m, -m, 0],
      [L + m, W + m, 0],
      [L + m, W + m, lidH],
      [L + m, -m, lidH],
    ],
    lid,
  );
  // the brand mark printed on the lid: two peaks, lying in the plane of the lid
  const mark = face(
    [
      [62, 108, lidH],
      [112, 46, lidH],
      [134, 74, lidH],
      [160, 34, lidH],
      [206, 108, lidH],
    ],
    lid,
  );

  return (
    <svg
      viewBox="70 0 400 520"
      className={className}
      aria-hidden="true"
      focusable="false"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    >
      <g transform="translate(0 150)">
        <path d={box.backLeft} fill="currentColor" fillOpacity=".08" />
        <path d={box.backRight} fill="currentColor" fillOpacity=".14" />
        {tissue.map(({ fill, points }) => {
          const d = face(points, base);
          return <path key={d} d={d} fill={fill} strokeWidth="1.5" />;
        })}
        <path d={seal} fill="#ff7a45" stroke="none" />
        <path d={box.front} fill="#ffffff" />
        <path d={box.side} fill="#e6eaee" />
        <path
          d={`M${iso([0, W, H * 0.42], base)}L${iso([L, W, H * 0.42], base)}`}
          strokeWidth="1.5"
          strokeDasharray="5 6"
          opacity=".5"
        />
      </g>
      <path d={lidFront} fill="#ffffff" />
      <path d={lidSide} fill="#e6eaee" />
      <path d={lidTop} fill="#ffffff" />
      <path d={mark} fill="#ff7a45" fillOpacity=".18" stroke="#c4410f" strokeWidth="2" />
    </svg>
  );
}
