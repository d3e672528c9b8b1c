/**
 * Vite plugin: one React DOM server renderer in the Worker, not two.
 *
 * Under the `workerd` export condition, `react-dom/server` is React DOM's `server.edge.js`, a
 * CommonJS module that loads and re-exports two renderers: the streaming one
 * (`renderToReadableStream`, `resume`: `cjs/react-dom-server.edge.*.js`) and the legacy one
 * (`renderToString`, `renderToStaticMarkup`: `cjs/react-dom-server-legacy.browser.*.js`). A
 * bundler cannot leave out the unused half of a CommonJS module's exports, so the Worker carried
 * both. The site renders with `renderToReadableStream` alone (app/entry.server.tsx), so a
 * production build of the Worker resolves `react-dom/server` to the streaming renderer's own file.
 * A module that imported `renderToString` would then get `undefined`. The Worker suite runs the
 * Worker unbuilt, so it never sees this override; the Chromium suite, which serves every page
 * from the production build, does, and tests/e2e/worker-bundle.test.ts checks the built Worker
 * for the legacy renderer's names.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** The production build of React DOM's streaming server renderer for edge runtimes, as a path. */
export const EDGE_RENDERER = join(
  dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs",
  "react-dom-server.edge.production.js",
);

/** Creates the plugin; it acts only on production builds of the Worker's (ssr) environment. */
export function edgeRenderer(): Plugin {
  let production = false;
  return {
    name: "alpine-last:edge-renderer",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      production = config.mode === "production";
    },
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(id) {
      return production && id === "react-dom/server" ? EDGE_RENDERER : null;
    },
  };
}
