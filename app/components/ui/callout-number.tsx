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

/**
 * A drawing's key: an ordered list, one item per numbered part in the drawing's order, each
 * item's text after the badge of its balloon.
 * @param items each item's React key (a name unique in the list) and its content
 * @param tone the ground the list stands on
 * @param className the list's layout and spacing where it sits
 * @param itemClassName how each item aligns its badge and text, and the text's colour
 */
export function CalloutKey({
  items,
  tone,
  className = "",
  itemClassName = "",
}: {
  items: readonly { key: string; content: React.ReactNode }[];
  tone: "light" | "dark";
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ol className={className}>
      {items.map(({ key, content }, i) => (
        <li key={key} className={`flex gap-3 ${itemClassName}`}>
          <CalloutNumber n={i + 1} tone={tone} />
          {content}
        </li>
      ))}
    </ol>
  );
}
