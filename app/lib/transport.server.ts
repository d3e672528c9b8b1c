/**
 * Transport rules for every request: plain HTTP is redirected to HTTPS, except on the
 * developer's own machine, where `npm run dev` and `npm run preview` serve plain HTTP.
 */

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The redirect to HTTPS for a plain-HTTP request.
 * @param request the incoming request
 * @returns a 301 to the same URL with `https:` (308 for methods other than GET and HEAD, so a
 *   form post keeps its method and body), or null when the request is HTTPS or local
 */
export function httpsRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  if (url.protocol !== "http:" || LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost")) return null;
  url.protocol = "https:";
  const status = request.method === "GET" || request.method === "HEAD" ? 301 : 308;
  return new Response(null, { status, headers: { Location: url.href, "Cache-Control": "no-store" } });
}
