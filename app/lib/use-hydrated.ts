import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** True once React has hydrated in the browser; false during server rendering and hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
