/**
 * Submission ids: the idempotency key every rendered form carries (a UUID), so a replayed
 * or double-clicked post stores one row.
 */
import { useEffect, useRef, useState } from "react";

/** The hidden field's name. */
export const SUBMISSION_ID_FIELD = "submissionId";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Reads the submission id of a post.
 * @returns the posted UUID (lower-cased), or a fresh one when the field is missing or malformed
 *   (an old cached page, a script): the inquiry is still stored, just without replay protection
 */
export function readSubmissionId(formData: FormData): string {
  const value = formData.get(SUBMISSION_ID_FIELD);
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : crypto.randomUUID();
}

/**
 * Keeps a form's submission id: the initial one from the loader, a fresh one after each
 * cleared (successful) answer, so the next inquiry is not mistaken for a replay.
 * @param initial the id rendered by the server
 * @param outcomeId the latest answer's id; a change with `clear` true renews the submission id
 */
export function useSubmissionId(initial: string, outcome: { id: string; clear: boolean } | undefined): string {
  const [id, setId] = useState(initial);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!outcome || seen.current === outcome.id) return;
    seen.current = outcome.id;
    if (outcome.clear) setId(crypto.randomUUID());
  }, [outcome]);
  return id;
}

/**
 * A submission id made in the browser, for forms on pages whose HTML is cached and shared between
 * visitors (the newsletter form on every page): the server renders none, so no two visitors can
 * share one. Empty until hydration; a form posted before that, or without JavaScript, carries no id
 * and the action makes one ({@link readSubmissionId}). Renewed after each cleared (successful) answer.
 * @param outcome the latest answer's id and `clear` flag
 * @returns the id, or "" during server rendering and before hydration
 */
export function useBrowserSubmissionId(outcome: { id: string; clear: boolean } | undefined): string {
  const [id, setId] = useState("");
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => setId(browserUuid()), []);
  useEffect(() => {
    if (!outcome || seen.current === outcome.id) return;
    seen.current = outcome.id;
    if (outcome.clear) setId(browserUuid());
  }, [outcome]);
  return id;
}

/** A UUID, or "" where `crypto.randomUUID` is missing (a page served over plain HTTP): the action then makes one. */
function browserUuid(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : "";
}
