import { href } from "react-router";
import { ArtImage } from "~/components/art/art-image";
import { SEAM_DETAIL_SCALE } from "~/components/art/seam-detail";
import { RAND_HEIGHT, ShoeElevation } from "~/components/art/shoe-elevation";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { CaseShoeCredit } from "~/components/sections/case-shoe-credit";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { DarkBand } from "~/components/sections/dark-band";
import { ExternalLink } from "~/components/sections/external-link";
import { SectionIntro } from "~/components/sections/section-intro";
import { StatList } from "~/components/sections/stat-list";
import { CalloutKey } from "~/components/ui/callout-number";
import { CtaLink } from "~/components/ui/cta-link";
import { Icon } from "~/components/ui/icon";
import { TextLink } from "~/components/ui/text-link";
import { circularCase } from "~/content/cases";
import { contactHref } from "~/content/contact-links";
import { orderMinimums, sustainabilityStats } from "~/content/figures";
import { site } from "~/content/site";
import {
  circularPartNumber,
  circularShoeParts,
  packagingPromise,
  partnership,
  pillars,
} from "~/content/sustainability";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import { visibleText } from "~/lib/typography";
import type { Route } from "./+types/sustainability";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Sustainability | Materials and circular design | Alpine Last",
    description:
      "How Alpine Last makes trail running shoes more responsibly: recycled and bio-based materials, resoleable constructions, audited partners and a circular design partnership.",
    path: "/sustainability",
    image: "sustainability",
  });

export const headers = contentPageHeaders;

/** Sustainability: four pillars, the circular design partnership and impact stats. */
export default function Sustainability() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Sustainability", path: "/sustainability" }])} />
      <PageHero
        eyebrow="Sustainability"
        title="Built for the mountains, responsible to them"
        lead="We test the shoes we build on trails below glaciers that shrink every summer. That is reason enough to make them with better materials, make them last longer and bring them back when they are worn out."
        art={
          <figure>
            <ShoeElevation spec={circularCase.spec} dimensions className="w-full" />
            <figcaption className="mt-3 text-sm text-granite-200">
              <CaseShoeCredit study={circularCase} />: the outsole is stitched, not glued, so a cobbler can replace it.
            </figcaption>
          </figure>
        }
      >
        <CtaLink to={contactHref("sustainability")}>Plan a Resoleable Shoe</CtaLink>
        <CtaLink to="#circular-design" tone="outline">
          Our Circular Partnership
        </CtaLink>
      </PageHero>

      <section aria-labelledby="pillars-heading" className="section-y">
        <div className="container-site">
          <SectionIntro
            id="pillars-heading"
            eyebrow="Our four pillars"
            title="Sustainability is an engineering problem"
            intro="No single material makes a shoe sustainable. We work on four fronts at once, and on every project."
          />
          <ul className="mt-12 grid gap-5 md:grid-cols-2">
            {/* Each pillar by its title alone: no stock icon and no "01" numbering, which said template. */}
            {pillars.map((pillar) => (
              <li key={pillar.title} className="card flex flex-col p-7 sm:p-9">
                <h3 className="font-display text-2xl font-700 tracking-tight">{pillar.title}</h3>
                <p className="mt-3 text-granite">{pillar.text}</p>
                <CheckList items={pillar.points} className="mt-6 border-t border-granite-100 pt-6 text-sm" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <DarkBand labelledBy="impact-heading" className="section-y">
        {/* From 1024 px the heading and section A–A stand beside the exploded shoe, and the figures it
            adds up to in a row across both columns under them; below, the figures follow the heading,
            then come the shoe and its section. */}
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-x-14">
          <SectionIntro
            id="impact-heading"
            tone="dark"
            eyebrow="Impact"
            title="What it adds up to"
            intro="The figures we track across our material library, our partner network and the shoes we build."
          />
          <StatList
            stats={sustainabilityStats}
            tone="dark"
            className="md:grid-cols-3 lg:(col-span-2 row-start-3 mt-4)"
          />
          <figure className="lg:(col-start-2 row-span-2 row-start-1)">
            <ArtImage name="circular-shoe-exploded-dark" className="h-auto w-full" />
            <figcaption className="mt-5 text-granite-200 max-sm:text-sm">
              <p>
                The resoleable shoe we built for {circularCase.client.name},{" "}
                {visibleText(`${circularCase.figures.weightGrams} g in men’s EU 42`)}, taken apart:
              </p>
              <CalloutKey
                items={circularShoeParts.map((part) => ({ key: part.part, content: part.text }))}
                tone="dark"
                className="mt-3 space-y-2"
              />
            </figcaption>
          </figure>
          {/* At the exploded view's own scale: its labels are 13 px from a 448 px box up, and the
              drawing file enlarges them below 440 px of its own width. On a tablet the caption
              stands beside the section, where the band was empty. */}
          <figure className="lg:(col-start-1 row-start-2) md:max-lg:(grid grid-cols-[minmax(0,28rem)_1fr] items-center gap-8)">
            <ArtImage name="circular-shoe-seam-detail-dark" className="h-auto w-full max-w-sm sm:max-w-md" />
            <figcaption className="mt-3 max-w-md text-sm text-granite-200 md:max-lg:mt-0">
              {visibleText(
                `Section A–A at ${SEAM_DETAIL_SCALE}:1, at the sole’s outer edge: the seam (${circularPartNumber("seam")}) runs from the ${RAND_HEIGHT} mm rubber rand through the midsole’s foot (${circularPartNumber("midsole")}) into the outsole (${circularPartNumber("outsole")}), and comes out in a channel in the tread, clear of the ${circularCase.spec.lugDepth} mm lugs.`,
              )}
            </figcaption>
          </figure>
        </div>
      </DarkBand>

      <Partnership />

      <section aria-labelledby="packaging-heading" className="pb-16 sm:pb-20">
        <div className="container-site">
          {/* Stacked, the link follows the checks (between heading and list it read as a
              postscript to the list); from 1024 px it stands under the heading, the checks beside. */}
          <div className="card grid gap-x-8 gap-y-6 p-7 sm:p-10 lg:(grid-cols-[1fr_1.2fr] gap-y-2)">
            <div className="lg:(col-start-1 row-start-1 self-end)">
              <p className="eyebrow">Packaging</p>
              <h2 id="packaging-heading" className="mt-3 font-display text-2xl font-700 tracking-tight sm:text-3xl">
                The box counts too
              </h2>
            </div>
            <CheckList items={packagingPromise} className="lg:(col-start-2 row-span-2 row-start-1 self-center)" />
            <TextLink to={href("/branding-packaging")} className="-mt-3 lg:(col-start-1 row-start-2 mt-0)">
              Explore branding and packaging
            </TextLink>
          </div>
        </div>
      </section>

      <CtaBand
        id="sustainability-cta"
        art="circular-outsole-dark"
        eyebrow="Sustainability consultation"
        title="Make your next shoe the responsible choice"
        text={`Tell us your targets for materials, durability or end of life. We will show you what is possible at your price point. The minimums and the calendar are those of any programme: ${orderMinimums.privateLabel.text} for a private label, ${orderMinimums.customDesign.text} for a custom design.`}
        primary={{ to: contactHref("sustainability"), label: "Start Your Project" }}
        secondary={{ to: href("/services"), label: "See All Services" }}
      />
    </>
  );
}

/**
 * From 640 px the four steps stand two by two round the loop icon, read clockwise as a cycle:
 * the first two across the top, the third under the second, the fourth under the first. The list
 * keeps its order for assistive technology.
 */
const clockwise = ["", "", "sm:(col-start-2 row-start-2)", "sm:(col-start-1 row-start-2)"];

/** Where each arrow of the loop stands between the four cards, and which way it points. */
const loopArrows = [
  "left-1/2 top-1/4",
  "left-3/4 top-1/2 rotate-90",
  "left-1/2 top-3/4 rotate-180",
  "left-1/4 top-1/2 -rotate-90",
] as const;

function Partnership() {
  return (
    <section id="circular-design" aria-labelledby="partnership-heading" className="section-y">
      <div className="container-site">
        <div className="grid items-start gap-12 overflow-hidden rounded-3xl bg-glacier/20 p-5 sm:p-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            <p className="eyebrow">Circular design partnership</p>
            <h2 id="partnership-heading" className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
              {partnership.title}
            </h2>
            <p className="mt-4 text-lg text-charcoal-700">{partnership.text}</p>
            <p className="mt-4 text-charcoal-700">
              Our partner: <span className="font-600 text-charcoal">{site.partner.name}</span>
            </p>
            {/* A text link, not the section's strongest button: it leaves the site. Set as the
                site's other leading-on links are, its arrow pointing out of the site. */}
            <ExternalLink
              href={site.partner.href}
              className="keyboard-focus mt-6 inline-flex min-h-11 items-center gap-2 rounded font-display font-600 text-glacier-700 hover:text-charcoal"
            >
              Visit {site.partner.name}
            </ExternalLink>
          </div>
          <div>
            {/* The cards, the loop icon and the arrows share one box, so the arrows stand in the
                gaps between the cards whatever follows them; the two rows are of one height, so
                the gap between them is the box's middle. */}
            <div className="relative">
              <ol className="grid gap-4 sm:(auto-rows-fr grid-cols-2 gap-10)">
                {partnership.steps.map((step, i) => (
                  <li
                    key={step.title}
                    className={`rounded-2xl bg-white p-6 shadow-sm sm:min-h-44 ${clockwise[i] ?? ""}`}
                  >
                    <span className="font-display text-sm font-600 text-summit-700" aria-hidden="true">
                      0{i + 1}
                    </span>
                    <h3 className="mt-2 font-display text-lg font-700">{step.title}</h3>
                    <p className="mt-1.5 text-[0.9375rem] text-charcoal-700">{step.text}</p>
                  </li>
                ))}
              </ol>
              <span
                className="absolute left-1/2 top-1/2 hidden h-16 w-16 [translate:-50%_-50%] place-items-center rounded-full border-4 border-[#dcebf0] bg-charcoal text-glacier sm:grid"
                aria-hidden="true"
              >
                <Icon name="refresh-cw" className="text-2xl" />
              </span>
              {/* From 640 px, arrows in the gaps lead round the loop: right, down, left, up. */}
              {loopArrows.map((place) => (
                <span
                  key={place}
                  className={`absolute hidden text-xl text-summit-700 [translate:-50%_-50%] sm:block ${place}`}
                  aria-hidden="true"
                >
                  <Icon name="arrow-right" />
                </span>
              ))}
            </div>
            {/* A last line closes the loop in words: on a phone the steps are a column, and from
                640 px it says what the arrow from step 04 back to 01 carries. */}
            <p className="mt-4 flex items-center gap-2 text-sm font-600 text-charcoal-700 sm:mt-8">
              <Icon name="refresh-cw" className="shrink-0 text-lg text-glacier-700" />
              Then back to 01: recovered material goes into the next design.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
