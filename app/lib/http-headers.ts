/**
 * Route `headers` helper: after a form post the action's headers win
 * (Cache-Control: no-store, Retry-After); otherwise the loader's.
 */
export function formRouteHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
