/**
 * Copy for /sustainability (four pillars, the circular design
 * partnership with its external link, impact stats). The stats live in figures.ts;
 * the partner's name and address live in site.ts, which an operator edits.
 */
import type { ExplodedShoePart } from "~/components/art/exploded-shoe";
import { visibleText } from "../lib/typography";
import { circularCase } from "./cases";
import { developmentTimeline } from "./figures";

export const pillars = [
  {
    title: "Better materials",
    text: "Recycled polyester uppers and laces, bio-based midsole foams and outsoles with recycled rubber content, chosen to perform first and to lower the footprint second: we never trade grip or durability for a label.",
    points: [
      "Recycled or bio-based options for every component, from recycled polyester mesh to EVA made partly from sugarcane",
      "Solvent-free, water-based adhesives where the construction allows",
      "No material enters our library before it has passed our grip and wear tests on the trail",
    ],
  },
  {
    title: "Built to last",
    text: "The most sustainable shoe is the one you do not have to replace. We reinforce the wear zones and design outsoles that can be replaced.",
    points: [
      "Reinforced toe caps and abrasion zones",
      "Stitched, resoleable outsole constructions",
      "Proved on our test panel against the same shoe glued, in the figures below",
    ],
  },
  {
    title: "Responsible manufacturing",
    text: "Every partner in our network is audited for working conditions and environmental practice, and our own team is on the floor during production.",
    points: [
      "Independent amfori BSCI social audits, none older than two years",
      `Only the samples the plan needs: ${developmentTimeline.privateLabel.rounds} for a private label, ${developmentTimeline.customDesign.rounds} for a custom design`,
      "Our own quality team on the factory floor for every production run",
    ],
  },
  {
    title: "Circular by design",
    text: "We design shoes that come apart at the end of their life, so materials go back into new products instead of landfill.",
    points: [
      "Design for disassembly and repair",
      "One polymer family per upper, so it is recycled as one material",
      "Take-back and recycling with our circular design partner",
    ],
  },
] as const;

/** The circular design partnership block. */
export const partnership = {
  title: "A circular design partnership",
  text: "We work with a specialist circular-economy partner on the whole life of the shoe: which materials can be recovered, how the shoe comes apart, and what happens to a pair when its runner is done with it.",
  steps: [
    {
      title: "Design",
      text: "Material choices and constructions checked against recycling streams before the first sample.",
    },
    { title: "Run", text: "Durable builds, repair guidance and resoling keep the shoe on the trail for longer." },
    {
      title: "Return",
      text: `Worn pairs come back through a take-back scheme that your brand can run under its own name, as ${circularCase.client.name} does.`,
    },
    {
      title: "Recover",
      text: "Parts are separated: rubber ground into granulate for new outsoles, foam into regrind for new midsoles, the polyester upper recycled into yarn.",
    },
  ],
} as const;

/** Sustainable packaging, shown after the stats. */
export const packagingPromise = [
  "Shoeboxes from recycled board, printed with water-based inks",
  visibleText("Plastic-free tissue, fillers and hang-tag fasteners"),
  "Consolidated sea freight planned with every production run",
] as const;

/**
 * The parts of the circular case's shoe that make it come back, top to bottom, in the order the
 * exploded drawing beside "What it adds up to" numbers them (art-files.tsx draws the balloons
 * from this list).
 */
export const circularShoeParts = [
  { part: "upper", text: "Upper and laces of recycled polyester: one polymer family, recycled as one" },
  { part: "midsole", text: "Midsole of bio-based EVA, made partly from sugarcane, kept when the shoe is resoled" },
  {
    part: "seam",
    text: "A rubber rand around the midsole’s foot, and one seam stitched through it that holds the outsole instead of glue: a cobbler unpicks it to resole the shoe",
  },
  {
    part: "outsole",
    text: "Outsole of lugged rubber, the part that wears: when it wears through, only the outsole is replaced",
  },
] as const satisfies readonly { part: ExplodedShoePart; text: string }[];

/**
 * The number a part of the circular shoe carries on Sustainability's drawings and in their
 * captions: its place in {@link circularShoeParts}, from 1.
 * @param part a part of the exploded shoe
 * @returns its number, 1 to 4
 */
export function circularPartNumber(part: ExplodedShoePart): number {
  return circularShoeParts.findIndex((p) => p.part === part) + 1;
}
