/**
 * Typography rules for visible text, stated once.
 *
 * Number ranges ("300-500 pairs", "4–8 mm") are written with one dash style, the non-breaking
 * hyphen U+2011, so a range never breaks across lines and every range looks the same whether
 * its source used a hyphen or an en dash.
 */

/** The one dash used between the ends of a number range: U+2011 NON-BREAKING HYPHEN. */
export const RANGE_DASH = "\u2011";

const RANGE = /(\d[\d,.]*%?)\s?[-\u2010\u2011\u2013](\s?)(?=[€$£]?\d)/g;

/**
 * Rewrites number ranges so they never break across lines.
 * @param text visible text, e.g. "300-500 pairs" or "EU 36 – 42"
 * @returns the text with each range joined by {@link RANGE_DASH}, e.g. "300‑500 pairs"
 */
export function keepRangesWhole(text: string): string {
  return text.replace(RANGE, (_, from: string) => `${from}${RANGE_DASH}`);
}
