/**
 * Typography rules for visible text, stated once.
 *
 * Number ranges ("300-500 pairs", "4–8 mm") are written with one dash style, the non-breaking
 * hyphen U+2011, so a range never breaks across lines and every range looks the same whether
 * its source used a hyphen or an en dash.
 *
 * A figure keeps its unit on its line ("0.18‑0.25 g/cm³", "15‑25 days"): the space between them
 * is a no-break space, U+00A0.
 *
 * A standard's name keeps its number on its line ("ISO 13287", "EN ISO 20344"): the space
 * between them is a no-break space too.
 *
 * A compound whose last part is a short word ("sign-off", "lace-up") never breaks at its
 * hyphen, which would leave that word alone at the start of a line: the hyphen becomes U+2011.
 *
 * A short credit ends with two words on its last line, never one ("Ridgeline Running Co."), as
 * article paragraphs do at build time (`rehypeNoWidows` in vite-plugins/article-source.ts).
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

/**
 * The units a figure may be followed by, as regular-expression alternatives, longest first where
 * one starts another ("mm" before "m").
 */
export const UNITS = [
  "g\\/cm³",
  "N\\/mm",
  "mm",
  "cm",
  "km",
  "kg",
  "g",
  "m",
  "days?",
  "weeks?",
  "months?",
  "hours?",
  "h",
  "pairs",
  "°C",
];

const UNIT = new RegExp(`(\\d%?)[ \\t](${UNITS.join("|")})(?![\\p{L}\\d])`, "gu");

/**
 * Joins each figure to the unit after it with a no-break space.
 * @param text visible text, e.g. "15-25 days" or "a 4 mm lug"
 * @returns the text with U+00A0 between figure and unit, e.g. "15-25\u00a0days"
 */
export function keepUnitsWithFigures(text: string): string {
  return text.replace(UNIT, (_, figure: string, unit: string) => `${figure}\u00a0${unit}`);
}

/** The bodies whose standards the prose cites by name and number. */
const STANDARD = /\b(ISO|EN|ASTM|DIN|BS|SATRA)[ \t](?=[A-Z]*\s?\d)/g;

/**
 * Joins a standard's body to its number with a no-break space.
 * @param text visible text, e.g. "tests in the style of ISO 13287"
 * @returns the text with U+00A0 after the body's name, e.g. "ISO\u00a013287"
 */
export function keepStandardsWhole(text: string): string {
  return text.replace(STANDARD, (_, body: string) => `${body}\u00a0`);
}

/** A hyphen between a word and a last part of one to three letters that ends the compound. */
const SHORT_COMPOUND = /(\p{L}{2})-(?=\p{L}{1,3}(?![\p{L}\d-]))/gu;

/**
 * Joins a compound to a short last part with a non-breaking hyphen.
 * @param text visible text, e.g. "42 days from sign-off"
 * @returns the text with U+2011 in such compounds, e.g. "42 days from sign\u2011off"
 */
export function keepShortCompoundsWhole(text: string): string {
  return text.replace(SHORT_COMPOUND, (_, end: string) => `${end}\u2011`);
}

/**
 * Every rule at once, for text a visitor reads: figures, case stories, an article's excerpt, and
 * each text node of a compiled article body (meta descriptions keep the source's plain text).
 * @param text visible text, e.g. "finished pairs in 30–45 days"
 * @returns the text with its ranges whole, its figures joined to their units, its standards to
 *   their numbers and its short compounds whole
 */
export function visibleText(text: string): string {
  return keepShortCompoundsWhole(keepStandardsWhole(keepUnitsWithFigures(keepRangesWhole(text))));
}

/**
 * Keeps the last two words of a short credit on one line ("Ridgeline Running Co.", "Summit
 * Supply"): the space before the last word becomes a no-break space, so a line never ends
 * with the last word alone on the next.
 * @param text a short line, e.g. "Founder, Ridgeline Running Co."
 * @returns the text with U+00A0 before its last word, e.g. "Founder, Ridgeline Running\u00a0Co."
 */
export function keepLastWordsTogether(text: string): string {
  return text.trimEnd().replace(/ (?=\S+$)/, "\u00a0");
}

const AND_LIST = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/**
 * Joins words as a British English sentence lists them (Intl.ListFormat with the CLDR's en-GB
 * pattern: no comma before "and").
 * @param items the words, in order, e.g. ["Chamonix", "Porto", "Dongguan"]
 * @returns "Chamonix, Porto and Dongguan"; one item alone; "" for none
 */
export function andList(items: readonly string[]): string {
  return AND_LIST.format(items);
}

/** Counts as the site's sentences write them, in words up to twelve ("six quality inspectors"). */
const COUNT_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/**
 * A count as a sentence writes it: in words up to twelve, in digits beyond, as British style
 * guides set numbers in running text (for example the Guardian and Observer style guide).
 * @param count a whole number, 0 or more
 * @returns "no" for 0, "six" for 6, "14" for 14
 */
export function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count);
}
