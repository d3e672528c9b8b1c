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

/** The id of the inline script that loads a page's island script (the browser tests look for it). */
export const ISLAND_LOADER_ID = "island-loader";

/**
 * The inline script that loads a page's island script once the page has painted its first
 * content. The island brings React (about 66 KB gzip); fetched before that paint, it competes with
 * the page for a slow link, and a module script in the document starts its fetch, and its static
 * imports', while the page is still being laid out. Until the island has loaded, the page works as
 * a document: its forms post without JavaScript.
 *
 * The script waits for the `first-contentful-paint` entry (Paint Timing, W3C), which the browser
 * reports once that frame is on screen. Where that entry type is unsupported, it loads the island
 * at the `load` event; a page painted in a background tab hydrates when it is first shown.
 * @param url the island script's URL (from {@link routeIslandScript})
 * @returns JavaScript source for an inline, nonce-carrying `<script>`
 */
export function islandLoaderScript(url: string): string {
  const file = JSON.stringify(url);
  return `(()=>{let d=0;const go=()=>{d||(d=1,import(${file}).catch(()=>{}))};const P=self.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).includes("paint")){new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:!0})}else addEventListener("load",go)})();`;
}
