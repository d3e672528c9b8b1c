import type { ReactElement } from "react";
import { allRoundPlatform, circularCase, featuredCase, ultraBuild } from "~/content/cases";
import { referenceShoe } from "~/content/home";
import { CartonStack } from "./carton-stack";
import { ExplodedShoe } from "./exploded-shoe";
import { ForefootSections } from "./forefoot-section";
import { LastGirth } from "./last-girth";
import { OutsolePlan } from "./outsole-plan";
import { SeamDetail } from "./seam-detail";
import { ShoeElevation } from "./shoe-elevation";
import { ShoeboxArt } from "./shoebox";
import { SoleStack } from "./sole-stack";
import { TestLoopMap } from "./test-loop-map";

/**
 * The drawing on an article's cover, chosen by its category unless the article has its own: one drawing of the illustration
 * system on the dark ground, without text, numbers or dimensions: a cover is shown as small as a
 * phone's card, where a callout's figure could not be read, and the balloons' key is the
 * article's figure, not the cover. A category without its own drawing gets the reference shoe.
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
 * a cross-section of the forefoot, a detail of the sole's edge), and where several show a shoe from the side, their build and midsole colour
 * set them apart.
 */
const bySlug: Record<string, () => ReactElement<{ className?: string }>> = {
  /** A first production run: shoeboxes stacked on a pallet, a fourth layer still being filled. */
  "understanding-moqs-and-timelines-for-your-first-collection": () => <CartonStack />,
  /** What a midsole is made of, layer by layer: the article's ultra build, its figure unlabelled. */
  "midsole-breakdown": () => <SoleStack spec={ultraBuild.spec} core={ultraBuild.core} labels={false} />,
  /** The trade-off itself: the forefoot cut across, the racer's light sole beside the all-round platform's. */
  "lightweight-vs-durable": () => <ForefootSections light={featuredCase.spec} durable={allRoundPlatform} />,
  /**
   * What a private label carries: the brand's box, its mark and name on the lid. Unnumbered: the
   * article has no key to its parts.
   */
  "private-label-or-custom-design-choosing-your-path": () => <ShoeboxArt tone="dark" />,
  /**
   * The four test routes (three loops and a traverse) on a sketch map of the valley, numbered
   * as the article lists them.
   */
  "chamonix-testing": () => <TestLoopMap />,
  /** The design process's outcome: the racer's side view, its client's shoe. */
  "sketch-to-summit": () => <ShoeElevation spec={featuredCase.spec} />,
  /**
   * The circular shoe taken apart: one material family per part, and the seam that lets it be
   * resoled. Unnumbered: the article's figure numbers the materials its own way.
   */
  "sustainable-materials": () => <ExplodedShoe spec={circularCase.spec} />,
  /**
   * Where a sole's bond is checked on the line: the sole cut across at its edge, rand, foam,
   * outsole and the seam through them, as a detail drawing magnifies it.
   */
  "how-we-audit-quality-on-every-production-run": () => <SeamDetail spec={circularCase.spec} />,
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
