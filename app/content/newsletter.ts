/**
 * What an issue of the newsletter, "Field notes from the Alps", holds: the parts every issue
 * runs in this order, and who on the team writes each. The /newsletter page shows them beside its
 * heading.
 */
import { teamMember } from "./people";

/** The parts of every issue, in order; `by` is the team member who writes that part. */
export const issueParts = [
  {
    title: "From the lab",
    text: "A material we are testing, and the figures it scored",
    by: teamMember("Materials Engineer"),
  },
  {
    title: "From the trail",
    text: "What wore out on the Mont Blanc routes this month, and the fix",
    by: teamMember("Alpine Test Lead"),
  },
  {
    title: "From the factory",
    text: "One manufacturing question brand owners ask us, answered",
    by: teamMember("Production Director"),
  },
  { title: "New on the blog", text: "The articles published since the last issue" },
] as const;
