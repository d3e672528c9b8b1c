import { caseStudies } from "~/content/cases";
import { caseStudyHref } from "~/content/navigation";
import type { Credit } from "~/content/people";

/**
 * A team member's part in shipped projects: each names its client and links to its case study on
 * /work, so the credit can be checked there.
 * @param credits the person's credits (app/content/people.ts)
 * @param className classes of the list (a grid of rows), for its place on the page
 * @throws Error when a credit names a case study that app/content/cases.ts does not have
 */
export function TeamCredits({ credits, className }: { credits: readonly Credit[]; className: string }) {
  return (
    <ul className={className}>
      {credits.map(({ caseId, part }) => {
        const study = caseStudies.find((c) => c.id === caseId);
        if (!study) throw new Error(`No case study "${caseId}" for a team credit (app/content/people.ts)`);
        return (
          <li key={caseId}>
            <a
              href={caseStudyHref(study.id)}
              className="keyboard-focus link-underline font-600 text-glacier-700 hover:text-charcoal"
            >
              {study.client.name}
            </a>
            {/* A spaced en dash, not a colon: a client's name may end in an abbreviation's full stop ("Co."). */}
            <span className="text-granite"> – {part}</span>
          </li>
        );
      })}
    </ul>
  );
}
