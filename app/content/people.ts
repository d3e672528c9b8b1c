/**
 * The people of Alpine Last, stated once: the About page's founder and team sections, article
 * bylines and every quoted name read them from here. An article's `author` frontmatter is
 * `<name>, <role>` of one person below (tests/worker/content-consistency.test.ts checks it).
 */
import { responsePromise, trackRecord } from "./figures";

/** What a person did on one of the case studies (app/content/cases.ts), by the case's id. */
export type Credit = { caseId: string; part: string };

export type Person = {
  name: string;
  role: string;
  /** One or two sentences for the team section. */
  bio: string;
  /** Where the person works from. */
  base: string;
  /** The year they joined Alpine Last: the studio's founding year or later. */
  joined: number;
  /** Their part in the shipped projects the Work page shows, each named by its case study. */
  credits: readonly Credit[];
};

export const founder: Person = {
  name: "Julien Morel",
  role: "Founder and Creative Director",
  bio: "Signs off every last and every final sample before a shoe goes to production, reads every inquiry with the Head of Design, and walks the partner factories each season.",
  base: "Chamonix",
  joined: trackRecord.founded,
  credits: [{ caseId: "ridgeline-mountain-racer", part: "signed off the custom last" }],
};

/** The team, in the order the About page shows them. Every article author is one of them. */
export const team: readonly Person[] = [
  founder,
  {
    name: "Léa Martin",
    role: "Head of Design",
    bio: "Leads the studio from first sketch to tech pack, and runs every fitting session with the brand’s product team.",
    base: "Chamonix",
    joined: 2016,
    credits: [
      { caseId: "ridgeline-mountain-racer", part: "design lead, from sketch to tech pack" },
      { caseId: "summit-supply-private-label", part: "colourways and branding" },
    ],
  },
  {
    name: "Anna Keller",
    role: "Footwear Engineer",
    bio: "Engineers outsoles, lug patterns and midsole stacks, and turns test reports into changes the factory can build.",
    base: "Chamonix",
    joined: 2018,
    credits: [{ caseId: "ridgeline-mountain-racer", part: "outsole and lug pattern" }],
  },
  {
    name: "Tomás Ferreira",
    role: "Materials Engineer",
    bio: "Keeps the material library: recycled meshes, bio-based foams and rubbers, each tested for grip and abrasion.",
    base: "Chamonix",
    joined: 2020,
    credits: [{ caseId: "vertical-trail-circular", part: "mono-material upper and bio-based foam" }],
  },
  {
    name: "Mathieu Roux",
    role: "Alpine Test Lead",
    bio: "A mountain guide who runs the test panel of athletes and guides, and the lab tests that confirm what the trail says.",
    base: "Chamonix",
    joined: 2017,
    credits: [{ caseId: "ridgeline-mountain-racer", part: "race-route testing above Chamonix" }],
  },
  {
    name: "Camille Girard",
    role: "Custom Design Project Manager",
    bio: "The one contact for a custom programme, from brief to delivery: keeps its calendar, books every fitting session and sample shipment, and sends the weekly update.",
    base: "Chamonix",
    joined: 2019,
    credits: [
      { caseId: "ridgeline-mountain-racer", part: "project manager, brief to delivery" },
      { caseId: "vertical-trail-circular", part: "project manager, brief to delivery" },
    ],
  },
  {
    name: "Hugo Bernard",
    role: "Private Label Project Manager",
    bio: "Runs private-label programmes on our proven platforms, from the brand’s artwork to the cartons at the port, and answers the phone when a date moves.",
    base: "Chamonix",
    joined: 2021,
    credits: [{ caseId: "summit-supply-private-label", part: "project manager, brief to delivery" }],
  },
  {
    name: "Mei Lin",
    role: "Production Director",
    bio: "Matches each shoe to the right partner factory and leads the quality team on the production floor until the last carton ships.",
    base: "Dongguan",
    joined: 2016,
    credits: [
      { caseId: "summit-supply-private-label", part: "production run and final inspection" },
      { caseId: "vertical-trail-circular", part: "stitched construction on the line" },
    ],
  },
];

/**
 * The team member who holds a role, for pages that name who does a job (e.g. who writes a part of
 * the newsletter).
 * @param role a role as {@link team} spells it, e.g. "Production Director"
 * @returns that person
 * @throws Error if no one in the team holds the role; pages call it when their module loads, so a
 *   renamed role fails the build instead of showing no one
 */
export function teamMember(role: string): Person {
  const person = team.find((member) => member.role === role);
  if (!person) throw new Error(`people.ts: no one in the team is the ${role}`);
  return person;
}

/**
 * The team member who leads production in Asia, with the quality team on the factory floor.
 * @throws Error when the module loads, if the team has no Production Director
 */
export const productionLead: Person = teamMember("Production Director");

/**
 * How many inspectors the Production Director's quality team has on the partner factories' floors
 * in Dongguan: they check materials on arrival, the line and the finished pairs. About counts them
 * beside the team; like the team, a development default the operator states.
 */
export const qualityInspectors = 6;

/** Who reads every inquiry sent from the contact form: the head of design and the founder. */
export const inquiryReaders: readonly Person[] = team.filter((person) =>
  ["Head of Design", founder.role].includes(person.role),
);

/** The inquiry readers as a page names them: "Julien Morel (Founder and Creative Director) and …". */
export const inquiryReadersByName = inquiryReaders.map((person) => `${person.name} (${person.role})`).join(" and ");

/** The project manager who runs each programme, from brief to delivery. */
export const projectManagers = {
  privateLabel: teamMember("Private Label Project Manager"),
  customDesign: teamMember("Custom Design Project Manager"),
};

/**
 * "What to Expect" after sending an inquiry (the contact page and its confirmation panel): the
 * promised reply times, then the project manager, named for each programme.
 */
export const whatToExpect = [
  `Initial response within ${responsePromise.initialResponse}`,
  `Consultation call within ${responsePromise.consultationCall}`,
  `Detailed proposal within ${responsePromise.detailedProposal}`,
  `Dedicated project manager assigned once you accept the proposal: ${projectManagers.privateLabel.name} for a private label, ${projectManagers.customDesign.name} for a custom design`,
] as const;

/**
 * Where a team member works from, when it is not the studio the founder and most of the team
 * share: About's team cards and the article author notes name it only then.
 * @returns the place, e.g. "Dongguan", or undefined for the studio
 */
export function baseAwayFromStudio(person: Person): string | undefined {
  return person.base === founder.base ? undefined : person.base;
}

/** An article byline for a team member: `<name>, <role>`. */
export function byline(person: Person): string {
  return `${person.name}, ${person.role}`;
}
