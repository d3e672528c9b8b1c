/**
 * Security headers set on every response the Worker renders, in one place; static files get
 * X-Content-Type-Options and Cross-Origin-Resource-Policy from public/_headers.
 */
import { TURNSTILE_ORIGIN } from "./turnstile.server";

/**
 * Makes a fresh CSP nonce.
 * @returns 16 random bytes, base64-encoded (24 characters).
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Builds the Content-Security-Policy value for one response.
 * @param nonce the request's nonce from {@link createNonce}
 * @param dev true under the Vite dev server, whose HMR client needs a websocket and inline styles
 * @param turnstile true when Cloudflare Turnstile is on: its script, iframe and API origin are allowed
 * @returns the header value; scripts run only with the nonce (no `unsafe-inline` scripts)
 */
export function contentSecurityPolicy(nonce: string, dev = false, turnstile = false): string {
  const challenge = turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  const connect = `${challenge}${dev ? " ws: wss:" : ""}`;
  // Fonts and, unless something beyond 'self' is allowed, fetches fall back to default-src
  // (CSP Level 3, "default-src" fallback list): the page's first round trip carries no
  // directive that only repeats it.
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${challenge}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ...(connect ? [`connect-src 'self'${connect}`] : []),
    `frame-src ${turnstile ? TURNSTILE_ORIGIN : "'none'"}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Adds the site's security headers to a response (a copy when its headers are immutable).
 * @param response the response React Router produced
 * @param options.nonce the request's CSP nonce; options.dev relaxes the CSP for Vite's dev client;
 *   options.turnstile allows Cloudflare Turnstile
 * @returns the same response or a copy, with CSP, HSTS, X-Content-Type-Options, Referrer-Policy,
 *   Permissions-Policy, X-Frame-Options, Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy set
 */
export function applySecurityHeaders(
  response: Response,
  options: { nonce: string; dev?: boolean; turnstile?: boolean },
): Response {
  let out = response;
  try {
    out.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    out = new Response(response.body, response);
  }
  const h = out.headers;
  h.set("Content-Security-Policy", contentSecurityPolicy(options.nonce, options.dev, options.turnstile));
  h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // Features the site never uses. No `interest-cohort`: FLoC was withdrawn, and Chromium reports
  // the unknown feature name as a header error in the console.
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  h.set("X-Frame-Options", "DENY");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  // Other sites may not embed our responses (scripts, images, JSON) with no-cors requests.
  h.set("Cross-Origin-Resource-Policy", "same-origin");
  return out;
}
