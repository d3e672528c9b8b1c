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
  // tissue wrapped over the shoe: a soft ridge along the length of the box
  const ridgeBack: Point = [28, W / 2, H + 30];
  const ridgeFront: Point = [L - 28, W / 2, H + 30];
  const tissue = [
    face([[22, 14, H - 2], [L - 22, 14, H - 2], ridgeFront, ridgeBack], base),
    face([[22, W - 14, H - 2], [L - 22, W - 14, H - 2], ridgeFront, ridgeBack], base),
  ];
  const seal = iso([L / 2, W / 2 + 12, H + 22], base)
    .split(" ")
    .map(Number);
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
        {tissue.map((d, i) => (
          <path key={d} d={d} fill={i ? "#ffffff" : "#f6f7f5"} strokeWidth="1.5" />
        ))}
        <circle cx={seal[0]} cy={seal[1]} r="9" fill="#ff7a45" stroke="none" />
        <path d={box.front} fill="#ffffff" />
        <path d={box.side} fill="#e6eaee" />
        <path
          d={face(
            [
              [0, W, H * 0.42],
              [L, W, H * 0.42],
            ],
            base,
          )}
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
