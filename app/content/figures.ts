/**
 * Business figures and promises, stated once and reused on every page that shows them.
 * Number ranges are written with the site's one range dash and figures stay on a line with their
 * units (app/lib/typography.ts), so every page shows them alike.
 */
import { visibleText } from "../lib/typography";

/**
 * Quality figures and certifications. The on-time rate counts every production order,
 * reorders included; Home's 100% counts launch orders only, and says so.
 */
const onTimeRate = "98.5%";
/** The year the Chamonix studio opened. */
const FOUNDED = 2016;
/** The article on the checks behind the quality figures, linked wherever they are given. */
export const qualityAuditPath = "/blog/how-we-audit-quality-on-every-production-run";

export const qualityFigures = {
  /** Share of all production orders delivered on time, reorders included. */
  onTimeRate,
  onTimeDelivery: `${onTimeRate} on-time delivery`,
  /** What the on-time rate counts, in words. */
  onTimeBasis: `every production order since ${FOUNDED}, reorders included`,
  defectRate: "under 0.3%",
  /** What the defect rate counts, as the quality-audit article explains it. */
  defectRateBasis: "pairs claimed for a manufacturing fault, over all pairs shipped",
  designExperience: "15+ years",
  certifications: ["ISO 9001", "BSCI"],
} as const;

/**
 * What the studio has shipped since it opened: Home's client section, the About story and the
 * organisation's structured data read it here. Like the case studies, these are the brand's
 * development defaults; the operator states the real record.
 */
export const trackRecord = {
  /** The year the Chamonix studio opened. */
  founded: FOUNDED,
  /** Styles developed and put into production for client brands. */
  styles: 48,
  /** Client brands those styles were made for. */
  brands: 20,
  /** Of those brands, how many placed a second production order: the repeat-order rate's count. */
  repeatBrands: 17,
  /** Pairs delivered, rounded down, as text. */
  pairs: "410,000",
} as const;

/** The track record in one sentence, as Home's hero states it under its lead. */
export const trackRecordLine = visibleText(
  `Since ${trackRecord.founded}: ${trackRecord.styles} styles for ${trackRecord.brands} brands, more than ${trackRecord.pairs} pairs delivered, reorders included.`,
);

/** Global manufacturing figures on Home. */
export const manufacturingStats = [
  { value: "10+", label: "Years in Asia", detail: "Working side by side with the factories we trust" },
  {
    value: "50+",
    label: "Manufacturing partners",
    detail: "Shoe factories, material mills and component makers, each vetted for quality, capacity and ethics",
  },
  {
    value: "100%",
    label: "On-time delivery of launch orders",
    detail: `Every brand’s first run left the factory on the agreed date. All orders, reorders included: ${qualityFigures.onTimeRate}.`,
  },
  {
    value: "0",
    label: "Compromises",
    detail: visibleText("No change to a material, the fit or a finish without your written sign-off"),
  },
] as const;

/**
 * How fast we answer. Every page, article and legal text that promises a reply reads it here
 * (the accessibility statement included).
 */
export const responsePromise = {
  initialResponse: visibleText("24 hours"),
  consultationCall: visibleText("48 hours"),
  detailedProposal: visibleText("1 week"),
};

/** How often the newsletter writes: the footer, the blog and the newsletter page all promise this. */
export const newsletterCadence = "at most one e-mail a month";

/**
 * Trust badges in the footer: each names what stands behind it and links to the page that shows it
 * (the test routes, the founder's network, the quality audit, the sustainability programme).
 */
export const trustBadges = [
  { label: "Alpine Tested", detail: "Test routes above Chamonix", to: "/blog/chamonix-testing", icon: "mountain-snow" },
  { label: "Global Network", detail: `${manufacturingStats[1].value} partners`, to: "/about", icon: "globe" },
  {
    label: "Quality Assured",
    detail: `Partners ${qualityFigures.certifications[0]} certified, ${qualityFigures.certifications[1]} audited`,
    to: qualityAuditPath,
    icon: "badge-check",
  },
  { label: "Sustainable", detail: "Recycled materials, take-back", to: "/sustainability", icon: "leaf" },
] as const;

/**
 * Development and sampling, which come before the production timeline: weeks from the approved
 * brief to the signed-off sample, by path. A private label adapts a proven platform and usually
 * needs one sample round; a custom design gets its own last and outsole moulds and two or three
 * sample rounds, each tested on the trail. A round beyond those planned adds `extraRound`.
 */
export const developmentTimeline = {
  privateLabel: { weeks: [3, 5] as const, duration: visibleText("3-5 weeks"), rounds: "one sample round" },
  customDesign: {
    weeks: [10, 16] as const,
    duration: visibleText("10-16 weeks"),
    rounds: "two or three sample rounds",
  },
  extraRound: visibleText("1-2 weeks"),
} as const;

/**
 * Profit-engineering figures on /services. Each says what it is measured against: the brand's own
 * figures for developing the same shoe in-house or with its previous supplier, as the brands gave
 * them to us, over the programmes since the studio opened.
 */
export const profitStats = [
  {
    value: "40%",
    label: "Lower development cost",
    detail: `than the brand’s own budget for an in-house design, sampling and sourcing team; median of the programmes since ${FOUNDED} where the brand shared that budget with us`,
  },
  {
    value: "60%",
    label: "Faster time to market",
    detail:
      "from approved brief to production, against the brand’s previous in-house or agency cycle for a comparable shoe; median",
  },
  {
    value: "25%",
    label: "Higher margins",
    detail:
      "gross margin per pair, relative to the brand’s previous supplier for a comparable shoe (a 40% margin becoming 50%), from cost-engineered constructions and direct factory pricing; median",
  },
  {
    value: "85%",
    label: "Repeat-order rate",
    detail: `of the brands we have shipped for since ${FOUNDED} placed a second production order with us: ${trackRecord.repeatBrands} of ${trackRecord.brands}`,
  },
] as const;

/**
 * Impact figures: on /sustainability with `detail`, what each counts in full; on About with
 * `short`, the same basis in a line.
 */
export const sustainabilityStats = [
  {
    value: "50%",
    // A non-breaking hyphen: a narrow tile never leaves "bio-" at a line's end.
    label: "Recycled or bio\u2011based",
    short: "of the 40 materials in our core library",
    detail: "of the 40 materials in our core library, by count: recycled meshes, laces and rubber, and bio-based foams",
  },
  {
    value: "100%",
    label: "Audited partners",
    short: "of our manufacturing partners, each with a current amfori BSCI audit",
    detail: "of our manufacturing partners hold an amfori BSCI audit less than two years old before they take an order",
  },
  {
    value: "3x",
    label: "Longer service life",
    short: "stitched and resoled once, against the glued build, on our test panel",
    detail: visibleText(
      "on our test panel, 12 pairs of each build of the same shoe: glued, retired at a median 600 km with its first outsole; stitched and resoled once, a median 1,800 km (Vertical Trail Works)",
    ),
  },
] as const;

/**
 * A minimum order quantity: the pairs (`figure`, e.g. "300-500 pairs"), what they are counted
 * per (`per`, e.g. "per style", or null when the minimum is for the whole order), and the two
 * as one phrase (`text`), each with its range kept whole by `visibleText`.
 */
export type OrderMinimum = { figure: string; per: string | null; text: string };

const minimum = (figure: string, per: string | null = null): OrderMinimum => ({
  figure: visibleText(figure),
  per,
  text: visibleText(per ? `${figure} ${per}` : figure),
});

/** Minimum order quantities. */
export const orderMinimums = {
  privateLabel: minimum("300-500 pairs", "per style"),
  customDesign: minimum("500-800 pairs", "per colourway"),
  sampleOrders: minimum("50-100 pairs", "per order"),
} as const;

/** The minimums with their names, in the order the FAQ, Services and Contact list them. */
export const orderMinimumList = [
  { term: "Private label", minimum: orderMinimums.privateLabel },
  { term: "Custom design", minimum: orderMinimums.customDesign },
  { term: "Sample orders", minimum: orderMinimums.sampleOrders },
] as const;

/**
 * One figure of a row of facts: its name, its value, and what the value is counted per
 * ("per style"), which stands under the value, if the figure has one.
 */
export type Fact = { term: string; value: string; per?: string | null };

/** The minimums as facts, the pairs apart from what they are counted per (FAQ, Services). */
export const orderMinimumFacts: readonly Fact[] = orderMinimumList.map(({ term, minimum }) => ({
  term,
  value: minimum.figure,
  per: minimum.per,
}));

/**
 * A stage of the development timeline: shortest and longest duration in days, and whether it
 * can start before the stage before it is finished.
 */
export type TimelineStage = {
  stage: string;
  /** What the stage does once the sample is signed off, in a few words. */
  work: string;
  days: readonly [number, number];
  duration: string;
  startsEarly: boolean;
};

const stage = (name: string, work: string, min: number, max: number, startsEarly = false): TimelineStage => ({
  stage: name,
  work,
  days: [min, max],
  duration: visibleText(`${min}-${max} days`),
  startsEarly,
});

/**
 * Production timeline, stage by stage, from the signed-off sample to finished pairs: the final
 * tech pack and size grading (the spec's "design" stage, named for its work: it follows the
 * sign-off, so it never reads as designing the shoe again), production lasts in every size (last creation), bulk
 * materials, then the run. Stages overlap where they can, so the total is shorter than the sum of
 * the longest stages: material sourcing can start while the lasts are still being made.
 */
export const productionTimeline = {
  stages: [
    stage(
      "Final tech pack",
      visibleText(
        "The signed-off design as production’s tech pack, graded across the size run; the design does not change",
      ),
      5,
      7,
    ),
    stage("Last creation", "Production lasts made in every size of the run", 3, 5),
    stage("Material sourcing", "Bulk orders of the materials chosen and tested in development", 7, 10, true),
    stage("Production", "Cutting, stitching, lasting, finishing, inspection and packing", 15, 25),
  ],
  totalDays: [30, 45] as const,
  total: visibleText("30-45 days"),
} as const;

/**
 * A path from the approved brief to finished pairs: its development weeks, then the production
 * calendar's days in weeks, unrounded (Services draws them to scale).
 * @param weeks the path's development, shortest and longest, in weeks
 * @returns the whole programme at its shortest and at its longest, in weeks, e.g. 7.29 and 11.43
 *   for 3-5 weeks of development
 */
export function programmeWeeks([shortest, longest]: readonly [number, number]): { shortest: number; longest: number } {
  const [fewestDays, mostDays] = productionTimeline.totalDays;
  return { shortest: shortest + fewestDays / 7, longest: longest + mostDays / 7 };
}

/**
 * A path's whole programme in whole weeks: the shortest rounded down, the longest rounded up.
 * @param weeks the path's development, shortest and longest, in weeks
 * @returns e.g. "7-12 weeks" for 3-5 weeks of development
 */
function briefToPairsWeeks(weeks: readonly [number, number]): string {
  const { shortest, longest } = programmeWeeks(weeks);
  return visibleText(`${Math.floor(shortest)}-${Math.ceil(longest)} weeks`);
}

/** From the approved brief to shipped pairs, per path: development, then production. */
export const briefToPairs = {
  privateLabel: briefToPairsWeeks(developmentTimeline.privateLabel.weeks),
  customDesign: briefToPairsWeeks(developmentTimeline.customDesign.weeks),
} as const;

/** The four-step strip on Home. */
export const processSteps = [
  { title: "Design", text: "Sketches, lasts and tech packs shaped around your runners.", icon: "pen-tool" },
  {
    title: "Prototype",
    text: `Fit samples in rounds of ${developmentTimeline.extraRound}, refined until the fit is right.`,
    icon: "layers",
  },
  { title: "Test", text: "Alpine trail testing above Chamonix, all year round.", icon: "mountain" },
  {
    title: "Manufacture",
    text: visibleText(
      `With vetted partners, from the signed-off sample to finished pairs in ${productionTimeline.total}.`,
    ),
    icon: "factory",
  },
] as const;

/** Pricing and payment terms. */
export const pricingTerms = {
  volumeDiscountsFrom: "1,000+ pairs",
  retailMarkup: visibleText("40-60% retail markup"),
  deposit: "30% deposit at confirmation",
  balance: "70% balance before shipment",
  letterOfCredit: "letter of credit at sight",
} as const;

/** Size ranges per group. */
export const sizeRanges = [
  { group: "Men", eu: visibleText("39-48"), us: visibleText("6.5-14"), uk: visibleText("6-13") },
  { group: "Women", eu: visibleText("35-42"), us: visibleText("5-11"), uk: visibleText("3.5-8.5") },
  { group: "Youth", eu: visibleText("28-38"), us: "11K-6Y", uk: "10K-5.5Y" },
] as const;

/** The EU sizes the groups span together, as one range: "EU 28-48" (its range kept whole). */
export const euSizeSpan: string = (() => {
  const bounds = sizeRanges.flatMap((r) => (r.eu.match(/\d+(?:\.\d+)?/g) ?? []).map(Number));
  return visibleText(`EU\u00a0${Math.min(...bounds)}-${Math.max(...bounds)}`);
})();
