/**
 * Copy for /branding-packaging: four service cards, six brand-touchpoint tiles, the numbered
 * branded surfaces of the shoebox, a package components list and calls to action into the
 * contact form.
 */

import type { ShoeboxPart } from "~/components/art/shoebox";
import type { ProjectType } from "~/lib/schemas";
import { caseStudies } from "./cases";
import { developmentTimeline } from "./figures";

/**
 * The own-label case whose shoe the page draws with the client's brand everywhere: its logo
 * zones in the hero, its name moulded into the outsole among the touchpoints.
 */
export const privateLabelCase = caseStudies.find((c) => c.category === "Private Label") ?? caseStudies[0];

export type BrandingService = {
  title: string;
  text: string;
  points: readonly string[];
  /** `type` preselects a project type on /contact only where one fits; otherwise the form opens blank. */
  cta: { label: string; type?: ProjectType };
};

export const brandingServices: readonly BrandingService[] = [
  {
    title: "Premium custom packaging",
    text: "Shoeboxes that feel as considered as the shoe inside: rigid or folding, printed or embossed, sized to your range and made from recycled board.",
    points: [
      "Structural design and dielines",
      "Custom print, foil and embossing",
      "Tissue, inserts and fillers",
      "Printed boxes from 500 per design; for smaller runs, our stock box with your printed sleeve",
    ],
    cta: { label: "Plan your packaging" },
  },
  {
    title: "Complete brand identity",
    text: "For new brands and new lines: name, logo, colour system and the rules that keep them consistent from the outsole to the website.",
    points: [
      "Logo and wordmark design",
      "Names for the shoe and its colourways",
      "Colour and material palette",
      "Brand guidelines for product",
    ],
    cta: { label: "Discuss your identity", type: "design-consultation" },
  },
  {
    title: "Marketing support",
    text: "Everything you need to sell the shoe on launch day: product renders, technical copy, and the test figures and trail reports behind it, for you to tell under your own name.",
    points: [
      "Photo-real 3D product renders",
      "Technical sheets and size guides",
      "Line sheets for your retail buyers",
      "Test reports for your own launch story",
    ],
    cta: { label: "Prepare your launch" },
  },
  {
    title: "Luxury finishing",
    text: "The details customers notice when they pick the shoe up, built for wet miles: debossed logos, welded overlays, moulded lace locks, woven labels and printed linings.",
    points: [
      "Debossing, embossing, heat transfers and welded overlays",
      "Moulded lace locks and pull tabs: no metal to rust or add weight",
      "Reflective prints for runs that start before dawn",
      "Finish samples, trail-worn before approval",
    ],
    cta: { label: "Sample the finishes", type: "prototyping" },
  },
];

/** The six places a brand appears on and around the shoe. */
export const touchpoints = [
  {
    title: "Insoles",
    text: "Printed or debossed logos and size marks on the first thing a runner sees inside.",
  },
  {
    title: "Outsoles",
    text: "Your logo and lug pattern moulded into the rubber, down to the tread.",
  },
  {
    title: "Hardware",
    text: "Eyelets, lace locks, pull loops and aglets in your colours and finish.",
  },
  {
    title: "Packaging",
    text: "Shoebox, tissue, inserts and shipping cartons that carry the brand.",
  },
  {
    title: "Accessories",
    text: "Spare laces, shoe bags and gaiters that match the shoe.",
  },
  {
    title: "Labels and tags",
    text: "Size labels, hang tags and care cards, and the woven label on the tongue.",
  },
] as const;

/** One branded surface of the shoebox: the part the drawing's balloon points at, and what it carries. */
export type PackageCallout = { part: ShoeboxPart; title: string; text: string };

/**
 * The branded surfaces of the package, in the order the shoebox drawing numbers them
 * (art-files.tsx draws the balloons from this list, and the page lists them under the drawing).
 */
export const packageCallouts = [
  { part: "lid print", title: "Lid print", text: "Your mark printed, foiled or embossed on the lid" },
  { part: "tissue", title: "Branded tissue", text: "Your mark repeated across the sheet folded over the shoes" },
  { part: "seal", title: "Seal sticker", text: "Your mark on the round sticker that holds the fold" },
  {
    part: "end label",
    title: "End label",
    text: "Size, colourway and barcode, facing out on the shelf",
  },
] as const satisfies readonly PackageCallout[];

/** What a complete retail package contains. */
export const packageComponents = [
  { title: "Custom shoebox", text: "Rigid or folding, recycled board, printed and finished to your brand" },
  { title: "Branded tissue", text: "Plastic-free, printed with water-based inks" },
  { title: "Branded insoles", text: "Logo and size printed or debossed" },
  { title: "Hang tag and care card", text: "Technical story, materials and care in your voice" },
  { title: "Spare laces", text: "In a second colour, in a branded sleeve" },
  { title: "Shoe bag", text: "Recycled drawstring bag for travel and race day" },
  { title: "Size and barcode labels", text: "Retail-ready, to your retailers’ specifications" },
  { title: "Shipping carton", text: "Printed outer cartons, packed to your warehouse’s rules" },
] as const;

/**
 * How a brand's artwork becomes production, in order: the files we need, the proof on the
 * drawings, the marks made for real on the sample round, and the sealed sample every batch is
 * checked against (the FAQ's quality answer names the same golden sample).
 */
export const artworkSteps = [
  {
    title: "Your files",
    text: "Your logo as vector artwork (AI, EPS, PDF or SVG) with its Pantone references, and your brand guidelines if you have them. No identity yet? Our brand identity service draws one.",
  },
  {
    title: "Digital proof",
    text: "We place every mark on the shoe’s technical drawing and the box dieline at actual size, each place numbered as on this page. You mark it up; we revise until you approve it in writing.",
  },
  {
    title: "Branded sample",
    text: `Your marks are moulded, printed and embossed on the sample itself (${developmentTimeline.privateLabel.rounds} for a private label, ${developmentTimeline.customDesign.rounds} for a custom design) and worn on our test routes, so you judge them in rubber, thread and board.`,
  },
  {
    title: "Golden sample",
    text: "The pre-production pair you approve, in its box, is sealed as the golden sample. Every production batch, logos and packaging included, is checked against it before a carton is sealed.",
  },
] as const;
