import { ContourArt } from "./art/contours";
import { RidgelineArt } from "./art/ridgeline";

/**
 * The dark hero band that opens every inner page: eyebrow, H1, lead text, optional actions.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-charcoal pb-24 pt-36 text-snow sm:pb-28 sm:pt-44">
      <ContourArt className="pointer-events-none absolute -right-40 -top-32 h-[44rem] w-[44rem] text-glacier/12" />
      <div className="container-site relative">
        <p className="eyebrow-dark">{eyebrow}</p>
        <h1 className="mt-4 max-w-4xl font-display text-4xl font-700 tracking-tight sm:text-6xl">{title}</h1>
        {lead && <p className="mt-6 max-w-2xl text-lg text-granite-200">{lead}</p>}
        {children && <div className="mt-9 flex flex-wrap gap-3">{children}</div>}
      </div>
      <RidgelineArt className="pointer-events-none absolute inset-x-0 bottom-0 h-16 w-full sm:h-24" />
    </section>
  );
}

/** A titled content section with consistent spacing. */
export function Section({
  eyebrow,
  title,
  intro,
  children,
  className = "",
  id,
}: {
  eyebrow?: string;
  title?: string;
  intro?: string;
  children: React.ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`section-y ${className}`}>
      <div className="container-site">
        {(eyebrow || title) && (
          <div className="mb-12 max-w-3xl">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
                {title}
              </h2>
            )}
            {intro && <p className="mt-4 text-lg text-granite">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
