/**
 * Rules for the visible text of every rendered page, articles and legal texts included. Only
 * visible text counts; class names, scripts and structured data types are not prose.
 * - The site is written in British English (its og:locale is en_GB): no American spellings.
 * - A number range ("300-500 pairs", "5-7 days") is joined by the site's one range dash, the
 *   non-breaking hyphen (app/lib/typography.ts), so it never breaks across lines and every page
 *   writes it alike.
 * - A compound whose last part is a short word ("sign-off") is joined by the non-breaking hyphen,
 *   so that word never starts a line alone.
 * - A figure keeps its unit on its line ("a 4 mm drop", "45 days"): a no-break space joins them.
 * - Quotation marks and apostrophes are typographic (’ ‘ “ ”), never the typewriter's ' and ";
 *   the article and legal compiler turns those of the markdown sources (vite-plugins/article-source.ts).
 */
import { SELF } from "cloudflare:test";
import nspell from "nspell";
import { describe, expect, it } from "vitest";
import { articles } from "~/lib/articles";
import { allPagePaths } from "~/lib/site-index";
import { keepLastWordsTogether, RANGE_DASH, UNITS } from "~/lib/typography";
// Hunspell dictionaries of the LibreOffice/SCOWL word lists (the dictionary-en and
// dictionary-en-gb packages), read as text: workerd cannot read them from disk.
import usAff from "../../node_modules/dictionary-en/index.aff?raw";
import usDic from "../../node_modules/dictionary-en/index.dic?raw";
import gbAff from "../../node_modules/dictionary-en-gb/index.aff?raw";
import gbDic from "../../node_modules/dictionary-en-gb/index.dic?raw";

/** American spelling (a whole word, any letter case, with its common endings) → British spelling. */
const AMERICAN_TO_BRITISH: [RegExp, string][] = [
  [/\bcolor(s|ed|ing|ful|way|ways)?\b/i, "colour"],
  [/\bcenter(s|ed|ing)?\b/i, "centre"],
  [/\bmold(s|ed|ing|ings)?\b/i, "mould"],
  [/\b(kilo|centi|milli)?meters?\b/i, "metre"],
  [/\blabel(ed|ing)\b/i, "labelled, labelling"],
  [/\bmodel(ed|ing)\b/i, "modelled, modelling"],
  [/\btravel(ed|ing|er|ers)\b/i, "travelled, travelling, traveller"],
  [/\bfiber(s|glass)?\b/i, "fibre"],
  [/\bbehavior(s|al)?\b/i, "behaviour"],
  [/\bfavor(s|ed|ite|ites|able)?\b/i, "favour"],
  [/\bhonor(s|ed)?\b/i, "honour"],
  [/\blabor\b/i, "labour"],
  [/\bgray\b/i, "grey"],
  [/\bdefense\b/i, "defence"],
  [/\bcatalog(s)?\b/i, "catalogue"],
  [/\baluminum\b/i, "aluminium"],
  [/\bfulfill(s|ment)?\b/i, "fulfil, fulfilment"],
  [/\btoward\b/i, "towards"],
  [/\bprogram(s)?\b/i, "programme"],
  [/\bjewelry\b/i, "jewellery"],
  [
    /\b(organi|recogni|reali|maximi|minimi|optimi|customi|speciali|standardi|prioriti|utili|emphasi|apologi|categori|finali|summari|visuali|authori)z(e|es|ed|ing|ation|ations)\b/i,
    "-ise, -isation",
  ],
  [/\banalyz(e|es|ed|ing)\b/i, "analyse"],
];

const american = nspell(usAff, usDic);
const british = nspell(gbAff, gbDic);

/**
 * The American spellings in a text: the words of the list above, and every word the American
 * English dictionary accepts and the British one does not ("beveled", "gray", "analyze"). Words
 * neither knows (names, trade terms) are left alone.
 * @returns "word (British: …)" for each one found: the list's words first, in its order, then
 *   the dictionaries' finds in text order, each with the British dictionary's suggestions
 */
function americanSpellings(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, british] of AMERICAN_TO_BRITISH) {
    const global = new RegExp(pattern.source, "gi");
    for (const m of text.matchAll(global)) found.push(`${m[0]} (British: ${british})`);
  }
  const listed = new Set(found.map((f) => f.slice(0, f.indexOf(" ")).toLowerCase()));
  for (const [word] of text.matchAll(/\p{L}+(?:['’]\p{L}+)*/gu)) {
    if (listed.has(word.toLowerCase()) || !american.correct(word) || british.correct(word)) continue;
    listed.add(word.toLowerCase());
    found.push(`${word} (British: ${british.suggest(word).slice(0, 2).join(", ") || "?"})`);
  }
  return found;
}

/**
 * The visible text of a page: the body without scripts, styles, tags and attributes.
 * @param keepSpaces true to keep its spaces as written (a no-break space stays one); by default every
 *   run of white space, no-break spaces included, becomes one space
 */
function visibleText(html: string, keepSpaces = false): string {
  const text = html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
  return keepSpaces ? text : text.replace(/\s+/g, " ");
}

/** Text a visitor can read without seeing the page: titles, descriptions and image alternatives. */
function headText(html: string): string {
  const head = html.slice(0, html.indexOf("</head>"));
  const values = [...head.matchAll(/<(?:title)>([^<]*)<|content="([^"]*)"/g)].map((m) => m[1] ?? m[2]);
  const alts = [...html.matchAll(/\b(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1]);
  return [...values, ...alts].join(" ");
}

const paths = [...allPagePaths(articles.map((a) => a.slug)), "/this-trail-does-not-exist"];

describe("British English", () => {
  it("the scan finds a seeded American spelling", () => {
    expect(americanSpellings("Moulded in the centre of the colour lab")).toEqual([]);
    expect(americanSpellings("Molded at our design center in every color, labeled in kilometers")).toEqual([
      "color (British: colour)",
      "center (British: centre)",
      "Molded (British: mould)",
      "kilometers (British: metre)",
      "labeled (British: labelled, labelling)",
    ]);
    // Words the list does not name, found by the dictionaries.
    expect(americanSpellings("A beveled heel in gray rubber, vulcanized")).toEqual([
      "gray (British: grey)",
      "beveled (British: bevelled)",
      "vulcanized (British: vulcanised)",
    ]);
  });

  it.each(paths)("%s has no American spellings", async (path) => {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    expect(americanSpellings(`${visibleText(html)} ${headText(html)}`)).toEqual([]);
  });
});

/**
 * The number ranges in a text joined by anything but {@link RANGE_DASH}: a hyphen, an en or em
 * dash, a figure dash, with or without spaces. Dates (2026-11-12) are not ranges.
 * @returns each offending range with a few characters of context
 */
function rangesNotWhole(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(\d[\d,.]*%?)(\s?[-\u2010\u2012\u2013\u2014]\s?|\s\u2011\s?|\u2011\s)(\d[\d,.]*)/g)) {
    if (/^\d{4}$/.test(m[1]) && /^\d{2}$/.test(m[3]) && m[2] === "-") continue;
    found.push(text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 10).trim());
  }
  return found;
}

describe("Number ranges", () => {
  it("the scan finds a range joined by a hyphen or an en dash, and accepts the range dash", () => {
    expect(rangesNotWhole(`300${RANGE_DASH}500 pairs, published 2026-11-12, 4${RANGE_DASH}8 mm`)).toEqual([]);
    expect(rangesNotWhole("300-500 pairs in 30 – 45 days").length).toBe(2);
  });

  it.each(paths)("%s writes every number range with the range dash", async (path) => {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    expect(rangesNotWhole(visibleText(html))).toEqual([]);
  });
});

/**
 * The compounds of a text that a line may break at a hyphen before a last part of one to three
 * letters ("sign-|off"), each with a few characters of context.
 */
function shortCompoundsApart(text: string): string[] {
  // An address printed as text ("alpine-last.example/blog/…") is copied as written.
  const words = text.replace(/\S*\/\S*/g, " ");
  return [...words.matchAll(/\p{L}{2}[-\u2010](?=\p{L}{1,3}(?![\p{L}\d-]))/gu)].map((m) =>
    words.slice(Math.max(0, m.index - 20), m.index + 10).trim(),
  );
}

describe("Short compounds", () => {
  it("the scan finds a breakable hyphen before a short last part and accepts the non-breaking one", () => {
    expect(shortCompoundsApart(`42 days from sign${RANGE_DASH}off, an e-mail, a pre-production sample`)).toEqual([]);
    expect(shortCompoundsApart("from sign-off to a lace-up shoe")).toHaveLength(2);
  });

  it.each(paths)("%s never breaks a compound before a short last part", async (path) => {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    // Text in a drawing is left out: SVG text never wraps.
    expect(shortCompoundsApart(visibleText(html.replace(/<svg\b[\s\S]*?<\/svg>/g, " ")))).toEqual([]);
  });
});

/**
 * The figures in a text followed by their unit across a breakable space (a space, a tab, a line
 * break), e.g. "4 mm" written with a plain space: a line may break between the two.
 * @returns each one with a few characters of context
 */
function unitsApart(text: string): string[] {
  const unit = new RegExp(`\\d%?[ \\t\\n]+(${UNITS.join("|")})(?![\\p{L}\\d])`, "gu");
  return [...text.matchAll(unit)].map((m) => text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 5).trim());
}

describe("Figures and units", () => {
  it("the scan finds a figure parted from its unit and accepts a no-break space", () => {
    expect(unitsApart("a 4\u00a0mm drop in 45\u00a0days, 2 styles")).toEqual([]);
    expect(unitsApart("a 4 mm drop in 45\ndays")).toHaveLength(2);
  });

  it.each(paths)("%s keeps every figure on the line of its unit", async (path) => {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    // Text in a drawing is left out: SVG text never wraps.
    expect(unitsApart(visibleText(html.replace(/<svg\b[\s\S]*?<\/svg>/g, " "), true))).toEqual([]);
  });
});

/**
 * The straight quotation marks and apostrophes in a text (' and "), each with a few characters
 * of context. Code (`<code>`, `<pre>`) is left out of the text beforehand: it is written as typed.
 */
function straightQuotes(text: string): string[] {
  return [...text.matchAll(/['"]/g)].map((m) => text.slice(Math.max(0, m.index - 20), m.index + 10).trim());
}

describe("Quotation marks", () => {
  it("the scan finds a straight quote or apostrophe and accepts typographic ones", () => {
    expect(straightQuotes("Europe’s trail running scene, “per style” and ‘per colourway’")).toEqual([]);
    expect(straightQuotes(`Europe's trail, "per style"`)).toHaveLength(3);
  });

  it.each(paths)("%s writes quotes and apostrophes as typographic ones", async (path) => {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    const prose = html.replace(/<(code|pre)\b[\s\S]*?<\/\1>/g, " ");
    expect(straightQuotes(visibleText(prose))).toEqual([]);
  });
});

describe("Credits", () => {
  it("keepLastWordsTogether joins only the last word to the one before it", () => {
    expect(keepLastWordsTogether("Founder, Ridgeline Running Co.")).toBe("Founder, Ridgeline Running\u00a0Co.");
    expect(keepLastWordsTogether("Founder")).toBe("Founder");
  });

  it("a client's credit never leaves its last word alone on a line (Home, Contact)", async () => {
    for (const path of ["/", "/contact"]) {
      const html = await (await SELF.fetch(`http://localhost${path}`)).text();
      const credits = [...html.matchAll(/<figcaption[^>]*>[\s\S]*?<\/figcaption>/g)].map((m) => m[0]);
      const roles = credits.filter((c) => c.includes(" · ")).map((c) => c.replace(/<[^>]+>/g, ""));
      expect(roles.length, path).toBeGreaterThan(0);
      for (const role of roles) expect(role, path).toMatch(/\u00a0\S+\s*$/);
    }
  });
});
