import { ContourTexture } from "./art/contour-texture";

/**
 * The dark band that opens an inner page: eyebrow, H1, lead text, optional actions, and the
 * drawing that shows what the page is about (beside the text on wide screens, below it on
 * phones). With `artWideOnly`, the art shows from 1024 px only, and narrower screens get the text
 * alone, with no gap left for it (the page shows its content elsewhere there). With `alignTop`,
 * the text starts level with the art instead of centred beside it: for a panel of facts taller
 * than the text, where centring left a band of dark ground above the eyebrow. `below` is a block
 * under the lead (the newsletter page's sign-up card), so it is in the first screen at every width.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  art,
  artWideOnly = false,
  alignTop = false,
  below,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  art?: React.ReactNode;
  artWideOnly?: boolean;
  alignTop?: boolean;
  below?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-charcoal pb-14 pt-28 text-snow sm:pb-20 sm:pt-36">
      <ContourTexture className="-right-40 -top-32 h-[44rem] w-[44rem] text-glacier opacity-10" />
      <div
        className={`container-site relative grid gap-10 ${alignTop ? "items-start" : "items-center"} ${art ? "lg:grid-cols-[1.1fr_1fr] lg:gap-14" : ""}`}
      >
        <div>
          <p className="eyebrow-dark">{eyebrow}</p>
          <h1 className="mt-4 max-w-4xl font-display text-4xl font-700 tracking-tight sm:text-6xl">{title}</h1>
          {lead && <p className="mt-6 max-w-2xl text-lg text-granite-200">{lead}</p>}
          {children && <div className="mt-9 cta-row">{children}</div>}
          {below && <div className="mt-9">{below}</div>}
        </div>
        {art && <div className={artWideOnly ? "relative max-lg:hidden" : "relative"}>{art}</div>}
      </div>
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
