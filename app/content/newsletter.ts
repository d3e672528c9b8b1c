/**
 * What an issue of the newsletter, "Field notes from the Alps", holds: the parts every issue
 * runs in this order, and who on the team writes each, and what the last issues held. The
 * /newsletter page shows them.
 */
import { type ArticleMeta, articles } from "virtual:articles";
import { visibleText } from "~/lib/typography";
import { developmentTimeline, productionTimeline } from "./figures";
import { teamMember } from "./people";

/**
 * The parts of every issue, in order; `key` names the part in a sent issue ({@link SentIssue}),
 * `by` is the team member who writes it.
 */
export const issueParts = [
  {
    key: "lab",
    title: "From the lab",
    text: "A material we are testing, and the figures it scored",
    by: teamMember("Materials Engineer"),
  },
  {
    key: "trail",
    title: "From the trail",
    text: "What wore out on the Mont Blanc routes this month, and the fix",
    by: teamMember("Alpine Test Lead"),
  },
  {
    key: "factory",
    title: "From the factory",
    text: "One manufacturing question brand owners ask us, answered",
    by: teamMember("Production Director"),
  },
  { key: "blog", title: "New on the blog", text: "The articles published since the last issue" },
] as const;

/**
 * The last issues, newest first: the day each was sent (YYYY-MM-DD) and what its first three
 * parts held, in the order of {@link issueParts}. An issue's "New on the blog" is not written
 * here: it is every article published after the issue before it and up to its own day, read from
 * the articles themselves.
 */
const issues: readonly IssueText[] = [
  {
    sent: "2026-11-26",
    lab: "A natural-rubber outsole with regrind on the DIN/ISO 4649 abrasion drum: 7% more loss than the virgin compound it would replace, inside our 10% limit",
    trail: "The first frozen mornings on the Aiguilles Rouges loop: which lug shapes still held on wet gneiss",
    factory: `Why a shoe needs ${developmentTimeline.privateLabel.duration} or ${developmentTimeline.customDesign.duration} before its ${productionTimeline.total} of production, and what happens in them`,
  },
  {
    sent: "2026-10-29",
    lab: "Bio-based EVA after a summer of test runs: 92% of its first rebound left at 500 km, against 94% for our standard EVA, and where it packed out",
    trail: "A heel collar that rubbed on the long descent from Lac Blanc, and how it was cut again",
    factory: "How many pairs a first run needs: the minimums per style and per colourway, and where they bend",
  },
  {
    sent: "2026-09-24",
    lab: "Recycled polyester mesh against virgin mesh on the Martindale tester: 40,000 rubs before the first hole, against 42,000",
    trail: "A toe bumper that lifted after a week on scree, and the rand that replaced it",
    factory: "What a golden sample is, and why both we and the factory keep one",
  },
];

/** One sent issue: its day (YYYY-MM-DD) and its first three parts, one line each. */
type IssueText = { sent: string; lab: string; trail: string; factory: string };

/** One sent issue as shown, with the articles its last part ("New on the blog") listed. */
export type SentIssue = IssueText & { newArticles: ArticleMeta[] };

/**
 * The last issues as the page shows them, newest first, worked out once when the module loads
 * (the content is fixed at build): each issue with its parts' text set for display (ranges and
 * standards kept whole) and `newArticles`: the articles published after the issue before it (for
 * the oldest here, after the same day a month earlier, when its own predecessor went out) and on
 * or before its own day, newest first; empty when none were.
 */
export const recentIssues: readonly SentIssue[] = issues.map((issue, i) => {
  const since = issues[i + 1]?.sent ?? monthBefore(issue.sent);
  return {
    ...issue,
    lab: visibleText(issue.lab),
    trail: visibleText(issue.trail),
    factory: visibleText(issue.factory),
    newArticles: articles.filter((a) => a.date > since && a.date <= issue.sent),
  };
});

/** The same day a month earlier, YYYY-MM-DD (UTC calendar). */
function monthBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
}
