/**
 * A topographic contour pattern, drawn as SVG. Decorative.
 * @param className sizing and colour (lines use currentColor)
 */
export function ContourArt({ className = "" }: { className?: string }) {
  const rings = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  return (
    <svg
      viewBox="0 0 600 600"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
    >
      {rings.map((i) => (
        <path
          key={i}
          strokeWidth="1.2"
          d={`M${300 - 40 - i * 30} 300c0-${60 + i * 22} ${70 + i * 20}-${95 + i * 26} ${130 + i * 28}-${90 + i * 30}s${110 + i * 14} ${60 + i * 18} ${95 + i * 22} ${120 + i * 20}-${40 + i * 14} ${100 + i * 24}-${120 + i * 22} ${95 + i * 20}-${105 + i * 32}-${50 + i * 10}-${105 + i * 32}-${125 + i * 22}Z`}
        />
      ))}
    </svg>
  );
}
