import { Icon } from "~/components/ui/icon";
/** A list with a check mark before each item (features, highlights, package contents). */
export function CheckList({
  items,
  className = "",
  tone = "light",
}: {
  items: readonly string[];
  className?: string;
  tone?: "light" | "dark";
}) {
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" className={`mt-0.5 shrink-0 ${tone === "dark" ? "text-glacier" : "text-glacier-600"}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
