/**
 * Stores one inquiry so that it is never lost (issue: "No inquiry is ever lost"):
 * insert through supabase-js with the submission id as idempotency key; when Supabase is
 * unreachable, slow, or answers 5xx/429, park the row in the durable outbox instead.
 */
import type { SiteEnv } from "./env.server";
import { enqueueInquiry, type InquiryTable } from "./outbox.server";
import { classifyInsert, insertRow } from "./supabase.server";

export type { InquiryTable };

/** A row as sent to PostgREST; `submission_id` is the idempotency key (UUID). */
export type InquiryRow = Record<string, string | null> & { submission_id: string };

export type StoreOutcome = { kind: "stored" | "replayed" | "conflict" | "queued" } | { kind: "failed"; detail: string };

/**
 * Inserts the row, or queues it in the outbox when Supabase cannot take it now
 * (unreachable, slow, 5xx/429, or not configured).
 * @param env Supabase settings (null when missing), the OUTBOX_KV binding and the config problems
 * @param table target table
 * @param row column values including `submission_id`
 * @returns stored / replayed / conflict / queued, or failed with a log detail when the insert
 *   was refused for good, or when both Supabase and the outbox failed. Never throws.
 */
export async function storeInquiry(
  env: Pick<SiteEnv, "supabase" | "OUTBOX_KV" | "problems">,
  table: InquiryTable,
  row: InquiryRow,
): Promise<StoreOutcome> {
  let kind: ReturnType<typeof classifyInsert> = "transient";
  let detail = env.problems.join("; ");
  if (env.supabase) {
    const result = await insertRow(env.supabase, table, row);
    kind = classifyInsert(table, result);
    if (kind !== "transient" && kind !== "permanent") return { kind };
    detail = result.ok ? "" : `${result.status} ${result.code} ${result.message}`.trim();
  }
  if (kind === "permanent") return { kind: "failed", detail };
  try {
    await enqueueInquiry(env.OUTBOX_KV, table, row, detail);
    return { kind: "queued" };
  } catch (error) {
    return { kind: "failed", detail: `${detail}; outbox: ${String(error)}` };
  }
}
