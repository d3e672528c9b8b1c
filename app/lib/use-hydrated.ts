import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** True once React has hydrated in the browser; false during server rendering and hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A route module's `handle` that makes its page hydrate. Pages are documents by default: React
 * renders them on the server and the browser gets no framework JavaScript. A route whose
 * interaction needs React in the browser exports `handle = hydratedRoute`.
 */
export const hydratedRoute = { hydrate: true } as const;

/**
 * Whether the page of these matches hydrates.
 * @param matches `useMatches()` of the document being rendered
 * @returns true when any matched route's handle is {@link hydratedRoute}
 */
export function routeHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as { hydrate?: unknown } | undefined)?.hydrate === true);
}

/** The attribute on <html> that says React has hydrated the page (read by the browser tests). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Marks the document as hydrated once React has committed its first render in the browser. */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  }, []);
}
