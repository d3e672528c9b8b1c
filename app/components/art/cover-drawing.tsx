import type { ReactElement } from "react";
import { referenceShoe } from "~/content/home";
import { LastGirth } from "./last-girth";
import { OutsolePlan } from "./outsole-plan";
import { ShoeElevation } from "./shoe-elevation";
import { SoleStack } from "./sole-stack";

/**
 * The drawing on an article's cover, chosen by its category: one drawing of the illustration
 * system on the dark ground, without labels (covers are images, where the web font does not
 * reach). A category without its own drawing gets the reference shoe.
 */
const byCategory: Record<string, () => ReactElement> = {
  /** The shoe as a whole: where every design brief ends up. */
  "Design Process": () => <ShoeElevation spec={referenceShoe.spec} />,
  /** Grip and lugs, seen from below. */
  "Technical Innovation": () => <OutsolePlan />,
  /** A resoleable build: stitched outsole. */
  Sustainability: () => <ShoeElevation spec={{ ...referenceShoe.spec, stitchedOutsole: true }} />,
  /** A mountain build with deep lugs, as tested on the Chamonix trails. */
  "Testing & Development": () => <ShoeElevation spec={{ heelStack: 30, forefootStack: 24, lugDepth: 6 }} />,
  /** The materials of a sole, layer by layer. */
  "Material Science": () => <SoleStack spec={referenceShoe.spec} labels={false} />,
  /** The last and its girths: fit across a size run. */
  "Industry Insights": () => <LastGirth labels={false} />,
};

/**
 * The cover drawing for a category.
 * @param category an article's category
 * @returns the drawing as an `<svg>` element (dark tone, sized by its viewBox)
 */
export function coverDrawing(category: string): ReactElement {
  return (byCategory[category] ?? byCategory["Design Process"])();
}
