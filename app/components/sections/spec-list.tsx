/** Label and value pairs, e.g. a shoe's weight, drop and stack. */
export type SpecItem = { readonly label: string; readonly value: string };

/**
 * Construction and project figures as a compact description list, two columns unless
 * `className` asks for more, values in tabular figures. A long value (an order quantity) wraps
 * inside its own column instead of running into the next one.
 */
export function SpecList({
  items,
  tone = "light",
  className = "",
}: {
  items: readonly SpecItem[];
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-3 ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="flex min-w-0 flex-col-reverse justify-end">
          <dt className={`text-sm ${dark ? "text-granite-200" : "text-granite"}`}>{item.label}</dt>
          <dd className={`text-balance font-display font-600 tabular-nums ${dark ? "text-snow" : "text-charcoal"}`}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
