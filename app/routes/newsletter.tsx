import { href, Link } from "react-router";
import { DateText } from "~/components/date-text";
import { JsonLd } from "~/components/json-ld";
import { NewsletterForm } from "~/components/newsletter-form";
import { InlineNotice } from "~/components/notice-toaster";
import { PageHero } from "~/components/page-hero";
import { HeroPanel } from "~/components/sections/hero-panel";
import { newsletterCadence } from "~/content/figures";
import { issueParts, recentIssues, type SentIssue } from "~/content/newsletter";
import { formatMonth } from "~/lib/dates";
import { formRouteHeaders } from "~/lib/http-headers";
import { newsletterAction } from "~/lib/newsletter-action.server";
import { isBrowserFormPost, readResult, redirectWithResult } from "~/lib/newsletter-result.server";
import { useTurnstileSiteKey } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { articlePath } from "~/lib/site-index";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Newsletter | Alpine Last",
    description:
      "Field notes from our Chamonix design centre: materials, testing and manufacturing insights, at most once a month.",
    path: "/newsletter",
    image: "newsletter",
  });

export const headers = formRouteHeaders;

/** The answer to a plain-form post, shown once after its redirect (a flash cookie); else nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  return (await readResult(request)) ?? { result: null };
}

/**
 * Every newsletter form on the site (footer, blog) posts here. A fetcher (a hydrated page) gets
 * the answer as data for its toast; a plain form post is redirected (303) to this page, which
 * shows the answer, so a reload never sends the form again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await newsletterAction(request, context);
  return isBrowserFormPost(request) ? redirectWithResult(request, answer) : answer;
}

/**
 * The page a visitor without JavaScript lands on after subscribing, showing the same
 * message the toast would, and the address again after an error; it also works as a plain
 * subscribe page.
 */
export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const turnstileSiteKey = useTurnstileSiteKey();
  const outcome = actionData ?? loaderData.result ?? undefined;
  const kept = outcome && !outcome.clear ? outcome.values?.email : undefined;
  // Subscribed: the notice says so, and a second, empty form under it would read as if the
  // first one had failed. "Already subscribed" keeps the form and the typed address.
  const subscribed = outcome?.notice?.tone === "success" && !outcome.errors;
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Newsletter", path: "/newsletter" }])} />
      <PageHero
        eyebrow="Newsletter"
        title="Field notes from the Alps"
        lead={`Materials we are testing, what breaks on the Mont Blanc trails and how we fix it, and the manufacturing insights brand owners ask us about: ${newsletterCadence}.`}
        art={<IssueOutline id="issue-outline-heading" />}
        artWideOnly
        alignTop
        below={
          <div className="max-w-xl text-charcoal">
            {outcome?.notice && <InlineNotice notice={outcome.notice} className="mb-6" />}
            {!subscribed && (
              <div className="rounded-2xl bg-white p-6 sm:p-8">
                <h2 id="next-issue" className="mb-4 scroll-mt-24 font-display text-xl font-700">
                  Get the next issue
                </h2>
                <NewsletterForm
                  idBase="newsletter-page"
                  tone="light"
                  defaultEmail={kept}
                  error={outcome?.errors?.email}
                  heading="Subscribe"
                  turnstileSiteKey={turnstileSiteKey}
                />
                <p className="mt-5 border-t border-granite-100 pt-5 text-sm text-granite">
                  We use your address for this newsletter only, and every issue has a one-click unsubscribe link. How we
                  handle it:{" "}
                  <Link to={href("/privacy")} className="keyboard-focus link-underline text-glacier-700">
                    Privacy and Data Protection Policy
                  </Link>
                  .
                </p>
              </div>
            )}
          </div>
        }
      />
      {/* Below 1024 px, what every issue holds follows the sign-up card instead of standing beside the heading. */}
      <div className="container-site pt-12 lg:hidden">
        <IssueOutline id="issue-outline-below-heading" landmark={false} twoColumns />
      </div>
      <RecentIssues subscribed={subscribed} />
    </>
  );
}

/**
 * The last three issues, newest first: the day each went out and what its parts held, with links
 * to the articles its "New on the blog" listed, so a visitor sees what they would receive.
 * @param subscribed the visitor has just subscribed: no link back to a form that is not shown
 */
function RecentIssues({ subscribed }: { subscribed: boolean }) {
  return (
    <section aria-labelledby="recent-issues" className="container-site pb-20 pt-16">
      <h2 id="recent-issues" className="font-display text-2xl font-700 tracking-tight">
        The last three issues
      </h2>
      <p className="mt-2 max-w-2xl text-granite">What went out, month by month.</p>
      <ol className="mt-8 grid gap-5 lg:grid-cols-3">
        {recentIssues.map((issue) => (
          <li key={issue.sent} className="card p-6">
            <h3 className="font-display text-lg font-700">
              {formatMonth(issue.sent)}
              <span className="sr-only"> issue</span>
            </h3>
            <p className="mt-1 text-sm text-granite">
              Sent <DateText date={issue.sent} />
            </p>
            <dl className="mt-4 divide-y divide-granite-100 text-[0.9375rem]">
              {issueParts.map((part) => (
                <div key={part.title} className="py-3 last:pb-0">
                  <dt className="text-sm font-600 text-glacier-700">{part.title}</dt>
                  <dd className="mt-1 text-charcoal-700">
                    <IssuePart issue={issue} part={part.key} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-granite">
        Issues go out in the last week of the month; every article is on the{" "}
        <Link to={href("/blog")} className="keyboard-focus link-underline text-glacier-700">
          blog
        </Link>
        . {/* After three issues, the way back to the form is a link, not 2,700 px of scrolling on a phone. */}
        {!subscribed && (
          <a href="#next-issue" className="keyboard-focus link-underline text-glacier-700">
            Get the next one
          </a>
        )}
      </p>
    </section>
  );
}

/** One part of a sent issue: its line, or for "New on the blog" links to the articles it listed. */
function IssuePart({ issue, part }: { issue: SentIssue; part: (typeof issueParts)[number]["key"] }) {
  if (part !== "blog") return issue[part];
  if (issue.newArticles.length === 0) return "No new article that month";
  return (
    <ul>
      {issue.newArticles.map((article) => (
        <li key={article.slug}>
          <Link to={articlePath(article.slug)} className="keyboard-focus link-underline text-glacier-700">
            {article.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What every issue holds, in order, set like the contents of a letter beside the heading. Below
 * 1024 px it follows the form instead, so a phone reaches the form first; the page renders one
 * copy per layout.
 * @param id its heading's id, unique per copy
 * @param className which widths show this copy, and its spacing
 * @param landmark false for the second copy (see HeroPanel)
 * @param twoColumns set the parts two by two from 640 px, where the copy below the form spans the page
 */
function IssueOutline({
  id,
  className = "",
  landmark,
  twoColumns = false,
}: {
  id: string;
  className?: string;
  landmark?: boolean;
  twoColumns?: boolean;
}) {
  return (
    <HeroPanel id={id} title="In every issue" className={className} landmark={landmark}>
      <ol
        className={`mt-4 divide-y divide-charcoal-700 ${twoColumns ? "sm:(mt-6 grid grid-cols-2 gap-x-10 gap-y-6 divide-y-0)" : ""}`}
      >
        {issueParts.map((part) => (
          <li key={part.title} className={`py-4 last:pb-0 ${twoColumns ? "sm:py-0" : ""}`}>
            <span className="block font-display font-600 text-snow">{part.title}</span>
            <span className="mt-1 block text-sm text-granite-300">{part.text}</span>
            {"by" in part && (
              <span className="mt-1 block text-xs text-granite-300">
                By {part.by.name}, {part.by.role}
              </span>
            )}
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}
