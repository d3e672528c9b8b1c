/**
 * Titles of the articles that the success notices link to (spec §8).
 * Only slug and title are needed here; article bodies live with the blog content.
 */
export const articleTitles: Record<string, string> = {
  "sketch-to-summit": "From Sketch to Summit: Our Design Process",
  "sustainable-materials": "Sustainable Materials in Trail Running",
  "one-size-fits-none": "Why One Size Fits None",
  "grip-matters": "Why Grip Matters on Technical Terrain",
  "lightweight-vs-durable": "Lightweight vs. Durable: Finding the Balance",
  "midsole-breakdown": "Midsole Breakdown: Foams, Plates and Stack",
};
