import { getArticleHtml } from "virtual:article-html.server";
import { data, href, Link, redirect } from "react-router";
import { ContourTexture } from "~/components/art/contour-texture";
import { RidgelineArt } from "~/components/art/ridgeline";
import { ArticleAuthor, AUTHOR_NOTE_ID } from "~/components/article-author";
import { ArticleCard, ArticleCover, ArticleFacts, categoryIcon } from "~/components/article-card";
import { DateText } from "~/components/date-text";
import { JsonLd } from "~/components/json-ld";
import { NotFoundContent } from "~/components/not-found-content";
import { ShareActions } from "~/components/share-actions";
import { Icon } from "~/components/ui/icon";
import { TextLink } from "~/components/ui/text-link";
import { responsePromise } from "~/content/figures";
import { articleAuthor, categoryHref, findArticle, lastRevised } from "~/lib/articles";
import { contentPageHeaders, NOT_FOUND } from "~/lib/cache-control";
import { log } from "~/lib/log.server";
import { relatedArticles } from "~/lib/related-articles.server";
import { articleImage, notFoundMeta, pageMeta } from "~/lib/seo";
import { articlePath } from "~/lib/site-index";
import { articleLd, breadcrumbLd } from "~/lib/structured-data";
import { visibleText } from "~/lib/typography";
import type { Route } from "./+types/blog-article";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.found) return notFoundMeta();
  const { article } = loaderData;
  return pageMeta({
    title: documentTitle(article.title),
    description: article.excerpt,
    path: articlePath(article.slug),
    image: articleImage(article),
    shareTitle: article.title,
    type: "article",
    article: {
      publishedTime: article.date,
      modifiedTime: lastRevised(article),
      section: article.category,
      author: article.author,
    },
  });
};

export const headers = contentPageHeaders;

/** The longest document title search engines show in full. */
const TITLE_MAX = 70;

/** "Title | Alpine Last Blog", or "Title | Alpine Last" when that would be longer than 70 characters. */
function documentTitle(title: string): string {
  const full = `${title} | Alpine Last Blog`;
  return full.length <= TITLE_MAX ? full : `${title} | Alpine Last`;
}

/**
 * One article. The body is HTML compiled from markdown at build time; this loader is the only
 * code that reads it, so bodies never reach the browser bundle. A slug in another letter case
 * redirects (301) to the canonical one; an unknown slug answers 404 with the not-found screen
 * inside the site layout and logs the path.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (article && article.slug !== params.slug) {
    throw redirect(href("/blog/:slug", { slug: article.slug }), 301);
  }
  const html = article ? getArticleHtml(article.slug) : undefined;
  if (!article || html === undefined) {
    const path = new URL(request.url).pathname;
    log("warn", "not_found", { path });
    return data({ found: false as const }, { status: 404, headers: { "Cache-Control": NOT_FOUND } });
  }
  return {
    found: true as const,
    article,
    html,
    url: new URL(articlePath(article.slug), request.url).href,
    related: relatedArticles(article.slug, 3),
  };
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundContent />;
  const { article, html, url, related } = loaderData;
  const author = articleAuthor(article);

  return (
    <>
      <JsonLd
        data={[
          articleLd(article),
          breadcrumbLd([
            { name: "Blog", path: "/blog" },
            { name: article.title, path: articlePath(article.slug) },
          ]),
        ]}
      />
      <article className="article-page" aria-labelledby="article-title">
        <header className="article-header relative overflow-hidden bg-charcoal pb-24 pt-28 text-snow sm:pb-32 sm:pt-36">
          <ContourTexture className="-right-40 -top-32 h-[44rem] w-[44rem] text-glacier/12" />
          <div className="container-site relative max-w-4xl">
            <Link
              to={href("/blog")}
              className="article-back keyboard-focus inline-flex items-center gap-2 rounded-full text-sm font-500 text-granite-200 hover:text-snow"
            >
              <Icon name="arrow-left" />
              Back to Blog
            </Link>
            <div className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-2">
              <Link
                to={categoryHref(article.category)}
                className="keyboard-focus inline-flex items-center gap-2 rounded-full bg-glacier/15 px-3 py-1.5 font-display text-xs font-600 uppercase tracking-[0.14em] text-glacier hover:bg-glacier/25"
              >
                <Icon name={categoryIcon(article.category)} />
                {article.category}
              </Link>
              <ArticleFacts article={article} tone="dark" withRevision />
            </div>
            <h1
              id="article-title"
              className="mt-6 font-display text-4xl font-700 tracking-tight sm:text-5xl lg:text-6xl"
            >
              {article.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-granite-200">{visibleText(article.excerpt)}</p>
            <div className="mt-10 flex flex-col gap-6 border-t border-charcoal-700 pt-6 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">
                <span className="text-granite-300">By </span>
                {author ? (
                  <>
                    <a
                      href={`#${AUTHOR_NOTE_ID}`}
                      className="keyboard-focus link-underline inline-block py-2.5 font-600 text-snow hover:text-glacier"
                    >
                      {author.name}
                    </a>
                    <span className="text-granite-200">, {author.role}</span>
                  </>
                ) : (
                  <span className="font-600">{article.author}</span>
                )}
              </p>
              <ShareActions url={url} title={article.title} tone="dark" />
            </div>
          </div>
          <RidgelineArt className="pointer-events-none absolute inset-x-0 bottom-0 h-16 w-full sm:h-24" />
        </header>

        <div className="container-site max-w-4xl py-14 sm:py-20">
          <ArticleCover
            slug={article.slug}
            loading="eager"
            className="article-cover mb-12 w-full rounded-2xl border border-granite-100 sm:mb-16"
          />
          <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
          {article.updated && article.revision && (
            <p className="article-revision mt-12 flex gap-3 border-l-2 border-glacier pl-4 text-sm text-granite">
              <Icon name="refresh-cw" className="mt-0.5 shrink-0 text-glacier-700" />
              <span>
                <span className="font-600 text-charcoal">
                  Updated <DateText date={article.updated} />:
                </span>{" "}
                {article.revision}
              </span>
            </p>
          )}
          {author && <ArticleAuthor person={author} />}
          <p className="article-print-source">Source: {url}</p>
        </div>
      </article>

      <aside aria-labelledby="article-cta-heading" className="article-cta container-site max-w-4xl pb-20">
        <div className="relative overflow-hidden rounded-3xl bg-charcoal p-8 text-snow sm:p-12">
          <ContourTexture className="-bottom-40 -right-32 h-[30rem] w-[30rem] text-glacier/15" />
          {/* The button stands beside the words from 768 px, so the card's right half is never empty. */}
          <div className="relative gap-10 md:(flex items-end justify-between)">
            <div className="max-w-xl">
              <p className="eyebrow-dark">Work with us</p>
              <h2 id="article-cta-heading" className="mt-3 font-display text-3xl font-700 tracking-tight">
                Ready to build your trail shoe?
              </h2>
              <p className="mt-3 text-granite-200">
                Tell us about your brand and your runners. We reply within {responsePromise.initialResponse} and send a
                detailed proposal within {responsePromise.detailedProposal}.
              </p>
            </div>
            <Link to={href("/contact")} className="btn-primary mt-8 shrink-0 px-7 py-3.5 text-base md:mt-0">
              Start Your Project
              <Icon name="arrow-right" />
            </Link>
          </div>
        </div>
      </aside>

      {related.length > 0 && (
        <aside
          aria-labelledby="related-heading"
          className="article-related border-t border-granite-100 bg-white py-16 sm:py-20"
        >
          <div className="container-site">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-heading" className="font-display text-3xl font-700 tracking-tight">
                Keep reading
              </h2>
              <TextLink to={href("/blog")}>All articles</TextLink>
            </div>
            {/* Three cards from 1024 px; between 768 and 1023 px two, as wide as the blog's own cards (three
                were too narrow for a category label on one line), with "All articles" for the rest. */}
            <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {related.map((r, i) => (
                <li key={r.slug} className={i === 2 ? "at-md:hidden" : undefined}>
                  <ArticleCard article={r} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </aside>
      )}
    </>
  );
}
