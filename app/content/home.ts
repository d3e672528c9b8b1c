/**
 * Home page content that no other page shows. Clients and the quoted case come from cases.ts.
 */
import { visibleText } from "~/lib/typography";
import { allRoundPlatformWeightGrams, drop, allRoundPlatform as spec } from "./cases";

/** The shoe drawn in the hero: our reference all-round trail build, men's EU 42. */
export const referenceShoe = {
  /** What the drawing is, then which shoe: the shoe's name and size are kept on one line. */
  caption: { kind: "Our all-round platform", shoe: "the base of our private labels · EU 42" },
  spec,
  figures: [
    { label: "Weight", value: `${allRoundPlatformWeightGrams} g` },
    { label: "Stack", value: `${spec.heelStack} / ${spec.forefootStack} mm` },
    { label: "Drop", value: `${drop(spec)} mm` },
    { label: "Lug depth", value: `${spec.lugDepth} mm` },
    { label: "Outsole", value: "295 mm" },
    { label: "Toe spring", value: "12 mm" },
  ].map((figure) => ({ ...figure, value: visibleText(figure.value) })),
} as const;
