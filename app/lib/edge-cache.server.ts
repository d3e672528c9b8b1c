/**
 * Content pages from Cloudflare's edge cache (the Cache API's `caches.default`).
 *
 * A Worker's own responses are never stored by Cloudflare's cache, whatever their
 * Cache-Control says: only the Worker can put them there. So the Worker looks a page up
 * before rendering it, and stores what it rendered when the page is the same for every visitor.
 *
 * - The key is the page's URL plus the build version and the render inputs that come from
 *   configuration (the Turnstile site key): a deploy or a changed setting never serves old HTML.
 * - A hit costs no render: the stored HTML is streamed through HTMLRewriter, which writes the
 *   response's own fresh CSP nonce into every `nonce` attribute.
 * - Only a GET of a document (not a `.data` request) may be looked up, and only a 200 HTML
 *   response whose Cache-Control is public with an `s-maxage`, without Set-Cookie, is stored.
 *   Form answers, pages that show a form result and per-visitor pages say `no-store`
 *   (app/lib/cache-control.ts) or set a cookie, so they are never stored.
 * - Every response says where it came from: `Server-Timing: cache;desc=hit|miss|bypass`, and
 *   `render;dur=<ms>` when the Worker rendered it.
 */

import { BUILD_ID } from "./build-id";

/** Where a response came from, as written in its `Server-Timing` header. */
export type CacheStatus = "hit" | "miss" | "bypass";

/** What {@link serveWithEdgeCache} needs besides the request. */
export type EdgeCacheOptions = {
  /** The response's CSP nonce; written into the stored HTML on a hit. */
  nonce: string;
  /**
   * Everything besides the URL that changes the HTML of a content page: the build version and
   * configuration the pages render (e.g. "build-abc123|turnstile:0x4AAA…"). A new value misses.
   */
  version: string;
  /** Renders the response (React Router's request handler). */
  render: () => Promise<Response>;
  /** Keeps the cache write alive after the response has been returned. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** The cache to use; `caches.default` unless a test passes another. */
  cache?: Cache;
  /** Never look up or store (the Vite dev server, whose modules change under the same version). */
  disabled?: boolean;
  /** Names of cookies whose presence makes the page per-visitor (a flash message). */
  perVisitorCookies?: readonly string[];
};

/**
 * Answers a request from the edge cache, or renders it and stores it when it may be shared.
 * @returns the response, with a `Server-Timing` header naming the cache status (hit, miss or
 *   bypass) and, when rendered, the render time in milliseconds
 */
export async function serveWithEdgeCache(request: Request, options: EdgeCacheOptions): Promise<Response> {
  const cache = options.cache ?? (caches as unknown as { default: Cache }).default;
  const lookup = !options.disabled && isCacheableRequest(request, options.perVisitorCookies ?? []);
  const key = lookup ? edgeCacheKey(request, options.version) : undefined;

  if (key) {
    const started = performance.now();
    const stored = await cache.match(key);
    if (stored) {
      const response = withNonce(stored, options.nonce);
      response.headers.delete("CF-Cache-Status");
      response.headers.set("Server-Timing", `cache;desc=hit;dur=${elapsed(started)}`);
      return response;
    }
  }

  const started = performance.now();
  const rendered = await options.render();
  const renderTiming = `render;dur=${elapsed(started)}`;
  if (!key || !isStorable(rendered)) {
    return withServerTiming(rendered, `cache;desc=bypass, ${renderTiming}`);
  }
  const [forVisitor, forCache] = splitBody(rendered);
  const copy = new Response(forCache, rendered);
  // The CSP is written per response on the way out; the stored copy carries none.
  copy.headers.delete("Content-Security-Policy");
  options.waitUntil(cache.put(key, copy).catch(() => {}));
  return withServerTiming(new Response(forVisitor, rendered), `cache;desc=miss, ${renderTiming}`);
}

/**
 * The version part of every page's cache key: this build's id (a new one for every build, so a
 * deploy misses even when only server-side code or CSS changed), React Router's manifest version,
 * and the Turnstile site key the contact page renders.
 * @param manifestVersion `assets.version` of the server build
 * @param turnstileSiteKey the configured site key, or null when Turnstile is off
 * @returns e.g. `"6f1c…|92d872e9|turnstile:off"`
 */
export function edgeCacheVersion(manifestVersion: string, turnstileSiteKey: string | null): string {
  return `${BUILD_ID}|${manifestVersion}|turnstile:${turnstileSiteKey ?? "off"}`;
}

/**
 * The Cache API key of a page: its URL with the version appended as a query parameter
 * (Cache API keys must be URLs of the zone; the parameter never reaches the router).
 * @param request a GET of a page
 * @param version see {@link EdgeCacheOptions.version}
 * @returns a GET request for `cache.match` / `cache.put`
 */
export function edgeCacheKey(request: Request, version: string): Request {
  const url = new URL(request.url);
  url.searchParams.set("__edge-cache-version", version);
  return new Request(url.toString(), { method: "GET" });
}

/** The cache status a response reports, read back from its `Server-Timing` header; null without one. */
export function cacheStatusOf(response: Response): CacheStatus | null {
  const match = response.headers.get("Server-Timing")?.match(/(?:^|,)\s*cache;desc=(hit|miss|bypass)/);
  return (match?.[1] as CacheStatus | undefined) ?? null;
}

function isCacheableRequest(request: Request, perVisitorCookies: readonly string[]): boolean {
  if (request.method !== "GET") return false;
  if (new URL(request.url).pathname.endsWith(".data")) return false;
  const cookies = request.headers.get("Cookie") ?? "";
  return !perVisitorCookies.some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookies));
}

function isStorable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    /\bpublic\b/.test(cacheControl) && /\bs-maxage=[1-9]/.test(cacheControl) && !/no-store|private/.test(cacheControl)
  );
}

function splitBody(response: Response): [ReadableStream, ReadableStream] {
  // A rendered response always has a body here (isStorable checked it).
  return (response.body as ReadableStream).tee();
}

function withNonce(stored: Response, nonce: string): Response {
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(stored);
  return new Response(rewritten.body, rewritten);
}

function withServerTiming(response: Response, value: string): Response {
  try {
    response.headers.append("Server-Timing", value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append("Server-Timing", value);
    return copy;
  }
}

/** Milliseconds since `started`, to 0.01 ms. */
function elapsed(started: number): string {
  return (performance.now() - started).toFixed(2);
}
