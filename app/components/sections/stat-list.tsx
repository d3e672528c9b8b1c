/**
 * Figures as a description list: the value is the description of what it measures
 * (the label), so screen readers read "Lower development cost: 40%".
 */
export type Stat = { readonly value: string; readonly label: string; readonly detail?: string };

export function StatList({
  stats,
  tone = "light",
  className = "",
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <dl
      className={`grid gap-px overflow-hidden rounded-3xl ${dark ? "bg-charcoal-700" : "bg-granite-100"} ${className}`}
    >
      {stats.map((s) => (
        <div
          key={s.label}
          className={`flex flex-col-reverse justify-end p-7 sm:p-9 ${dark ? "bg-charcoal-800" : "bg-white"}`}
        >
          <dt className="mt-3">
            <span className={`block font-display font-600 ${dark ? "text-snow" : "text-charcoal"}`}>{s.label}</span>
            {s.detail && (
              <span className={`mt-1.5 block text-sm ${dark ? "text-granite-300" : "text-granite"}`}>{s.detail}</span>
            )}
          </dt>
          <dd
            className={`font-display text-5xl font-700 tracking-tight sm:text-6xl ${dark ? "text-glacier" : "text-charcoal"}`}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
