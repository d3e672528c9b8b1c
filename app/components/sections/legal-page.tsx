import { useRouteLoaderData } from "react-router";
import { Icon } from "~/components/ui/icon";
import { mailtoHref, site, telHref } from "~/content/site";
import { formatDate } from "~/lib/dates";

/** What the legal layout needs of a document (the loader's copy of a compiled legal document). */
export type LegalPageDocument = {
  title: string;
  summary: string;
  lastUpdated: string;
  sections: readonly { id: string; heading: string }[];
  html: string;
};

/**
 * The layout of /privacy, /terms, /cookies and /accessibility: a compact header (title, summary,
 * last-updated date), a table of contents built from the document's sections, and the body
 * compiled from markdown at build time. Header, contents and text start on the site's grid, in line
 * with the logo; the text keeps a reading measure. While a visitor scrolls, a small inline script
 * marks the section being read in the contents (`aria-current="location"`); without JavaScript the
 * contents are plain links.
 */
export function LegalPage({ doc }: { doc: LegalPageDocument }) {
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  return (
    <>
      <header className="border-b border-granite-100 bg-white pb-10 pt-32 sm:pb-12 sm:pt-36">
        <div className="container-site lg:(grid grid-cols-[minmax(0,1fr)_20rem] items-start gap-16)">
          <div>
            <p className="eyebrow">Legal</p>
            <h1 className="mt-3 font-display text-3xl font-700 tracking-tight text-charcoal sm:text-4xl">
              {doc.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-charcoal-700">{doc.summary}</p>
            <p className="mt-4 text-sm text-granite">
              Last updated: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
            </p>
          </div>
          {/* Who answers for the text and where to ask: beside the title from 1024 px, under the
              summary below that, before the contents. */}
          <div className="mt-8 rounded-2xl border border-granite-100 bg-snow px-5 py-4 text-sm lg:(mt-0 p-6)">
            <p className="font-600 text-charcoal">Questions about this page?</p>
            <p className="mt-1 text-granite">
              {`Answered by ${site.legal.director} (${site.legal.entity}, ${site.headquarters}). Write or call:`}
            </p>
            <p className="flex flex-wrap gap-x-5">
              <a
                href={mailtoHref}
                className="keyboard-focus link-underline tap-target rounded font-600 text-glacier-700"
              >
                {site.email}
              </a>
              <a href={telHref} className="keyboard-focus link-underline tap-target rounded font-600 text-glacier-700">
                {site.phone.display}
              </a>
            </p>
          </div>
        </div>
      </header>
      <div className="container-site grid gap-10 pb-24 pt-10 sm:pt-14 lg:grid-cols-[15rem_minmax(0,52rem)] lg:gap-16">
        <nav aria-labelledby="toc-heading" data-toc className="lg:sticky lg:top-28 lg:self-start">
          {/* Below 1024 px the list folds away behind one line, so the text starts on the first screen. */}
          <details className="group rounded-xl border border-granite-200 bg-white lg:hidden">
            <summary className="keyboard-focus flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-xl px-4 text-sm">
              <span className="font-600 text-charcoal">On this page</span>
              <span className="flex items-center gap-2 text-granite">
                {doc.sections.length} sections
                <Icon
                  name="chevron-down"
                  className="transition-[rotate] duration-200 group-open:[rotate:180deg] motion-reduce:transition-none"
                />
              </span>
            </summary>
            <div className="px-4 pb-3">
              <TableOfContents sections={doc.sections} />
            </div>
          </details>
          <div className="hidden lg:block">
            <h2 id="toc-heading" className="eyebrow">
              On this page
            </h2>
            <TableOfContents sections={doc.sections} />
          </div>
        </nav>
        <div
          className="article-body legal-body min-w-0 [&>:first-child]:mt-0"
          dangerouslySetInnerHTML={{ __html: doc.html }}
        />
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CURRENT_SECTION_SCRIPT }} />
    </>
  );
}

/** The document's sections as links, in order. */
function TableOfContents({ sections }: { sections: LegalPageDocument["sections"] }) {
  return (
    <ol className="mt-4 border-l border-granite-200 text-[0.9375rem]">
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="keyboard-focus -ml-px flex min-h-11 items-center border-l-2 border-transparent py-1.5 pl-4 text-charcoal-700 hover:(border-charcoal text-charcoal) aria-[current=location]:(border-summit-600 text-charcoal)"
          >
            {s.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Marks, in every copy of the contents (`[data-toc]`), the link to the section being read: the
 * last section whose heading has passed the top third of the viewport, or the first. It runs once
 * a frame after it is parsed, then on scroll, at most once a frame. Plain script: legal pages load no framework JavaScript.
 */
const CURRENT_SECTION_SCRIPT = `(${markCurrentSection})()`;

/** The script's source, as a function whose text the page inlines (minified in production); self-contained. */
function markCurrentSection() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
  const headings = [...new Set(links.map((a) => a.hash.slice(1)))]
    .map((id) => document.getElementById(id))
    .filter((h): h is HTMLElement => h !== null);
  if (headings.length === 0) return;
  let queued = false;
  const mark = () => {
    queued = false;
    let current = headings[0];
    for (const h of headings) if (h.getBoundingClientRect().top < innerHeight / 3) current = h;
    for (const a of links) {
      if (a.hash.slice(1) === current.id) a.setAttribute("aria-current", "location");
      else a.removeAttribute("aria-current");
    }
  };
  addEventListener(
    "scroll",
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(mark);
      }
    },
    { passive: true },
  );
  // The first mark waits for a frame too, so it never forces a layout while the page is parsed.
  queued = true;
  requestAnimationFrame(mark);
}
