import { href } from "react-router";
import { TeamCredits } from "~/components/team-credits";
import { TextLink } from "~/components/ui/text-link";
import { anchors } from "~/content/navigation";
import { baseAwayFromStudio, type Person } from "~/content/people";
import { site } from "~/content/site";
import { keepLastWordsTogether } from "~/lib/typography";

/** The id of the author note, which the article's byline links to. */
export const AUTHOR_NOTE_ID = "about-the-author";

/**
 * "About the author" at the end of an article: who wrote it, what they do here, where they work
 * from (when not the studio), since when, the shipped projects they had a part in, each linked to its case
 * study, and a link to the team on About. Introduced by role and work, as on About, with no
 * portrait.
 * @param person the team member the byline names (app/content/people.ts)
 */
export function ArticleAuthor({ person }: { person: Person }) {
  return (
    <section
      id={AUTHOR_NOTE_ID}
      aria-labelledby="author-heading"
      className="article-author mt-14 scroll-mt-20 rounded-2xl border border-granite-100 bg-white p-6 sm:mt-16 sm:p-8"
    >
      {/* One heading, "About the author Anna Keller" in a list of headings, not a bare name. */}
      <h2 id="author-heading">
        <span className="eyebrow block">About the author</span>
        <span className="mt-3 block font-display text-2xl font-700 tracking-tight">{person.name}</span>
      </h2>
      <p className="mt-1 font-600 text-charcoal-700">
        {person.role}
        {baseAwayFromStudio(person) && `, based in ${baseAwayFromStudio(person)}`}
        <span className="font-400 text-granite">
          {keepLastWordsTogether(` · with ${site.name} since ${person.joined}`)}
        </span>
      </p>
      <p className="mt-4 max-w-2xl leading-relaxed text-granite">{person.bio}</p>
      {person.credits.length > 0 && (
        <div className="mt-5 border-t border-granite-100 pt-5">
          {/* Names what the client links lead to: each credit's case study on /work. */}
          <p className="eyebrow">Case studies</p>
          <TeamCredits credits={person.credits} className="mt-2 grid gap-1 text-sm" />
        </div>
      )}
      <TextLink to={`${href("/about")}#${anchors.team}`} className="mt-3">
        Meet the whole team
      </TextLink>
    </section>
  );
}
