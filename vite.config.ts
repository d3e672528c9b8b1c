import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import Icons from "unplugin-icons/vite";
import { defineConfig } from "vite";
import { articles } from "./vite-plugins/articles.ts";
import { buildId } from "./vite-plugins/build-id.ts";
import { inlineCss } from "./vite-plugins/inline-css.ts";
import { siteUrl } from "./vite-plugins/site-url.ts";

/** `~/…` resolves to app/ (tsconfig `paths`). */
export const appAlias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Local KV lives in .wrangler/state; WORKER_STATE_DIR gives a run its own (the Chromium suite does).
      persistState: process.env.WORKER_STATE_DIR ? { path: process.env.WORKER_STATE_DIR } : true,
    }),
    UnoCSS(),
    // Icon glyphs as SVG text for the server's icon sprite (app/lib/icon-sprite.server.ts).
    Icons({ compiler: "raw" }),
    siteUrl(),
    buildId(),
    articles(),
    inlineCss(),
    reactRouter(),
  ],
  resolve: { alias: appAlias },
  environments: {
    // The Worker bundle is minified too: smaller uploads and faster cold starts.
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one chunk: the browser finds the modules from the
            // page's module script (no modulepreload links, docs/performance.md), so one framework
            // chunk means fewer requests and a shallower import waterfall. Only /contact hydrates,
            // so the site's own modules are split as that page needs them, with no shared bundle.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
