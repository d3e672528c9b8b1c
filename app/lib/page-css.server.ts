/**
 * Each page carries only the CSS its own HTML can use.
 *
 * The whole stylesheet is about 60 KB (9 KB compressed); a page uses a third to a half of it.
 * Every byte of the document sits in front of the first paint, and on a slow mobile link the
 * first round trip carries about 14 KB (TCP's initial congestion window of ten segments,
 * RFC 6928): past that, the page waits a round trip more. So the server renders the page, reads
 * the class names in it, and inlines only the rules that name one of them, plus the rules that
 * name no class (vite-plugins/css-rules.ts splits the sheet at build time).
 *
 * A page that hydrates also gets the rules of every class its scripts can render: React may show
 * states there (field errors, a toast, the confirmation panel) that the server-rendered HTML does
 * not.
 *
 * A page that does not hydrate writes short class names (`A`, `Bx`; app/lib/short-class-names.ts)
 * in its class attributes and in its CSS, in place of UnoCSS's long ones (`max-lg:col-start-1`):
 * 1.3-1.5 kB less per page as received, which brings every page but the articles inside the first
 * round trip (decision record 0023). A class that an inline script names keeps its name, since the
 * script adds or looks for it as written. A page that hydrates keeps every name: React compares
 * the server's markup with its own, and adds classes of its own later.
 */
import type { CssRule, CssRules, PageCssData } from "../../vite-plugins/css-rules";
import { unescapeCss } from "./css-escapes";
import { PAGE_CSS_MARKER } from "./page-css-marker";
import { shortClassName } from "./short-class-names";

/**
 * The class names an HTML document uses: every token of every `class` attribute, and the
 * quoted identifier-like strings of its inline scripts, in any quote style (a script may add a
 * class, e.g. `"invisible"`).
 * @param html a complete document as React renders it (attributes double-quoted, entities escaped)
 * @param scriptWords its inline scripts' words, when already read ({@link scriptWordsIn})
 * @returns the set of class names
 */
export function classesIn(html: string, scriptWords: ReadonlySet<string> = scriptWordsIn(html)): Set<string> {
  const classes = new Set(scriptWords);
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const token of decodeEntities(match[2]).split(/\s+/)) if (token) classes.add(token);
  }
  return classes;
}

/** A class attribute as React writes it: the text before its value, and the value. */
const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/g;

/**
 * The quoted identifier-like strings of a document's inline scripts, in any quote style: the
 * production build minifies inline scripts, and their strings may use backticks.
 * @param html a complete document
 * @returns the strings, e.g. `invisible`, `click`
 */
export function scriptWordsIn(html: string): Set<string> {
  const words = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const word of match[1].matchAll(/["'`]([\w:-]+)["'`]/g)) words.add(word[1]);
  }
  return words;
}

/** The names of a stylesheet's classes, by number, and their numbers, by name: worked out once per stylesheet. */
const classIndex = new WeakMap<CssRules, { names: readonly string[]; numbers: ReadonlyMap<string, number> }>();

function indexOf(sheet: CssRules) {
  let index = classIndex.get(sheet);
  if (!index) {
    const names = sheet.classes.map(unescapeCss);
    index = { names, numbers: new Map(names.map((name, number) => [name, number])) };
    classIndex.set(sheet, index);
  }
  return index;
}

/**
 * A document with short class names in its class attributes: every class of the stylesheet
 * becomes its short name, except those its inline scripts name; a class the stylesheet does not
 * have stays as it is.
 * @param html a complete document
 * @param sheet the split stylesheet, whose class numbers give the short names
 * @param kept the names written as they are: its inline scripts' words ({@link scriptWordsIn})
 * @returns the document, and the names that were shortened (for {@link cssFor})
 */
export function shortenClassNames(
  html: string,
  sheet: CssRules,
  kept: ReadonlySet<string> = scriptWordsIn(html),
): { html: string; shortened: Set<string> } {
  const { numbers } = indexOf(sheet);
  const shortened = new Set<string>();
  const out = html.replace(CLASS_ATTRIBUTE, (_, before: string, value: string) => {
    const tokens = value.split(/\s+/).filter(Boolean);
    const written = tokens.map((token) => {
      const name = decodeEntities(token);
      const number = kept.has(name) ? undefined : numbers.get(name);
      if (number === undefined) return token;
      shortened.add(name);
      return shortClassName(number);
    });
    return `${before}${written.join(" ")}"`;
  });
  return { html: out, shortened };
}

/**
 * The element names a document uses.
 * @param html a complete document
 * @returns lower-case tag names, e.g. `html`, `svg`, `path`
 */
export function tagsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-z][a-z0-9-]*)/g)].map((match) => match[1]));
}

/**
 * The `type` attribute values of a document's elements, and `text` for an `<input>` without one
 * (its default). `[type=submit]` matches a button as well as an input, so every element counts.
 * @param html a complete document
 * @returns lower-case values, e.g. `text`, `email`, `submit`, `application/ld+json`
 */
export function typesIn(html: string): Set<string> {
  const types = new Set<string>();
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/g)) {
    const type = /\stype="([^"]*)"/.exec(tag)?.[1];
    if (type !== undefined) types.add(type.toLowerCase());
    else if (tag.startsWith("<input")) types.add("text");
  }
  return types;
}

/**
 * The input types that the reset's pseudo-elements style: WebKit and Blink draw spin buttons on
 * number and date-time fields, a decoration on search fields and a button on file fields
 * (MDN, "Non-standard pseudo-elements").
 */
export const PSEUDO_ELEMENT_INPUT_TYPES: Readonly<Record<string, readonly string[]>> = {
  "::-webkit-inner-spin-button": ["number", "date", "datetime-local", "month", "time", "week"],
  "::-webkit-outer-spin-button": ["number", "date", "datetime-local", "month", "time", "week"],
  "::-webkit-search-decoration": ["search"],
  "::-webkit-search-cancel-button": ["search"],
  "::-webkit-file-upload-button": ["file"],
  "::file-selector-button": ["file"],
};

/**
 * Whether a rule that names no class can match nothing on the page: every selector of its list
 * - starts with an element name the page does not use (`abbr:where([title])`, `sub,sup`,
 *   `textarea`),
 * - or styles an input type the page does not have: `[type=search]`, or a pseudo-element drawn
 *   only in some input types (`::-webkit-inner-spin-button`, `::-webkit-file-upload-button`).
 *
 * A selector that starts otherwise (`*`, `:host`, `[hidden]`, `::placeholder`) may match
 * anything, so its rule stays.
 */
function matchesNoElement(ruleText: string, page: PageElements): boolean {
  const selectors = ruleText.slice(0, ruleText.indexOf("{")).split(",");
  return selectors.every((raw) => {
    const selector = raw.trim();
    const tag = /^([a-z][a-z0-9-]*)/.exec(selector)?.[1];
    if (tag !== undefined) return !page.tags.has(tag);
    const type = /^\[type=["']?([\w-]+)["']?\]/.exec(selector)?.[1];
    if (type !== undefined) return !page.types.has(type.toLowerCase());
    const drawnIn = PSEUDO_ELEMENT_INPUT_TYPES[/^::[\w-]+/.exec(selector)?.[0] ?? ""];
    return drawnIn !== undefined && !drawnIn.some((t) => page.types.has(t));
  });
}

/** What the element rules of a page can match: its element names and its `type` values. */
export type PageElements = { readonly tags: ReadonlySet<string>; readonly types: ReadonlySet<string> };

/**
 * The CSS for a set of classes: the stylesheet's rules in their order, without those that name
 * only classes outside the set, and, given the page's element names, without the rules for
 * elements and input types it does not have (the reset's `sub`, `code`, `progress`,
 * `[type=search]`…). A kept rule with a
 * selector list keeps only the selectors whose classes are all in the set, and a `@keyframes`
 * rule stays only where a kept rule names its animation.
 * @param sheet the split stylesheet
 * @param classes the classes on the page ({@link classesIn})
 * @param page the page's element names and `type` values ({@link tagsIn}, {@link typesIn});
 *   omitted, every rule without a class stays
 * @param shortened the classes written with their short names ({@link shortenClassNames});
 *   omitted, every class keeps its name
 * @returns CSS text, at-rules reopened around each run of rules that share one
 */
export function cssFor(
  sheet: CssRules,
  classes: ReadonlySet<string>,
  page?: PageElements,
  shortened: ReadonlySet<string> = new Set(),
): string {
  const matching = sheet.rules.filter(([keys, , text]) =>
    keys.length === 0 ? !(page && matchesNoElement(text, page)) : keys.some((key) => classes.has(key)),
  );
  const animations = animationsNamed(matching);
  const kept = matching.filter(([, , text]) => {
    const name = KEYFRAMES.exec(text)?.[1];
    return name === undefined || animations.has(name);
  });
  const read = propertiesRead(kept);
  let css = "";
  let open = -1;
  for (const [, wrapper, text, defaults, list] of kept) {
    let rule = text;
    if (list) {
      const [selectors, body] = list;
      const onPage = selectors.filter(([, keys]) => keys.every((key) => classes.has(key)));
      // `.a.b,.c` is kept for a page with `a` alone, yet none of its selectors can match there.
      if (onPage.length === 0) continue;
      rule = `${onPage.map(([selector]) => selector).join(",")}${body}`;
    }
    if (defaults) {
      const used = defaults.filter(([name]) => read.has(name));
      if (used.length === 0) continue;
      rule = `${text}{${used.map(([, declaration]) => declaration).join(";")}}`;
    }
    if (wrapper !== open) {
      if (open >= 0) css += closing(sheet.wrappers[open]);
      if (wrapper >= 0) css += sheet.wrappers[wrapper];
      open = wrapper;
    }
    css += rule;
  }
  if (open >= 0) css += closing(sheet.wrappers[open]);
  // The rules write each class selector as a numbered mark (vite-plugins/css-rules.ts).
  const { names } = indexOf(sheet);
  return css.replace(/\.\{(\d+)\}/g, (_, n: string) => {
    const number = Number(n);
    return `.${shortened.has(names[number]) ? shortClassName(number) : sheet.classes[number]}`;
  });
}

/** The name of a `@keyframes` rule. */
const KEYFRAMES = /^@(?:-webkit-)?keyframes\s+([\w-]+)/;

/**
 * The animation names that rules use (`animation: toast-in .2s`, `animation-name: x`): a
 * `@keyframes` rule that none of them names is left out. Every identifier of the declaration
 * counts, which over-approximates (`ease-out` is no keyframes name) and never drops one in use.
 */
function animationsNamed(rules: readonly CssRule[]): Set<string> {
  const names = new Set<string>();
  for (const [, , text] of rules) {
    if (KEYFRAMES.test(text)) continue;
    // No capture group: the production build's minifier drops this one's parentheses.
    for (const [declaration] of text.matchAll(/animation(?:-name)?\s*:[^;}]*/g)) {
      for (const [word] of declaration.slice(declaration.indexOf(":") + 1).matchAll(/[\w-]+/g)) names.add(word);
    }
  }
  return names;
}

/** The custom properties that rules read with `var()`, defaults that read others included. */
function propertiesRead(rules: readonly CssRule[]): Set<string> {
  const read = new Set<string>();
  const scan = (text: string) => {
    for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]);
  };
  for (const [, , text, defaults] of rules) if (!defaults) scan(text);
  // A default may itself read another property (`--un-ring-shadow:0 0 #0000` reads none, but may).
  let size = -1;
  while (size !== read.size) {
    size = read.size;
    for (const [, , , defaults] of rules)
      for (const [name, declaration] of defaults ?? []) if (read.has(name)) scan(declaration);
  }
  return read;
}

/**
 * What a document's module scripts can render after hydration.
 * @param html the whole document; its scripts are the `/assets/<file>.js` URLs it names
 * @param scripts class and icon names by script URL, as the build records them
 *   (vite-plugins/inline-css.ts), each script's imports, static and dynamic, included
 * @returns the names of every script the document loads; empty for a page without scripts
 */
export function namesScriptsRender(html: string, scripts: PageCssData["scripts"]): Set<string> {
  const names = new Set<string>();
  for (const [script] of html.matchAll(/\/assets\/[\w.-]+\.js/g)) {
    for (const name of scripts[script] ?? []) names.add(name);
  }
  return names;
}

/**
 * Replaces {@link PAGE_CSS_MARKER} in a rendered document with the CSS the document uses: the
 * rules of the classes in its HTML and of those its module scripts (`/assets/*.js`) can render;
 * on a page without such scripts, only the element rules of the elements it has, short class
 * names ({@link shortenClassNames}) and no text separators ({@link dropTextSeparators}).
 * @param html the whole document
 * @param data the split stylesheet and the classes of each browser script
 * @returns the document with its CSS; unchanged when it holds no marker (the dev server)
 */
export function inlinePageCss(html: string, data: PageCssData): string {
  if (!html.includes(PAGE_CSS_MARKER)) return html;
  // The scripts' words count as classes, and keep their names: read them once.
  const scriptWords = scriptWordsIn(html);
  const classes = classesIn(html, scriptWords);
  const rendered = namesScriptsRender(html, data.scripts);
  for (const name of rendered) classes.add(name);
  // A page whose scripts render may add elements its HTML lacks: it keeps every element rule,
  // and every class name, which its scripts write as they are.
  const hydrates = rendered.size > 0;
  const page = hydrates ? undefined : { tags: tagsIn(html), types: typesIn(html) };
  const { html: document, shortened } = hydrates
    ? { html, shortened: new Set<string>() }
    : shortenClassNames(dropTextSeparators(html), data, scriptWords);
  const at = document.indexOf(PAGE_CSS_MARKER);
  return document.slice(0, at) + cssFor(data, classes, page, shortened) + document.slice(at + PAGE_CSS_MARKER.length);
}

/**
 * Drops the empty comments React's server renderer writes between two adjacent text nodes
 * (`a <!-- -->ISO 9001<!-- --> b`): hydration reads them to split the text again, and a page that
 * does not hydrate shows the same text without them.
 * @param html a rendered document that no script hydrates
 * @returns the document without `<!-- -->`
 */
export function dropTextSeparators(html: string): string {
  return html.replaceAll("<!-- -->", "");
}

function closing(wrapper: string): string {
  return "}".repeat(wrapper.split("{").length - 1);
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "quot" ? '"' : name === "lt" ? "<" : name === "gt" ? ">" : "'",
  );
}
