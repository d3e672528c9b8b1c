/**
 * What route components read from the root loader (app/root.tsx) while the server renders a page.
 * Islands never import this module: they get the same values as props (app/components/island.tsx).
 */
import { useRouteLoaderData } from "react-router";

/** @returns the public Turnstile site key, or null when the operator has not turned Turnstile on */
export function useTurnstileSiteKey(): string | null {
  return useRouteLoaderData<{ turnstileSiteKey: string | null }>("root")?.turnstileSiteKey ?? null;
}
