import { href, Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { TextLink } from "~/components/ui/text-link";
import { articleTitles } from "~/content/article-catalog";
import { mailtoHref, site, telHref } from "~/content/site";
import { articlePath } from "~/lib/site-index";
import { TEST_LOOPS, TestLoopMap } from "./art/test-loop-map";
import { CalloutKey } from "./ui/callout-number";
import { CtaLink } from "./ui/cta-link";

/** Where a lost visitor can go next, each with a line on what the page holds. */
const onward = [
  {
    to: href("/contact"),
    label: "Start your project",
    summary: "Tell us about your brand and the shoe you have in mind",
  },
  { to: href("/services"), label: "Services", summary: "Design, prototyping, testing, manufacturing and branding" },
  { to: href("/work"), label: "Our work", summary: "Case studies with each client’s shoe and figures" },
  { to: href("/blog"), label: "Blog", summary: "Field notes on materials, testing and production" },
  { to: href("/faq"), label: "FAQ", summary: "Minimums, timelines, sizes and payment terms" },
] as const;

/** The drawing's title block: sheet number, part, view and units. */
const titleBlock = [
  ["Sheet", "AL-404"],
  ["Drawing", "Test routes, Chamonix"],
  ["View", "Plan, north up"],
  ["Scale", "Not to scale"],
] as const;

/** The article whose map the drawing is: it lists the routes the numbers stand for. */
const TESTING_ARTICLE = "chamonix-testing";

/** The longest address the page repeats whole, in characters; a longer one is cut with an ellipsis. */
const ADDRESS_SHOWN = 60;

/**
 * The not-found screen: "Oops! Page not found", the address that was not found (so a visitor who
 * followed a link can tell what was wrong with it), "Return to Home" and onward links.
 */
export function NotFoundContent() {
  const { pathname } = useLocation();
  const address = pathname.length > ADDRESS_SHOWN ? `${pathname.slice(0, ADDRESS_SHOWN - 1)}…` : pathname;
  return (
    <section
      aria-labelledby="not-found-heading"
      className="container-site grid items-start gap-12 pb-16 pt-32 sm:pb-24 lg:grid-cols-[1.1fr_1fr]"
    >
      <div>
        <p className="eyebrow">404</p>
        <h1 id="not-found-heading" className="mt-3 font-display text-4xl font-700 sm:text-5xl">
          Oops! Page not found
        </h1>
        <p className="mt-4 max-w-xl text-pretty text-lg text-granite">
          The trail ends here: there is no page at <span className="break-words font-600 text-charcoal">{address}</span>
          . It may have moved, or the address may be mistyped.
        </p>
        {/* In a row of calls to action, as every hero sets them: full width on a phone. */}
        <div className="mt-8 cta-row">
          <CtaLink to={href("/")} arrow={false}>
            Return to Home
          </CtaLink>
        </div>
        {/* The same small capitals as the "404" above it: one label style on the page. */}
        <h2 className="eyebrow mt-12">Or pick up the trail</h2>
        <ul className="mt-4 divide-y divide-granite-100 border-y border-granite-100">
          {onward.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="keyboard-focus group flex min-h-14 items-center justify-between gap-4 py-3 hover:text-glacier-700"
              >
                <span>
                  <span className="block font-display font-600">{link.label}</span>
                  <span className="block text-sm text-granite">{link.summary}</span>
                </span>
                <Icon name="arrow-right" className="shrink-0 text-glacier-700" />
              </Link>
            </li>
          ))}
        </ul>
        {/* Whoever followed a link from an e-mail or a shared file reaches a person, not only a form. */}
        <p className="mt-6 max-w-xl text-granite">
          Followed a link someone sent you? Call us on{" "}
          <a
            href={telHref}
            className="keyboard-focus link-underline tap-target -my-3 whitespace-nowrap text-glacier-700"
          >
            {site.phone.display}
          </a>{" "}
          or write to{" "}
          <a href={mailtoHref} className="keyboard-focus link-underline tap-target -my-3 text-glacier-700">
            {site.email}
          </a>
          , and we will find it for you.
        </p>
      </div>
      <figure className="rounded-3xl bg-charcoal p-4 sm:p-10">
        {/* On a phone the place names would be 8 px: there the map keeps its numbered balloons,
            drawn larger, and its north arrow, and the key under it names the routes and the town. */}
        {/* Under the links on a tablet the map is held to 32rem, so the key comes into view sooner. */}
        <TestLoopMap labels className="w-full max-sm:hidden sm:max-lg:(mx-auto max-w-lg)" />
        <TestLoopMap compass className="w-full sm:hidden" />
        <figcaption className="mt-6 text-sm text-granite-200">
          {/* A title block, as a factory drawing carries one: what the sheet shows, its view and its scale. */}
          <dl className="grid grid-cols-2 border-l border-t border-charcoal-600 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto]">
            {titleBlock.map(([term, value]) => (
              <div key={term} className="border-b border-r border-charcoal-600 px-3 py-2">
                <dt className="font-display text-[11px] font-600 uppercase tracking-[0.14em] text-glacier">{term}</dt>
                <dd className="mt-0.5 text-snow">{value}</dd>
              </div>
            ))}
          </dl>
          {/* The map's key: the names its numbers stand for, as the article lists them, and which
              route is a loop and which the traverse, as the caption counts them. */}
          <CalloutKey
            items={TEST_LOOPS.map((loop) => ({
              key: loop.name,
              content: (
                <span>
                  {loop.name}
                  <span className="block text-xs text-granite-300">{loop.closed ? "Loop" : "Traverse"}</span>
                </span>
              ),
            }))}
            tone="dark"
            className="mt-4 grid grid-cols-2 gap-2"
            itemClassName="items-center text-snow"
          />
          <p className="mt-2 flex items-center gap-3 text-snow">
            {/* The town's square, as the map draws it, in the key's first column. */}
            <span className="grid w-6 shrink-0 place-items-center" aria-hidden="true">
              <span className="h-2 w-2 bg-snow" />
            </span>
            Chamonix, our studio
          </p>
          <p className="mt-4">
            The routes every prototype runs, three loops and a traverse, so one round of samples can be compared with
            the next.
          </p>
          <TextLink to={articlePath(TESTING_ARTICLE)} tone="dark" className="mt-1 text-base">
            {articleTitles[TESTING_ARTICLE]}
          </TextLink>
        </figcaption>
      </figure>
    </section>
  );
}
