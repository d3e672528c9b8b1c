/**
 * Each page carries only the CSS rules its HTML uses (app/lib/page-css.server.ts). The cut must
 * never change the look: on every page, every rule of the whole stylesheet that the page left out
 * matches no element of the page, in any state and at any width (its selector is tried with the
 * state pseudo-classes such as `:hover` and the pseudo-elements taken off, and whatever @media
 * it sits in; a pseudo-element drawn only in some input types, such as `::-webkit-inner-spin-button`,
 * is tried as those inputs), and the rules the page kept are in the whole sheet's order. Both are checked
 * selector by selector, since a page keeps only the selectors of a list that can match on it. The whole stylesheet is
 * the one the production build compiled, kept beside the server bundle, with the short names the
 * page writes in place of the class names (the build lists them beside it): a page that does not
 * hydrate writes every class of the stylesheet by its short name, except those its inline scripts
 * name, and /contact, which hydrates, writes every class by name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PSEUDO_ELEMENT_INPUT_TYPES } from "../../app/lib/page-css.server";
import { renameClasses } from "../../vite-plugins/css-rules";
import { ALL_PAGES, browserForFile, MOBILE, shortClassNames } from "./support";

const session = browserForFile();

/** The id of the page's <style> (SITE_CSS_ID in app/styles/site-css.ts, which imports CSS and cannot load here). */
const SITE_CSS_ID = "site-css";

/** The stylesheet the build compiled for the whole site. */
function wholeStylesheet(): string {
  const dir = new URL("../../build/server/assets/", import.meta.url);
  const files = readdirSync(dir).filter((name) => name.endsWith(".css"));
  expect(files, "the build keeps exactly one compiled stylesheet beside the server bundle").toHaveLength(1);
  return readFileSync(new URL(files[0], dir), "utf8");
}

describe("each page's own CSS", () => {
  const whole = wholeStylesheet();

  it.each(ALL_PAGES)("%s (%s) leaves out only rules that match nothing on it", async (_name, path) => {
    const { page } = await session.visitor({ viewport: MOBILE, javaScriptEnabled: false });
    await page.goto(path);
    const { tokens, scriptText, hydrates } = await page.evaluate(() => ({
      tokens: [...new Set([...document.querySelectorAll("[class]")].flatMap((el) => [...el.classList]))],
      scriptText: [...document.scripts].map((script) => script.textContent).join("\n"),
      // As the server tells (app/lib/page-css.server.ts): the page names a module script of the build.
      hydrates: /\/assets\/[\w.-]+\.js/.test(document.documentElement.outerHTML),
    }));
    const names = shortClassNames();
    const shortNames = new Set(Object.values(names).map(([, short]) => short));
    const byName = tokens.filter((token) => token in names);
    const byShortName = tokens.filter((token) => shortNames.has(token));
    if (hydrates) expect(byShortName, "a page that hydrates writes class names").toEqual([]);
    else {
      expect(byShortName.length, "the page writes short class names").toBeGreaterThan(20);
      const quoted = (token: string) => new RegExp(`["'\`]${token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["'\`]`);
      const unnamed = byName.filter((token) => !quoted(token).test(scriptText));
      expect(unnamed, "long class names on a page that does not hydrate, no script naming them").toEqual([]);
    }
    // The whole sheet as this page writes it: a class whose short name is on the page by that
    // name, every other class by its own name.
    const onPage = new Set(tokens);
    const wholeAsWritten = renameClasses(whole, (name) => (onPage.has(names[name]?.[1] ?? "") ? names[name][1] : name));
    const result = await page.evaluate(
      ([id, wholeCss, drawnIn]) => {
        /** A selector list split at its top-level commas (`:is(.a, .b)` stays whole). */
        const list = (selectorText: string): string[] => {
          const parts: string[] = [];
          let depth = 0;
          let start = 0;
          for (let i = 0; i < selectorText.length; i++) {
            const c = selectorText[i];
            if (c === "\\") i++;
            else if (c === "(" || c === "[") depth++;
            else if (c === ")" || c === "]") depth--;
            else if (c === "," && depth === 0) {
              parts.push(selectorText.slice(start, i).trim());
              start = i + 1;
            }
          }
          parts.push(selectorText.slice(start).trim());
          return parts;
        };
        /**
         * Every selector of every style rule of a sheet, inside at-rules too, in order: a page may
         * keep some selectors of a rule's list and leave out the others.
         */
        const selectors = (sheet: CSSStyleSheet, defaults?: Map<number, string[]>): string[] => {
          const out: string[] = [];
          const walk = (rules: CSSRuleList) => {
            for (const rule of Array.from(rules)) {
              if (rule instanceof CSSStyleRule) {
                // A rule that only gives custom properties their defaults (`*,:before{--un-x:0}`).
                const names = Array.from(rule.style);
                if (defaults && names.length > 0 && names.every((name) => name.startsWith("--")))
                  for (let i = 0; i < list(rule.selectorText).length; i++) defaults.set(out.length + i, names);
                out.push(...list(rule.selectorText));
              } else if ("cssRules" in rule && !(rule instanceof CSSKeyframesRule))
                walk((rule as CSSGroupingRule).cssRules);
            }
          };
          walk(sheet.cssRules);
          return out;
        };
        const own = document.getElementById(id as string) as HTMLStyleElement | null;
        const wholeSheet = new CSSStyleSheet();
        wholeSheet.replaceSync(wholeCss as string);
        const defaults = new Map<number, string[]>();
        const all = selectors(wholeSheet, defaults);
        const kept = own?.sheet ? selectors(own.sheet) : [];
        // A defaults rule may be left out where no kept rule reads any of its properties.
        const read = new Set([...(own?.textContent ?? "").matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
        // The kept rules, in order, are a subsequence of the whole sheet's.
        let at = 0;
        const outOfOrder: string[] = [];
        const keptIndices = new Set<number>();
        for (const selector of kept) {
          while (at < all.length && all[at] !== selector) at++;
          if (at === all.length) outOfOrder.push(selector);
          else keptIndices.add(at++);
        }
        const STATE =
          /::?(?:hover|focus-visible|focus-within|focus|active|visited|target|checked|placeholder-shown|before|after|placeholder|marker|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/g;
        const matching: string[] = [];
        all.forEach((selector, index) => {
          if (keptIndices.has(index)) return;
          if (defaults.get(index)?.every((name) => !read.has(name))) return;
          const types = (drawnIn as Record<string, readonly string[]>)[selector];
          const bare = types
            ? types.map((type) => `input[type="${type}" i]`).join(",")
            : selector.replace(STATE, "").replace(/(^|[\s,>+~(])(?=[,)]|$)/g, "$1*");
          let found = false;
          try {
            found = document.querySelector(bare) !== null;
          } catch {
            found = true; // a selector the check cannot try is reported, not skipped
          }
          if (found) matching.push(selector);
        });
        return { total: all.length, kept: kept.length, outOfOrder, matching };
      },
      [SITE_CSS_ID, wholeAsWritten, PSEUDO_ELEMENT_INPUT_TYPES] as const,
    );
    expect(result.kept, "the page has its own CSS").toBeGreaterThan(50);
    expect(result.kept, "the page's CSS is a cut of the whole sheet").toBeLessThan(result.total);
    expect(result.outOfOrder, "kept rules the whole sheet does not have in this order").toEqual([]);
    expect(result.matching, "left-out rules that match an element of the page").toEqual([]);
  });
});
