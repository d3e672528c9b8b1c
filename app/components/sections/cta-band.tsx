import { Link } from "react-router";
import { ContourArt } from "~/components/art/contours";

export type CtaLink = { to: string; label: string };

/**
 * The closing call to action of a page: a dark band with contour lines, a heading, one line
 * of text, a primary link and an optional secondary link. Every link goes somewhere real.
 */
export function CtaBand({
  id,
  eyebrow,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="pb-24 pt-8">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-3xl bg-charcoal px-7 py-12 text-snow sm:px-14 sm:py-16">
          <ContourArt className="pointer-events-none absolute -bottom-64 -right-40 h-[40rem] w-[40rem] text-glacier/15" />
          <div className="relative max-w-2xl">
            {eyebrow && <p className="eyebrow-dark">{eyebrow}</p>}
            <h2 id={`${id}-heading`} className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-granite-200">{text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={primary.to} className="btn-primary px-7 py-3.5 text-base">
                {primary.label}
                <span className="i-lucide-arrow-right" aria-hidden="true" />
              </Link>
              {secondary && (
                <Link to={secondary.to} className="btn-outline px-7 py-3.5 text-base text-snow">
                  {secondary.label}
                </Link>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
