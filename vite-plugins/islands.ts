/**
 * Vite plugin: islands, the browser scripts of pages that hydrate a part of themselves instead of
 * the whole document (docs/decisions/0019-contact-page-islands.md).
 *
 * An island is a file `app/islands/<name>.island.tsx`. The plugin
 * - adds each one to the browser build as an entry of its own, next to React Router's: an island
 *   imports React and its own components, never the router, so its page loads no router code;
 * - gives the server their URLs as `virtual:islands` (`islandScripts`, by name): in a build, the
 *   hashed file the browser build wrote (read from the browser build's Vite manifest, which is
 *   complete before the server build starts); on the dev server, a small module that installs
 *   React Router's fast-refresh runtime first (every component module the dev server compiles
 *   checks for it) and then imports the island's source file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ISLANDS_DIR = "app/islands";
const ISLAND_FILE = /^([a-z0-9-]+)\.island\.tsx$/;
const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Dev server only: `virtual:island-dev/<name>`, the module the page loads for an island. */
const DEV_ENTRY_PREFIX = "virtual:island-dev/";
/** React Router's dev module that installs the fast-refresh runtime (what its `<Scripts />` loads first). */
const REFRESH_RUNTIME = "virtual:react-router/inject-hmr-runtime";

/**
 * The islands in a project.
 * @param root the project root
 * @returns name and root-relative source path of each island, e.g.
 *   `{ name: "contact", source: "app/islands/contact.island.tsx" }`
 */
export function islandSources(root: string): { name: string; source: string }[] {
  const dir = path.join(root, ISLANDS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => ISLAND_FILE.exec(file))
    .filter((match) => match !== null)
    .map((match) => ({ name: match[1], source: `${ISLANDS_DIR}/${match[0]}` }));
}

/**
 * Creates the plugin. Register it in vite.config.ts next to `reactRouter()`.
 * @returns a Vite plugin for dev and build
 */
export function islands(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  let clientOutDir = "";
  return {
    name: "alpine-last:islands",

    config(config) {
      if (config.root) root = path.resolve(config.root);
    },

    configResolved(config) {
      root = config.root;
      command = config.command;
      const out = config.environments?.client?.build.outDir;
      if (out) clientOutDir = path.resolve(root, out);
    },

    configEnvironment(name, config, env) {
      if (name !== "client" || env.command !== "build") return;
      const options = config.build?.rollupOptions;
      const input = options?.input;
      if (!Array.isArray(input)) {
        throw new Error("The browser build's input is no longer a list: the islands plugin cannot add its entries.");
      }
      for (const { source } of islandSources(root)) input.push(path.resolve(root, source));
    },

    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id.startsWith(DEV_ENTRY_PREFIX)) return `\0${id}`;
    },

    load(id) {
      if (id.startsWith(`\0${DEV_ENTRY_PREFIX}`)) {
        const name = id.slice(1 + DEV_ENTRY_PREFIX.length);
        const island = islandSources(root).find((entry) => entry.name === name);
        if (!island) this.error(`No island named ${name} in ${ISLANDS_DIR}.`);
        return `import "${REFRESH_RUNTIME}";\nimport "/${island.source}";\n`;
      }
      if (id !== RESOLVED_ID) return;
      const sources = islandSources(root);
      const urls: Record<string, string> = {};
      if (command === "serve") {
        // Vite serves a virtual module at /@id/ followed by its resolved id, `\0` written `__x00__`.
        for (const { name } of sources) urls[name] = `/@id/__x00__${DEV_ENTRY_PREFIX}${name}`;
      } else if (this.environment.config.consumer === "server") {
        const manifestFile = path.join(clientOutDir, ".vite", "manifest.json");
        if (!existsSync(manifestFile))
          this.error(`No browser build manifest at ${manifestFile}: build the client first.`);
        const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>;
        for (const { name, source } of sources) {
          const entry = manifest[source];
          if (!entry) this.error(`The browser build has no entry for the island ${source}.`);
          urls[name] = `/${entry.file}`;
        }
      }
      return `export const islandScripts = ${JSON.stringify(urls)};`;
    },
  };
}
