/**
 * Vite plugin: a new id for every build, fixed in the code as `__BUILD_ID__` (read by
 * app/lib/build-id.ts). The Worker's edge cache keys pages by it, so a deploy never serves a
 * page that an earlier build rendered, whatever the change: React Router's manifest version
 * changes only with the browser's scripts, and most pages ship none.
 */
import { randomUUID } from "node:crypto";
import type { Plugin } from "vite";

/** Creates the plugin; register it in every Vite config that compiles the Worker. */
export function buildId(): Plugin {
  const id = randomUUID();
  return {
    name: "alpine-last:build-id",
    config() {
      return { define: { __BUILD_ID__: JSON.stringify(id) } };
    },
  };
}
