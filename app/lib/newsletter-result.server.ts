/**
 * The newsletter form without JavaScript: post, then redirect, then a page with the answer.
 *
 * A document POST to /newsletter is answered with `303 See Other` to /newsletter, so a reload
 * of the page the visitor lands on never sends the form again. The answer travels in a
 * short-lived cookie (a flash): the next GET of /newsletter shows it once and clears it.
 *
 * Why a cookie and not a query flag: after an error the page must show the address the visitor
 * typed, and an e-mail address does not belong in a URL (history, logs, Referer). Why unsigned:
 * the cookie holds only the outcome's name, the typed address and the throttle wait; every text
 * the page shows is rebuilt on the server from those (a field error by validating the address
 * again), so an edited cookie can change nothing but its owner's own page. The page that reads it
 * is `no-store` and the edge cache never looks up a request that carries it.
 */
import { createCookie, data, redirect } from "react-router";
import { NO_STORE } from "./cache-control";
import type { FormOutcome, Outcome } from "./form-outcome";
import {
  bodyTooLarge,
  methodNotAllowed,
  type Notice,
  newsletterDuplicate,
  newsletterFailed,
  newsletterSubscribed,
  tooManyRequests,
  unsupportedBody,
  verificationFailed,
} from "./notices";
import { NewsletterSchema, validate } from "./schemas";

/** The flash cookie's name. */
export const NEWSLETTER_RESULT_COOKIE = "newsletter-result";

/** How long the flash lives, in seconds: long enough for the redirect, short enough to leave no trace. */
const FLASH_SECONDS = 60;

const flash = createCookie(NEWSLETTER_RESULT_COOKIE, {
  path: "/newsletter",
  httpOnly: true,
  sameSite: "lax",
  maxAge: FLASH_SECONDS,
});

/** The notices a flash may name: each stored answer refers to one of them by key. */
const NOTICES = {
  subscribed: newsletterSubscribed,
  duplicate: newsletterDuplicate,
  failed: newsletterFailed,
  verification: verificationFailed,
  methodNotAllowed,
  bodyTooLarge,
  unsupportedBody,
} satisfies Record<string, Notice>;
type NoticeKey = keyof typeof NOTICES;

type Flash = { outcome: Outcome; notice?: NoticeKey; email?: string; retryAfter?: number };

type NewsletterOutcome = FormOutcome<"email">;

/**
 * True when a browser posted a plain HTML form and will show the answer as a page: a document
 * request (not a fetcher's `.data` request; React Router passes the request through unchanged, so
 * the path tells) that accepts HTML, as every browser's form navigation does. Other clients (a
 * script, a test) keep the answer itself, with its status code (400, 429, 503…).
 */
export function isBrowserFormPost(request: Request): boolean {
  if (new URL(request.url).pathname.endsWith(".data")) return false;
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * Turns the action's answer into a redirect that carries it in the flash cookie.
 * @param request the POST (its protocol decides the cookie's Secure flag)
 * @param answer what `newsletterAction` returned: a `data()` value with a {@link FormOutcome}
 * @returns a 303 redirect to /newsletter with `Set-Cookie` and `Cache-Control: private, no-store`
 */
export async function redirectWithResult(
  request: Request,
  answer: { data: NewsletterOutcome; init?: ResponseInit | null },
): Promise<Response> {
  const outcome = answer.data;
  const retryAfter = Number(new Headers(answer.init?.headers).get("Retry-After")) || undefined;
  const value: Flash = {
    outcome: outcome.outcome,
    notice: noticeKey(outcome.notice),
    email: outcome.clear ? undefined : outcome.values?.email,
    retryAfter: outcome.outcome === "throttled" ? retryAfter : undefined,
  };
  const secure = new URL(request.url).protocol === "https:";
  return redirect("/newsletter", {
    status: 303,
    headers: { "Set-Cookie": await flash.serialize(value, { secure }), "Cache-Control": NO_STORE },
  });
}

/**
 * Reads and clears the flash on GET /newsletter.
 * @returns `null` when there is none (the page may then be cached), else a `data()` value with the
 *   answer rebuilt as a {@link FormOutcome}, `Set-Cookie` clearing the flash and `no-store`
 */
export async function readResult(request: Request) {
  const stored = parseFlash(await flash.parse(request.headers.get("Cookie")));
  if (!stored) return null;
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers({ "Cache-Control": NO_STORE });
  headers.append("Set-Cookie", await flash.serialize("", { maxAge: 0, secure }));
  return data({ result: rebuild(stored) }, { headers });
}

function noticeKey(notice: Notice | undefined): NoticeKey | undefined {
  return (Object.keys(NOTICES) as NoticeKey[]).find((key) => NOTICES[key] === notice);
}

function parseFlash(value: unknown): Flash | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (typeof v.outcome !== "string") return null;
  return {
    outcome: v.outcome as Outcome,
    notice: typeof v.notice === "string" && v.notice in NOTICES ? (v.notice as NoticeKey) : undefined,
    email: typeof v.email === "string" ? v.email.slice(0, 1000) : undefined,
    retryAfter: typeof v.retryAfter === "number" ? v.retryAfter : undefined,
  };
}

function rebuild(stored: Flash): NewsletterOutcome {
  const values = stored.email === undefined ? undefined : { email: stored.email };
  const base = { id: crypto.randomUUID(), outcome: stored.outcome, values, clear: values === undefined };
  if (stored.outcome === "invalid") {
    const parsed = validate(NewsletterSchema, { email: stored.email ?? "" });
    return { ...base, errors: parsed.success ? undefined : parsed.errors };
  }
  if (stored.outcome === "throttled") return { ...base, notice: tooManyRequests(stored.retryAfter ?? 600) };
  return { ...base, notice: stored.notice ? NOTICES[stored.notice] : undefined };
}
