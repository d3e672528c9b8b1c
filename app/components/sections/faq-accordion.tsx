import { Link } from "react-router";
import { ArtImage } from "~/components/art/art-image";
import { Icon } from "~/components/ui/icon";
import type { FaqBlock, FaqItem } from "~/content/faq";
import { sizeRanges } from "~/content/figures";
import { keepLastWordsTogether } from "~/lib/typography";
import { FactCells } from "./fact-cells";

/**
 * The FAQ accordion: at most one item open, and the open one can be closed. Built on
 * `<details name="faq">`: the browser keeps the group exclusive, so it works without JavaScript
 * and with the keyboard (Enter or Space on the question).
 *
 * Deep links (`/faq#process-timeline`) open their question without JavaScript: the id sits on
 * the answer, inside the closed `<details>`, and browsers open a `<details>` that holds the
 * target of a fragment navigation (the HTML "ancestor details revealing" steps). The answer's
 * scroll margin keeps its question in view above it.
 */
/**
 * A question's number as the FAQ shows it, two digits.
 * @param index the question's place in the list, from 0
 * @returns "01" for the first
 */
function questionNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-granite-100 overflow-hidden rounded-3xl border border-granite-100 bg-white">
      {items.map((item, i) => (
        <details key={item.id} name="faq" open={i === 0} onToggle={closeOthers} className="group">
          {/* A grid: the number, the question and the button on the first row; the one-line answer
              under the question, running under the button too on a phone, so it keeps the width. */}
          <summary className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 px-4 py-5 sm:(gap-x-6 py-6) outline-none transition-colors hover:bg-snow-50 focus-visible:(outline-3 outline-solid -outline-offset-3 outline-glacier-600) motion-reduce:transition-none sm:px-9">
            <span className="pt-1.5 font-display text-sm font-600 text-granite sm:pt-2" aria-hidden="true">
              {questionNumber(i)}
            </span>
            <span className="self-center font-display text-lg font-600 tracking-tight text-pretty sm:text-xl">
              {item.question}
            </span>
            <span
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full border border-granite-200 text-charcoal transition-transform duration-200 group-open:(rotate-45 border-charcoal bg-charcoal text-snow) motion-reduce:transition-none"
              aria-hidden="true"
            >
              <Icon name="plus" className="text-lg" />
            </span>
            {/* The answer in one line while the question is closed, for a reader scanning the
                list; hidden from assistive technology, which reads the question alone as the
                control's name and the full answer once it is open. "Full answer" says the button
                opens more than this line; no-break spaces keep it with the line's last two words, so
                neither it nor one word stands alone on a line. */}
            <span
              className="col-start-2 col-end-4 mt-2 text-sm text-charcoal-700 sm:(col-end-3 text-base) group-open:hidden"
              aria-hidden="true"
            >
              {`${keepLastWordsTogether(item.inShort)}\u00a0`}
              <span className="whitespace-nowrap font-600 text-glacier-700">Full answer</span>
            </span>
          </summary>
          <div id={item.id} className="scroll-mt-48 space-y-5 px-4 pb-8 text-charcoal-700 sm:(pl-[4.6rem] pr-20)">
            {item.answer.map((block, j) => (
              <AnswerBlock key={j} block={block} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/**
 * For browsers without exclusive `<details name>` groups: when one item opens, close the others.
 * Where the browser already does this, there is nothing left to close.
 */
function closeOthers(event: React.SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>('details[name="faq"][open]')) {
    if (other !== opened) other.open = false;
  }
}

function AnswerBlock({ block }: { block: FaqBlock }) {
  switch (block.kind) {
    case "text":
      return <p className="max-w-prose text-pretty">{block.text}</p>;
    case "facts":
      return (
        <div>
          <p className="font-display text-xs font-600 uppercase tracking-[0.14em] text-charcoal">{block.label}</p>
          <FactCells facts={block.facts} className="mt-3" />
        </div>
      );
    case "steps":
      return (
        <div>
          <p className="font-display text-xs font-600 uppercase tracking-[0.14em] text-charcoal">{block.label}</p>
          <ol className="mt-3 space-y-2.5">
            {block.steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span
                  className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-glacier/25 font-display text-xs font-700 text-glacier-700"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      );
    case "sizes":
      return (
        <>
          <SizeTable />
          <SizeRunFigure />
        </>
      );
    case "link":
      return (
        <Link
          to={block.to}
          className="keyboard-focus inline-flex items-center gap-2 rounded font-600 text-glacier-700 link-underline"
        >
          {block.label}
          <Icon name="arrow-right" />
        </Link>
      );
  }
}

/**
 * The size run drawn beside the table: the EU 42 sample and the two ends of the men's run, at one
 * scale, so the grading the answer speaks of can be seen. Its file loads when the answer opens.
 */
function SizeRunFigure() {
  return (
    <figure className="max-w-md">
      <ArtImage name="size-run-light" className="h-auto w-full" />
      <figcaption className="mt-3 text-sm">
        At one scale: the EU 42 sample and the two ends of the men’s run graded from it, EU 39 and EU 48.
      </figcaption>
    </figure>
  );
}

/** Size ranges per group and sizing system. */
export function SizeTable() {
  return (
    <div className="overflow-x-auto rounded-2xl border border-granite-100">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Size ranges by group, in EU, US and UK sizing</caption>
        <thead className="bg-charcoal text-snow">
          <tr>
            <th scope="col" className="px-3 py-3 font-display text-sm font-600 sm:px-5">
              Range
            </th>
            <th scope="col" className="px-3 py-3 font-display text-sm font-600 sm:px-5">
              EU
            </th>
            <th scope="col" className="px-3 py-3 font-display text-sm font-600 sm:px-5">
              US
            </th>
            <th scope="col" className="px-3 py-3 font-display text-sm font-600 sm:px-5">
              UK
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-granite-100 bg-white">
          {sizeRanges.map((r) => (
            <tr key={r.group}>
              <th scope="row" className="px-3 py-3.5 font-600 text-charcoal sm:px-5">
                {r.group}
              </th>
              <td className="px-3 py-3.5 tabular-nums text-charcoal sm:px-5">{r.eu}</td>
              <td className="px-3 py-3.5 tabular-nums text-charcoal sm:px-5">{r.us}</td>
              <td className="px-3 py-3.5 tabular-nums text-charcoal sm:px-5">{r.uk}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
