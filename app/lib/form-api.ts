/**
 * The forms' JSON actions, for the scripts of pages that hydrate (islands).
 *
 * Without JavaScript a form posts to its page (`/contact`, `/newsletter`) and gets a page back.
 * With JavaScript it posts the same fields to `/api/<form>` and gets the action's answer as JSON:
 * the same pipeline, the same {@link FormOutcome} and HTTP status (app/routes/form-api.ts).
 */
import type { FormOutcome } from "./form-outcome";
import type { Notice } from "./notices";

/**
 * Shown by a page's script when the form's answer never arrived: the connection dropped, or
 * something between the visitor and the site answered instead of our action. Nothing was lost:
 * the form keeps what was typed, and its submission id makes a second send store one row. It lives
 * here, not with the other notices, so that the page's script does not load those (they link to
 * articles, and the article list comes with them).
 */
export const connectionLost: Notice = {
  title: "Not sent yet",
  description:
    "We couldn't reach our server, so your form wasn't sent. Everything you typed is still here: check your connection and send again.",
  tone: "destructive",
};

/** The forms that have a JSON action, and its path. */
export const FORM_API = { contact: "/api/contact", newsletter: "/api/newsletter" } as const;

export type FormApiName = keyof typeof FORM_API;

/** Whether a route parameter names a form with a JSON action. */
export function isFormApiName(name: string | undefined): name is FormApiName {
  return name !== undefined && Object.hasOwn(FORM_API, name);
}

/**
 * Sends a form's fields to its JSON action and reads the answer.
 * @param form the form element; every field is sent, URL-encoded, as a plain post would send it
 * @param name which form's action to call
 * @returns the action's answer, whatever its HTTP status (400 invalid, 429 throttled, 503…);
 *   when no answer arrives (the connection failed, or the response is not the action's JSON),
 *   a `failed` outcome with the {@link connectionLost} notice and the values sent, which keeps
 *   the form as it is
 */
export async function sendForm<F extends string>(form: HTMLFormElement, name: FormApiName): Promise<FormOutcome<F>> {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") body.append(key, value);
  try {
    const response = await fetch(FORM_API[name], {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    const answer: unknown = response.headers.get("Content-Type")?.startsWith("application/json")
      ? await response.json()
      : null;
    if (isOutcome<F>(answer)) return answer;
  } catch {
    // A network failure: answered below, like a response that is not ours.
  }
  const values = Object.fromEntries(body) as Partial<Record<F, string>>;
  return { id: crypto.randomUUID(), outcome: "failed", notice: connectionLost, values, clear: false };
}

function isOutcome<F extends string>(value: unknown): value is FormOutcome<F> {
  const answer = value as Partial<FormOutcome<F>> | null;
  return typeof answer?.id === "string" && typeof answer.outcome === "string" && typeof answer.clear === "boolean";
}
