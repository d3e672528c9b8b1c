/**
 * Per-IP throttle for the form actions: a sliding window kept in Workers KV, with the
 * read-modify-write for one address serialised inside the isolate so that a burst of
 * concurrent posts cannot all read the same count (docs/decisions/0004).
 * IPs are never stored: keys hold a salted SHA-256 of the address, IPv6 cut to its /64.
 */
import { log } from "./log.server";

/** Named limits per form: posts per window, window in seconds. */
export const THROTTLE_LIMITS = {
  contact: { limit: 5, windowSeconds: 600 },
  newsletter: { limit: 10, windowSeconds: 600 },
} as const;

export type ThrottleName = keyof typeof THROTTLE_LIMITS;

export type ThrottleResult =
  | { allowed: true; remaining: number; failedOpen?: true }
  | { allowed: false; retryAfterSeconds: number };

/**
 * The part of an address that identifies one visitor: an IPv4 address as it is, an IPv6
 * address by its /64 prefix (one subscriber's network hands out a whole /64), an IPv4-mapped
 * IPv6 address as its IPv4 address.
 * @param ip the address as text, e.g. "203.0.113.7" or "2001:db8::1"
 * @returns e.g. "203.0.113.7" or "2001:db8:0:0::/64"; the trimmed, lower-cased text when it is
 *   not an address
 */
export function throttleSubject(ip: string): string {
  const text = ip.trim().toLowerCase();
  if (!text.includes(":")) return text;
  const mapped = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return mapped[1];
  const bare = text.split("%")[0];
  const halves = bare.split("::");
  if (halves.length > 2) return text;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  // An embedded IPv4 tail counts as two groups.
  const groupsOf = (parts: string[]) => parts.reduce((n, p) => n + (p.includes(".") ? 2 : 1), 0);
  const missing = 8 - groupsOf(head) - groupsOf(tail);
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return text;
  const groups = [...head, ...Array(missing).fill("0"), ...tail];
  if (!groups.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))) return text;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Hashes a visitor's address (see {@link throttleSubject}) with a secret salt.
 * @param ip the visitor's address (IPv4 or IPv6 text)
 * @param salt the THROTTLE_SALT secret
 * @returns 64 lowercase hex characters of SHA-256(`salt:subject`)
 */
export async function hashIp(ip: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${throttleSubject(ip)}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The visitor's IP as Cloudflare reports it.
 * @returns the CF-Connecting-IP header, or "unknown" when absent (local tools)
 */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

/** The tail of the queue of each key: a post waits for the one before it from the same address. */
const pending = new Map<string, Promise<unknown>>();

function serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = pending.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => {});
  pending.set(key, tail);
  void tail.then(() => {
    if (pending.get(key) === tail) pending.delete(key);
  });
  return run;
}

/**
 * Counts one post against a named sliding-window limit and says whether it may proceed.
 * The window is per address: a post is allowed when fewer than `limit` posts were allowed in
 * the `windowSeconds` before it, and Retry-After is the time until the oldest of them leaves
 * the window. If KV fails, the post is let through (fail open) and the failure is logged, except
 * when KV refuses the write for its per-key write rate: that post is refused for a second, so a
 * burst cannot pass uncounted.
 * @param kv the THROTTLE_KV binding (undefined counts as a KV failure)
 * @param name which form's limit to use
 * @param ipHash from {@link hashIp}
 * @param nowMs current time in ms since the epoch
 * @returns allowed with the posts left, or refused with whole seconds until one is allowed again
 */
export function takeThrottleToken(
  kv: KVNamespace | undefined,
  name: ThrottleName,
  ipHash: string,
  nowMs?: number,
): Promise<ThrottleResult> {
  const key = `throttle:${name}:${ipHash}`;
  return serialised(key, () => takeToken(kv, name, key, nowMs ?? Date.now()));
}

async function takeToken(
  kv: KVNamespace | undefined,
  name: ThrottleName,
  key: string,
  nowMs: number,
): Promise<ThrottleResult> {
  const { limit, windowSeconds } = THROTTLE_LIMITS[name];
  const windowMs = windowSeconds * 1000;
  try {
    if (!kv) throw new Error("THROTTLE_KV binding is missing");
    const stored = await kv.get<unknown>(key, "json");
    const recent = (Array.isArray(stored) ? stored : [])
      .filter((t): t is number => typeof t === "number" && t > nowMs - windowMs && t <= nowMs)
      .sort((a, b) => a - b);
    if (recent.length >= limit) {
      const freeAt = recent[recent.length - limit] + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)) };
    }
    recent.push(nowMs);
    try {
      // KV needs an expiry at least 60 s ahead; the list is stale once its newest post leaves the window.
      await kv.put(key, JSON.stringify(recent), { expirationTtl: Math.max(60, windowSeconds) });
    } catch (error) {
      // KV takes about one write per second to a key and refuses faster ones with 429. Letting such
      // a post through would let a burst pass uncounted, so it is refused, for a second; any
      // other write failure still fails open below.
      if (!isWriteRateLimited(error)) throw error;
      log("warn", "throttle_write_contended", { throttle: name, error: String(error) });
      return { allowed: false, retryAfterSeconds: 1 };
    }
    return { allowed: true, remaining: limit - recent.length };
  } catch (error) {
    log("error", "throttle_fail_open", { throttle: name, error: String(error) });
    return { allowed: true, remaining: limit, failedOpen: true };
  }
}

/**
 * Whether a KV write failed for the per-key write rate (Cloudflare KV: writes to one key are
 * limited to about one per second; a faster one fails with "429 Too Many Requests").
 * @param error what `kv.put` threw
 */
function isWriteRateLimited(error: unknown): boolean {
  return /\b429\b|too many requests/i.test(String(error));
}
