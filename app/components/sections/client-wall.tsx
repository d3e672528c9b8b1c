import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { caseStudies, orderText, trustedPartners } from "~/content/cases";
import { caseStudyHref } from "~/content/navigation";
import { visibleText } from "~/lib/typography";

/**
 * The wall of client wordmarks: one tile per brand, each name on one line.
 * - `cases` (Home): the brands whose work the site shows, less the one Home shows in full, each
 *   tile a link to its case study on /work with the shoe under the name; from 1024 px side by side, on tablets one row each
 *   with the name at the left and the shoe at the right, so the stack reads as a list of clients
 *   rather than a set of tabs, and on phones one centred tile each.
 * - `partners` (/work): every brand that runs with us, in one column on phones, two on tablets
 *   and three from 1024 px, so six names always fill whole rows.
 * @param show which brands
 * @param except with `cases`, the id of a case the page already shows in full, left off the wall
 * @param className spacing where it sits
 */
export function ClientWall({
  show,
  except,
  className = "",
}: {
  show: "cases" | "partners";
  except?: string;
  className?: string;
}) {
  const wall = "grid gap-px overflow-hidden rounded-2xl border border-granite-100 bg-granite-100";
  const tile = "grid place-items-center bg-white px-4 text-center font-display text-charcoal-700";
  if (show === "cases") {
    const studies = caseStudies.filter((study) => study.id !== except);
    return (
      <ul className={`${wall} ${studies.length === 2 ? "lg:grid-cols-2" : "lg:grid-cols-3"} ${className}`}>
        {studies.map((study) => (
          <li key={study.id} className="grid">
            <Link
              to={caseStudyHref(study.id)}
              className={`keyboard-focus ${tile} content-center gap-1 py-6 transition-colors hover:bg-snow-50 sm:max-lg:(flex items-center justify-between gap-6 px-8 text-left)`}
            >
              <span className={`whitespace-nowrap ${study.client.wordmark}`}>{study.client.name}</span>
              {/* The shoe and what was ordered, with how long production took; the shoe's name in the
                  links' colour and the arrow say the tile leads on, to the case study, as the
                  site's other onward links do. */}
              <span className="font-sans text-sm text-granite">
                <span className="block font-600 text-glacier-700">
                  {study.shoe}
                  <Icon name="arrow-right" className="ml-1.5" />
                </span>
                <span className="block">
                  {visibleText(`${orderText(study)} · ${study.figures.productionDays} days from sign-off`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    // One a row on a phone, in low tiles (a name broken over two lines reads as typed text, not
    // a mark), two across from 640 px, three from 1024 px.
    <ul className={`${wall} sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {trustedPartners.map((client) => (
        <li key={client.name} className={`${tile} h-14 sm:h-24`}>
          <span className={`whitespace-nowrap ${client.wordmark}`}>{client.name}</span>
        </li>
      ))}
    </ul>
  );
}
