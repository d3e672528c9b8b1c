/**
 * Which pages hydrate islands, and the script that does it (vite-plugins/islands.ts).
 * Pages are documents by default: React renders them on the server and the browser gets no
 * framework JavaScript. A route whose interaction needs React exports
 * `handle = islandRoute("<name>")`, and its page loads `app/islands/<name>.island.tsx`, which
 * hydrates the page's {@link Island} elements and nothing else.
 */
import { islandScripts } from "virtual:islands";

/** A route module's `handle` that makes its page load the island script of that name. */
export function islandRoute(name: string) {
  return { island: name } as const;
}

/**
 * The island script of the page of these matches.
 * @param matches `useMatches()` of the document being rendered
 * @returns the URL of the script the deepest route with an {@link islandRoute} handle names,
 *   or null for a document
 * @throws Error when a handle names an island that has no file in app/islands/
 */
export function routeIslandScript(matches: readonly { handle?: unknown }[]): string | null {
  for (const match of [...matches].reverse()) {
    const name = (match.handle as { island?: unknown } | undefined)?.island;
    if (typeof name !== "string") continue;
    const url = islandScripts[name];
    if (!url) throw new Error(`No island script "${name}": add app/islands/${name}.island.tsx.`);
    return url;
  }
  return null;
}
