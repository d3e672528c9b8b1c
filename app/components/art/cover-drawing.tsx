import type { ReactElement } from "react";
import { circularCase, featuredCase } from "~/content/cases";
import { referenceShoe } from "~/content/home";
import { ElevationProfile } from "./elevation-profile";
import { LastGirth } from "./last-girth";
import { OutsolePlan, SizeRun } from "./outsole-plan";
import { ShoeElevation } from "./shoe-elevation";
import { SoleStack } from "./sole-stack";

/**
 * The drawing on an article's cover, chosen by its category unless the article has its own: one drawing of the illustration
 * system on the dark ground, without labels (covers are images, where the web font does not
 * reach). A category without its own drawing gets the reference shoe.
 */
const byCategory: Record<string, () => ReactElement<{ className?: string }>> = {
  /** The shoe as a whole: where every design brief ends up. */
  "Design Process": () => <ShoeElevation spec={referenceShoe.spec} />,
  /** Grip and lugs, seen from below. */
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
 * blog's cards apart: no two articles are drawn alike. Where two share a drawing, they show
 * different shoes (build, stacks and midsole colour).
 */
const bySlug: Record<string, () => ReactElement<{ className?: string }>> = {
  /** Order minimums come from the lasts and bottom tooling made for every size of the run. */
  "understanding-moqs-and-timelines-for-your-first-collection": () => <SizeRun tone="dark" dimensions={false} />,
  /** The finished shoe that every inspection checks against the golden sample. */
  "how-we-audit-quality-on-every-production-run": () => <ShoeElevation spec={referenceShoe.spec} />,
  /** From sketch to finished pairs: the sole a brand's runners leave as a print. */
  "sketch-to-summit": () => <OutsolePlan build="mono-material" />,
  /** What a midsole is made of, layer by layer: here a bio-based foam. */
  "midsole-breakdown": () => <SoleStack spec={circularCase.spec} labels={false} />,
  /** The light end of the trade-off: a racer's thinner stack. */
  "lightweight-vs-durable": () => <SoleStack spec={featuredCase.spec} labels={false} />,
  /** Custom design: the mountain racer we designed for a brand. */
  "private-label-or-custom-design-choosing-your-path": () => <ShoeElevation spec={featuredCase.spec} />,
  /** The climb from the valley to Mont Blanc that the test loops sit on. */
  "chamonix-testing": () => <ElevationProfile />,
  /** Grip on a racer's open lug grid. */
  "grip-matters": () => <OutsolePlan build="racer" />,
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
