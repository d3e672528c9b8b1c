import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { articles } from "./vite-plugins/articles";
import { inlineCss } from "./vite-plugins/inline-css";

/** `~/…` resolves to app/ (tsconfig `paths`). */
export const appAlias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), UnoCSS(), articles(), inlineCss(), reactRouter()],
  resolve: { alias: appAlias },
  // The Worker bundle is minified too: smaller uploads and faster cold starts.
  environments: { ssr: { build: { minify: true } } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
