import { SolePattern } from "~/components/art/sole-pattern";
import type { CaseStudy } from "~/content/cases";
import { CheckList } from "./check-list";

/**
 * One case study (spec §3 Case study: title, category, description, highlights, testimonial,
 * client), with its headline figure and the client's words on a dark panel.
 */
export function CaseStudyArticle({ study, reverse = false }: { study: CaseStudy; reverse?: boolean }) {
  const headingId = `case-${study.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-3xl border border-granite-100 bg-white lg:grid-cols-[1.25fr_1fr]"
    >
      <div className={`p-7 sm:p-12 ${reverse ? "lg:order-2" : ""}`}>
        <p className="inline-flex items-center gap-2 rounded-full bg-glacier/20 px-3 py-1 font-display text-xs font-600 uppercase tracking-[0.14em] text-glacier-700">
          <span className="sr-only">Category: </span>
          {study.category}
        </p>
        <h3 id={headingId} className="mt-5 font-display text-2xl font-700 tracking-tight sm:text-3xl">
          {study.title}
        </h3>
        <p className="mt-4 text-lg text-granite">{study.description}</p>
        <h4 className="mt-8 font-display text-sm font-600 uppercase tracking-[0.14em] text-charcoal">Highlights</h4>
        <CheckList items={study.highlights} className="mt-4" />
      </div>
      <div className="relative flex flex-col justify-between gap-10 overflow-hidden bg-charcoal p-7 text-snow sm:p-12">
        <SolePattern className="pointer-events-none absolute -right-10 -top-16 h-[26rem] w-auto rotate-[24deg] text-glacier/10" />
        <p className="relative">
          <span className="block font-display text-6xl font-700 tracking-tight text-glacier">
            {study.keyFigure.value}
          </span>
          <span className="mt-2 block max-w-[16rem] text-granite-200">{study.keyFigure.label}</span>
        </p>
        <figure className="relative">
          <span className="i-lucide-quote text-3xl text-summit" aria-hidden="true" />
          <blockquote className="mt-3 font-display text-lg font-500 leading-relaxed">
            <p>“{study.testimonial.quote}”</p>
          </blockquote>
          <figcaption className="mt-5 text-sm">
            <span className="font-600">{study.testimonial.author}</span>
            <span className="block text-granite-300">{study.client}</span>
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
