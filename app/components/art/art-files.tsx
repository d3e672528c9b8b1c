/**
 * The drawings that pages show below the first screen, as standalone SVG files
 * (public/art/<name>.svg, written by scripts/art-files.tsx and committed).
 *
 * Inline, every drawing travels inside the HTML document, in front of the first paint: a page
 * with six drawings grew past what one round trip of a slow mobile link carries. As files, they
 * are fetched only when they come near the viewport (`loading="lazy"`), cached like any static
 * file, and the document stays small. Drawings in the first screen stay inline
 * (art-image.tsx says how to choose).
 *
 * Each entry is the drawing as a React element, and the colour its `currentColor` lines take,
 * since a page's CSS does not reach into an image.
 */
import type { ReactElement } from "react";
import { elevationMarks } from "~/content/about";
import { packageCallouts, privateLabelCase } from "~/content/branding";
import { allRoundPlatform, caseStudies, circularCase, featuredCase, ultraBuild } from "~/content/cases";
import { referenceShoe } from "~/content/home";
import { circularPartNumber, circularShoeParts } from "~/content/sustainability";
import { colors } from "~/styles/tokens";
import { BrandKit } from "./brand-kit";
import { CartonStack } from "./carton-stack";
import { ContourArt } from "./contours";
import type { Tone } from "./drawing";
import { ELEVATION_BLEED, ElevationChart, ElevationProfile } from "./elevation-profile";
import { ExplodedShoe, ExplodedShoeBalloons, LIFT } from "./exploded-shoe";
import { ForefootSections } from "./forefoot-section";
import { LastGirth } from "./last-girth";
import { OutsolePlan, SizeRun } from "./outsole-plan";
import { RidgelineArt } from "./ridgeline";
import { SeamDetail, SectionAMark } from "./seam-detail";
import { type ShoeCallout, ShoeElevation, type ShoePoint, type ShoeSpec } from "./shoe-elevation";
import { ShoeboxArt } from "./shoebox";
import { SoleStack } from "./sole-stack";
import { TestLoopMap } from "./test-loop-map";

/** The audit article's inspection checkpoints on the reference shoe, in its figure's order. */
const auditCheckpoints: readonly ShoeCallout[] = [
  { point: "collar stitching" },
  { point: "toe cap" },
  { point: "bond line" },
  { point: "midsole" },
  { point: "flex line", accent: true },
];

/** A drawing to write as a file. */
export type ArtFile = { element: ReactElement; color?: string };

/**
 * A shoe in side elevation with numbered balloons on the given parts, in order: a plain name is a
 * balloon in the line colour, `{ point, accent: true }` one in the accent colour. The page or
 * caption beside the drawing names each number.
 */
function numberedParts(spec: ShoeSpec, parts: readonly (ShoePoint | ShoeCallout)[], tone: Tone = "light"): ArtFile {
  const callouts = parts.map((part) => (typeof part === "string" ? { point: part } : part));
  return { element: <ShoeElevation spec={spec} tone={tone} callouts={callouts} /> };
}

const caseFiles = Object.fromEntries(
  caseStudies.flatMap((study) => [
    [`case-${study.id}-shoe`, { element: <ShoeElevation spec={study.spec} tone="light" dimensions /> }],
    [`case-${study.id}-shoe-dark`, { element: <ShoeElevation spec={study.spec} /> }],
    // A client's outsole carries its name moulded into the heel pad where its spec has one
    // (`logoPad`), as Branding shows Summit's; the side view leaves the same heel rows bare.
    [
      `case-${study.id}-outsole`,
      {
        element: (
          <OutsolePlan
            build={study.spec.build}
            brand={study.spec.logoPad ? study.client.name : undefined}
            tone="light"
          />
        ),
      },
    ],
    [`case-${study.id}-sole-stack-dark`, { element: <SoleStack spec={study.spec} /> }],
  ]),
) as Record<`case-${string}-${"shoe" | "shoe-dark" | "outsole" | "sole-stack-dark"}`, ArtFile>;

/** Every drawing that is served as a file, by file name (without `.svg`). */
export const ART_FILES = {
  "last-light": { element: <LastGirth tone="light" labels={false} /> },
  "shoe-reference-light": { element: <ShoeElevation spec={referenceShoe.spec} tone="light" /> },
  "shoe-featured-light": { element: <ShoeElevation spec={featuredCase.spec} tone="light" /> },
  "outsole-light": { element: <OutsolePlan tone="light" /> },
  "outsole-dark": { element: <OutsolePlan /> },
  // Manufacturing, on Home's process strip and its Services card: a run of boxed pairs on a pallet.
  "carton-stack": { element: <CartonStack /> },
  // Articles show the same drawings labelled: their column is wide enough for the callouts.
  "last-labelled-light": { element: <LastGirth tone="light" /> },
  "sole-stack-featured-labelled-light": { element: <SoleStack spec={featuredCase.spec} tone="light" /> },
  // The midsole article's stack: its ultra build, a PEBA core in an EVA carrier.
  "sole-stack-cored-labelled-light": {
    element: <SoleStack spec={ultraBuild.spec} tone="light" core={ultraBuild.core} />,
  },
  "outsole-dimensioned-light": { element: <OutsolePlan tone="light" dimensions /> },
  // The weight article's trade-off, named and dimensioned: its cover shows the same two sections bare.
  "forefoot-sections-labelled-light": {
    element: <ForefootSections light={featuredCase.spec} durable={allRoundPlatform} tone="light" labels />,
  },
  "shoe-parts-light": numberedParts(referenceShoe.spec, ["upper", "toe cap", "heel counter", "midsole", "outsole"]),
  // The branding card on Services and Branding's closing band: the client's box, lid lifted.
  shoebox: { element: <ShoeboxArt brand={privateLabelCase.client.name} />, color: colors.charcoal.DEFAULT },
  // Branding and packaging: the box's branded surfaces numbered as the page lists them, and the
  // private-label client's name printed on the lid.
  "shoebox-parts-light": {
    element: <ShoeboxArt parts={packageCallouts.map(({ part }) => part)} brand={privateLabelCase.client.name} />,
    color: colors.charcoal.DEFAULT,
  },
  "brand-kit-dark": { element: <BrandKit brand={privateLabelCase.client.name} /> },
  contours: { element: <ContourArt fade />, color: colors.glacier.DEFAULT },
  // About's profile from Chamonix to Mont Blanc, reaching past both ends (elevationImageBox places it).
  "elevation-chamonix": { element: <ElevationProfile bleed={ELEVATION_BLEED} /> },
  // Article figures: the same climb labelled; a size run; numbered parts of a shoe, which each
  // article's caption names in the same order.
  "elevation-chamonix-light": { element: <ElevationChart marks={elevationMarks} /> },
  // The Chamonix article's test loops, numbered as its list names them, with the places named.
  "test-loops-light": { element: <TestLoopMap tone="light" labels /> },
  "size-run-light": { element: <SizeRun /> },
  "shoe-checkpoints-light": numberedParts(referenceShoe.spec, auditCheckpoints),
  "shoe-materials-light": numberedParts(circularCase.spec, [
    "upper",
    "toe cap",
    "midsole",
    "bond line",
    "outsole",
    "heel counter",
  ]),
  // Its midsole in the undyed colourway: blue, it read as one of the private label's blue parts.
  "shoe-paths-light": numberedParts({ ...allRoundPlatform, colourway: "natural" }, [
    "upper",
    "heel counter",
    "eyelets",
    { point: "toe box", accent: true },
    { point: "midsole", accent: true },
    { point: "lugs", accent: true },
  ]),
  // Sustainability's circular shoe taken apart, its parts numbered as the page lists them.
  // The part of the resoleable shoe a cobbler replaces, with the client's name in its heel pad.
  "circular-outsole-dark": {
    element: <OutsolePlan build={circularCase.spec.build} brand={circularCase.client.name} />,
  },
  // Home's sustainability band: the same shoe taken apart, unnumbered, since no key stands beside it.
  "circular-shoe-exploded-bare-light": { element: <ExplodedShoe spec={circularCase.spec} tone="light" /> },
  "circular-shoe-exploded-dark": {
    element: (
      <ExplodedShoe
        spec={circularCase.spec}
        overlay={(g) => (
          <>
            <SectionAMark curves={g.curves} below={LIFT} />
            <ExplodedShoeBalloons curves={g.curves} parts={circularShoeParts.map(({ part }) => part)} />
          </>
        )}
      />
    ),
  },
  // Its section A–A: the seam through rand and outsole, cut across at six times full size, its parts
  // numbered as the exploded view numbers them.
  "circular-shoe-seam-detail-dark": {
    element: (
      <SeamDetail
        spec={circularCase.spec}
        numbers={{
          midsole: circularPartNumber("midsole"),
          seam: circularPartNumber("seam"),
          outsole: circularPartNumber("outsole"),
        }}
      />
    ),
  },
  // The footer's ridgelines: at the foot of every page and of the open phone menu, never in the
  // first screen of a page.
  "ridgeline-dark": { element: <RidgelineArt tone="dark" /> },
  ...caseFiles,
} satisfies Record<string, ArtFile>;

/** The name of a drawing served as a file. */
export type ArtFileName = Exclude<keyof typeof ART_FILES, string & keyof typeof caseFiles> | keyof typeof caseFiles;
