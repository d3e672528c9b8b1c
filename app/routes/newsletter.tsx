import { href, Link } from "react-router";
import { ArticleCard } from "~/components/article-card";
import { JsonLd } from "~/components/json-ld";
import { NewsletterForm } from "~/components/newsletter-form";
import { InlineNotice } from "~/components/notice-toaster";
import { PageHero } from "~/components/page-hero";
import { HeroPanel } from "~/components/sections/hero-panel";
import { newsletterCadence } from "~/content/figures";
import { issueParts } from "~/content/newsletter";
import { articles } from "~/lib/articles";
import { formRouteHeaders } from "~/lib/http-headers";
import { newsletterAction } from "~/lib/newsletter-action.server";
import { isBrowserFormPost, readResult, redirectWithResult } from "~/lib/newsletter-result.server";
import { useTurnstileSiteKey } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
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
      />
      {/* The form across the page, then what the last issues brought, as the blog's own cards. */}
      <section className="container-site pt-16">
        {outcome?.notice && <InlineNotice notice={outcome.notice} className="mb-8" />}
        {!subscribed && (
          <div className="card p-8 lg:(grid grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] items-end gap-12)">
            <div>
              <h2 className="mb-4 font-display text-xl font-700">Get the next issue</h2>
              <NewsletterForm
                idBase="newsletter-page"
                tone="light"
                defaultEmail={kept}
                error={outcome?.errors?.email}
                heading="Subscribe"
                turnstileSiteKey={turnstileSiteKey}
              />
            </div>
            <p className="mt-5 border-t border-granite-100 pt-5 text-[0.9375rem] text-granite lg:(mt-0 border-l border-t-0 pl-12 pt-0)">
              We use your address for this newsletter only, and every issue has a one-click unsubscribe link. How we
              handle it:{" "}
              <Link to={href("/privacy")} className="keyboard-focus link-underline text-glacier-700">
                Privacy and Data Protection Policy
              </Link>
              .
            </p>
          </div>
        )}
        <IssueOutline id="issue-outline-below-heading" className="mt-8 lg:hidden" landmark={false} twoColumns />
      </section>
      <section aria-labelledby="recent-notes" className="container-site pb-20 pt-16">
        <h2 id="recent-notes" className="font-display text-2xl font-700 tracking-tight">
          New on the blog
        </h2>
        <p className="mt-2 text-granite">
          The last part of every issue: what we have published since the one before. Our latest articles:
        </p>
        {/* Three cards from 1024 px; between 768 and 1023 px two, as on an article's further reading. */}
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {articles.slice(0, 3).map((article, i) => (
            <li key={article.slug} className={i === 2 ? "at-md:hidden" : undefined}>
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-granite">
          Every article is on the{" "}
          <Link to={href("/blog")} className="keyboard-focus link-underline text-glacier-700">
            blog
          </Link>
          .
        </p>
      </section>
    </>
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
