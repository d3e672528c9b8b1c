import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig, type Plugin } from "vite";
import { articles } from "./vite-plugins/articles.ts";
import { inlineCss } from "./vite-plugins/inline-css.ts";

/** `~/…` resolves to app/ (tsconfig `paths`). */
export const appAlias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * React Router's plugin starts an inner Vite server for route exports with `envFile: false`,
 * an option Vite deprecated in favour of `envDir: false`. Our plugins run in that server too,
 * so this one rewrites the option to its replacement before Vite reads it: same meaning, no
 * deprecation warning on every start.
 */
function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: "alpine-last:env-dir-instead-of-env-file",
    config(config) {
      const legacy = config as { envFile?: unknown };
      if (legacy.envFile === false) {
        delete legacy.envFile;
        config.envDir = false;
      }
    },
  };
}

export default defineConfig({
  plugins: [
    envDirInsteadOfEnvFile(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    UnoCSS(),
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
            // Few, larger browser chunks: React, React DOM and React Router in one, the components
            // and content shared by several routes in another. The browser finds the modules from
            // the page's module script (no modulepreload links, docs/performance.md), so fewer
            // chunks means fewer requests and a shallower import waterfall.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
                // The toast stack (and Radix with it) stays lazy: it loads on first form focus.
                {
                  name: "shared",
                  test: /[\\/]app[\\/](components|content|lib)[\\/](?!.*toast-stack)/,
                  minShareCount: 2,
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
