import { ArtImage } from "~/components/art/art-image";
import { BRANDING_ZONES, ShoeElevation } from "~/components/art/shoe-elevation";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { CaseShoeCredit } from "~/components/sections/case-shoe-credit";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { DarkBand } from "~/components/sections/dark-band";
import { SectionIntro } from "~/components/sections/section-intro";
import { CalloutKey, CalloutNumber } from "~/components/ui/callout-number";
import { CtaLink } from "~/components/ui/cta-link";
import { TextLink } from "~/components/ui/text-link";
import {
  artworkSteps,
  brandingServices,
  packageCallouts,
  packageComponents,
  privateLabelCase,
  touchpoints,
} from "~/content/branding";
import { contactHref } from "~/content/contact-links";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/branding-packaging";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Branding and packaging for private-label trail shoes | Alpine Last",
    description:
      "Custom shoeboxes, brand identity, marketing support and luxury finishing for private-label trail running shoes: your brand on insoles, outsoles, hardware, labels and packaging.",
    path: "/branding-packaging",
    image: "branding-packaging",
  });

export const headers = contentPageHeaders;

/**
 * Branding and packaging: four service cards, six brand touchpoints with the client's name
 * moulded into an outsole, the shoebox with its branded surfaces numbered, and the package
 * components, with calls to action into the contact form.
 */
export default function BrandingPackaging() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Branding and packaging", path: "/branding-packaging" }])} />
      <PageHero
        eyebrow="Branding & packaging"
        title="Your brand in every detail, from insole to shoebox"
        lead="A private-label shoe should feel unmistakably yours. We design and produce the identity, finishing and packaging that make it so, alongside the shoe itself."
        art={
          <figure>
            <ShoeElevation spec={privateLabelCase.spec} branding={privateLabelCase.client.name} className="w-full" />
            <figcaption className="mt-3 text-sm text-granite-300">
              <CaseShoeCredit study={privateLabelCase} />, with the places their logo went:
              <ol className="my-2 grid list-decimal grid-cols-2 gap-x-10 gap-y-1 pl-5 text-granite-200 marker:(font-700 text-summit)">
                {BRANDING_ZONES.map((zone) => (
                  <li key={zone}>{zone[0].toUpperCase() + zone.slice(1)}</li>
                ))}
              </ol>
              These four are printed, moulded or woven onto the upper and midsole; the six touchpoints below carry the
              brand everywhere else, from the insole and outsole to the shoebox.
            </figcaption>
          </figure>
        }
      >
        <CtaLink to={contactHref("complete-development")}>Start a Branding Project</CtaLink>
        <CtaLink to="#package" tone="outline">
          What’s in the Box
        </CtaLink>
      </PageHero>

      <section aria-labelledby="branding-services-heading" className="section-y">
        <div className="container-site">
          <SectionIntro
            id="branding-services-heading"
            eyebrow="Branding services"
            title="Four ways we carry your brand"
            intro="Choose one or all four. Each is developed with the shoe, so colours, materials and finishes match from the first sample."
          />
          <ul className="mt-12 grid gap-5 md:grid-cols-2">
            {brandingServices.map((s) => (
              // Title, text, checks and link sit on row tracks the two cards of a row share (a
              // subgrid), so their checklists and links start level however their texts run.
              <li
                key={s.title}
                className="card flex flex-col p-7 sm:p-9 md:(row-span-4 grid [grid-template-rows:subgrid] gap-y-0)"
              >
                <h3 className="font-display text-2xl font-700 tracking-tight">{s.title}</h3>
                <p className="mt-3 text-granite">{s.text}</p>
                <CheckList items={s.points} className="mt-6 border-t border-granite-100 pt-6 text-sm" />
                <div className="mt-auto pt-4">
                  <TextLink to={contactHref(s.cta.type)} context={`: ${s.title.toLowerCase()}`}>
                    {s.cta.label}
                  </TextLink>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <DarkBand labelledBy="touchpoints-heading" className="section-y">
        {/* From 1024 px the intro stands level with the middle of the drawing and its caption,
            where at the top it left a hole below it. */}
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr]">
          <SectionIntro
            id="touchpoints-heading"
            tone="dark"
            eyebrow="Brand touchpoints"
            title="Six places your brand lives, on and around the shoe"
            intro="Runners meet your brand long before they read the box. We design every one of these touchpoints with you, down to the logo moulded into the outsole."
          />
          <figure>
            <ArtImage name="brand-kit-dark" className="w-full" />
            <figcaption className="mt-3 text-sm text-granite-300">
              Three of the six on {privateLabelCase.client.name}’s shoe: its name moulded into a raised heel pad on the
              outsole, among the reversed braking lugs; printed on the insole’s heel, with the size; and on the hang tag
              with its mark.
            </figcaption>
          </figure>
        </div>
        <ul className="mt-12 grid gap-px overflow-hidden rounded-3xl bg-charcoal-700 sm:grid-cols-2 lg:grid-cols-3">
          {touchpoints.map((t) => (
            <li key={t.title} className="bg-charcoal-800 p-7 sm:p-9">
              <h3 className="font-display text-xl font-600">{t.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-granite-300">{t.text}</p>
            </li>
          ))}
        </ul>
      </DarkBand>

      <section id="package" aria-labelledby="package-heading" className="section-y">
        <div className="container-site grid items-start gap-12 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
          <div className="lg:(col-start-2 row-start-1)">
            <SectionIntro
              id="package-heading"
              eyebrow="Package components"
              title="What’s in a complete retail package"
              intro="Everything a retailer expects and a runner remembers, produced with your shoes and packed to your warehouse’s rules."
            />
            <ul className="mt-10 grid gap-x-8 gap-y-6 sm:grid-cols-2">
              {packageComponents.map((c) => (
                <li key={c.title} className="flex gap-4">
                  <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-summit" aria-hidden="true" />
                  <span>
                    <span className="block font-display font-600">{c.title}</span>
                    <span className="mt-0.5 block text-sm text-granite">{c.text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <TextLink to={contactHref("sustainability")} className="mt-8">
              Ask about recycled packaging
            </TextLink>
          </div>
          {/* The heading first on narrow screens, then the box it describes; from 1024 px the box
              stands on the left. */}
          <figure className="rounded-3xl bg-glacier/20 p-5 sm:p-10 lg:(col-start-1 row-start-1)">
            <ArtImage name="shoebox-parts-light" className="mx-auto w-full max-w-md" />
            <figcaption className="mt-6 text-sm text-granite">
              Where your brand goes on the box:
              <CalloutKey
                items={packageCallouts.map((c) => ({
                  key: c.part,
                  content: (
                    <span>
                      <span className="block font-600 text-charcoal">{c.title}</span>
                      <span className="block">{c.text}</span>
                    </span>
                  ),
                }))}
                tone="light"
                className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2"
              />
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="artwork-heading" className="bg-white section-y">
        <div className="container-site">
          <SectionIntro
            id="artwork-heading"
            eyebrow="Artwork approval"
            title="From your logo file to the golden sample"
            intro="Four steps, inside the development weeks rather than after them, so nothing about your brand is first seen on the production line."
          />
          {/* A rule joins the four balloons, each centred on it: down the left edge on phones,
              across the top from 1024 px. */}
          <ol className="ml-3.5 mt-12 grid gap-8 border-l border-granite-200 lg:(ml-0 mt-16 grid-cols-4 gap-10 border-l-0 border-t)">
            {artworkSteps.map((step, i) => (
              <li key={step.title} className="-ml-3.5 flex gap-5 lg:(-mt-3.5 ml-0 flex-col)">
                <CalloutNumber n={i + 1} tone="light" />
                <div>
                  <h3 className="font-display text-xl font-700">{step.title}</h3>
                  <p className="mt-2 text-charcoal-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* No drawing: the box it would show is drawn and numbered one section above. */}
      <CtaBand
        id="branding-cta"
        eyebrow="Start branding"
        title="Make the unboxing part of the run"
        text="Tell us about your brand and your range. We will propose the identity, finishing and packaging that fit your price point."
        primary={{ to: contactHref("complete-development"), label: "Start Your Project" }}
        secondary={{ to: contactHref("design-consultation"), label: "Schedule a Consultation" }}
      />
    </>
  );
}
