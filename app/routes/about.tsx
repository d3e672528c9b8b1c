import { href, Link } from "react-router";
import { ArtImage } from "~/components/art/art-image";
import {
  altitudeLabel,
  altitudePercent,
  ELEVATION_GRID,
  elevationImageBox,
  landmarkPercent,
} from "~/components/art/elevation-profile";
import { LastGirth } from "~/components/art/last-girth";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { CtaBand } from "~/components/sections/cta-band";
import { IconBadge } from "~/components/sections/icon-badge";
import { SectionIntro } from "~/components/sections/section-intro";
import { SustainabilityPanel } from "~/components/sections/sustainability-panel";
import { TeamCredits } from "~/components/team-credits";
import { CtaLink } from "~/components/ui/cta-link";
import { TextLink } from "~/components/ui/text-link";
import {
  chamonixReasons,
  elevationMarks,
  founderQuote,
  founderStory,
  principles,
  testRouteBand,
} from "~/content/about";
import { featuredCase } from "~/content/cases";
import { contactHref } from "~/content/contact-links";
import { responsePromise, sustainabilityStats } from "~/content/figures";
import { anchors } from "~/content/navigation";
import { founder, type Person, productionLead, qualityInspectors, team } from "~/content/people";
import { site } from "~/content/site";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import { countWord, visibleText } from "~/lib/typography";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About us | Our story and our Chamonix team | Alpine Last",
    description:
      "Alpine Last was founded by a trail-shoe designer with 15+ years of experience and 10+ years in Asia. Why we design and test in Chamonix, and how we work with brands.",
    path: "/about",
    image: "about",
  });

export const headers = contentPageHeaders;

/** About: founder story, the team, "Why Chamonix?" with its elevation profile, and a sustainability block. */
export default function About() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "About", path: "/about" }])} />
      <PageHero
        eyebrow="About Alpine Last"
        title="Designed in Chamonix, built for the mountains"
        lead="We are a design studio, a test base and a manufacturing network in one team, founded by a trail-shoe designer to give growing brands the shoe they have in mind."
        art={<LastGirth className="w-full" />}
      >
        <CtaLink to={href("/contact")}>Start Your Project</CtaLink>
        <CtaLink to={`#${anchors.team}`} tone="outline">
          Meet the Team
        </CtaLink>
      </PageHero>
      <FounderStory />
      <Team />
      <WhyChamonix />
      <Principles />
      <SustainabilityBlock />
      {/* The close shows a shoe a brief became, the featured client's, not Home's platform again. */}
      <CtaBand
        id="about-cta"
        art={`case-${featuredCase.id}-shoe-dark`}
        eyebrow="Work with us"
        title="Bring us your brief, or just your idea"
        text={`Tell us about your brand and your runners. We answer within ${responsePromise.initialResponse} and plan the first call within ${responsePromise.consultationCall}.`}
        primary={{ to: href("/contact"), label: "Start Your Project" }}
        secondary={{ to: href("/work"), label: "See Our Work" }}
      />
    </>
  );
}

function FounderStory() {
  return (
    <section id={anchors.story} aria-labelledby="founder-heading" className="section-y scroll-mt-16">
      {/* The story's chapters carry its figures (years, partners, styles); the quote beside them
          follows the reader down from 1024 px. */}
      <div className="container-site grid gap-14 lg:(grid-cols-[1fr_1.3fr] gap-x-20)">
        <div className="lg:(sticky top-28 self-start)">
          <SectionIntro
            id="founder-heading"
            eyebrow="Founder story"
            title="From factory floors to the foot of Mont Blanc"
          />
          <figure className="relative mt-10 overflow-hidden rounded-3xl bg-charcoal p-8 text-snow">
            <blockquote className="relative font-display text-xl font-500 leading-relaxed">
              <p>“{founderQuote}”</p>
            </blockquote>
            <figcaption className="relative mt-7 border-t border-charcoal-700 pt-5">
              <span className="block font-display text-lg font-600">{founder.name}</span>
              <span className="block text-sm text-granite-300">{founder.role}</span>
            </figcaption>
          </figure>
        </div>
        <div>
          <ol className="relative space-y-12 border-l border-granite-200 pl-8 sm:pl-10">
            {founderStory.map((chapter, i) => (
              <li key={chapter.title} className="relative">
                <span
                  className="absolute -left-[2.55rem] top-0 grid h-8 w-8 place-items-center rounded-full border border-granite-200 bg-snow text-xs font-700 text-glacier-700 sm:-left-[3.05rem]"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="font-display text-xl font-700">{chapter.title}</h3>
                <p className="mt-3 text-lg leading-relaxed text-charcoal-700">{chapter.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** A project manager is a brand's contact from brief to delivery. */
const isProjectManager = (person: Person) => person.role.endsWith("Project Manager");

/**
 * The team as About introduces it: the founder, then the project managers, the people a brand
 * talks to first, then the rest in the team's own order.
 */
const teamInOrder = [
  ...team.filter((person) => person === founder),
  ...team.filter(isProjectManager),
  ...team.filter((person) => person !== founder && !isProjectManager(person)),
];

function Team() {
  return (
    <section id={anchors.team} aria-labelledby="team-heading" className="section-y scroll-mt-16 bg-white">
      <div className="container-site">
        <SectionIntro
          id="team-heading"
          eyebrow="The team"
          title="The people who will work on your shoe"
          intro={`The ${countWord(team.length)} of us work in ${founder.base} and in ${productionLead.base}, where ${productionLead.name} also leads ${countWord(qualityInspectors)} quality inspectors on our partners’ factory floors. One of the project managers is your contact from brief to delivery, and the bylines on our blog are the team’s own.`}
        />
        {/* On a phone the eight cards are one row that scrolls sideways to the screen's edges, each
            snapping into place with the next one's edge in view, instead of a column some 3,000 px
            long; the credits' links take the keyboard along the row. From 640 px they are a grid. */}
        <p className="mt-6 text-sm text-granite sm:hidden">Swipe sideways for all {countWord(team.length)}.</p>
        <ul className="mt-6 sm:mt-12 max-sm:(-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-4) sm:(grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-granite-100 bg-granite-100) xl:grid-cols-4">
          {teamInOrder.map((person) => (
            // Introduced by role, name and work, not by stock portraits or placeholder avatars, then
            // where they work, if not at the studio, and the projects they shipped. From 640 px each card's role, name, bio,
            // base and credits sit on row tracks the cards share (a subgrid), so a role or a bio that
            // wraps onto more lines does not push the next line below its neighbours'.
            <li
              key={person.name}
              className="bg-white p-6 text-sm max-sm:(w-[85%] shrink-0 snap-start rounded-2xl border border-granite-100) sm:(row-span-5 grid [grid-template-rows:subgrid] gap-y-0 p-8)"
            >
              <p className="eyebrow sm:self-end">
                {/* On its own line above the role, in the role's paragraph, so the cards' shared row
                    tracks stay five; the paragraph stands at its row's foot, so every card's role
                    lines up whether a tag stands above it or not. */}
                {isProjectManager(person) && (
                  <span className="mb-2 block w-fit rounded-full bg-summit/15 px-2 py-0.5 text-summit-700">
                    Your contact
                  </span>
                )}
                {person.role}
              </p>
              <h3 className="mt-3 font-display text-lg font-700">{person.name}</h3>
              <p className="mt-3 leading-relaxed text-granite">{person.bio}</p>
              {/* The intro says the team works at the studio; only someone based elsewhere says
                  where. The empty span keeps the card's five row tracks. */}
              {person.base === founder.base ? (
                <span />
              ) : (
                <p className="mt-3 font-600 text-charcoal-700">Based in {person.base}</p>
              )}
              <TeamCredits
                credits={person.credits}
                className="mt-4 grid content-start gap-1 border-t border-granite-100 pt-4"
              />
            </li>
          ))}
        </ul>
        {/* Where to find the studio: a founder who can visit trusts what they can see. Set with
            the page's own rule and link styles: the page is near the size one round trip carries.
            From 1024 px the link stands at the right, level with the text's last line. */}
        <div className="mt-10 border-t border-granite-200 pt-6 lg:(flex items-end justify-between gap-10)">
          <div>
            <h3 className="font-display text-xl font-700">Visit the studio, or a partner factory</h3>
            <p className="mt-2 max-w-3xl text-charcoal-700">
              {`${site.postalAddress}. Visits, to the studio or with ${productionLead.name} to a partner factory in ${productionLead.base}, are by appointment.`}
            </p>
          </div>
          <TextLink
            to={contactHref("design-consultation")}
            context=" to the studio or a factory"
            className="lg:(shrink-0 self-end)"
          >
            Book a visit
          </TextLink>
        </div>
      </div>
    </section>
  );
}

/**
 * Label alignment against its marker: the first starts at it, the middle centres (on phones it
 * ends at it, clear of the last label), the last ends at it.
 */
const labelAlign = [
  "",
  "[translate:-100%] text-right sm:[translate:-50%] sm:text-center",
  "[translate:-100%] text-right",
];

function WhyChamonix() {
  return (
    <section
      id="why-chamonix"
      aria-labelledby="why-chamonix-heading"
      className="relative overflow-hidden bg-charcoal pt-16 text-snow sm:pt-24"
    >
      <div className="container-site relative">
        <SectionIntro
          id="why-chamonix-heading"
          tone="dark"
          eyebrow="Our test base"
          title="Why Chamonix?"
          intro="Because a shoe that works here works anywhere. In one day above the valley you meet every surface and every kind of weather a trail runner will ever meet."
        />
        {/* Columns only where every title fits its card on one line (four of them at the smaller
            title size), so no title wraps beside one that does not. */}
        <ul className="mt-14 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
          {chamonixReasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl border border-charcoal-700 bg-charcoal-800/80 p-6">
              <IconBadge icon={reason.icon} tone="dark" />
              <h3 className="mt-6 font-display text-lg font-600 xl:text-base">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-granite-300">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
      {/* In the text column: the first and last labels line up with the text above them. */}
      <div className="container-site mt-12 sm:mt-16">
        <div className="relative pt-14">
          <p className="sr-only">From the valley to the summit:</p>
          <ol className="absolute inset-x-0 top-0 h-14 text-xs sm:text-sm">
            {elevationMarks.map((mark, i) => (
              <li
                key={mark.label}
                className={`absolute top-0 whitespace-nowrap ${labelAlign[i] ?? ""}`}
                style={{ left: `${landmarkPercent(i)}%` }}
              >
                <span className="block font-600 text-snow">{mark.label}</span>
                <span className="block tabular-nums text-granite-300">{mark.altitude}</span>
              </li>
            ))}
          </ol>
          {/* A file, not inline: half a kilobyte compressed, far below the first screen. */}
          <ArtImage
            name="elevation-chamonix"
            box={elevationImageBox}
            className="relative block h-48 max-w-none sm:h-64"
          />
          {/* Where the testing happens: the band of altitude our routes run in, across the whole
              profile (the section clips it at the screen's edges), named at its top right, where
              the name links to the article that names the routes. */}
          <div className="pointer-events-none absolute inset-x-0 bottom-0 top-14">
            <div
              className="absolute -inset-x-[50vw] border-y border-dashed border-glacier/50 bg-glacier/10"
              style={{
                top: `${altitudePercent(testRouteBand.highMetres)}%`,
                height: `${(altitudePercent(testRouteBand.lowMetres) - altitudePercent(testRouteBand.highMetres)).toFixed(2)}%`,
              }}
            />
            <p
              className="absolute right-0 whitespace-nowrap pt-1.5 text-right text-xs font-600 text-glacier sm:text-sm"
              style={{ top: `${altitudePercent(testRouteBand.highMetres)}%` }}
            >
              {/* The routes are named in the article, so a founder can check the claim. */}
              <Link
                to={href("/blog/:slug", { slug: testRouteBand.article })}
                className="pointer-events-auto underline decoration-glacier/60 underline-offset-2 hover:decoration-glacier"
              >
                {testRouteBand.label}
              </Link>
              <span className="block font-400 tabular-nums text-granite-300">
                {visibleText(
                  `${testRouteBand.lowMetres.toLocaleString("en-GB")}-${altitudeLabel(testRouteBand.highMetres)}, valley floor to ${testRouteBand.highPoint}`,
                )}
              </span>
            </p>
          </div>
          {/* The altitude of each dashed line, just above it: clear of the valley's marker, on the
              section's ground so the test-route band's edge never runs through one, and from
              1024 px in the page's margin, left of it, as a chart's axis stands. */}
          <ul
            className="pointer-events-none absolute inset-x-0 bottom-0 top-14 text-[11px] tabular-nums text-granite-300 sm:text-xs"
            aria-hidden="true"
          >
            {ELEVATION_GRID.map((alt) => (
              <li
                key={alt}
                className="absolute left-3 [translate:0_-115%] max-lg:(rounded bg-charcoal px-1) lg:(left-auto right-full mr-3 [translate:0_-50%])"
                style={{ top: `${altitudePercent(alt)}%` }}
              >
                {altitudeLabel(alt)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Principles() {
  return (
    <section aria-labelledby="principles-heading" className="section-y bg-white">
      <div className="container-site">
        <SectionIntro id="principles-heading" eyebrow="How we work" title="Three rules we work by" />
        {/* Three across from 1024 px; at tablet width each title stands beside its text, so
            titles that wrap differently in narrow columns never leave the texts out of line. */}
        <ul className="mt-12 grid gap-10 lg:grid-cols-3">
          {principles.map((p) => (
            <li key={p.title} className="border-t-2 border-charcoal pt-6 at-md:(grid grid-cols-[15rem_1fr] gap-x-8)">
              <h3 className="font-display text-xl font-700">{p.title}</h3>
              <p className="mt-2 text-granite at-md:mt-0">{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SustainabilityBlock() {
  return (
    <SustainabilityPanel
      id="about-sustainability-heading"
      title="We test in the mountains we want to protect"
      text="Recycled and bio-based materials, constructions that last longer and can be resoled, audited partners and a circular design partnership that brings worn pairs back. Sustainability is part of the brief, not an option on the price list."
      linkLabel="Learn About Our Sustainability"
      columns="lg:grid-cols-[1.3fr_1fr]"
      className="section-y"
      aside={
        // Each figure beside its words from 640 px; above them on a phone, where beside them the
        // words had a third of the card.
        <dl className="grid gap-3">
          {sustainabilityStats.map((s) => (
            <div
              key={s.label}
              className="flex flex-col-reverse gap-1 rounded-2xl bg-white/70 px-5 py-4 sm:(flex-row-reverse items-start justify-end gap-4)"
            >
              <dt>
                <span className="block font-600">{s.label}</span>
                <span className="mt-0.5 block text-sm text-charcoal-700">{s.short}</span>
              </dt>
              <dd className="shrink-0 font-display text-3xl sm:w-28 font-700 tabular-nums tracking-tight">{s.value}</dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
