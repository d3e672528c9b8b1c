/**
 * Copy for /about: founder story, "Why Chamonix?", principles and the sustainability block.
 * People come from people.ts; experience figures from figures.ts, so they match the FAQ and Home.
 *
 */

import { visibleText } from "~/lib/typography";
import { manufacturingStats, qualityFigures, trackRecord } from "./figures";
import { founder } from "./people";

const [yearsInAsia, partners] = manufacturingStats;

/** The founder's words beside the story. */
export const founderQuote =
  "Every brand that loves the mountains deserves a shoe it is proud to put its name on, not just the brands with a hundred designers.";

/** The founder story, chapter by chapter. */
export const founderStory = [
  {
    title: "The designer",
    text: `${founder.name} has spent ${qualityFigures.designExperience} designing trail running shoes, first for international outdoor brands and then for this studio’s clients: racing flats for the steepest skyrunning courses, and the everyday trainers that carry most runners through most of their kilometres.`,
  },
  {
    title: "The factories",
    text: `${yearsInAsia.value} years on factory floors in Asia, season after season, first for those brands and then for the studio’s clients, taught him what happens between the tech pack and the shoebox. He built working relationships with the workshops that now form our network of ${partners.value} manufacturing partners, and he still visits them in person.`,
  },
  {
    title: "The valley",
    text: "He moved to Chamonix to test the shoes he designed where they fail fastest. The valley became the lab, and local runners, guides and athletes became the most honest testers he has ever worked with.",
  },
  {
    title: "The studio",
    text: visibleText(
      `He opened the Alpine Last studio in ${trackRecord.founded} to bring that experience to growing brands: a design team, a test base and a manufacturing network, with the care of a small studio and the discipline of a large one. ${trackRecord.styles} styles for ${trackRecord.brands} brands later, more than ${trackRecord.pairs} pairs have left the factories we work with.`,
    ),
  },
] as const;

/** Reasons for the Chamonix base ("Why Chamonix?"). */
export const chamonixReasons = [
  {
    icon: "mountain",
    title: "Terrain that finds every flaw",
    text: "Granite slabs, loose scree, glacier moraine, root-laced forest and long technical descents, all within an hour of the studio.",
  },
  {
    icon: "cloud-rain",
    title: "Weather in every season",
    text: "Summer heat, autumn rain, snow and ice. We test grip and warmth in the conditions your runners actually meet.",
  },
  {
    icon: "users",
    title: "A community of testers",
    text: "Trail athletes, mountain guides and ultra runners live here and train here. They tell us the truth about a shoe.",
  },
  {
    icon: "route",
    title: "Close to European brands",
    text: "An hour from Geneva airport, at the heart of Europe’s trail running scene. Brand teams come and run the samples with us.",
  },
] as const;

/**
 * The altitudes our four test routes run between, shaded on the elevation profile: the valley
 * floor's forest trails up to Lac Blanc, the highest point of the Aiguilles Rouges loop (the
 * Chamonix testing article names both; a workerd test holds it to them).
 */
export const testRouteBand = {
  lowMetres: 1035,
  highMetres: 2352,
  highPoint: "Lac Blanc",
  label: "Our four test routes",
  /** The article that names the routes, linked from the band's label. */
  article: "chamonix-testing",
} as const;

/** Landmarks on the elevation profile beside "Why Chamonix?". */
export const elevationMarks = [
  { label: "Chamonix", altitude: visibleText("1,035 m") },
  { label: "Aiguille du Midi", altitude: visibleText("3,842 m") },
  { label: "Mont Blanc", altitude: visibleText("4,806 m") },
] as const;

/** What is made for a brand belongs to it: the first principle, repeated beside the contact form. */
export const ownershipPromise = {
  title: "Your brand, not ours",
  text: "We never put our name on your shoe. Designs, lasts and tooling made for you belong to you.",
} as const;

/** Principles that shape every project. */
export const principles = [
  ownershipPromise,
  {
    title: "Tested, not assumed",
    text: "No shoe goes to production before it has been run on the trails it was designed for.",
  },
  {
    title: "Straight answers",
    text: "Clear costs, realistic timelines and one project manager who picks up the phone.",
  },
] as const;
