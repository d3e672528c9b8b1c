/**
 * Vite plugin (build only): the site's CSS inlined into every page instead of linked.
 *
 * A linked stylesheet blocks the first paint for one more request: on a slow mobile link
 * that is several round trips, and the browser downloads it alongside the fonts and module
 * preloads. The whole stylesheet is about 10 KB compressed, so each page carries it in a
 * `<style>` (the CSP allows inline styles, not inline scripts). See docs/performance.md.
 *
 * It rewrites one module, app/styles/site-css.ts (read its comment first):
 * - server build: keeps the stylesheet imports, so Vite and UnoCSS compile and minify the CSS
 *   as usual; `siteCss` becomes a placeholder, replaced by that CSS in `generateBundle`, and
 *   the CSS file, which nothing would serve, is dropped from the server output;
 * - browser build: drops the imports, so React Router links no stylesheet, and reads
 *   `siteCss` back from the server-rendered `<style>`, so hydration sees identical markup.
 */
import path from "node:path";
import type { Plugin } from "vite";

const MODULE = "app/styles/site-css.ts";
const PLACEHOLDER = "__ALPINE_LAST_INLINE_SITE_CSS__";

/**
 * Creates the plugin. Register it in vite.config.ts before `reactRouter()`.
 * @returns a build-only Vite plugin
 */
export function inlineCss(): Plugin {
  let file = "";
  return {
    name: "alpine-last:inline-css",
    apply: "build",
    enforce: "pre",

    configResolved(config) {
      file = path.resolve(config.root, MODULE);
    },

    transform: {
      filter: { id: /site-css\.ts$/ },
      handler(code, id) {
        if (path.resolve(id.split("?")[0]) !== file) return;
        const imports = [...code.matchAll(/^import\s+["'][^"']+["'];?\s*$/gm)].map((m) => m[0]);
        const idMatch = code.match(/export const SITE_CSS_ID = ("[^"]+")/);
        if (!imports.length || !idMatch) this.error(`${MODULE} no longer has the shape this plugin rewrites.`);
        const idLine = `export const SITE_CSS_ID = ${idMatch[1]};`;
        if (this.environment.config.consumer === "client") {
          return {
            code: [
              idLine,
              `export const siteCss = typeof document === "undefined" ? "" : (document.getElementById(SITE_CSS_ID)?.textContent ?? "");`,
            ].join("\n"),
            map: null,
          };
        }
        return {
          code: [...imports, idLine, `export const siteCss = ${JSON.stringify(PLACEHOLDER)};`].join("\n"),
          map: null,
        };
      },
    },

    generateBundle(_options, bundle) {
      if (this.environment.config.consumer === "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.code.includes(PLACEHOLDER)) continue;
        const cssFiles = [...(chunk.viteMetadata?.importedCss ?? [])];
        const css = cssFiles
          .map((name) => {
            const asset = bundle[name];
            return asset?.type === "asset" ? String(asset.source) : "";
          })
          .join("\n");
        if (!css) this.error(`No compiled CSS found for ${MODULE} in ${chunk.fileName}.`);
        if (/<\/style/i.test(css)) this.error("The site CSS contains </style and cannot be inlined.");
        chunk.code = chunk.code.replace(new RegExp(`(["'\`])${PLACEHOLDER}\\1`, "g"), () => JSON.stringify(css));
        for (const name of cssFiles) delete bundle[name];
        chunk.viteMetadata?.importedCss.clear();
      }
    },
  };
}
