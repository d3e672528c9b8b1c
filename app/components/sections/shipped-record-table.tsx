import { Link } from "react-router";
import { caseStudyHref } from "~/content/navigation";
import { deliveryPhrase, type ShippedProgramme, shippedRecord } from "~/content/shipped-record";
import { formatMonth } from "~/lib/dates";

/** "On the agreed date", or how late and why, as a table cell starts it. */
function deliveryText(onTime: ShippedProgramme["onTime"]): string {
  const phrase = deliveryPhrase(onTime, true);
  return phrase[0].toUpperCase() + phrase.slice(1);
}

/**
 * The shipped record (app/content/shipped-record.ts) as a table, newest first: month shipped,
 * client, shoe, programme, pairs and whether it shipped on the agreed date. A client with a case
 * study links to it. Below 1024 px each order is a block of its own lines (month and
 * programme, client, shoe, pairs, delivery) instead of six columns squeezed on a tablet, and the pairs carry
 * their unit.
 * @param labelledBy the id of the heading that names the table
 * @param latest how many orders to list, newest first; every order when absent
 */
export function ShippedRecordTable({
  labelledBy,
  latest,
  className = "",
}: {
  labelledBy: string;
  latest?: number;
  className?: string;
}) {
  const cell = "px-4 py-3 align-top max-lg:p-0";
  return (
    <section
      aria-labelledby={labelledBy}
      className={`overflow-hidden rounded-2xl border border-granite-100 bg-white ${className}`}
    >
      <table className="w-full text-left text-sm max-lg:block">
        <thead className="bg-snow text-xs uppercase tracking-[0.12em] text-granite max-lg:hidden">
          <tr>
            {["Shipped", "Client", "Shoe", "Programme", "Pairs", "Delivery"].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-600 ${heading === "Pairs" ? "text-right" : ""}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-granite-100 max-lg:block">
          {shippedRecord.slice(0, latest).map((row) => (
            <tr
              key={`${row.shipped}-${row.brand ?? row.unnamed}`}
              className="max-lg:(grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-4)"
            >
              <td className={`${cell} whitespace-nowrap tabular-nums max-lg:(col-start-1 row-start-1 text-granite)`}>
                {formatMonth(row.shipped)}
              </td>
              <th scope="row" className={`${cell} font-600 max-lg:(col-span-2 row-start-2)`}>
                {row.brand && row.caseId ? (
                  <Link
                    to={caseStudyHref(row.caseId)}
                    className="keyboard-focus link-underline tap-target -my-3 text-glacier-700"
                  >
                    {row.brand}
                  </Link>
                ) : (
                  (row.brand ?? (
                    // Described, in the named clients' colour (grey read as a disabled row), and
                    // marked, so the description is not taken for a name and needs no note.
                    <>
                      {row.unnamed} <span className="font-400 text-granite">(name withheld)</span>
                    </>
                  ))
                )}
              </th>
              <td className={`${cell} max-lg:(col-span-2 row-start-3)`}>{row.shoe}</td>
              <td className={`${cell} whitespace-nowrap max-lg:(col-start-2 row-start-1 text-right text-granite)`}>
                {row.programme}
                {/* Under the programme in the table and on a phone's narrow column; after it, on the
                    month's line, in the block of a screen from 640 to 767 px. */}
                <span className="block text-granite sm:inline lg:block">
                  <span className="max-sm:hidden lg:hidden">{" · "}</span>
                  {row.order === "Launch" ? "Launch run" : "Reorder"}
                </span>
              </td>
              <td className={`${cell} text-right tabular-nums max-lg:(col-start-1 row-start-4 text-left)`}>
                {row.pairs.toLocaleString("en-GB")}
                <span className="lg:hidden">{"\u00a0pairs"}</span>
              </td>
              <td className={`${cell} max-lg:(col-span-2 row-start-5) ${row.onTime === true ? "" : "text-summit-700"}`}>
                {deliveryText(row.onTime)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
