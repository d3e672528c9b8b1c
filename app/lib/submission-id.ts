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
 * A distinct, stable id for one of several forms rendered from the same seed: the seed's last
 * 12 hex digits are replaced by a 48-bit FNV-1a hash of `key`, so server and browser agree.
 * @param seed a UUID from a loader
 * @param key something unique per form on the page (React's useId)
 */
export function deriveSubmissionId(seed: string, key: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const ch of key) {
    hash ^= BigInt(ch.codePointAt(0)!);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `${seed.slice(0, 24)}${(hash & 0xffffffffffffn).toString(16).padStart(12, "0")}`;
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
