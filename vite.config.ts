import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import Icons from "unplugin-icons/vite";
import { defineConfig } from "vite";
import { articles } from "./vite-plugins/articles.ts";
import { buildId } from "./vite-plugins/build-id.ts";
import { edgeRenderer } from "./vite-plugins/edge-renderer.ts";
import { inlineCss } from "./vite-plugins/inline-css.ts";
import { islands } from "./vite-plugins/islands.ts";
import { siteUrl } from "./vite-plugins/site-url.ts";

/** `~/…` resolves to app/ (tsconfig `paths`). */
export const appAlias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Local KV lives in .wrangler/state; WORKER_STATE_DIR gives a run its own (the Chromium suite does).
      persistState: process.env.WORKER_STATE_DIR ? { path: process.env.WORKER_STATE_DIR } : true,
      // A scripted stack (tests, bench, shots) opens no debugger: two stacks starting at once could
      // both find the default inspector port free, and the second would fail to bind it.
      inspectorPort: process.env.WORKER_STATE_DIR ? false : undefined,
    }),
    UnoCSS(),
    // Icon glyphs as SVG text for the server's icon sprite (app/lib/icon-sprite.server.ts).
    Icons({ compiler: "raw" }),
    siteUrl(),
    buildId(),
    edgeRenderer(),
    articles(),
    islands(),
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
            // React and React DOM in one chunk, which the /contact island imports: the browser finds
            // it from the page's module script (no modulepreload links, docs/performance.md), so one
            // chunk means one request. React Router's own browser modules are built, as its build
            // requires, but no page loads them: documents ship no framework JavaScript and /contact
            // hydrates islands (vite-plugins/islands.ts).
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
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
