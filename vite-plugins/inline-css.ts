/**
 * Vite plugin (build only): the site's CSS inlined into every page instead of linked, and split
 * into rules so that each page carries only those it uses (app/lib/page-css.server.ts).
 *
 * A linked stylesheet blocks the first paint for one more request: on a slow mobile link
 * that is several round trips, and the browser downloads it alongside the fonts and module
 * preloads. The whole stylesheet is about 10 KB compressed, so each page carries it in a
 * `<style>` (the CSP allows inline styles, not inline scripts). See docs/performance.md.
 *
 * It rewrites one module, app/styles/site-css.ts (read its comment first):
 * - server build: keeps the stylesheet imports, so Vite and UnoCSS compile and minify the CSS
 *   as usual; `siteCss` becomes the marker each page's rules replace, and `siteCssRules` a
 *   placeholder, replaced by the CSS's rules in `generateBundle`; the CSS file stays in the server
 *   output, where nothing serves it;
 * - browser build: drops the imports, so React Router links no stylesheet, and reads
 *   `siteCss` back from the server-rendered `<style>`, so hydration sees identical markup.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { unescapeCss } from "../app/lib/css-escapes.ts";
import { PAGE_CSS_MARKER } from "../app/lib/page-css-marker.ts";
import { SHORT_CLASS_NAME, shortClassName } from "../app/lib/short-class-names.ts";
import { type CssRules, type PageCssData, splitCssRules } from "./css-rules.ts";

const MODULE = "app/styles/site-css.ts";
/** The icon sprite module, whose imports list the site's icons. */
const ICON_SPRITE_MODULE = "app/lib/icon-sprite.server.ts";
export const RULES_PLACEHOLDER = "__ALPINE_LAST_SITE_CSS_RULES__";
/**
 * Where the server build lists each class name, as the stylesheet writes it and as its short
 * name: `{ "sm:grid": ["sm\\:grid", "Bc"] }`.
 */
export const SHORT_CLASS_NAMES_FILE = "assets/short-class-names.json";

/**
 * Creates the plugin. Register it in vite.config.ts before `reactRouter()`.
 * @returns a build-only Vite plugin
 */
export function inlineCss(): Plugin {
  let file = "";
  let clientAssets = "";
  let iconNames: string[] = [];
  return {
    name: "alpine-last:inline-css",
    apply: "build",
    enforce: "pre",

    configResolved(config) {
      file = path.resolve(config.root, MODULE);
      iconNames = siteIconNames(path.resolve(config.root, ICON_SPRITE_MODULE));
      const clientOut = config.environments?.client?.build.outDir;
      if (clientOut) clientAssets = path.resolve(config.root, clientOut, "assets");
    },

    transform: {
      filter: { id: /site-css\.ts$/ },
      handler(code, id) {
        if (path.resolve(id.split("?")[0]) !== file) return;
        const imports = [...code.matchAll(/^import\s+["'][^"']+["'];?\s*$/gm)].map((m) => m[0]);
        const constants = [...code.matchAll(/^export const SITE_CSS_ID = ("[^"]+");$/gm)].map((m) => m[0]);
        if (!imports.length || constants.length !== 1 || !/^export const siteCssRules\b/m.test(code)) {
          this.error(`${MODULE} no longer has the shape this plugin rewrites.`);
        }
        if (this.environment.config.consumer === "client") {
          return {
            code: [
              ...constants,
              `export const siteCss = typeof document === "undefined" ? "" : (document.getElementById(SITE_CSS_ID)?.textContent ?? "");`,
              "export const siteCssRules = null;",
            ].join("\n"),
            map: null,
          };
        }
        return {
          code: [
            ...imports,
            ...constants,
            // The server renders only the marker: each page's rules take its place (entry.server.tsx).
            `export const siteCss = ${JSON.stringify(PAGE_CSS_MARKER)};`,
            // A call the minifier cannot fold: a plain string constant was copied to every place
            // that reads it, and each copy became the whole data (100 KB) in the Worker bundle.
            `export const siteCssRules = JSON.parse(${JSON.stringify(RULES_PLACEHOLDER)});`,
          ].join("\n"),
          map: null,
        };
      },
    },

    generateBundle(_options, bundle) {
      if (this.environment.config.consumer === "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.code.includes(RULES_PLACEHOLDER)) continue;
        const cssFiles = [...(chunk.viteMetadata?.importedCss ?? [])];
        const css = cssFiles
          .map((name) => {
            const asset = bundle[name];
            return asset?.type === "asset" ? String(asset.source) : "";
          })
          .join("\n");
        if (!css) this.error(`No compiled CSS found for ${MODULE} in ${chunk.fileName}.`);
        if (/<\/style/i.test(css)) this.error("The site CSS contains </style and cannot be inlined.");
        const sheet = splitCssRules(css);
        const taken = sheet.classes.find(([name]) => SHORT_CLASS_NAME.test(name));
        if (taken)
          this.error(`The class name "${taken[0]}" has the form of a short class name; write it in lower case.`);
        const data: PageCssData = { ...sheet, scripts: scriptNames(clientAssets, sheet, iconNames) };
        try {
          chunk.code = inlineRulesData(chunk.code, data);
        } catch (error) {
          this.error(`${chunk.fileName}: ${(error as Error).message}`);
        }
        // The CSS file stays in the server output, which nothing serves: the Chromium suite compares
        // each page's cut of it with the whole (tests/e2e/page-css.test.ts), and finds elements by
        // class through the short names listed beside it (tests/e2e/support.ts).
        chunk.viteMetadata?.importedCss.clear();
        this.emitFile({
          type: "asset",
          fileName: SHORT_CLASS_NAMES_FILE,
          source: JSON.stringify(
            Object.fromEntries(
              sheet.classes.map((written, number) => [unescapeCss(written), [written, shortClassName(number)]]),
            ),
          ),
        });
      }
    },
  };
}

/**
 * The classes and icons each browser script can render: for every JavaScript file of the client
 * build, the class names of the stylesheet and the site's icon names that appear in it or in a
 * file it imports, statically or dynamically. A page that hydrates needs their rules and their icon symbols as
 * well as those of its server-rendered HTML.
 * @param assetsDir the client build's assets folder (built before the server build)
 * @param sheet the split stylesheet, whose rule keys are the class names looked for
 * @param icons the site's icon names ({@link siteIconNames})
 * @returns class and icon names by script URL (`/assets/<file>.js`); empty when there is no client build
 */
function scriptNames(assetsDir: string, sheet: CssRules, icons: readonly string[]): Record<string, string[]> {
  if (!assetsDir || !existsSync(assetsDir)) return {};
  const known = new Set([...sheet.rules.flatMap(([keys]) => keys), ...icons]);
  const files = readdirSync(assetsDir).filter((name) => name.endsWith(".js"));
  const own = new Map<string, Set<string>>();
  const imports = new Map<string, string[]>();
  for (const name of files) {
    const code = readFileSync(path.join(assetsDir, name), "utf8");
    own.set(name, new Set(code.split(/[\s"'`]+/).filter((token) => known.has(token))));
    imports.set(
      name,
      // Static imports, and dynamic ones (``import(`./toast-stack-x.js`)``, in any quote): what a chunk loads
      // later (the toasts, on the first focus of a form) renders on the same page.
      [...code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]),
    );
  }
  const out: Record<string, string[]> = {};
  for (const name of files) {
    const seen = new Set<string>();
    const classes = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const c of own.get(file) ?? []) classes.add(c);
      for (const next of imports.get(file) ?? []) visit(next);
    };
    visit(name);
    if (classes.size) out[`/assets/${name}`] = [...classes].sort();
  }
  return out;
}

/**
 * The site's icon names, as the icon sprite module imports them (`~icons/lucide/<name>`).
 * Only these are looked for in the scripts: the whole Lucide set holds everyday words ("x",
 * "check", "link", "type") that every framework script contains.
 * @param spriteModule path of app/lib/icon-sprite.server.ts
 * @returns icon names, e.g. `["arrow-left", "box", …]`
 * @throws Error when the module names no icon (it moved, or its imports changed form)
 */
function siteIconNames(spriteModule: string): string[] {
  const names = [...readFileSync(spriteModule, "utf8").matchAll(/~icons\/lucide\/([a-z0-9-]+)["']/g)].map((m) => m[1]);
  if (names.length === 0) throw new Error(`No ~icons/lucide/<name> import found in ${spriteModule}.`);
  return names;
}

/**
 * Puts the page-CSS data into a built server chunk, in place of the site-CSS module's
 * `JSON.parse("<placeholder>")` call, as an object literal. Once the minifier has run nothing
 * copies it, and a literal spares the backslash before every quote of a JSON string (about 0.7 KB
 * of the compressed Worker). JSON is valid JavaScript (ECMAScript 2019 allows U+2028 and U+2029
 * in strings), and the parentheses keep the literal an expression wherever the call stood.
 * @param code the chunk's minified code; the call may quote the placeholder with ', " or `
 * @param data the data, serialisable as JSON
 * @returns the code with the data in place of the call
 * @throws Error when the call does not appear exactly once (the data would be missing or copied)
 */
export function inlineRulesData(code: string, data: unknown): string {
  const call = new RegExp(`JSON\\.parse\\((["'\`])${RULES_PLACEHOLDER}\\1\\)`, "g");
  const copies = code.match(call)?.length ?? 0;
  if (copies !== 1) throw new Error(`the page-CSS data would appear ${copies} times; expected once.`);
  const literal = `(${JSON.stringify(data)})`;
  return code.replace(call, () => literal);
}
