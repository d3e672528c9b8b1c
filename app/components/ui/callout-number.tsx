/**
 * The number of a list item that names a drawing's numbered part, drawn as the drawing's balloon
 * (balloons.tsx) beside the item's text. The `<ol>` around it already numbers the item for
 * assistive technology, so the badge is hidden from it.
 * @param n the item's number, 1-based, as the balloon in the drawing shows it
 * @param tone the ground the list stands on
 */
export function CalloutNumber({ n, tone }: { n: number; tone: "light" | "dark" }) {
  const look =
    tone === "light" ? "h-7 w-7 border-glacier-700 bg-white text-charcoal" : "h-6 w-6 border-glacier text-snow";
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full border font-display text-xs font-600 ${look}`}
      aria-hidden="true"
    >
      {n}
    </span>
  );
}
