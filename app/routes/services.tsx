import { href } from "react-router";
import { SoleStack } from "~/components/art/sole-stack";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { DarkBand } from "~/components/sections/dark-band";
import { FactCells } from "~/components/sections/fact-cells";
import { SectionIntro } from "~/components/sections/section-intro";
import { ServiceCard } from "~/components/sections/service-card";
import { ServicesTimeline } from "~/components/sections/services-timeline";
import { StatList } from "~/components/sections/stat-list";
import { CtaLink } from "~/components/ui/cta-link";
import { TextLink } from "~/components/ui/text-link";
import { ownershipPromise } from "~/content/about";
import { contactHref } from "~/content/contact-links";
import { orderMinimumFacts, profitStats } from "~/content/figures";
import { referenceShoe } from "~/content/home";
import { services } from "~/content/services";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Services | Design, prototypes, testing, production | Alpine Last",
    description:
      "Trail running shoe design, prototyping, alpine testing, manufacturing and branding and packaging for private-label and custom brands, from one accountable team in Chamonix.",
    path: "/services",
    image: "services",
  });

export const headers = contentPageHeaders;

/**
 * Card widths on large screens: three across, then two wider ones, so five cards fill
 * two even rows.
 */
const cardSpan = ["lg:col-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "lg:col-span-3"];

/** Services: five service cards, the development timeline and profit engineering. */
export default function Services() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Services", path: "/services" }])} />
      <PageHero
        eyebrow="Services"
        title="Everything your trail shoe needs, from one team"
        lead="Design, prototyping, alpine testing, manufacturing and branding: take the whole journey with us, or only the steps you need."
        // On a tablet, under the text, the exploded stack keeps to 36 rem so the hero stays near one screen.
        art={<SoleStack spec={referenceShoe.spec} className="block w-full md:max-lg:(mx-auto max-w-xl)" />}
      >
        <CtaLink to={contactHref("complete-development")}>Start Your Project</CtaLink>
        <CtaLink to={href("/faq")} tone="outline">
          Read the FAQ
        </CtaLink>
      </PageHero>

      <section aria-labelledby="services-heading" className="section-y">
        <div className="container-site">
          <SectionIntro
            id="services-heading"
            eyebrow="What we do"
            title="Five services, one accountable team"
            intro={`One project manager follows your shoe from the first sketch to the last carton, so nothing gets lost between the studio, the trail and the factory. ${ownershipPromise.text}`}
          />
          <div className="mt-12 grid gap-8 md:(grid-cols-2 gap-5) lg:grid-cols-6">
            {services.map((service, i) => (
              <ServiceCard
                key={service.id}
                service={service}
                index={i}
                artBeside={i === services.length - 1}
                className={`${cardSpan[i] ?? ""} ${i === services.length - 1 ? "md:col-span-2" : ""}`}
              />
            ))}
          </div>
          <OrderMinimums />
        </div>
      </section>

      <ServicesTimeline />
      <ProfitEngineering />
    </>
  );
}

/**
 * The minimum order quantities, from the figures every page shares, under the service cards:
 * what a founder asks first after what we do.
 */
function OrderMinimums() {
  return (
    <div className="mt-12 grid gap-6 rounded-2xl border border-granite-100 bg-white p-6 sm:p-8 lg:(mt-10 grid-cols-[16rem_1fr] items-center gap-10)">
      <div>
        <h3 className="font-display text-lg font-700">Minimum orders</h3>
        <p className="mt-1 text-sm text-granite">They depend on how much of the shoe we develop for you.</p>
        <TextLink to={`${href("/faq")}#minimum-order`} className="mt-2">
          Minimums explained
        </TextLink>
      </div>
      {/* Each cell its name, its pairs and what they are counted per, as the FAQ's minimums read. */}
      <FactCells facts={orderMinimumFacts} />
    </div>
  );
}

function ProfitEngineering() {
  return (
    <DarkBand labelledBy="profit-heading" rounded contour="top-left" className="section-y">
      <SectionIntro
        id="profit-heading"
        tone="dark"
        eyebrow="Profit engineering"
        title="Engineered for your margin, not only for the trail"
        intro="We design every shoe with its cost sheet open: constructions that factories build efficiently, materials bought at network prices and no sampling round that does not earn its place. Each figure is measured against how that brand worked before us."
      />
      <StatList stats={profitStats} tone="dark" className="mt-12 sm:grid-cols-2 lg:grid-cols-4" />
      <div className="mt-10 flex flex-col gap-6 border-t border-charcoal-700 pt-10 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-lg text-granite-200">
          Send us your target retail price and volumes. We will show you the construction, cost and margin that fit.
        </p>
        <CtaLink to={href("/contact")}>Start Your Project</CtaLink>
      </div>
    </DarkBand>
  );
}
