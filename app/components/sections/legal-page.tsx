import { PageHero } from "~/components/page-hero";
import type { LegalBlock, LegalDocument, Rich } from "~/content/legal/types";
import { RichText } from "./rich-text";

/** The notice every legal page shows until the operator has had the text reviewed (design §2). */
export const LEGAL_REVIEW_NOTICE = "This text is a template for the operator to review with counsel before launch.";

/** "22 November 2026" for an ISO date, independent of the server's locale and time zone. */
function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * The shared layout of /privacy, /terms, /cookies and /accessibility: hero, review notice,
 * "Last updated" date, a table of contents and the numbered sections.
 */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={doc.title} lead={doc.summary} />
      <div className="container-site pt-12 sm:pt-16">
        <div
          role="note"
          className="flex gap-4 rounded-2xl border border-summit/40 bg-summit/8 p-5 text-charcoal sm:p-6"
        >
          <span className="i-lucide-scale mt-0.5 shrink-0 text-xl text-summit-700" aria-hidden="true" />
          <div>
            <p className="font-600">{LEGAL_REVIEW_NOTICE}</p>
            <p className="mt-1 text-sm text-charcoal-700">
              Last updated: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
            </p>
          </div>
        </div>
      </div>
      <div className="container-site grid gap-10 pb-24 pt-12 sm:pt-16 lg:grid-cols-[15rem_1fr] lg:gap-16">
        <aside>
          <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28">
            <h2 id="toc-heading" className="eyebrow">
              On this page
            </h2>
            <ol className="mt-4 space-y-1 border-l border-granite-200 text-sm">
              {doc.sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="focus-ring -ml-px flex gap-2 border-l-2 border-transparent py-1.5 pl-4 text-granite hover:(border-charcoal text-charcoal)"
                  >
                    <span className="tabular-nums text-granite" aria-hidden="true">
                      {i + 1}.
                    </span>
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <article className="min-w-0">
          <div className="max-w-prose space-y-14">
            {doc.sections.map((s, i) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-28">
                <h2 id={`${s.id}-heading`} className="flex gap-3 font-display text-2xl font-700 tracking-tight">
                  <span className="text-granite" aria-hidden="true">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  {s.heading}
                </h2>
                <div className="mt-5 space-y-4 leading-relaxed text-charcoal-700">
                  {s.blocks.map((b, j) => (
                    <Block key={j} block={b} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </article>
      </div>
    </>
  );
}

function isRich(block: LegalBlock): block is Rich {
  return typeof block === "string" || Array.isArray(block);
}

function Block({ block }: { block: LegalBlock }) {
  if (isRich(block)) {
    return (
      <p>
        <RichText content={block} />
      </p>
    );
  }
  if ("list" in block) {
    return (
      <ul className="space-y-2.5">
        {block.list.map((item, i) => (
          <li key={i} className="flex gap-3">
            <span className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-glacier-600" aria-hidden="true" />
            <span>
              <RichText content={item} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="divide-y divide-granite-100 overflow-hidden rounded-2xl border border-granite-100 bg-white">
      {block.definitions.map((d) => (
        <div key={d.term} className="grid gap-1 p-5 sm:grid-cols-[11rem_1fr] sm:gap-6">
          <dt className="font-display font-600 text-charcoal">{d.term}</dt>
          <dd>
            <RichText content={d.description} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
