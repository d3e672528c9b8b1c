import { CONTENT_PAGE } from "./cache-control";

/**
 * Route `headers` helper for a page with a form: after a post the action's headers win
 * (Cache-Control: no-store, Retry-After). Otherwise the loader's, with the loader's own
 * Cache-Control when it set one (the contact page issues a per-visitor submission id: no-store),
 * else the content-page policy.
 */
export function formRouteHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }) {
  if (actionHeaders.has("Cache-Control")) return actionHeaders;
  if (loaderHeaders.has("Cache-Control")) return loaderHeaders;
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", CONTENT_PAGE);
  return headers;
}
