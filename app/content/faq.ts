/**
 * The eight FAQ items on /faq, each a question and its answer.
 * Every figure comes from app/content/figures.ts, where the FAQ's claims are stated once;
 * this module only words them.
 */
import { href } from "react-router";
import { visibleText } from "../lib/typography";
import {
  developmentTimeline,
  euSizeSpan,
  type Fact,
  orderMinimumFacts,
  orderMinimums,
  pricingTerms,
  productionTimeline,
  qualityAuditPath,
  qualityFigures,
  responsePromise,
  sustainabilityStats,
} from "./figures";
import { anchors } from "./navigation";
import { shippedRecord } from "./shipped-record";

/** How many of the shipped record's orders shipped on the agreed date, and how many late. */
const onTimeCount = shippedRecord.filter((row) => row.onTime === true).length;
const lateCount = shippedRecord.length - onTimeCount;

/** One block of an answer: a paragraph, a list of figures, ordered steps, the size table or a link. */
export type FaqBlock =
  | { kind: "text"; text: string }
  | { kind: "facts"; label: string; facts: readonly Fact[] }
  | { kind: "steps"; label: string; steps: readonly string[] }
  | { kind: "sizes" }
  | { kind: "link"; to: string; label: string };

/**
 * A question, its answer in one line for a reader scanning the closed questions (`inShort`, every
 * figure from figures.ts, as in the answer), and the answer in full.
 */
export type FaqItem = { id: string; question: string; inShort: string; answer: readonly FaqBlock[] };

const [certA, certB] = qualityFigures.certifications;
const recycledShare = sustainabilityStats[0].value;

export const faqItems: readonly FaqItem[] = [
  {
    id: "minimum-order",
    question: "What is your minimum order quantity (MOQ)?",
    inShort: `Private label from ${orderMinimums.privateLabel.text}, custom design from ${orderMinimums.customDesign.text}, samples from ${orderMinimums.sampleOrders.text}.`,
    answer: [
      { kind: "text", text: "Our minimums depend on how much of the shoe we develop for you:" },
      {
        kind: "facts",
        label: "Minimum order quantities",
        facts: orderMinimumFacts,
      },
      {
        kind: "text",
        text: "Private label starts from one of our proven platforms in your branding, materials and colours. Custom design builds a new shoe from your brief, so the minimum applies to each colourway. Either way, a minimum counts the whole size run: you split it across sizes as your size curve needs, and private label can split a style’s minimum across colourways too. Sample orders let you equip a team or test the market before a full run.",
      },
      {
        kind: "text",
        text: "Where in its range your minimum falls depends on the materials. A platform’s stock meshes and outsole compounds keep it at the low end; a mesh dyed to your colour or a rubber compound mixed for you puts it at the high end, because the mills that make them run minimum batches of their own. Your proposal states the exact figure for your shoe.",
      },
    ],
  },
  {
    id: "process-timeline",
    question: "What does the process look like, and how long does it take?",
    inShort: `${developmentTimeline.privateLabel.duration} of development for a private label, ${developmentTimeline.customDesign.duration} for a custom design, then ${productionTimeline.total} of production.`,
    answer: [
      {
        kind: "text",
        text: `Every project has one project manager from start to finish, and two calendars. Development comes first and runs in weeks: ${developmentTimeline.privateLabel.duration} for a private label on a proven platform, with ${developmentTimeline.privateLabel.rounds}; ${developmentTimeline.customDesign.duration} for a custom design, with its own last and ${developmentTimeline.customDesign.rounds}, each tested on the trail. Once you sign off the sample, production runs through four stages that overlap wherever they can, from the final tech pack to finished pairs in ${productionTimeline.total}.`,
      },
      {
        kind: "facts",
        label: visibleText("Production, from the signed-off sample"),
        facts: [
          ...productionTimeline.stages.map((s) => ({ term: s.stage, value: s.duration })),
          { term: "Total", value: productionTimeline.total },
        ],
      },
      {
        kind: "text",
        text: `Field testing in Chamonix runs with every sample round, and a round beyond those planned adds ${developmentTimeline.extraRound}. If your shoe needs a longer test programme, for example a full winter season, we plan it into the calendar before we start.`,
      },
    ],
  },
  {
    id: "quality-control",
    question: "How do you make sure the quality is right?",
    inShort: `Samples worn on our test routes, a sealed golden sample, in-line checks and AQL sampling before cartons close: a defect rate ${qualityFigures.defectRate}.`,
    answer: [
      {
        kind: "text",
        text: "Quality starts on the trail: every style’s fitting samples are run on our test routes above Chamonix, worn and measured until fit, grip and wear are right, and the pre-production pair you approve is sealed as the golden sample that production is checked against.",
      },
      {
        kind: "text",
        text: "Quality is designed in, then checked at every step: materials are inspected on arrival; stitching, lasting, cement coverage and sole alignment are checked on the first pairs off each operation; every batch’s sole bond is peel-tested against the tech pack’s specification; and a final random inspection, by AQL sampling, happens before any carton is sealed. Our own quality team is on the factory floor for every production run.",
      },
      {
        kind: "text",
        text: `Across our partner network that means ${qualityFigures.onTimeDelivery} from the factory, counting ${qualityFigures.onTimeBasis}, and a defect rate ${qualityFigures.defectRate}. We build a buffer into every schedule, so a factory’s delay rarely reaches a client: ${onTimeCount} of our last ${shippedRecord.length} production orders shipped on the agreed date${lateCount === 0 ? "" : `, and our shipped record says why the ${lateCount === 1 ? "other was" : "others were"} late`}.`,
      },
      { kind: "link", to: `${href("/work")}#${anchors.shippedRecord}`, label: "See our shipped record" },
      {
        kind: "text",
        text: `Our design team brings ${qualityFigures.designExperience} of trail-shoe design experience, and every partner factory is ${certA} certified and ${certB} audited.`,
      },
      {
        kind: "link",
        to: qualityAuditPath,
        label: "How we audit quality on every production run",
      },
    ],
  },
  {
    id: "custom-design",
    question: "Do you offer custom design services?",
    inShort: `Yes: a new shoe from a blank page, on its own last and tooling, refined over ${developmentTimeline.customDesign.rounds}; the design is yours.`,
    answer: [
      {
        kind: "text",
        text: `Yes. Our Chamonix studio, with ${qualityFigures.designExperience} of experience designing trail shoes, can build your shoe from a blank page. Custom design starts at ${orderMinimums.customDesign.text}.`,
      },
      {
        kind: "steps",
        label: "A custom design project includes",
        steps: [
          "Research into your runners, terrain and market",
          "Sketches, 3D renders and colourway development",
          "A custom last and fit engineering",
          "Outsole and lug-pattern tooling",
          "Complete, factory-ready tech packs",
        ],
      },
      { kind: "text", text: "The design and the tooling made for your shoe are yours." },
      { kind: "link", to: href("/services"), label: "See all our services" },
    ],
  },
  {
    id: "commercial-partnership",
    question: "How does a commercial partnership with Alpine Last work?",
    inShort: `An answer within ${responsePromise.initialResponse}, a call within ${responsePromise.consultationCall}, a proposal within ${responsePromise.detailedProposal}, then one project manager throughout.`,
    answer: [
      {
        kind: "steps",
        label: "How we start working together",
        steps: [
          `Tell us about your brand and your shoe. We answer within ${responsePromise.initialResponse}.`,
          `A consultation call within ${responsePromise.consultationCall}, under a mutual NDA if you wish.`,
          `A detailed proposal with costs and timeline within ${responsePromise.detailedProposal}.`,
          "A dedicated project manager from the first sketch to the last shipment.",
        ],
      },
      {
        kind: "text",
        text: "Most of our clients stay with us after the first shoe: reorders, new colourways and next seasons run on the same team, factories and tooling.",
      },
    ],
  },
  {
    id: "size-ranges",
    question: "What size ranges can you produce?",
    inShort: `Full runs in men’s, women’s and youth sizing, ${euSizeSpan} together.`,
    answer: [
      { kind: "text", text: "We produce full runs in men’s, women’s and youth sizing:" },
      { kind: "sizes" },
      {
        kind: "text",
        text: "Every size is graded from your approved sample and the ends of the range are fit-tested before production, so the smallest and largest pairs fit as well as the middle.",
      },
    ],
  },
  {
    id: "pricing-payment",
    question: "How do pricing and payment terms work?",
    inShort: `${pricingTerms.deposit}, ${pricingTerms.balance}; volume discounts from ${pricingTerms.volumeDiscountsFrom}.`,
    answer: [
      {
        kind: "text",
        text: `The price per pair depends on construction, materials and volume, with volume discounts from ${pricingTerms.volumeDiscountsFrom}. We cost-engineer every shoe so that you can sell it at a ${pricingTerms.retailMarkup}, in line with the established brands beside it.`,
      },
      {
        kind: "facts",
        label: "Payment terms",
        facts: [
          { term: "At order confirmation", value: pricingTerms.deposit },
          { term: "Before shipment", value: pricingTerms.balance },
          { term: "Established partners", value: `Payment by ${pricingTerms.letterOfCredit}` },
        ],
      },
    ],
  },
  {
    id: "sustainable-options",
    question: "Do you offer sustainable options?",
    inShort: `Yes: ${recycledShare} of our core materials are recycled or bio-based, every partner is audited, and soles can be resoled.`,
    answer: [
      {
        kind: "text",
        text: `Yes, in every part of the shoe. ${recycledShare} of our core material library is recycled or bio-based, every manufacturing partner is audited, and our resoleable constructions keep a pair on the trail far longer.`,
      },
      {
        kind: "text",
        text: "We also offer recycled-board, plastic-free packaging and a take-back scheme through our circular design partner.",
      },
      { kind: "link", to: href("/sustainability"), label: "Learn about our sustainability approach" },
    ],
  },
];
