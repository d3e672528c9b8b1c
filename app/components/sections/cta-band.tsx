import { CtaLink } from "~/components/ui/cta-link";
import { DarkBand } from "./dark-band";

export type CtaTarget = { to: string; label: string };

/**
 * The closing call to action of a page: a dark band with a heading, one line of text, a
 * primary link and an optional secondary link. Every link goes somewhere real.
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
  primary: CtaTarget;
  secondary?: CtaTarget;
}) {
  return (
    <DarkBand labelledBy={`${id}-heading`} rounded contour="bottom-right" className="pb-24 pt-8">
      <div className="max-w-2xl">
        {eyebrow && <p className="eyebrow-dark">{eyebrow}</p>}
        <h2 id={`${id}-heading`} className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-granite-200">{text}</p>
        <div className="mt-8 cta-row">
          <CtaLink to={primary.to}>{primary.label}</CtaLink>
          {secondary && (
            <CtaLink to={secondary.to} tone="outline">
              {secondary.label}
            </CtaLink>
          )}
        </div>
      </div>
    </DarkBand>
  );
}
