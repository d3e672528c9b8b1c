import type { ArtFileName } from "~/components/art/art-files";
import { ArtImage } from "~/components/art/art-image";
import { CtaLink } from "~/components/ui/cta-link";
import { DarkBand } from "./dark-band";

export type CtaTarget = { to: string; label: string };

/**
 * The closing call to action of a page: a dark band with a heading, one line of text, a
 * primary link and an optional secondary link. Every link goes somewhere real. A drawing of the
 * page's subject (`art`, a dark-tone drawing file) fills the band's right half from 1024 px, and
 * stands under the links, at most 28 rem wide, below that; without one, the links stand at the
 * band's right from 1024 px.
 */
export function CtaBand({
  id,
  eyebrow,
  title,
  text,
  primary,
  secondary,
  art,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  primary: CtaTarget;
  secondary?: CtaTarget;
  art?: ArtFileName;
}) {
  const links = (className: string) => (
    <div className={`cta-row ${className}`}>
      <CtaLink to={primary.to}>{primary.label}</CtaLink>
      {secondary && (
        <CtaLink to={secondary.to} tone="outline">
          {secondary.label}
        </CtaLink>
      )}
    </div>
  );
  return (
    <DarkBand labelledBy={`${id}-heading`} rounded contour="bottom-right" className="pb-24 pt-8">
      {/* Without a drawing the links stand at the right from 1024 px, level with the text's last
          line, so the band's right half is not left empty. */}
      <div
        className={
          art
            ? "lg:(grid grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] items-center gap-12)"
            : "lg:(flex items-end justify-between gap-12)"
        }
      >
        <div className="max-w-2xl">
          {eyebrow && <p className="eyebrow-dark">{eyebrow}</p>}
          <h2 id={`${id}-heading`} className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-granite-200">{text}</p>
          {art && links("mt-8")}
        </div>
        {!art && links("mt-8 lg:(mt-0 shrink-0)")}
        {/* Under the links below 1024 px, from the text's left edge, beside them from there; a tall
            drawing is held to 16rem high under the links and 24rem beside them, contained in its box. */}
        {art && (
          <ArtImage
            name={art}
            className="mt-10 h-auto max-h-96 w-full object-contain object-left max-lg:(max-h-64 max-w-md) lg:(mt-0 object-center)"
          />
        )}
      </div>
    </DarkBand>
  );
}
