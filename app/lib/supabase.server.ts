/**
 * Inserts through supabase-js, the same HTTP API the hosted project serves
 * (spec §7, design §3). Only the error is read from the answer.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { SupabaseConfig } from "./env.server";

/** How long an insert may take before it is abandoned. */
export const INSERT_TIMEOUT_MS = 5000;

const clients = new Map<string, SupabaseClient>();

function clientFor(env: SupabaseConfig): SupabaseClient {
  const key = `${env.SUPABASE_URL}\n${env.SUPABASE_ANON_KEY}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
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
 * @param table "contact_submissions" or "newsletter_subscriptions"
 * @param row column values
 * @returns ok, or the PostgREST status (0 for a network failure or timeout), error code
 *   (e.g. "23505"; "" when the server was not reached) and message. Never throws.
 */
export async function insertRow(
  env: SupabaseConfig,
  table: "contact_submissions" | "newsletter_subscriptions",
  row: Record<string, string | null>,
  timeoutMs = INSERT_TIMEOUT_MS,
): Promise<InsertResult> {
  try {
    const { error, status } = await clientFor(env).from(table).insert(row).abortSignal(AbortSignal.timeout(timeoutMs));
    if (!error) return { ok: true };
    return { ok: false, status, code: error.code ?? "", message: error.message };
  } catch (error) {
    return { ok: false, status: 0, code: "", message: String(error) };
  }
}

/**
 * What an insert answer means for the inquiry.
 * - stored: the row is in.
 * - replayed: 23505 on `<table>_submission_id_key`: this very submission is already stored.
 * - conflict: 23505 on another unique key (a newsletter address already subscribed).
 * - transient: network failure or timeout (status 0), 408, 429 or 5xx: worth retrying later.
 * - permanent: any other 4xx (a check constraint, a missing grant): retrying cannot help.
 */
export type InsertKind = "stored" | "replayed" | "conflict" | "transient" | "permanent";

/**
 * Classifies a PostgREST insert answer (status mapping per design §4).
 * @param table the table the insert went to, to recognise its submission-id constraint
 * @param result from {@link insertRow}
 */
export function classifyInsert(
  table: "contact_submissions" | "newsletter_subscriptions",
  result: InsertResult,
): InsertKind {
  if (result.ok) return "stored";
  if (result.code === "23505") {
    return result.message.includes(`${table}_submission_id_key`) ? "replayed" : "conflict";
  }
  if (result.status === 0 || result.status === 408 || result.status === 429 || result.status >= 500) return "transient";
  return "permanent";
}
