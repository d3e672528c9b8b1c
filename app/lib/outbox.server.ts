/**
 * The durable outbox: inquiries that Supabase could not take are kept in Workers KV and
 * replayed by the Cron Trigger with exponential backoff (docs/decisions/0005).
 *
 * Key: `outbox:<table>:<submission_id>`; value: {@link OutboxEntry} as JSON; the KV metadata
 * holds `nextAttemptAt` so a replay run can skip entries that are not due without reading them.
 * An entry is deleted only after a confirmed insert or a 23505 (the row is already there).
 * Only a row the database refuses for good (a check violation) moves to
 * `outbox-dead:<table>:<submission_id>`; a configuration fault (wrong key or URL) keeps the
 * entry queued until the configuration is fixed.
 */
import type { InquiryTable, InsertRow } from "./database";
import { log, logAtMostEvery } from "./log.server";
import { classifyInsert, describeInsert, insertRow } from "./supabase.server";

export type OutboxEntry<T extends InquiryTable = InquiryTable> = {
  table: T;
  row: InsertRow<T>;
  /** Failed replay attempts so far. */
  attempts: number;
  /** ms since the epoch. */
  queuedAt: number;
  nextAttemptAt: number;
  lastError: string;
};

type Meta = { nextAttemptAt: number };

export const OUTBOX_PREFIX = "outbox:";
export const DEAD_LETTER_PREFIX = "outbox-dead:";
/** First retry after 5 minutes (the cron interval), doubling up to 6 hours. */
export const BACKOFF_BASE_MS = 5 * 60_000;
export const BACKOFF_MAX_MS = 6 * 60 * 60_000;
/** A configuration fault is retried at least this often, so a fixed key drains the outbox soon. */
export const MISCONFIGURED_RETRY_MS = 15 * 60_000;

/**
 * Delay before the next replay after `attempts` failures.
 * @returns ms: 5 min × 2^(attempts−1), at most 6 h; 0 for a new entry
 */
export function backoffMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));
}

const keyFor = (prefix: string, table: InquiryTable, submissionId: string) => `${prefix}${table}:${submissionId}`;

/**
 * Parks one inquiry in the outbox.
 * @param kv the OUTBOX_KV binding
 * @param table where the row belongs
 * @param row the row as it would have been inserted
 * @param reason why the insert did not land (for the operator)
 * @throws when KV is missing or the write fails: the caller must then tell the visitor
 */
export async function enqueueInquiry<T extends InquiryTable>(
  kv: KVNamespace | undefined,
  table: T,
  row: InsertRow<T>,
  reason: string,
  nowMs = Date.now(),
): Promise<void> {
  if (!kv) throw new Error("OUTBOX_KV binding is missing");
  const entry: OutboxEntry<T> = { table, row, attempts: 0, queuedAt: nowMs, nextAttemptAt: nowMs, lastError: reason };
  await kv.put(keyFor(OUTBOX_PREFIX, table, row.submission_id), JSON.stringify(entry), {
    metadata: { nextAttemptAt: entry.nextAttemptAt } satisfies Meta,
  });
}

export type ReplaySummary = { delivered: number; retrying: number; dead: number; notDue: number };

type ReplayEnv = { SUPABASE_URL: string; SUPABASE_ANON_KEY: string; OUTBOX_KV: KVNamespace };

/**
 * Replays every due outbox entry into Supabase (the `scheduled` handler calls this).
 * @param env SUPABASE_URL, SUPABASE_ANON_KEY and OUTBOX_KV
 * @param nowMs current time
 * @returns counts of entries delivered (deleted), rescheduled, dead-lettered and not yet due
 */
export async function replayOutbox(env: ReplayEnv, nowMs = Date.now()): Promise<ReplaySummary> {
  const summary: ReplaySummary = { delivered: 0, retrying: 0, dead: 0, notDue: 0 };
  let cursor: string | undefined;
  do {
    const page = await env.OUTBOX_KV.list<Meta>({ prefix: OUTBOX_PREFIX, cursor });
    for (const key of page.keys) {
      if ((key.metadata?.nextAttemptAt ?? 0) > nowMs) {
        summary.notDue += 1;
        continue;
      }
      const entry = await env.OUTBOX_KV.get<OutboxEntry>(key.name, "json");
      if (!entry) continue;
      await replayOne(env, key.name, entry, nowMs, summary);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return summary;
}

async function replayOne(env: ReplayEnv, key: string, entry: OutboxEntry, nowMs: number, summary: ReplaySummary) {
  const result = await insertRow(env, entry.table, entry.row);
  const fields = { table: entry.table, submissionId: entry.row.submission_id, attempts: entry.attempts + 1 };
  const kind = classifyInsert(entry.table, result);
  // Stored now, or already stored (by an earlier attempt whose answer we never saw, or a duplicate address).
  if (kind === "stored" || kind === "replayed" || kind === "conflict") {
    await env.OUTBOX_KV.delete(key);
    summary.delivered += 1;
    log("info", "outbox_replay", { outcome: "delivered", kind, ...fields });
    return;
  }
  const detail = describeInsert(result);
  if (kind === "refused") {
    await env.OUTBOX_KV.put(
      keyFor(DEAD_LETTER_PREFIX, entry.table, entry.row.submission_id),
      JSON.stringify({ ...entry, lastError: detail }),
    );
    await env.OUTBOX_KV.delete(key);
    summary.dead += 1;
    log("error", "outbox_replay", { outcome: "dead", detail, ...fields });
    return;
  }
  const attempts = entry.attempts + 1;
  const delay = kind === "misconfigured" ? Math.min(MISCONFIGURED_RETRY_MS, backoffMs(attempts)) : backoffMs(attempts);
  const next: OutboxEntry = { ...entry, attempts, nextAttemptAt: nowMs + delay, lastError: detail };
  await env.OUTBOX_KV.put(key, JSON.stringify(next), {
    metadata: { nextAttemptAt: next.nextAttemptAt } satisfies Meta,
  });
  summary.retrying += 1;
  const retrying = { outcome: "retrying", kind, detail, nextAttemptAt: new Date(next.nextAttemptAt).toISOString() };
  if (kind === "misconfigured") {
    logAtMostEvery(60_000, "supabase_misconfigured", "error", "outbox_replay", { ...retrying, ...fields });
  } else log("info", "outbox_replay", { ...retrying, ...fields });
}
