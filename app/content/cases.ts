/**
 * Case studies and the trusted-partners strip on /work (spec §2 Work; Case study entity in
 * spec §3: title, category, description, highlights, testimonial, client).
 * Figures quoted here stay inside the ranges of spec §9 (MOQ, timeline, defect rate).
 * Client names are placeholders until the operator has clients' permission to name them.
 */

export type CaseStudy = {
  id: string;
  title: string;
  category: string;
  description: string;
  highlights: readonly string[];
  testimonial: { quote: string; author: string };
  /** The client label shown under the testimonial. */
  client: string;
  /** One headline figure for the card's side panel. */
  keyFigure: { value: string; label: string };
};

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "ridgeline-mountain-racer",
    title: "A mountain racer for a community-built brand",
    category: "Custom Design",
    description:
      "Ridgeline Running Co. had a loyal race community and a sketchbook full of ideas, but no development team. We designed a 4 mm drop mountain racer around their runners' feet, tested it through a full alpine summer and launched it in three colourways.",
    highlights: [
      "Custom last built from 120 foot scans of the brand's athletes",
      "Three colourways at 600 pairs each",
      "Two fitting rounds before production sign-off",
      "Defect rate of 0.2% on the first production run",
    ],
    testimonial: {
      quote:
        "They designed the shoe our runners kept asking for, then tested it harder than we would ever have dared to.",
      author: "Claire Dubois",
    },
    client: "Founder, Ridgeline Running Co.",
    keyFigure: { value: "0.2%", label: "defect rate on the first run" },
  },
  {
    id: "summit-supply-private-label",
    title: "An own-label trail line for a specialist retailer",
    category: "Private Label",
    description:
      "Summit Supply wanted its own trail shoes on the wall next to the big names, at a margin the big names do not allow. We adapted two proven platforms to their brand and price point and delivered shelf-ready pairs in six weeks.",
    highlights: [
      "Two styles at 400 pairs each, within private-label minimums",
      "From approved brief to shipped pairs in 42 days",
      "Branded insoles, hang tags and recycled-board shoeboxes",
      "Reordered both styles within the first season",
    ],
    testimonial: {
      quote: "Our own label now outsells two of the brands beside it, and the margin pays for the whole trail wall.",
      author: "Marc Lefèvre",
    },
    client: "Head of Buying, Summit Supply",
    keyFigure: { value: "42", label: "days from brief to shipped pairs" },
  },
  {
    id: "vertical-trail-circular",
    title: "A circular trail shoe, designed to come back",
    category: "Sustainability",
    description:
      "Vertical Trail Works asked for a shoe that could be repaired, resoled and finally recycled. With our circular design partner we built a construction that comes apart at end of life, and a take-back scheme to close the loop.",
    highlights: [
      "Upper and laces from recycled polyester, midsole with bio-based foam",
      "Stitched, resoleable outsole instead of a fully glued one",
      "Take-back and recycling through our circular design partner",
      "Launch collection sold through in its first season",
    ],
    testimonial: {
      quote:
        "Alpine Last treated sustainability as an engineering problem, not a sticker. Our customers send their worn pairs back.",
      author: "Sofia Bianchi",
    },
    client: "Co-founder, Vertical Trail Works",
    keyFigure: { value: "3x", label: "the distance, with one resole" },
  },
];

/** Names for the trusted-partners strip on /work (placeholders, like the Home client strip). */
export const trustedPartners = [
  "Ridgeline Running Co.",
  "Summit Supply",
  "Vertical Trail Works",
  "Aiguille Outdoor",
  "Nordfjell Athletics",
  "Mont Vert Collective",
] as const;
