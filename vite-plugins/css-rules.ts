/**
 * Build time: the site's compiled stylesheet split into rules keyed by the class names they
 * select, so that each page can carry only the rules its own HTML can use
 * (app/lib/page-css.server.ts picks them per page).
 *
 * A rule is kept for a page when one of its keys is a class on that page, or when it has no key
 * at all (element rules of the reset, `:root` custom properties, `@font-face`, `@keyframes`). The
 * keys are an over-approximation by design: keeping a rule that matches nothing costs bytes,
 * dropping one that matches costs the look.
 * - A selector list (`a, .b`) has keys only if every selector in it names a class; a selector
 *   that names none (`a`) can match on any page, so the rule has no keys.
 * - Classes inside `:not(…)` are not keys: `p:not(.x)` matches on a page without `.x`; nor are
 *   those of `:is(…)` or `:where(…)` with alternatives: `:is(p, .x)` matches a `p` alone.
 * - Only the classes of the selector's subject, the element it styles, are keys:
 *   `.group:hover .group-hover\:x` is kept where `group-hover:x` is on the page; `.prose p`,
 *   whose subject names no class, where `prose` is.
 * - A kept rule with a selector list keeps only the selectors whose keys are all on the page:
 *   UnoCSS merges the utilities that set the same declarations into one rule
 *   (`.bg-white,.data-\[tone\=info\]\:bg-white[data-tone=info]{…}`), and a page that uses one of
 *   them need not carry the others. Dropping a selector that cannot match changes nothing else.
 *
 * The order of the rules is the stylesheet's order, so the cascade of a page's CSS is the
 * cascade of the whole sheet with rules left out.
 *
 * Every class selector in a rule's text is written as a numbered mark, `.{3}`: class number 3 of
 * {@link CssRules.classes}. The server writes each mark out as the class name, or as its short
 * name where the page's class attributes carry short names (app/lib/page-css.server.ts, decision
 * record 0023). A `{` cannot follow a `.` in a valid selector, where it would be escaped (`.\{`).
 */
import postcss, { type AtRule, type ChildNode, type Rule } from "postcss";
import { unescapeCss } from "../app/lib/css-escapes";

/**
 * One rule of the stylesheet: the class names that key it (empty: always kept), the index of
 * its at-rule wrapper in {@link CssRules.wrappers} (-1: top level) and its CSS text, with its
 * class selectors as numbered marks (`.{3}`).
 */
export type CssRule = readonly [
  keys: readonly string[],
  wrapper: number,
  text: string,
  /**
   * For a rule that only sets defaults of custom properties (UnoCSS's
   * `*,:before,:after{--un-rotate:0;…}`): `text` is the selector, and these are its declarations
   * as [property name, declaration]. A page keeps the declarations its other rules read.
   */
  defaults?: readonly (readonly [name: string, declaration: string])[] | null,
  /**
   * For a keyed rule whose selector list has more than one selector: each selector with its own
   * keys, and the rule's body (`{…}`), so that a page can keep only the selectors it can match.
   */
  list?: readonly [selectors: readonly (readonly [selector: string, keys: readonly string[]])[], body: string],
];

/**
 * The stylesheet as rules. `wrappers[i]` is the opening text of the at-rules around a rule,
 * e.g. `@media (min-width:640px){`, and its closing braces are one per `{` it opens. `classes[i]`
 * is the class that the mark `.{i}` stands for: its name, and its name as the stylesheet writes
 * it, CSS escapes included (`sm:grid`, `sm\:grid`).
 */
export type CssRules = {
  readonly wrappers: readonly string[];
  readonly rules: readonly CssRule[];
  readonly classes: readonly string[];
};

/**
 * What the server needs to give a page its CSS and its icons: the split stylesheet, and for each
 * browser script of the build (`/assets/<file>.js`) the class names and icon names it can render.
 */
export type PageCssData = CssRules & { readonly scripts: Readonly<Record<string, readonly string[]>> };

/**
 * Splits a stylesheet into rules.
 * @param css a compiled stylesheet (UnoCSS and the site's own CSS, minified or not)
 * @returns its rules in source order, comments dropped, and its class names in the order they
 *   first appear
 * @throws CssSyntaxError (postcss) when the CSS does not parse
 */
export function splitCssRules(css: string): CssRules {
  const wrappers: string[] = [];
  const rules: CssRule[] = [];
  const classes: string[] = [];
  const numbers = new Map<string, number>();
  const mark = (selector: string) =>
    replaceClasses(selector, (name, written) => {
      let number = numbers.get(name);
      if (number === undefined) {
        number = classes.length;
        numbers.set(name, number);
        classes.push(written);
      }
      return `{${number}}`;
    });
  const marked = (rule: Rule) => rule.clone({ selector: mark(rule.selector) });
  const wrapperIndex = (open: string) => {
    if (!open) return -1;
    const found = wrappers.indexOf(open);
    if (found >= 0) return found;
    wrappers.push(open);
    return wrappers.length - 1;
  };

  const visit = (node: ChildNode, open: string) => {
    if (node.type === "comment") return;
    if (node.type === "rule") {
      const keys = selectorKeys(node);
      const declarations = node.nodes.filter((child) => child.type === "decl");
      const onlyDefaults =
        keys.length === 0 &&
        declarations.length > 1 &&
        declarations.length === node.nodes.filter((child) => child.type !== "comment").length &&
        declarations.every((d) => d.prop.startsWith("--"));
      rules.push(
        onlyDefaults
          ? [
              keys,
              wrapperIndex(open),
              mark(node.selector),
              declarations.map((d) => [d.prop, `${d.prop}:${d.value}`] as const),
            ]
          : keys.length > 0 && node.selectors.length > 1
            ? [keys, wrapperIndex(open), toCss(marked(node)), null, selectorList(node, mark)]
            : [keys, wrapperIndex(open), toCss(marked(node))],
      );
      return;
    }
    if (node.type === "atrule" && isConditionalGroup(node) && node.nodes) {
      const inner = `${open}@${node.name} ${node.params}{`;
      for (const child of node.nodes) visit(child, inner);
      return;
    }
    // @font-face, @keyframes, @property, @import…: kept on every page, as written.
    rules.push([[], wrapperIndex(open), toCss(node)]);
  };

  for (const node of postcss.parse(css).nodes) visit(node, "");
  return { wrappers, rules, classes };
}

/** A keyed rule's selectors, marked, each with its own keys, and its body. */
function selectorList(rule: Rule, mark: (selector: string) => string): NonNullable<CssRule[4]> {
  const body = rule.clone({ selector: "" });
  body.raws.before = "";
  body.raws.after = "";
  body.raws.between = "";
  return [rule.selectors.map((selector) => [mark(selector), classKeys(selector)] as const), body.toString()];
}

/** A class selector at a given place (sticky): `.` and the name, CSS escapes included. */
const CLASS_SELECTOR_AT = /\.((?:\\[0-9a-fA-F]{1,6}[ \t]?|\\[^\n0-9a-fA-F]|[\w\u00a0-\uffff-])+)/y;

/**
 * A selector with each class selector rewritten. Attribute selectors are copied as they are:
 * their values may hold dots (`[href$=".pdf"]`).
 * @param selector a selector or selector list
 * @param replace what follows the dot in place of a class: given the class's name and its name as
 *   written (`sm:grid`, `sm\\:grid`), e.g. a numbered mark's `{3}`
 * @returns the selector rewritten
 */
export function replaceClasses(selector: string, replace: (name: string, written: string) => string): string {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") {
      const escaped = escapeAt(selector, i);
      out += escaped;
      i += escaped.length - 1;
    } else if (c === "[") {
      const end = attributeEnd(selector, i);
      out += selector.slice(i, end + 1);
      i = end;
    } else {
      CLASS_SELECTOR_AT.lastIndex = i;
      const found = c === "." ? CLASS_SELECTOR_AT.exec(selector) : null;
      // A name cannot start with a digit unescaped: `12.5%` is a keyframe selector, not a class.
      if (found && !/^-?\d/.test(found[1])) {
        out += `.${replace(unescapeCss(found[1]), found[1])}`;
        i += found[0].length - 1;
      } else out += c;
    }
  }
  return out;
}

/**
 * A whole stylesheet with its class names replaced, e.g. by their short names.
 * @param css a stylesheet
 * @param rename the class to write for a class name (unescaped, e.g. `sm:grid`); return the
 *   name itself to keep it. The result is written as it is, so it must need no CSS escape.
 * @returns the stylesheet, otherwise as postcss writes it back
 * @throws CssSyntaxError (postcss) when the CSS does not parse
 */
export function renameClasses(css: string, rename: (name: string) => string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    rule.selector = replaceClasses(rule.selector, (name, written) => {
      const renamed = rename(name);
      return renamed === name ? written : renamed;
    });
  });
  return root.toString();
}

/** At-rules whose body is a list of rules that apply under a condition. */
function isConditionalGroup(node: AtRule): boolean {
  return ["media", "supports", "layer", "container"].includes(node.name.toLowerCase());
}

function toCss(node: ChildNode): string {
  const clone = node.clone();
  clone.raws.before = "";
  clone.raws.after = "";
  return clone.toString();
}

/**
 * The class names a rule's selector needs, decoded from CSS escapes (`.sm\:grid` → `sm:grid`).
 * @returns the classes; empty when one selector of the list names no class outside `:not()`
 */
export function selectorKeys(rule: Rule): string[] {
  const keys = new Set<string>();
  for (const selector of rule.selectors) {
    const classes = classKeys(selector);
    if (classes.length === 0) return [];
    for (const name of classes) keys.add(name);
  }
  return [...keys];
}

/** The class names one selector (no list) needs: the classes of its subject. */
function classKeys(selector: string): string[] {
  return subjectClasses(withoutAttributes(withoutOptionalGroups(selector)));
}

/**
 * The selector without the pseudo-class arguments whose classes an element need not carry:
 * `:not(…)`, and `:is(…)` or `:where(…)` with alternatives (`:is(p, .x)` matches a `p` without
 * `.x`). A single alternative (`:where(.icon)`) stays, since it is required. Arguments may nest
 * parentheses.
 */
function withoutOptionalGroups(selector: string): string {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    const group = /^:(not|is|where)\(/.exec(selector.slice(i));
    if (group && selector[i - 1] !== "\\") {
      const open = i + group[0].length - 1;
      let depth = 0;
      let alternatives = false;
      let j = open;
      for (; j < selector.length; j++) {
        if (selector[j] === "\\") j++;
        else if (selector[j] === "(") depth++;
        else if (selector[j] === ")" && --depth === 0) break;
        else if (selector[j] === "," && depth === 1) alternatives = true;
      }
      if (group[1] === "not" || alternatives) {
        i = j;
        continue;
      }
    }
    out += selector[i];
    if (selector[i] === "\\" && i + 1 < selector.length) out += selector[++i];
  }
  return out;
}

const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}[ \t]?|\\[^\n0-9a-fA-F]|[\w\u00a0-\uffff-])+)/g;

/**
 * The classes of the selector's subject (its last compound selector), which the matched element
 * itself must carry; when the subject names none (`.prose p`), the classes of the compounds
 * before it. Expects a selector without attribute selectors and `:not()`.
 */
function subjectClasses(selector: string): string[] {
  const compounds = splitCompounds(selector);
  for (let i = compounds.length - 1; i >= 0; i--) {
    const classes = [...compounds[i].matchAll(CLASS_SELECTOR)].map((m) => unescapeCss(m[1]));
    if (classes.length) return classes;
  }
  return [];
}

/** A complex selector split at its combinators (space, `>`, `+`, `~`) outside parentheses. */
function splitCompounds(selector: string): string[] {
  const parts: string[] = [];
  let current = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") {
      const escaped = escapeAt(selector, i);
      current += escaped;
      i += escaped.length - 1;
      continue;
    }
    if (c === "(") depth++;
    else if (c === ")") depth--;
    if (depth === 0 && /[\s>+~]/.test(c)) {
      if (current) parts.push(current);
      current = "";
      continue;
    }
    current += c;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * The selector without its attribute selectors, whose values may hold dots (`[href$=".pdf"]`).
 * Escaped brackets belong to class names (`.text-\[2rem\]`) and stay.
 */
function withoutAttributes(selector: string): string {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") {
      out += c + (selector[i + 1] ?? "");
      i++;
    } else if (c === "[") i = attributeEnd(selector, i);
    else out += c;
  }
  return out;
}

/** The CSS escape that starts at `at` (a backslash): one character, or up to six hex digits and the one space that ends them. */
function escapeAt(selector: string, at: number): string {
  return /^\\(?:[0-9a-fA-F]{1,6}[ \t]?|[\s\S])/.exec(selector.slice(at))?.[0] ?? "\\";
}

/** Where the attribute selector that opens at `at` (`[`) closes: its `]`, skipping quoted values and escapes; the end of the selector if it never closes. */
function attributeEnd(selector: string, at: number): number {
  let i = at + 1;
  for (let quote = ""; i < selector.length; i++) {
    const d = selector[i];
    if (d === "\\") i++;
    else if (quote) quote = d === quote ? "" : quote;
    else if (d === '"' || d === "'") quote = d;
    else if (d === "]") break;
  }
  return i;
}
