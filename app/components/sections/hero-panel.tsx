/**
 * A bordered dark panel, in its own light text wherever it stands (beside a dark hero's heading,
 * or after the contact form on a phone): an eyebrow heading over a short list
 * (the FAQ's figures at a glance, what a newsletter issue holds). The list is the caller's; the
 * panel names itself by its heading.
 * @param id the heading's id, which labels the panel's section
 * @param title the eyebrow heading, e.g. "At a glance"
 * @param children the list, spaced and divided by the caller
 * @param className extra classes, e.g. to leave the panel out on narrow screens
 * @param landmark a named section (the default); off for a second copy of a panel shown at other
 *   widths, since two landmarks may not share a name
 */
export function HeroPanel({
  id,
  title,
  children,
  className = "",
  landmark = true,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
  landmark?: boolean;
}) {
  const Panel = landmark ? "section" : "div";
  return (
    <Panel
      aria-labelledby={landmark ? id : undefined}
      className={`rounded-2xl border border-charcoal-700 bg-charcoal-800 p-6 text-snow sm:p-8 ${className}`}
    >
      <h2 id={id} className="eyebrow-dark">
        {title}
      </h2>
      {children}
    </Panel>
  );
}
