// @unocss-include: UnoCSS scans .ts files only with this marker (the wordmark classes below).
/**
 * Clients and their case studies, stated once: /work shows every case, Home quotes one, and
 * the client strips list the clients. Each case carries the shoe's construction figures (its
 * drawing is made from them) and the project's figures. Quantities stay inside the published
 * order minimums: custom design 500-800 pairs per colourway, private label 300-500 per style.
 * Client names are placeholders until the operator has clients' permission to name them.
 */
import type { ShoeSpec } from "~/components/art/shoe-elevation";
import { countWord, visibleText } from "~/lib/typography";
import { shippedProgramme } from "./shipped-record";

/** A client brand, drawn as a wordmark in the client strips. */
export type Client = {
  name: string;
  /** UnoCSS classes that give each wordmark its own face. */
  wordmark: string;
};

export const clients = {
  ridgeline: { name: "Ridgeline Running Co.", wordmark: "font-700 uppercase tracking-[0.14em] text-sm" },
  summitSupply: { name: "Summit Supply", wordmark: "font-800 italic tracking-tight text-xl" },
  verticalTrail: { name: "Vertical Trail Works", wordmark: "font-600 tracking-[0.04em] text-lg" },
} as const satisfies Record<string, Client>;

/** The client brands that have case studies, in the order of their case studies. */
const featuredClients: readonly Client[] = [clients.ridgeline, clients.summitSupply, clients.verticalTrail];

/**
 * Our tested all-round platform, men's EU 42: Home draws it as the reference build, and a
 * private-label shoe built on it keeps its last and outsole, so its construction figures too.
 */
export const allRoundPlatform: ShoeSpec = { heelStack: 32, forefootStack: 26, lugDepth: 5 };

/**
 * The ultra build the midsole article draws: its table's 34-40 mm heel and 4-8 mm drop, with a
 * PEBA core in an EVA carrier, the combination its text and table give that build; its cover
 * and its figure show the same stack.
 */
export const ultraBuild: { spec: ShoeSpec; core: string } = {
  spec: { heelStack: 36, forefootStack: 30, lugDepth: 5 },
  core: "PEBA",
};

/** Weight of one shoe of the all-round platform as we build it for ourselves, men's EU 42, in grams. */
export const allRoundPlatformWeightGrams = 285;

/** Summit Supply's shoe: the all-round platform with a denser upper mesh, men's EU 42, in grams. */
const summitSupplyWeightGrams = 295;

/** Figures of one project: the shoe as built and how it was delivered. */
export type CaseFigures = {
  /** Weight of one shoe, men's EU 42, in grams. */
  weightGrams: number;
  /** The order the project placed: pairs, per colourway or per style. */
  moq: { pairs: number; per: "colourway" | "style" };
  /**
   * Weeks of development and sampling, from the approved brief to the signed-off sample: inside
   * the published range of the project's path (private label or custom design).
   */
  developmentWeeks: number;
  /** Days from the signed-off sample to pairs shipped: always inside the published 30-45 day programme. */
  productionDays: number;
  /** Fitting rounds before production sign-off. */
  fittingRounds: number;
  /** Defect rate found at final inspection of the first run. */
  defectRate: string;
};

export type CaseStudy = {
  id: string;
  client: Client;
  title: string;
  category: "Custom Design" | "Private Label" | "Sustainability";
  /** The shoe, as its drawing's caption names it. */
  shoe: string;
  spec: ShoeSpec;
  figures: CaseFigures;
  description: string;
  /** The story, paragraph by paragraph: brief, decisions, result. */
  story: readonly string[];
  highlights: readonly string[];
  testimonial: { quote: string; author: string; role: string };
};

/**
 * A case with its prose typeset as every visible line is: ranges whole, figures kept with their
 * units ("a 4 mm drop" never breaks between 4 and mm).
 * @param study the case as written
 * @returns the same case, its description, story, highlights and quote typeset
 */
function typeset(study: CaseStudy): CaseStudy {
  return {
    ...study,
    description: visibleText(study.description),
    story: study.story.map(visibleText),
    highlights: study.highlights.map(visibleText),
    testimonial: { ...study.testimonial, quote: visibleText(study.testimonial.quote) },
  };
}

export const caseStudies: readonly CaseStudy[] = (
  [
    {
      id: "ridgeline-mountain-racer",
      client: clients.ridgeline,
      title: "A mountain racer for a community-built brand",
      category: "Custom Design",
      shoe: "Technical mountain racer",
      spec: { heelStack: 28, forefootStack: 24, lugDepth: 5, build: "racer", colourway: "summit", logoPad: true },
      figures: {
        weightGrams: 265,
        moq: { pairs: 600, per: "colourway" },
        developmentWeeks: 14,
        productionDays: 45,
        fittingRounds: 2,
        defectRate: "0.2%",
      },
      description:
        "Ridgeline Running Co. had a loyal race community and a sketchbook full of ideas, but no development team. We designed a 4 mm drop mountain racer around their runners’ feet, tested it on the brand’s own race routes above Chamonix and launched it in three colourways: 14 weeks of development, then 45 days from the signed-off sample to shipped pairs.",
      story: [
        "The brief was a shoe for steep, technical races: low to the ground, precise, with grip on wet granite.",
        "The first samples were close but not right: the heel slipped on steep descents. A second fitting round narrowed the heel and lowered the collar, and the athletes signed it off on the steepest descents above Chamonix.",
      ],
      highlights: [
        "Custom last built from 120 foot scans of the brand’s athletes",
        "Three colourways at 600 pairs each",
        "Two fitting rounds before production sign-off",
        "Defect rate of 0.2% on the first production run: 4 of 1,800 pairs",
      ],
      testimonial: {
        quote:
          "They designed the shoe our runners kept asking for, then tested it harder than we would ever have dared to.",
        author: "Claire Dubois",
        role: "Founder, Ridgeline Running Co.",
      },
    },
    {
      id: "summit-supply-private-label",
      client: clients.summitSupply,
      title: "An own-label trail line for a specialist retailer",
      category: "Private Label",
      shoe: "All-round trail trainer",
      // "We kept our tested all-round last and outsole": the platform's figures, unchanged, with the
      // brand's name on the heel pad's mould insert (`logoPad`).
      spec: { ...allRoundPlatform, logoPad: true },
      figures: {
        weightGrams: summitSupplyWeightGrams,
        moq: { pairs: 400, per: "style" },
        developmentWeeks: 4,
        productionDays: 42,
        fittingRounds: 1,
        defectRate: "0.1%",
      },
      description:
        "Summit Supply wanted its own trail shoes on the wall next to the big names, at a margin the big names do not allow. We adapted our proven all-round platform into two styles for their brand and price point: 4 weeks of development, then shelf-ready pairs 42 days after the sample was signed off.",
      story: [
        `A proven platform meant no new lasts or moulds: we kept our tested all-round last and outsole, with the brand’s name on an insert in the heel pad’s mould, and changed what a customer sees and feels: upper materials, colours, sockliner and branding. The retailer chose a tougher, denser mesh for the upper, which brought the shoe from the platform’s ${allRoundPlatformWeightGrams} g to ${summitSupplyWeightGrams} g.`,
        "The platform had already run our test routes above Chamonix, so one fitting round on the retailer’s staff confirmed the fit of the new upper.",
      ],
      highlights: [
        "Two styles at 400 pairs each, within private-label minimums",
        "Signed-off sample to shipped pairs in 42 days",
        "Branded insoles, hang tags and recycled-board shoeboxes",
        "Reordered both styles within the first season",
      ],
      testimonial: {
        quote: "Our own label now outsells two of the brands beside it, and the margin pays for the whole trail wall.",
        author: "Marc Lefèvre",
        role: "Head of Buying, Summit Supply",
      },
    },
    {
      id: "vertical-trail-circular",
      client: clients.verticalTrail,
      title: "A circular trail shoe, designed to come back",
      category: "Sustainability",
      shoe: "Resoleable trail shoe",
      spec: {
        heelStack: 30,
        forefootStack: 24,
        lugDepth: 4.5,
        stitchedOutsole: true,
        build: "mono-material",
        logoPad: true,
        midsoleFoam: "bio-based EVA",
        colourway: "natural",
      },
      figures: {
        weightGrams: 310,
        moq: { pairs: 500, per: "colourway" },
        developmentWeeks: 15,
        productionDays: 44,
        fittingRounds: 2,
        defectRate: "0.2%",
      },
      description:
        "Vertical Trail Works asked for a shoe that could be repaired, resoled and finally recycled. With our circular design partner we built a construction that comes apart at end of life, and a take-back scheme to close the loop.",
      story: [
        "Glue is what makes most shoes impossible to repair. We wrapped the midsole in a rubber rand and stitched the outsole through it instead, so a cobbler can replace the outsole, and chose one polymer family for the upper so it can be recycled as one.",
        "The stitched construction added 15 g over the same shoe glued, and a second fitting round. It lets a pair run three times as far: on our test panel, a median 1,800 km with one resole, against 600 km for the same shoe glued, retired when its outsole wore through.",
      ],
      highlights: [
        "Upper and laces from recycled polyester, midsole of bio-based EVA",
        "Stitched, resoleable outsole instead of a glued one",
        "Take-back and recycling through our circular design partner",
        "Worn pairs already coming back through the take-back scheme",
      ],
      testimonial: {
        quote:
          "Alpine Last treated sustainability as an engineering problem, not a sticker. Our customers send their worn pairs back.",
        author: "Sofia Bianchi",
        role: "Co-founder, Vertical Trail Works",
      },
    },
  ] satisfies CaseStudy[]
).map(typeset);

/** The case Home quotes. */
export const featuredCase: CaseStudy = caseStudies[0];

/** The case the contact page quotes: a private-label programme, the most common first project. */
export const contactCase: CaseStudy = caseStudies[1];

/** The circular case, which /sustainability draws: a stitched, resoleable construction. */
export const circularCase: CaseStudy = caseStudies.find((c) => c.spec.stitchedOutsole) ?? caseStudies[0];

/** Drop of a shoe (heel stack minus forefoot stack), in mm. */
export function drop(spec: ShoeSpec): number {
  return spec.heelStack - spec.forefootStack;
}

/**
 * How many colourways (or styles) a case's launch order held: the launch row of the shipped
 * record divided by the order per colourway or style, which the content tests hold to a whole number.
 * @returns 1 or more; 1 when the record has no launch row for the case
 */
function launchUnits(study: CaseStudy): number {
  const launch = shippedProgramme(study.id);
  return launch ? Math.max(1, Math.round(launch.pairs / study.figures.moq.pairs)) : 1;
}

/**
 * A case's programme as the shipped record names it ("Custom design"), or its category where the
 * record has no launch row for it.
 * @returns the programme, for the tag over a case study and the contact page's case cards
 */
export function caseProgramme(study: CaseStudy): string {
  return shippedProgramme(study.id)?.programme ?? study.category;
}

/**
 * A case's order as a label and value pair: how many colourways or styles in the label, the pairs
 * of each in the value, so the value stays short ("600 pairs each") and never wraps in a
 * two-column figure list on a phone.
 * @returns e.g. `{ label: "Order, three colourways", value: "600 pairs each" }`, or
 *   `{ label: "Order, one colourway", value: "500 pairs" }`
 */
export function orderFigure(study: CaseStudy): { label: string; value: string } {
  const { pairs, per } = study.figures.moq;
  const units = launchUnits(study);
  return units === 1
    ? { label: `Order, one ${per}`, value: visibleText(`${pairs} pairs`) }
    : { label: `Order, ${countWord(units)} ${per}s`, value: visibleText(`${pairs} pairs each`) };
}

/**
 * A case's order in words, from the same figures.
 * @returns e.g. "600 pairs in each of three colourways", or "500 pairs in one colourway"
 */
export function orderText(study: CaseStudy): string {
  const { pairs, per } = study.figures.moq;
  const units = launchUnits(study);
  const amount = visibleText(`${pairs} pairs`);
  return units === 1 ? `${amount} in one ${per}` : `${amount} in each of ${countWord(units)} ${per}s`;
}

/** A case's figures as label and value pairs, in the order every page shows them. */
export function caseFigureList(study: CaseStudy): { label: string; value: string }[] {
  const { spec, figures } = study;
  return [
    { label: "Weight", value: visibleText(`${figures.weightGrams} g`) },
    { label: "Drop", value: visibleText(`${drop(spec)} mm`) },
    { label: "Stack", value: visibleText(`${spec.heelStack} / ${spec.forefootStack} mm`) },
    { label: "Lug depth", value: visibleText(`${spec.lugDepth} mm`) },
    orderFigure(study),
    { label: "Fitting rounds", value: String(figures.fittingRounds) },
    { label: "Development", value: visibleText(`${figures.developmentWeeks} weeks`) },
    { label: "Production", value: visibleText(`${figures.productionDays} days`) },
  ];
}

/**
 * The brands that run with us, on /work (Home shows the case-study clients alone): the
 * case-study clients, then other brands, each in its own wordmark, the same one wherever the
 * brand appears.
 */
export const trustedPartners: readonly Client[] = [
  ...featuredClients,
  { name: "Aiguille Outdoor", wordmark: "font-600 uppercase tracking-[0.22em] text-xs" },
  { name: "Nordfjell Athletics", wordmark: "font-700 tracking-tight text-lg" },
  { name: "Mont Vert Collective", wordmark: "font-500 italic tracking-[0.02em] text-base" },
];
