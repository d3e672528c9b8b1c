/**
 * Optional Cloudflare Turnstile check for the form actions, verified on the server through the
 * siteverify API (Cloudflare Turnstile docs, "Server-side validation").
 */
import { log } from "./log.server";

/** Cloudflare's siteverify endpoint. */
export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** The form field the Turnstile widget fills in. */
export const TURNSTILE_FIELD = "cf-turnstile-response";
/** Origin the widget script and iframe come from, for the CSP. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

export type TurnstileVerdict = { ok: true; failedOpen?: true } | { ok: false; errorCodes: string[] };

/**
 * Verifies a Turnstile token.
 * @param config secret key and optional siteverify URL (tests point it at a local stand-in)
 * @param token the `cf-turnstile-response` value ("" when the widget did not run)
 * @param ip the visitor's IP (CF-Connecting-IP), passed as `remoteip`
 * @param idempotencyKey the row's idempotency key (submission id and content together), so a retried
 *   verification of the same post is accepted and the same token cannot vouch for other content
 * @returns ok, or the error codes siteverify returned (e.g. "invalid-input-response");
 *   when siteverify cannot be reached the check fails open and says so, so no lead is lost
 *   because of Cloudflare's outage. Never throws.
 */
export async function verifyTurnstile(
  config: { secretKey: string; verifyUrl?: string },
  token: string,
  ip: string,
  idempotencyKey: string,
): Promise<TurnstileVerdict> {
  if (!token) return { ok: false, errorCodes: ["missing-input-response"] };
  try {
    const res = await fetch(config.verifyUrl ?? SITEVERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({
        secret: config.secretKey,
        response: token,
        remoteip: ip,
        idempotency_key: idempotencyKey,
      }),
      signal: AbortSignal.timeout(4000),
    });
    if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
    const outcome = (await res.json()) as { success?: boolean; "error-codes"?: string[] };
    return outcome.success ? { ok: true } : { ok: false, errorCodes: outcome["error-codes"] ?? [] };
  } catch (error) {
    log("error", "turnstile_fail_open", { error: String(error) });
    return { ok: true, failedOpen: true };
  }
}
