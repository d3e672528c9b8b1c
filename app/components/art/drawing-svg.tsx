/**
 * The outer `<svg>` of every technical drawing: millimetre viewBox, round joins, and hidden
 * from assistive technology (pages state every figure a drawing shows in text).
 */
export function DrawingSvg({
  viewBox,
  className = "",
  children,
}: {
  viewBox: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      className={className}
      aria-hidden="true"
      focusable="false"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
