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

/** The attribute on <html> that says React has hydrated the page (read by the browser tests). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Marks the document as hydrated once React has committed an island's first render in the browser. */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  }, []);
}
