/**
 * Cache-Control policies, named once. Route `headers` exports pick one of them,
 * public/_headers repeats {@link IMMUTABLE_ASSET} for the build's hashed files, and the Worker
 * entry applies {@link applyCachePolicy} to every response it renders.
 */

/**
 * HTML and data of a content page. Browsers revalidate every time; a shared cache at the edge
 * keeps it for an hour and may serve it for a day longer while it refreshes in the background.
 * Only for pages whose HTML is the same for every visitor: the newsletter form's submission id
 * is made in the browser, never rendered by the server.
 */
export const CONTENT_PAGE = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";

/**
 * Form answers, pages that show a form result, and pages that render a per-visitor value (the
 * contact form's submission id): never stored by any cache.
 */
export const NO_STORE = "private, no-store";

/** A not-found answer: kept at the edge for a minute only, so a page published later shows up quickly. */
export const NOT_FOUND = "public, max-age=0, s-maxage=60";

/** Machine-read files (sitemap, RSS feed, robots.txt, web app manifest): an hour everywhere. */
export const FEED = "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400";

/** Files whose name carries a hash of their content (/assets/*): cached for a year, never revalidated. */
export const IMMUTABLE_ASSET = "public, max-age=31536000, immutable";

/** Share cards, article covers and icons under a fixed name (public/og/*.png and *.svg, favicons): a day, revalidated after. */
export const STATIC_FILE = "public, max-age=86400, stale-while-revalidate=604800";

/** `headers` export of a content route: the loader's own policy when it set one (a 404), else {@link CONTENT_PAGE}. */
export function contentPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CONTENT_PAGE };
}

/**
 * The last word on caching, for every response the Worker renders:
 * - an answer to a POST (or any other unsafe method) is never stored;
 * - a server error is never stored, whatever the route said, so an outage is not cached;
 * - a response without a policy (a route that forgot `headers`, an error boundary) is not stored
 *   either: caching is opt-in.
 * @returns the same response, or a copy when its headers are immutable
 */
export function applyCachePolicy(request: Request, response: Response): Response {
  const unsafe = request.method !== "GET" && request.method !== "HEAD";
  const current = response.headers.get("Cache-Control");
  if (!unsafe && response.status < 500 && current) return response;
  try {
    response.headers.set("Cache-Control", NO_STORE);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", NO_STORE);
    return copy;
  }
}
