/**
 * A line drawing of a trail running shoe in side view, with its lugged sole. Decorative.
 */
export function ShoeSketch({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 520 260"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* upper */}
      <path
        strokeWidth="3"
        d="M40 170c8-28 30-46 62-52 40-8 70-30 92-62 10-14 26-18 40-10l26 16c14 8 30 10 46 6l40-8c18-4 34 6 40 22l22 56c4 10 14 16 24 16 30 0 56 10 72 30"
      />
      {/* midsole */}
      <path strokeWidth="3" d="M40 170c-6 16 2 34 22 38l360 6c32 0 56-10 70-28" />
      <path strokeWidth="2" d="M58 196c120 8 240 10 380 4" opacity=".6" />
      {/* outsole lugs */}
      <path
        strokeWidth="3"
        d="M62 208l-4 14M96 210l-3 14M130 211l-2 14M164 212l-2 14M198 212v14M232 213v14M266 213l1 14M300 213l2 14M334 212l2 14M368 211l3 14M402 209l4 14M436 205l6 13"
      />
      {/* laces and eyelets */}
      <path strokeWidth="2" d="M208 70l38 18M224 58l36 20M196 86l40 16M186 102l36 12" opacity=".8" />
      {/* heel counter and toe cap */}
      <path strokeWidth="2" d="M62 150c20-6 36-4 52 6M420 168c16-12 40-16 62-8" opacity=".7" />
      {/* ridge accent on the side panel */}
      <path
        strokeWidth="2.5"
        d="M120 160l40-34 26 18 34-30 30 24 28-18 46 40"
        className="text-summit"
        stroke="#ff7a45"
      />
    </svg>
  );
}
