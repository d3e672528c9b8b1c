/**
 * The outer `<svg>` of every technical drawing: millimetre viewBox, round joins, and hidden
 * from assistive technology (pages state every figure a drawing shows in text). Its `drawing`
 * class lets base.css enlarge the callouts on a phone.
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
      className={className ? `drawing ${className}` : "drawing"}
      aria-hidden="true"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
