/**
 * Eyebrow, H2 and intro paragraph at the top of a section, on light or dark ground.
 * The H2 gets `id` so the section can be labelled by it.
 */
export function SectionIntro({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  className = "",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={`max-w-3xl ${className}`}>
      {eyebrow && <p className={dark ? "eyebrow-dark" : "eyebrow"}>{eyebrow}</p>}
      <h2 id={id} className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg ${dark ? "text-granite-200" : "text-granite"}`}>{intro}</p>}
    </div>
  );
}
