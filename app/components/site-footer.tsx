import { href, Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { newsletterCadence, trustBadges } from "~/content/figures";
import { footerGroups } from "~/content/navigation";
import { site } from "~/content/site";
import { useTurnstileSiteKey } from "~/lib/root-data";
import { ArtImage } from "./art/art-image";
import { Island } from "./island";
import { Logo } from "./logo";
import { footerNewsletter, NewsletterForm } from "./newsletter-form";
import { TeamContact } from "./team-contact";

/**
 * Site footer: newsletter form, link groups, four social links that open in a new tab, the
 * location line, four trust badges (each links to the page that backs it) and the copyright with
 * the current year.
 * /newsletter and /blog have their own subscribe form, so the footer leaves its form out there
 * (two forms one above the other would ask twice) and shows "Talk to our team" in its place.
 */
export function SiteFooter({ year }: { year: number }) {
  const { pathname } = useLocation();
  const newsletter = pathname !== href("/newsletter") && pathname !== href("/blog");
  const turnstileSiteKey = useTurnstileSiteKey();
  return (
    <footer className="relative mt-auto overflow-hidden bg-charcoal text-snow">
      <ArtImage name="ridgeline-dark" className="pointer-events-none absolute inset-x-0 top-0 h-24 w-full opacity-40" />
      <div className="container-site relative pb-10 pt-32">
        <div className="grid gap-12 border-b border-charcoal-700 pb-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
          <div>
            <Logo tone="dark" className="text-snow" />
            <p className="mt-5 max-w-md text-granite-200">
              Private-label and custom trail running shoes, designed and tested in the Alps and built with a network of
              50+ manufacturing partners.
            </p>
            <p className="mt-5 text-sm text-granite-300">{site.location}</p>
            {/* The networks by name, as outlined pills: a word reads at a glance where four small
                glyphs did not, and a pill reads as a control where an underlined word read as
                unfinished beside the drawings. Two by two on a phone, where four in a row left one
                alone on a second line. */}
            <ul className="mt-4 grid grid-cols-2 gap-2 text-sm sm:(flex flex-wrap)">
              {site.social.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="keyboard-focus inline-flex min-h-11 w-full items-center justify-center rounded-full sm:w-auto border border-charcoal-600 px-4 font-500 text-granite-200 transition-colors duration-200 hover:(border-granite-300 text-snow) motion-reduce:transition-none"
                  >
                    {s.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {newsletter ? (
            <div>
              <h2 className="font-display text-xl font-600">Field notes from the Alps</h2>
              <p className="mb-5 mt-2 text-sm text-granite-300">
                {`New materials, test reports and manufacturing insights: ${newsletterCadence}, no spam.`}
              </p>
              {/* An island on the page that hydrates (/contact); a plain form everywhere else. */}
              <Island name={footerNewsletter.idBase}>
                <NewsletterForm {...footerNewsletter} turnstileSiteKey={turnstileSiteKey} />
              </Island>
            </div>
          ) : (
            <TeamContact className="lg:pt-1" />
          )}
        </div>

        <div className="grid grid-cols-2 gap-8 py-12 md:grid-cols-4">
          {footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="eyebrow-dark">{group.title}</h2>
              <ul className="mt-3">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      to={link.to}
                      className="keyboard-focus tap-target rounded text-sm text-granite-200 hover:text-white"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <ul className="grid grid-cols-2 gap-3 border-y border-charcoal-700 py-6 md:grid-cols-4">
          {trustBadges.map((b) => (
            <li key={b.label}>
              <Link to={b.to} className="keyboard-focus group flex min-h-11 items-start gap-3 rounded text-sm">
                <Icon name={b.icon} className="shrink-0 text-xl text-glacier" />
                <span>
                  <span className="font-600 group-hover:underline">{b.label}</span>
                  <span className="block text-xs text-granite-300">{b.detail}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>

        <p className="pt-8 text-sm text-granite-300">{`© ${year} ${site.name}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
