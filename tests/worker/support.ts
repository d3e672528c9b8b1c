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
  if (options.env) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(request as never, { ...env, ...options.env } as Env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }
  return SELF.fetch(request);
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
