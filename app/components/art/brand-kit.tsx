import { palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { round1 } from "./geometry";
import { SOLE_OUTLINE } from "./outsole-pattern";
import { OutsoleFromBelow } from "./outsole-plan";
import { PEAK_MARK, PrintMarks, zoneMark } from "./shoe-elevation";

/** The hang tag's box, in mm: left, top, width, height. */
const TAG = { x: 318, y: 8, w: 80, h: 112 } as const;
/** How far below the outsole's centre line the sockliner's lies, in mm. */
const INSOLE_Y = 124;

/**
 * Where a brand goes on and in the shoe, laid out flat, in mm: the outsole from below, the
 * brand's name moulded into its heel pad; under it, at the same scale, the sockliner from above,
 * the name printed at its heel and the size under the arch, with the stitching round its edge
 * and perforations under the ball; beside them the hang tag (80 × 112 mm, drawn as large as it
 * reads beside the soles) on its loop and fastener, with the brand's mark and name, the lines of
 * its story and a barcode. Decorative: the page names each part in text.
 * @param brand the client's name, on the outsole, the sockliner and the tag
 * @param size the size printed on the sockliner, e.g. "EU 42"
 * @param tone the ground the drawing sits on
 * @param className sizing
 */
export function BrandKit({
  brand,
  size = "EU 42",
  tone = "dark",
  className = "",
}: {
  brand: string;
  size?: string;
  tone?: Tone;
  className?: string;
}) {
  const c = palettes[tone];
  const heelMark = zoneMark(brand, 74, 26);
  const tagMark = zoneMark(brand, TAG.w - 14, 14);
  const cx = TAG.x + TAG.w / 2;
  const perforations: [number, number][] = [];
  // Seven columns 8 mm apart under the ball, every other one shifted 4 mm.
  for (let col = 0; col < 7; col++) {
    for (let y = -30 + (col % 2) * 4; y <= 34; y += 8) perforations.push([196 + col * 8, y]);
  }
  return (
    <DrawingSvg viewBox="-8 -62 420 248" className={className}>
      <OutsoleFromBelow brand={brand} palette={c} />
      {/* The sockliner from above: the sole's outline mirrored, 3 % inside it. */}
      <g transform={`translate(0 ${INSOLE_Y}) scale(0.97 -0.97)`} stroke={c.line}>
        <path d={SOLE_OUTLINE} fill={c.upper} strokeWidth={stroke.outline} />
        <path
          d={SOLE_OUTLINE}
          transform="translate(7.4 0) scale(0.95)"
          fill="none"
          strokeWidth={stroke.detail}
          strokeDasharray="1.6 1.4"
          strokeOpacity="0.75"
        />
      </g>
      <g fill={c.line} fillOpacity="0.45" transform={`translate(0 ${INSOLE_Y})`}>
        {perforations.map(([x, y]) => (
          <circle key={`${x} ${y}`} cx={x} cy={y} r="1.3" />
        ))}
      </g>
      <PrintMarks transform={`translate(0 ${INSOLE_Y})`}>
        <text x="62" y={round1(heelMark.size * 0.36)} fontSize={heelMark.size} fill={c.accent}>
          {heelMark.text}
        </text>
        <text x="150" y="3" fontSize="9" fontStyle="normal" fontWeight="700" fill={c.line} fillOpacity="0.7">
          {size}
        </text>
      </PrintMarks>

      {/* The hang tag on its loop, turned a little as it hangs. */}
      <g transform={`rotate(-6 ${cx} ${TAG.y + 10})`}>
        <rect
          x={TAG.x}
          y={TAG.y}
          width={TAG.w}
          height={TAG.h}
          rx="5"
          fill={c.upper}
          stroke={c.line}
          strokeWidth={stroke.outline}
        />
        <circle cx={cx} cy={TAG.y + 10} r="3.2" fill="none" stroke={c.line} strokeWidth={stroke.panel} />
        {/* Drawn over the tag, so the loop is seen to pass through its hole. */}
        <path
          d={`M${cx} ${TAG.y + 10}C${cx - 16} ${TAG.y - 6} ${cx - 12} ${TAG.y - 24} ${cx} ${TAG.y - 24}S${cx + 14} ${TAG.y - 6} ${cx} ${TAG.y + 10}`}
          fill="none"
          stroke={c.accent}
          strokeWidth={stroke.panel}
        />
        {/* The loop's plastic fastener, where its two ends are joined. */}
        <rect x={cx - 1.6} y={TAG.y - 27} width="3.2" height="6" rx="1.2" fill={c.accent} />
        <path d={PEAK_MARK} transform={`translate(${cx - 14} ${TAG.y + 38}) scale(28)`} fill={c.accent} />
        <PrintMarks fill={c.line}>
          <text x={cx} y={round1(TAG.y + 52 + tagMark.size * 0.72)} fontSize={tagMark.size}>
            {tagMark.text}
          </text>
        </PrintMarks>
        <g stroke={c.line} strokeOpacity="0.4" strokeWidth="2">
          {[0, 1, 2, 3].map((i) => (
            <path key={i} d={`M${TAG.x + 10} ${TAG.y + 76 + i * 6}h${i === 3 ? 34 : 58}`} />
          ))}
        </g>
        <g stroke={c.line} strokeWidth="0.8">
          {[0, 2, 3, 5, 8, 9, 11, 14, 15, 17, 19, 22, 23, 25].map((i) => (
            <path key={i} d={`M${TAG.x + 14 + i * 2} ${TAG.y + 98}v7`} />
          ))}
        </g>
      </g>
    </DrawingSvg>
  );
}
