/**
 * Inserts through supabase-js, the same HTTP API the hosted project serves, and classifies
 * each answer by its cause. Only the error and the status are read from the answer.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database, InquiryTable, InsertRow } from "./database";
import type { SupabaseConfig } from "./env.server";

/** How long an insert may take before it is abandoned. */
export const INSERT_TIMEOUT_MS = 5000;

const clients = new Map<string, SupabaseClient<Database>>();

function clientFor(env: SupabaseConfig): SupabaseClient<Database> {
  const key = `${env.SUPABASE_URL}\n${env.SUPABASE_ANON_KEY}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    clients.set(key, client);
  }
  return client;
}

export type InsertResult = { ok: true } | { ok: false; status: number; code: string; message: string };

/**
 * Inserts one row with the anon key.
 * @param env SUPABASE_URL and SUPABASE_ANON_KEY
 * @param table the target table
 * @param row the columns anon may insert
 * @returns ok only for PostgREST's 201 without an error; otherwise the HTTP status (0 for a
 *   network failure or timeout), the error code (e.g. "23505"; "" when no PostgREST answered)
 *   and its message. Never throws.
 */
export async function insertRow<T extends InquiryTable>(
  env: SupabaseConfig,
  table: T,
  row: InsertRow<T>,
  timeoutMs = INSERT_TIMEOUT_MS,
): Promise<InsertResult> {
  try {
    const { error, status } = await clientFor(env)
      .from(table)
      // The generic table parameter cannot be narrowed by supabase-js' overloads.
      .insert(row as never)
      .abortSignal(AbortSignal.timeout(timeoutMs));
    if (!error && status === 201) return { ok: true };
    // A 2xx other than 201 (e.g. a 404 with an empty body, which supabase-js turns into 204)
    // came from something that is not PostgREST: the row was not stored.
    return { ok: false, status, code: error?.code ?? "", message: error?.message ?? `HTTP ${status} without a body` };
  } catch (error) {
    return { ok: false, status: 0, code: "", message: String(error) };
  }
}

/**
 * What an insert answer means for the inquiry.
 * - stored: the row is in.
 * - replayed: 23505 on `<table>_submission_id_key`: this very submission is already stored.
 * - conflict: 23505 on another unique key (a newsletter address already subscribed).
 * - refused: the row itself was refused (a check, not-null, length or type violation: SQLSTATE
 *   class 22 or 23). Retrying the same row cannot help.
 * - transient: network failure or timeout (status 0), 408, 429 or 5xx: retried later.
 * - misconfigured: anything else, e.g. 401/403 from a wrong or rotated key, 404/405 or an HTML
 *   page from a wrong URL, a missing grant. The row is fine; it is kept until the operator
 *   fixes the configuration.
 */
export type InsertKind = "stored" | "replayed" | "conflict" | "refused" | "transient" | "misconfigured";

/**
 * Classifies a PostgREST insert answer by its cause.
 * @param table the table the insert went to, to recognise its submission-id constraint
 * @param result from {@link insertRow}
 */
export function classifyInsert(table: InquiryTable, result: InsertResult): InsertKind {
  if (result.ok) return "stored";
  if (result.code === "23505") {
    return result.message.includes(`${table}_submission_id_key`) ? "replayed" : "conflict";
  }
  if (/^2[23][0-9A-Z]{3}$/.test(result.code)) return "refused";
  if (result.status === 0 || result.status === 408 || result.status === 429 || result.status >= 500) return "transient";
  return "misconfigured";
}

/** Longest detail kept from an upstream answer in logs and outbox entries, in characters. */
const MAX_DETAIL = 160;

/**
 * A short, single-line description of a failed insert for logs and the outbox: an HTML page
 * becomes "HTML page" rather than being copied.
 * @returns e.g. `401 42501 permission denied for table contact_submissions`
 */
export function describeInsert(result: InsertResult): string {
  if (result.ok) return "";
  const html = /<(!doctype|html|head|body)\b/i.test(result.message);
  const message = html ? "HTML page (is SUPABASE_URL the project's API URL?)" : result.message.replace(/\s+/g, " ");
  const text = `${result.status} ${result.code} ${message}`.replace(/\s+/g, " ").trim();
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}
