import type { CaseStudy } from "~/content/cases";
import { keepLastWordsTogether } from "~/lib/typography";

/**
 * A client's words from a case study, on a light background: the quote with a summit rule on
 * its left, then who said it. Used by the case-study spreads and the contact page.
 * @param testimonial the case's quote, author and role
 * @param className spacing around it, e.g. `mt-8`
 */
export function ClientQuote({
  testimonial,
  className = "",
}: {
  testimonial: CaseStudy["testimonial"];
  className?: string;
}) {
  return (
    <figure className={`border-l-4 border-summit-600 pl-5 ${className}`}>
      <blockquote className="font-display text-lg font-500 leading-relaxed text-charcoal">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-3 text-sm">
        <span className="font-600">{testimonial.author}</span>
        <span className="text-granite"> · {keepLastWordsTogether(testimonial.role)}</span>
      </figcaption>
    </figure>
  );
}
