/**
 * What a form action answers, shared by the actions and the form components.
 */

import type { Notice } from "./notices";
import type { FieldErrors } from "./schemas";

/** The named outcomes that action logs and responses use. */
export type Outcome = "stored" | "duplicate" | "queued" | "ignored" | "invalid" | "throttled" | "rejected" | "failed";

/**
 * One action answer.
 * - `id`: unique per answer (UUID), so the page reacts to two identical answers in a row.
 * - `values`: what the visitor typed, returned on every outcome that keeps the form.
 * - `clear`: true when the form should be emptied (success).
 */
export type FormOutcome<F extends string> = {
  id: string;
  outcome: Outcome;
  notice?: Notice;
  errors?: FieldErrors<F>;
  values?: Partial<Record<F, string>>;
  clear: boolean;
};
