/**
 * Per-IP throttle for the form actions, kept in Workers KV (issue: per-IP throttle).
 * IPs are never stored: keys hold a salted SHA-256 of the address.
 *
 * KV has no atomic increment, so two simultaneous requests can both read the same
 * count; the limit is a soft one within KV's consistency (see docs/decisions).
 */

/** Named limits per form: count per window, window in seconds. */
export const THROTTLE_LIMITS = {
  contact: { limit: 5, windowSeconds: 600 },
  newsletter: { limit: 10, windowSeconds: 600 },
} as const;

export type ThrottleName = keyof typeof THROTTLE_LIMITS;

export type ThrottleResult =
  | { allowed: true; remaining: number; failedOpen?: true }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Hashes an IP address with a secret salt.
 * @param ip the visitor's address (IPv4 or IPv6 text)
 * @param salt the THROTTLE_SALT secret
 * @returns 64 lowercase hex characters of SHA-256(`salt:ip`)
 */
export async function hashIp(ip: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${ip}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The visitor's IP as Cloudflare reports it.
 * @returns the CF-Connecting-IP header, or "unknown" when absent (local tools)
 */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

/**
 * Counts one attempt against a named fixed-window limit and says whether it may proceed.
 * If KV fails, the request is let through (fail open) and the failure is logged.
 * @param kv the THROTTLE_KV binding (undefined counts as a KV failure)
 * @param name which form's limit to use
 * @param ipHash from {@link hashIp}
 * @param nowMs current time in ms since the epoch
 * @returns allowed with the attempts left, or refused with seconds until the window ends
 */
export async function takeThrottleToken(
  kv: KVNamespace | undefined,
  name: ThrottleName,
  ipHash: string,
  nowMs = Date.now(),
): Promise<ThrottleResult> {
  const { limit, windowSeconds } = THROTTLE_LIMITS[name];
  const windowIndex = Math.floor(nowMs / 1000 / windowSeconds);
  const windowEnd = (windowIndex + 1) * windowSeconds;
  const retryAfterSeconds = Math.max(1, Math.ceil(windowEnd - nowMs / 1000));
  const key = `throttle:${name}:${windowIndex}:${ipHash}`;
  try {
    if (!kv) throw new Error("THROTTLE_KV binding is missing");
    const count = Number((await kv.get(key)) ?? "0") || 0;
    if (count >= limit) return { allowed: false, retryAfterSeconds };
    // KV needs an expiry at least 60 s ahead; the key is dead once its window ends anyway.
    await kv.put(key, String(count + 1), { expirationTtl: Math.max(60, retryAfterSeconds) });
    return { allowed: true, remaining: limit - count - 1 };
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", event: "throttle_fail_open", throttle: name, error: String(error) }),
    );
    return { allowed: true, remaining: limit, failedOpen: true };
  }
}
