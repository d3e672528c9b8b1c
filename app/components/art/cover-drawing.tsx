import type { ReactElement } from "react";
import { allRoundPlatform, circularCase, featuredCase } from "~/content/cases";
import { referenceShoe } from "~/content/home";
import { CartonStack } from "./carton-stack";
import { ExplodedShoe } from "./exploded-shoe";
import { ForefootSections } from "./forefoot-section";
import { LastGirth } from "./last-girth";
import { OutsolePlan } from "./outsole-plan";
import { type ShoeCallout, ShoeElevation } from "./shoe-elevation";
import { ShoeboxArt } from "./shoebox";
import { SoleStack } from "./sole-stack";
import { TestLoopMap } from "./test-loop-map";

/**
 * The audit article's inspection checkpoints on the reference shoe, in its figure's order (its
 * cover numbers them too). Kept here, not with the drawing files: this module is part of the
 * Worker (the blog's first card draws its cover in the page), the files' list is not.
 */
export const auditCheckpoints: readonly ShoeCallout[] = [
  { point: "collar stitching" },
  { point: "toe cap" },
  { point: "bond line" },
  { point: "midsole" },
  { point: "flex line", accent: true },
];

/**
 * The drawing on an article's cover, chosen by its category unless the article has its own: one drawing of the illustration
 * system on the dark ground, without text labels (covers are images, where the web font does not
 * reach): at most a balloon's number or a dimension's figure, set in the system face. A category
 * without its own drawing gets the reference shoe.
 */
const byCategory: Record<string, () => ReactElement<{ className?: string }>> = {
  /** The shoe as a whole: where every design brief ends up. */
  "Design Process": () => <ShoeElevation spec={referenceShoe.spec} />,
  /** Grip and lugs, seen from below: the all-round trainer's sole, as the grip article's figure shows it. */
  "Technical Innovation": () => <OutsolePlan />,
  /** The circular case's shoe: mono-material, stitched to be resoled, in undyed bio-based foam. */
  Sustainability: () => <ShoeElevation spec={circularCase.spec} />,
  /** A mountain build with deep lugs, as tested on the Chamonix trails. */
  "Testing & Development": () => <ShoeElevation spec={{ heelStack: 30, forefootStack: 24, lugDepth: 6 }} />,
  /** The materials of a sole, layer by layer. */
  "Material Science": () => <SoleStack spec={referenceShoe.spec} labels={false} />,
  /** The last and its girths: fit across a size run. */
  "Industry Insights": () => <LastGirth labels={false} />,
};

/**
 * Articles whose subject a drawing other than their category's shows better. It also keeps the
 * blog's cards apart: every article has a different kind of drawing (a side view, a side view
 * with numbered parts, a sole stack, a plan of the sole, a last, a map, a box, a stack of boxes,
 * a cross-section),
 * and where several show a shoe from the side, their build, midsole colour and balloons set
 * them apart. Numbered balloons are the article's own figure, so the cover points
 * where the article looks.
 */
const bySlug: Record<string, () => ReactElement<{ className?: string }>> = {
  /** A first production run: shoeboxes stacked on a pallet, a fourth layer still being filled. */
  "understanding-moqs-and-timelines-for-your-first-collection": () => <CartonStack />,
  /** The checkpoints an inline inspector looks at, the forefoot flex line set apart, as the article's figure numbers them. */
  "how-we-audit-quality-on-every-production-run": () => (
    <ShoeElevation spec={referenceShoe.spec} callouts={auditCheckpoints} />
  ),
  /** What a midsole is made of, layer by layer: here a bio-based foam. */
  "midsole-breakdown": () => <SoleStack spec={circularCase.spec} labels={false} />,
  /** The trade-off itself: the forefoot cut across, the racer's light sole beside the all-round platform's. */
  "lightweight-vs-durable": () => <ForefootSections light={featuredCase.spec} durable={allRoundPlatform} />,
  /**
   * What a private label carries: the brand's box, its mark and name on the lid. Unnumbered: the
   * article has no key to its parts.
   */
  "private-label-or-custom-design-choosing-your-path": () => <ShoeboxArt tone="dark" />,
  /** The four test loops on a sketch map of the valley, numbered as the article lists them. */
  "chamonix-testing": () => <TestLoopMap />,
  /** The design process's outcome as a tech pack draws it: the racer's side view, dimensioned. */
  "sketch-to-summit": () => <ShoeElevation spec={featuredCase.spec} dimensions />,
  /**
   * The circular shoe taken apart: one material family per part, and the seam that lets it be
   * resoled. Unnumbered: the article's figure numbers the materials its own way.
   */
  "sustainable-materials": () => <ExplodedShoe spec={circularCase.spec} />,
};

/**
 * The cover drawing of an article.
 * @param category the article's category
 * @param slug the article's slug
 * @returns the drawing as an `<svg>` element (dark tone, sized by its viewBox): the article's own,
 *   or its category's
 */
export function coverDrawing(category: string, slug: string): ReactElement<{ className?: string }> {
  return (bySlug[slug] ?? byCategory[category] ?? byCategory["Design Process"])();
}
