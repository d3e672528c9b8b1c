import { Link } from "react-router";
import type { CaseStudy } from "~/content/cases";
import { caseStudyHref } from "~/content/navigation";

/**
 * "All-round trail trainer for Summit Supply": a case's shoe and its client, the client's name a
 * link to the case study on /work. For a drawing's caption on a dark hero, where a reader who
 * wants the proof behind the drawing finds it one click away.
 * @param study the case whose shoe the drawing shows
 */
export function CaseShoeCredit({ study }: { study: CaseStudy }) {
  return (
    <>
      {study.shoe} for{" "}
      <Link
        to={caseStudyHref(study.id)}
        className="keyboard-focus link-underline font-600 text-granite-100 hover:text-snow"
      >
        {study.client.name}
      </Link>
    </>
  );
}
