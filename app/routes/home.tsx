import { href } from "react-router";
import { ArtImage } from "~/components/art/art-image";
import { ContourTexture } from "~/components/art/contour-texture";
import { ShoeElevation } from "~/components/art/shoe-elevation";
import { JsonLd } from "~/components/json-ld";
import { Section } from "~/components/page-hero";
import { ClientWall } from "~/components/sections/client-wall";
import { CtaBand } from "~/components/sections/cta-band";
import { ShippedRecordTable } from "~/components/sections/shipped-record-table";
import { SpecList } from "~/components/sections/spec-list";
import { StatList } from "~/components/sections/stat-list";
import { SustainabilityPanel } from "~/components/sections/sustainability-panel";
import { CaptionPair } from "~/components/ui/caption-pair";
import { CtaLink } from "~/components/ui/cta-link";
import { Icon } from "~/components/ui/icon";
import { TextLink } from "~/components/ui/text-link";
import { caseFigureList, caseStudies, featuredCase } from "~/content/cases";
import {
  manufacturingStats,
  orderMinimums,
  processSteps,
  responsePromise,
  trackRecord,
  trackRecordLine,
} from "~/content/figures";
import { referenceShoe } from "~/content/home";
import { anchors, caseStudyHref } from "~/content/navigation";
import { shippedRecord } from "~/content/shipped-record";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { organizationLd } from "~/lib/structured-data";
import { countWord, keepLastWordsTogether } from "~/lib/typography";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Alpine Last | Private-label trail running shoes, designed in Chamonix",
    description:
      "Design, prototyping, alpine testing and manufacturing of private-label trail running shoes for brands, from our Chamonix design centre and 50+ manufacturing partners.",
    path: "/",
    image: "home",
  });

export const headers = contentPageHeaders;

export default function Home() {
  return (
    <>
      <JsonLd data={organizationLd()} />
      <Hero />
      <Section
        id="network"
        eyebrow="Global manufacturing network"
        title="Alpine design, built by partners we have known for a decade"
        intro="We design and test in Chamonix and produce with a vetted network across Asia, with our own team on the factory floor."
      >
        <StatList stats={manufacturingStats} tone="cards" className="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <ProcessStrip />
      <Proof />
      <SustainabilityTeaser />
      {/* The page closes on the next step, with the first question a small brand asks: how many pairs. */}
      <CtaBand
        id="home-cta"
        art="case-summit-supply-private-label-sole-stack-dark"
        eyebrow="Start a project"
        title="Tell us about the shoe your runners need"
        text={`Private labels start at ${orderMinimums.privateLabel.text}, custom designs at ${orderMinimums.customDesign.text}. We answer within ${responsePromise.initialResponse} and plan the first call within ${responsePromise.consultationCall}.`}
        primary={{ to: href("/contact"), label: "Start Your Project" }}
        secondary={{ to: `${href("/faq")}#minimum-order`, label: "Minimums and timelines" }}
      />
    </>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-charcoal pb-16 pt-24 text-snow sm:pb-24 sm:pt-32"
    >
      <ContourTexture className="-right-48 -top-40 h-[52rem] w-[52rem] text-glacier opacity-10" />
      <div className="container-site relative grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
        <div>
          {/* On a phone the place takes a line of its own, so no dot is left at a line's end. */}
          <p className="eyebrow-dark">
            Private label · Custom design
            <span className="block sm:inline">
              <span className="max-sm:hidden"> · </span>Chamonix, France
            </span>
          </p>
          <h1
            id="hero-heading"
            className="mt-5 font-display text-[2.4rem] font-700 leading-[1.05] tracking-tight sm:text-6xl lg:text-[4.2rem]"
          >
            Elite Private Label Trail Running Shoes
          </h1>
          <p className="mt-6 max-w-xl text-lg text-granite-200">
            We design, prototype, test and manufacture trail running shoes for brands: tested on the trails above
            Chamonix and built by a network of 50+ manufacturing partners.
          </p>
          <p className="mt-4 max-w-xl border-l-2 border-summit pl-4 font-600 text-snow">{trackRecordLine}</p>
          <div className="mt-9 cta-row">
            <CtaLink to={href("/contact")}>Start Your Project</CtaLink>
            <CtaLink to={href("/work")} tone="outline">
              See Our Work
            </CtaLink>
          </div>
          {/* The first question a founder asks, answered before they scroll. */}
          <p className="mt-6 max-w-xl text-sm text-granite-200">
            {`Minimum orders: private label ${orderMinimums.privateLabel.text}, custom design ${orderMinimums.customDesign.text}.`}
          </p>
        </div>
        <figure>
          <ShoeElevation spec={referenceShoe.spec} dimensions className="w-full" />
          <figcaption className="mt-4 border-t border-charcoal-700 pt-4">
            <span className="font-display text-xs font-600 uppercase tracking-[0.18em] text-glacier">
              <CaptionPair first={referenceShoe.caption.kind} second={referenceShoe.caption.shoe} />
            </span>
            <SpecList items={referenceShoe.figures} tone="dark" className="mt-3 sm:grid-cols-3" />
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

/**
 * The drawing that shows each step of the process. The last, the shoe and the outsole are each
 * about 300 mm long and their files about as wide (308-318 units), so at the box's full width all
 * three stand at one scale, on one baseline; the pallet of cartons fills the box's height.
 */
const stepArt = [
  <ArtImage key="design" name="last-light" className="h-auto w-full" />,
  <ArtImage key="prototype" name="shoe-featured-light" className="h-auto w-full" />,
  <ArtImage key="test" name="outsole-light" className="h-auto w-full" />,
  <ArtImage key="manufacture" name="carton-stack" className="h-full w-auto" />,
];

function ProcessStrip() {
  return (
    <section aria-labelledby="process-heading" className="bg-white section-y">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <p className="eyebrow">How we work</p>
            <h2 id="process-heading" className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
              From first sketch to finished pairs in four steps
            </h2>
          </div>
          <TextLink to={href("/services")}>Explore our services</TextLink>
        </div>
        <ol className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-granite-100 bg-granite-100 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, i) => (
            // On a phone each step is a row, its drawing a thumbnail beside its words: stacked,
            // the four took some 1,200 px before the clients' proof.
            <li
              key={step.title}
              className="flex flex-col bg-white p-6 max-sm:(grid grid-cols-[7rem_minmax(0,1fr)] content-start gap-x-4 p-5)"
            >
              {/* Tall enough for the last (312 × 152 units) at the box's width, less its padding. */}
              <div className="flex aspect-[15/8] min-h-0 items-end justify-center rounded-xl bg-snow p-3 max-sm:(row-span-2 aspect-[4/3] items-center p-2)">
                {stepArt[i]}
              </div>
              <h3 className="mt-5 font-display text-xl font-700 max-sm:(mt-0 text-lg)">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-granite max-sm:(mt-1 text-[0.9375rem])">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** How many of the shipped record's newest orders Home lists under the featured case. */
const HOME_SHIPPED_ROWS = 3;

function Proof() {
  const study = featuredCase;
  return (
    // Laid out only near the viewport (base.css), this section is held at about its real height
    // until then (some 2,700 px below 1024 px, 1,650 px from there), not the 40rem every section
    // is given: as an accessibility checker scrolls to the light panel below, a 40rem estimate
    // grew by some 2,000 px under it and the checker measured the panel's text against this
    // section's dark card.
    <Section
      id="clients"
      className="[contain-intrinsic-size:auto_170rem] lg:[contain-intrinsic-size:auto_103rem]"
      eyebrow="Trusted by growing brands"
      title="Brands that run with us"
      intro={`Of the ${trackRecord.brands} brands we have shipped for, ${countWord(caseStudies.length)} let us publish their programmes in full: the shoe each one launched, its figures and its story.`}
    >
      <div className="grid overflow-hidden rounded-3xl bg-charcoal text-snow lg:grid-cols-[1.3fr_1fr]">
        {/* The quote, then the client's brief right under it: pushed to the column's foot, it left a
            gap under the quote beside the taller project panel. */}
        <div className="flex flex-col gap-10 p-7 sm:p-12">
          <figure>
            <Icon name="quote" className="block text-4xl text-glacier/50" />
            <blockquote className="mt-4 font-display text-xl font-500 leading-relaxed sm:text-2xl xl:text-3xl xl:leading-snug">
              <p>“{study.testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-8 text-sm">
              <span className="font-600">{study.testimonial.author}</span>
              <span className="text-granite-300"> · {keepLastWordsTogether(study.testimonial.role)}</span>
            </figcaption>
          </figure>
          <div className="border-t border-charcoal-700 pt-6">
            <p className={`font-display text-granite-200 ${study.client.wordmark}`}>{study.client.name}</p>
            <p className="mt-3 max-w-xl text-granite-300">{study.description}</p>
          </div>
        </div>
        <div className="border-t border-charcoal-700 bg-charcoal-800 p-7 sm:p-10 lg:border-l lg:border-t-0">
          <p className="eyebrow-dark">The project</p>
          <p className="mt-2 font-display text-lg font-600">{study.shoe}</p>
          <ArtImage name={`case-${study.id}-shoe-dark`} className="mt-4 w-full" />
          <SpecList items={caseFigureList(study)} tone="dark" className="mt-5" />
          <TextLink to={caseStudyHref(study.id)} tone="dark" className="mt-4">
            Read the case study
          </TextLink>
        </div>
      </div>
      {/* After the programme shown here, the other two as links: above it, their tiles read as
          tabs that should switch the panel. */}
      <h3 className="mt-10 font-display text-lg font-700">{`The other ${countWord(caseStudies.length - 1)} programmes in full`}</h3>
      <ClientWall show="cases" except={study.id} className="mt-4" />
      {/* The proof behind the on-time figure, on the page that states it: the newest orders, with
          the rest of the record one link away. */}
      <div className="mt-14 flex flex-wrap items-end justify-between gap-x-8 gap-y-2">
        <div>
          <h3 id="home-shipped" className="font-display text-xl font-700 tracking-tight">
            Shipped lately
          </h3>
          <p className="mt-2 max-w-2xl text-granite">
            {`Our ${countWord(HOME_SHIPPED_ROWS)} newest production orders, with the month, the pairs and whether each left the factory on the agreed date.`}
          </p>
        </div>
        <TextLink to={`${href("/work")}#${anchors.shippedRecord}`}>
          {`The record of our last ${shippedRecord.length} orders`}
        </TextLink>
      </div>
      <ShippedRecordTable labelledBy="home-shipped" latest={HOME_SHIPPED_ROWS} className="mt-6" />
    </Section>
  );
}

function SustainabilityTeaser() {
  // A light panel, as About sets its own: dark, it read as one block with the closing call to
  // action right under it.
  return (
    <SustainabilityPanel
      id="sustainability-teaser-heading"
      title="Shoes built for the mountains should not cost them"
      text="Recycled and bio-based materials, durable constructions that last more kilometres, and a circular design partnership that takes worn pairs back."
      linkLabel="How We Build Responsibly"
      columns="lg:grid-cols-[1.2fr_1fr]"
      className="pb-24"
      aside={
        // The circular client's shoe taken apart, as /sustainability shows and numbers it: the
        // outsole plan stood in the process strip above already.
        <ArtImage name="circular-shoe-exploded-bare-light" className="w-full" />
      }
    />
  );
}
