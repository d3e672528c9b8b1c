/**
 * What an issue of the newsletter, "Field notes from the Alps", holds: the parts every issue
 * runs in this order. The /newsletter page shows them beside its heading.
 */
export const issueParts = [
  { title: "From the lab", text: "A material we are testing, and the figures it scored" },
  { title: "From the trail", text: "What wore out on the Mont Blanc routes this month, and the fix" },
  { title: "From the factory", text: "One manufacturing question brand owners ask us, answered" },
  { title: "New on the blog", text: "The articles published since the last issue" },
] as const;
