import { href, Link, NavLink } from "react-router";
import { ArtImage } from "~/components/art/art-image";
import { Icon } from "~/components/ui/icon";
import { primaryNav } from "~/content/navigation";
import { Logo } from "./logo";
import { TeamContact } from "./team-contact";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `keyboard-focus inline-flex min-h-11 items-center rounded-full px-3.5 text-sm font-500 transition-colors motion-reduce:transition-none ${
    // The current page is underlined, not filled: a filled pill read as a second button beside
    // "Start Your Project".
    isActive
      ? "text-snow underline decoration-summit decoration-2 underline-offset-[0.45rem]"
      : "text-granite-200 hover:(bg-charcoal-700 text-snow)"
  }`;

/**
 * A link of the phone and tablet menu: large type, larger on a tablet, where the menu is one
 * column; the current page is set in from an ember bar and marked with a dot.
 */
const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `keyboard-focus flex min-h-14 items-center justify-between gap-4 font-display text-xl font-600 md:(min-h-18 text-3xl) ${
    isActive ? "border-l-3 border-summit pl-4 text-white" : "rounded-lg text-granite-100 hover:text-white"
  }`;

/**
 * Fixed top navigation on a solid charcoal bar, so it reads as one piece with the dark page
 * heroes: logo, the page links with the active one highlighted, and "Start Your Project", which
 * stays in the bar on phones too (so the menu does not repeat it). On small screens the links
 * sit in a disclosure (`<details>`) that works without JavaScript, with the team's phone and e-mail
 * at its foot; the page's inline script
 * (app/lib/document-script.ts) also closes it on Escape, returning focus to the toggle, and on a
 * click outside. No page hydrates the header: choosing a link loads the next page.
 */
export function SiteNav() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-charcoal-700 bg-charcoal text-snow">
      <nav aria-label="Main" className="container-site flex h-16 items-center justify-between gap-2 min-[420px]:gap-3">
        <Link
          to={href("/")}
          className="keyboard-focus inline-flex min-h-11 shrink-0 items-center rounded-lg"
          aria-label="Alpine Last, home"
        >
          {/* Phones show the wordmark a size smaller; only below 375 px does the mark stand alone. */}
          <Logo
            tone="dark"
            className="max-[419px]:gap-2"
            markClassName="h-8 w-8 min-[420px]:(h-9 w-9)"
            wordmarkClassName="max-[374px]:hidden max-[419px]:text-base"
          />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass} prefetch="intent">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Link to={href("/contact")} className="btn-primary px-4 py-2.5 max-[419px]:(px-3 text-[13px]) sm:px-5">
            Start Your Project
          </Link>
          <details className="group lg:hidden">
            <summary
              className="keyboard-focus grid h-11 w-11 cursor-pointer place-items-center rounded-full border border-charcoal-600 bg-charcoal-800 text-snow"
              aria-label="Menu"
            >
              <Icon name="menu" className="text-xl group-open:hidden" />
              <Icon name="x" className="hidden text-xl group-open:inline-block" />
            </summary>
            {/* Below the menu, the page is covered in the menu's own colour, not shown through it: the
                open menu reads as one screen, with no edge or shadow where the links end, and the
                footer's ridgelines close it at the foot of a tall screen. A click there closes the
                menu (app/lib/document-script.ts). */}
            <div className="fixed inset-x-0 bottom-0 top-16 hidden bg-charcoal group-open:block" aria-hidden="true">
              <ArtImage
                name="ridgeline-dark"
                className="pointer-events-none absolute inset-x-0 bottom-0 h-24 w-full opacity-40"
              />
            </div>
            <div className="fixed inset-x-0 top-16 hidden max-h-[calc(100vh-4rem)] group-open:block overflow-y-auto bg-charcoal">
              <div className="container-site grid gap-8 pb-8 pt-3 md:pt-6">
                <ul className="divide-y divide-charcoal-700">
                  {primaryNav.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={menuLinkClass}>
                        {({ isActive }) => (
                          <>
                            {item.label}
                            {isActive && <span className="h-2 w-2 rounded-full bg-summit" aria-hidden="true" />}
                          </>
                        )}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                <TeamContact className="border-t border-charcoal-700 pt-6" />
              </div>
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
