import { ArtImage } from "~/components/art/art-image";
import { OUTSOLE_VIEWBOX } from "~/components/art/outsole-plan";
import { ELEVATION_VIEWBOX } from "~/components/art/shoe-elevation";
import { CaptionPair } from "~/components/ui/caption-pair";
import { type CaseStudy, caseFigureList, caseProgramme } from "~/content/cases";
import { CheckList } from "./check-list";
import { ClientQuote } from "./client-quote";
import { SpecList } from "./spec-list";

const [shoeX, , shoeWidth] = ELEVATION_VIEWBOX.dimensioned;
const [soleX, , soleWidth] = OUTSOLE_VIEWBOX.plain;
/**
 * The sole's file under the dimensioned side view's file at the same scale, heel under heel: both
 * are drawn in millimetres, so the sole takes its viewBox's share of the side view's width, set in
 * by the difference of the two margins behind the heel.
 */
const soleUnderShoe = {
  width: `${((soleWidth / shoeWidth) * 100).toFixed(3)}%`,
  left: `${(((soleX - shoeX) / shoeWidth) * 100).toFixed(3)}%`,
};

/** A small capitals label in a pill, for the programme and the category over a case's heading. */
const pill = "rounded-full px-3 py-1 font-display text-xs font-600 uppercase tracking-[0.14em] text-glacier-700";

/**
 * One case study as a spread: the client's shoe drawn to its figures, the spec figures (weight,
 * drop, stack, lug depth, order, fitting rounds, weeks of development, days from sign-off to
 * delivery), the story, highlights and the client's words. `reverse` mirrors the spread on wide screens.
 */
export function CaseStudyArticle({ study, reverse = false }: { study: CaseStudy; reverse?: boolean }) {
  const headingId = `${study.id}-heading`;
  const programme = caseProgramme(study);
  const [drawingColumn, textColumn] = reverse
    ? ["lg:col-start-2", "lg:col-start-1"]
    : ["lg:col-start-1", "lg:col-start-2"];
  return (
    <article
      id={study.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-t border-granite-200 pt-10 sm:pt-14"
    >
      {/* From 1024 px a spread: the drawing down one side, the heading over the story on the other,
          so the two columns start and end together. The drawing's column is the wider one on
          either side, so every shoe is drawn at one scale. */}
      <div
        className={`grid gap-8 lg:(grid-rows-[auto_1fr] gap-x-14) ${reverse ? "lg:grid-cols-[1fr_1.15fr]" : "lg:grid-cols-[1.15fr_1fr]"}`}
      >
        <header className={`lg:row-start-1 ${textColumn}`}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {/* The programme first, as the shipped record names it; a case whose category is not a
                programme (a sustainability project) shows that beside it, in outline. */}
            <p className={`${pill} bg-glacier/20`}>
              <span className="sr-only">Programme: </span>
              {programme}
            </p>
            {study.category.toLowerCase() !== programme.toLowerCase() && (
              <p className={`${pill} border border-glacier-700/40`}>
                <span className="sr-only">Category: </span>
                {study.category}
              </p>
            )}
            <p className={`font-display text-charcoal-700 ${study.client.wordmark}`}>{study.client.name}</p>
          </div>
          <h3 id={headingId} className="mt-4 max-w-3xl font-display text-2xl font-700 tracking-tight sm:text-4xl">
            {study.title}
          </h3>
          {/* The brief before the drawing on narrow screens, so a phone reads who the client was
              and what they asked for before the figures that answer it. */}
          <p className="mt-4 text-lg text-charcoal-700">{study.description}</p>
        </header>
        {/* On a phone the drawings run almost to the card’s edges (6 px), for the largest figures
            the width allows; the caption keeps the card's inner margin. */}
        <figure
          className={`self-start rounded-3xl border border-granite-100 bg-white px-1.5 py-5 sm:p-8 lg:(row-span-2 row-start-1) ${drawingColumn}`}
        >
          <ArtImage name={`case-${study.id}-shoe`} className="w-full" />
          <ArtImage name={`case-${study.id}-outsole`} box={soleUnderShoe} className="relative mt-4 block max-w-none" />
          <figcaption className="mx-3.5 mt-5 border-t border-granite-100 pt-5 sm:mx-0">
            <span className="font-display text-xs font-600 uppercase tracking-[0.16em] text-glacier-700">
              <CaptionPair first={study.shoe} second="men’s EU 42" />
            </span>
            <SpecList items={caseFigureList(study)} className="mt-4" />
          </figcaption>
        </figure>
        <div className={`lg:row-start-2 ${textColumn}`}>
          {study.story.map((paragraph, i) => (
            <p key={paragraph} className={`${i === 0 ? "" : "mt-4"} max-w-prose text-charcoal-700`}>
              {paragraph}
            </p>
          ))}
          <h4 className="mt-8 font-display text-sm font-600 uppercase tracking-[0.14em] text-charcoal">Highlights</h4>
          <CheckList items={study.highlights} className="mt-4" />
          <ClientQuote testimonial={study.testimonial} className="mt-8" />
        </div>
      </div>
    </article>
  );
}
