import { href, Link, useSearchParams } from "react-router";
import { ArticleCard } from "~/components/article-card";
import { CategoryFilter } from "~/components/category-filter";
import { JsonLd } from "~/components/json-ld";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { HeroPanel } from "~/components/sections/hero-panel";
import { Icon } from "~/components/ui/icon";
import { TextLink } from "~/components/ui/text-link";
import { newsletterCadence } from "~/content/figures";
import { anchors } from "~/content/navigation";
import {
  AUTHOR_BASES,
  articlesInCategory,
  BLOG_DESCRIPTION,
  blogAuthors,
  CATEGORY_PARAM,
  categories,
  categoryHref,
} from "~/lib/articles";
import { contentPageHeaders } from "~/lib/cache-control";
import { useTurnstileSiteKey } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ location }) => {
  const { known, category } = articlesInCategory(new URLSearchParams(location.search).get(CATEGORY_PARAM) || null);
  const filtered = category !== null && known;
  return pageMeta({
    title: filtered ? `${category} articles | Alpine Last Blog` : "Blog | Alpine Last",
    description: BLOG_DESCRIPTION,
    // A known category is a page of its own; an unknown one is kept out of search results.
    path: filtered ? categoryHref(category) : "/blog",
    image: "blog",
    noindex: !known,
  });
};

export const headers = contentPageHeaders;

/** "1 article", "10 articles": a count of articles, in the list and by author. */
const articleCountText = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;

/**
 * Blog list: every article, no paging, filtered by `?category=` links that work without
 * JavaScript, and a "Stay Updated" box that subscribes like the footer form.
 */
export default function Blog() {
  const [params] = useSearchParams();
  // Any letter case selects the category: ?category=sustainability shows "Sustainability".
  const { known, category: active, list } = articlesInCategory(params.get(CATEGORY_PARAM) || null);
  const [newest, ...rest] = list;

  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Blog", path: "/blog" }])} />
      <PageHero
        eyebrow="The Alpine Last blog"
        title="Insights from the trail to the factory floor"
        lead={`Design, materials, alpine testing and manufacturing: what we learn building trail running shoes for brands, written by our team in ${AUTHOR_BASES}.`}
        art={
          <>
            <Authors id="authors-heading" className="max-lg:hidden" />
            <AuthorLine className="lg:hidden" />
          </>
        }
      />
      <section aria-labelledby="articles-heading" className="section-y !pt-12 sm:!pt-16">
        <div className="container-site">
          <h2 id="articles-heading" className="sr-only">
            {active && known ? `Articles in ${active}` : "All articles"}
          </h2>
          <CategoryFilter categories={categories} active={active} />
          {known ? (
            <>
              <p className="mt-6 text-sm text-granite" aria-live="polite">
                {active ? `${articleCountText(list.length)} in ${active}` : articleCountText(list.length)}
              </p>
              {/* The newest article spans the grid at every width: three columns from 1024 px, where
                  the other nine fill three rows, and two from 768 px, where the last card of an odd
                  count stands in the middle of its row. */}
              <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {newest && (
                  <li className={active ? "" : "md:col-span-2 lg:col-span-3"}>
                    <ArticleCard article={newest} featured={!active} firstScreen headingLevel={3} />
                  </li>
                )}
                {rest.map((article, i) => {
                  const alone = i === rest.length - 1 && (active ? list.length : rest.length) % 2 === 1;
                  return (
                    <li
                      key={article.slug}
                      className={alone ? "md:max-lg:(col-span-2 w-[calc(50%-0.625rem)] justify-self-center)" : ""}
                    >
                      <ArticleCard article={article} headingLevel={3} />
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <UnknownCategory category={active ?? ""} />
          )}
        </div>
      </section>
      <StayUpdated />
    </>
  );
}

/** Empty state for a `?category=` value no article uses. */
function UnknownCategory({ category }: { category: string }) {
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-granite-300 bg-white px-6 py-14 text-center sm:px-12">
      <Icon name="compass" className="text-4xl text-glacier-600" />
      <h3 className="mt-4 font-display text-2xl font-700">{`No articles in “${category}”`}</h3>
      <p className="mx-auto mt-3 max-w-lg text-granite">
        We don’t write about that topic yet. Choose one of the categories above, or browse every article.
      </p>
      <Link to={categoryHref(null)} className="btn-dark mt-8">
        Show all articles
        <Icon name="arrow-right" />
      </Link>
    </div>
  );
}

/**
 * Who writes the blog: the designers, engineers and testers who build the shoes, with how many
 * articles each has written, beside the hero's heading on wide screens.
 * @param id its heading's id
 * @param className which widths show it
 */
function Authors({ id, className = "" }: { id: string; className?: string }) {
  return (
    <HeroPanel id={id} title={AUTHORS_TITLE} className={className}>
      <ul className="mt-4 divide-y divide-charcoal-700">
        {blogAuthors().map(({ person, articleCount }) => (
          <li key={person.name} className="flex items-baseline justify-between gap-4 py-3 last:pb-0">
            <span>
              <span className="font-display font-600 text-snow">{person.name}</span>{" "}
              <span className="ml-1 text-sm text-granite-300 max-sm:(ml-0 block)">{person.role}</span>
            </span>
            <span className="shrink-0 text-sm text-granite-300 tabular-nums">{articleCountText(articleCount)}</span>
          </li>
        ))}
      </ul>
      <TextLink to={`${href("/about")}#${anchors.team}`} tone="dark" className="mt-3">
        Meet the team
      </TextLink>
    </HeroPanel>
  );
}

/**
 * The authors under the hero's lead, below 1024 px: each name with its role and article count,
 * two or three to a row, so the articles still start in the first screen or two (the panel would
 * stand between the heading and the articles, or, after them, below ten cards where nobody
 * finds it).
 * @param className which widths show it
 */
function AuthorLine({ className }: { className: string }) {
  return (
    <div className={className}>
      <h2 className="eyebrow-dark">{AUTHORS_TITLE}</h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        {blogAuthors().map(({ person, articleCount }) => (
          <li key={person.name} className="border-l-2 border-charcoal-700 pl-3">
            <span className="block font-display font-600 text-snow">{person.name}</span>
            <span className="block text-sm text-granite-300">{person.role}</span>
            <span className="block text-sm text-granite-300 tabular-nums">{articleCountText(articleCount)}</span>
          </li>
        ))}
      </ul>
      <TextLink to={`${href("/about")}#${anchors.team}`} tone="dark" className="mt-3">
        Meet the team
      </TextLink>
    </div>
  );
}

const AUTHORS_TITLE = "Written by the people who build the shoes";

/** "Stay Updated": the same /newsletter form as the footer, on a light panel. */
function StayUpdated() {
  const turnstileSiteKey = useTurnstileSiteKey();
  return (
    <section aria-labelledby="stay-updated-heading" className="pb-24">
      <div className="container-site">
        <div className="grid grid-cols-1 gap-8 rounded-3xl bg-glacier/25 p-6 sm:p-12 lg:grid-cols-[1fr_1.1fr] lg:items-center">
          <div>
            <p className="eyebrow">Field notes from the Alps</p>
            <h2 id="stay-updated-heading" className="mt-3 font-display text-3xl font-700 tracking-tight">
              Stay Updated
            </h2>
            <p className="mt-3 max-w-md text-charcoal-700">
              New articles, materials we are testing and manufacturing insights: {newsletterCadence}. No spam;
              unsubscribe any time.
            </p>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-[0_1px_2px_rgba(20,23,26,0.04)] sm:p-8">
            <NewsletterForm
              idBase="blog-newsletter"
              tone="light"
              heading="Stay Updated"
              turnstileSiteKey={turnstileSiteKey}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
