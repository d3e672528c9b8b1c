/**
 * An outsole seen from below, with chevron lugs (design §8: line drawings of soles). Decorative.
 * @param className sizing and colour (lines use currentColor)
 */
export function SolePattern({ className = "" }: { className?: string }) {
  const outline =
    "M100 14C146 14 176 58 180 120c4 58-6 104-20 150-10 34-12 70-4 110 8 44 4 88-20 112-18 18-54 20-72 0-22-24-30-64-28-110 2-44-4-76-16-112C10 220 14 160 20 116 28 56 56 14 100 14Z";
  const rows = Array.from({ length: 15 }, (_, i) => 44 + i * 32);
  return (
    <svg
      viewBox="0 0 200 520"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
    >
      <defs>
        <clipPath id="sole-clip">
          <path d={outline} />
        </clipPath>
      </defs>
      <path d={outline} strokeWidth="2.5" />
      <path d="M100 40c40 0 62 40 64 84" strokeWidth="1" opacity=".4" />
      <g clipPath="url(#sole-clip)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        {rows.map((cy, i) => (
          <g key={cy} transform={`translate(${i % 2 ? 14 : 0} 0)`} opacity={i > 6 && i < 9 ? 0.35 : 1}>
            {[-28, 28, 84, 140].map((cx) => (
              <path key={cx} d={`M${cx} ${cy}l14 10 14-10`} />
            ))}
          </g>
        ))}
      </g>
    </svg>
  );
}
