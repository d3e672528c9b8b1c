/**
 * Helpers for the workerd suite: form posts to the real Worker, and reads of stored
 * rows through the stand-in with the service_role key.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { inject } from "vitest";
import { SERVICE_ROLE_KEY } from "../../dev/standin/keys.mjs";
import worker from "../../workers/app";

export const ORIGIN = "http://localhost";

/** A random documentation-range IPv6 address for each test, so throttle windows never leak between tests. */
export function freshIp(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint16Array(3));
  return `2001:db8:${a.toString(16)}:${b.toString(16)}::${c.toString(16)}`;
}

/** A unique e-mail address under a reserved domain. */
export function uniqueEmail(prefix = "visitor"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

type PostOptions = {
  ip?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  env?: Record<string, unknown>;
};

/**
 * POSTs a urlencoded form to the Worker, as a browser without JavaScript would.
 * With `options.env`, the Worker's fetch handler is called directly with that env
 * (still the real Worker in workerd), for configuration and outage cases; it then also waits
 * for the background work the request started (ctx.waitUntil).
 */
export async function postForm(path: string, fields: Record<string, string>, options: PostOptions = {}) {
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    "CF-Connecting-IP": options.ip ?? freshIp(),
    ...options.headers,
  });
  if (options.origin !== null) headers.set("Origin", options.origin ?? ORIGIN);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
  return options.env ? fetchWorker(request, options.env) : SELF.fetch(request);
}

/**
 * Sends a request straight to the Worker's fetch handler in workerd, with the suite's bindings
 * (`overrides` replace some of them), and waits for the background work it started
 * (ctx.waitUntil). Use it instead of SELF for configuration and outage cases, and for
 * thousands of requests in one file: the test pool wraps its entrypoint prototype in one more
 * Proxy on every SELF call (cloudflare/workers-sdk#15092), so SELF grows slower with each call
 * and ends in "Maximum call stack size exceeded".
 *
 * The body is read before the background work is awaited, as a browser reads a page while the
 * Worker stores it in the edge cache: a rendered page's body is one branch of a tee whose other
 * branch the cache write reads, and once the page's branch is piped through HTMLRewriter (the
 * display face of a returning visitor), workerd does not let the cache write finish until the
 * page is read.
 * @param request the request, as a browser would send it
 * @param overrides bindings to replace, e.g. `{ SUPABASE_URL: undefined }`
 * @returns the Worker's response, its body read into memory
 */
export async function fetchWorker(request: Request, overrides: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as never, { ...env, ...overrides } as Env, ctx);
  const body = response.body ? await response.arrayBuffer() : null;
  await waitOnExecutionContext(ctx);
  return body === null ? response : new Response(body, response);
}

/** Rows of a table that match `column = value`, read with the service_role key. */
export async function rowsWhere(table: string, column: string, value: string): Promise<Record<string, unknown>[]> {
  const url = `${inject("standinUrl")}/rest/v1/${table}?select=*&${column}=eq.${encodeURIComponent(value)}`;
  const res = await fetch(url, { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } });
  if (!res.ok) throw new Error(`stand-in GET ${table} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Plain text of an HTML fragment, for reading messages out of a page. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
