/**
 * Stores one inquiry so that it is never lost: insert through supabase-js with an idempotency
 * key; when Supabase cannot take it now (unreachable, slow, 5xx/429, or misconfigured), park
 * the row in the durable outbox instead.
 */
import type { InquiryTable, InsertRow } from "./database";
import type { SiteEnv } from "./env.server";
import { logAtMostEvery } from "./log.server";
import { enqueueInquiry } from "./outbox.server";
import { classifyInsert, describeInsert, insertRow } from "./supabase.server";

export type StoreOutcome = { kind: "stored" | "replayed" | "conflict" | "queued" } | { kind: "failed"; detail: string };

/** One configuration-fault log line per minute at most, per isolate. */
export const CONFIG_FAULT_LOG_INTERVAL_MS = 60_000;

/**
 * The idempotency key of one submission: a UUID (version 8) made from the form's submission id
 * and the submitted content. A replay of the same post gets the same key and stores one row;
 * a second post with the same submission id but other content gets another key and is stored too.
 * @param formSubmissionId the UUID the rendered form carried
 * @param content the row's other columns
 * @returns a lower-case UUID
 */
export async function idempotencyKey(formSubmissionId: string, content: Record<string, unknown>): Promise<string> {
  const canonical = JSON.stringify([formSubmissionId, Object.entries(content).sort(([a], [b]) => (a < b ? -1 : 1))]);
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical)), 0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Inserts the row, or queues it in the outbox when Supabase cannot take it now.
 * @param env Supabase settings (null when missing), the OUTBOX_KV binding and the config problems
 * @param table target table
 * @param row the columns to insert, `submission_id` from {@link idempotencyKey}
 * @returns stored / replayed / conflict / queued, or failed with a log detail when the row was
 *   refused for good (a check violation), or when both Supabase and the outbox failed. Never throws.
 */
export async function storeInquiry<T extends InquiryTable>(
  env: Pick<SiteEnv, "supabase" | "OUTBOX_KV" | "problems">,
  table: T,
  row: InsertRow<T>,
): Promise<StoreOutcome> {
  let detail = env.problems.join("; ");
  if (env.supabase) {
    const result = await insertRow(env.supabase, table, row);
    const kind = classifyInsert(table, result);
    if (kind === "stored" || kind === "replayed" || kind === "conflict") return { kind };
    detail = describeInsert(result);
    if (kind === "refused") return { kind: "failed", detail };
    if (kind === "misconfigured") {
      logAtMostEvery(CONFIG_FAULT_LOG_INTERVAL_MS, "supabase_misconfigured", "error", "supabase_misconfigured", {
        table,
        detail,
      });
    }
  }
  try {
    await enqueueInquiry(env.OUTBOX_KV, table, row, detail);
    return { kind: "queued" };
  } catch (error) {
    return { kind: "failed", detail: `${detail}; outbox: ${String(error)}` };
  }
}
