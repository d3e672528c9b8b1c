import { Icon } from "~/components/ui/icon";
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
 * compiled from markdown at build time.
 */
export function LegalPage({ doc }: { doc: LegalPageDocument }) {
  return (
    <>
      <header className="border-b border-granite-100 bg-white pb-10 pt-32 sm:pb-12 sm:pt-36">
        <div className="container-site max-w-5xl">
          <p className="eyebrow">Legal</p>
          <h1 className="mt-3 font-display text-3xl font-700 tracking-tight text-charcoal sm:text-4xl">{doc.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-charcoal-700">{doc.summary}</p>
          <p className="mt-4 text-sm text-granite">
            Last updated: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
          </p>
        </div>
      </header>
      <div className="container-site grid max-w-5xl gap-10 pb-24 pt-10 sm:pt-14 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28 lg:self-start">
          {/* Below 1024 px the list folds away behind one line, so the text starts on the first screen. */}
          <details className="group rounded-xl border border-granite-200 bg-white lg:hidden">
            <summary className="keyboard-focus flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-xl px-4 text-sm">
              <span className="font-display font-600 text-charcoal">On this page</span>
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
        <div className="article-body min-w-0 [&>:first-child]:mt-0" dangerouslySetInnerHTML={{ __html: doc.html }} />
      </div>
    </>
  );
}

/** The document's sections as links, in order. */
function TableOfContents({ sections }: { sections: LegalPageDocument["sections"] }) {
  return (
    <ol className="mt-4 border-l border-granite-200 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="keyboard-focus -ml-px flex min-h-11 items-center border-l-2 border-transparent py-1.5 pl-4 text-granite hover:(border-charcoal text-charcoal)"
          >
            {s.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}
