/**
 * `npm run outbox` on local state: lists queued and dead-lettered entries, and replays one into
 * the stand-in on request (the entry is deleted once the row is stored).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Standin, startStandin } from "../../dev/standin/server.mjs";

const run = promisify(execFile);
const state = mkdtempSync(join(tmpdir(), "outbox-state-"));
let standin: Standin;

const entry = (email: string, lastError: string) => ({
  table: "newsletter_subscriptions",
  row: { submission_id: crypto.randomUUID(), email },
  attempts: 3,
  queuedAt: Date.parse("2026-11-23T08:00:00Z"),
  nextAttemptAt: 0,
  lastError,
});

beforeAll(async () => {
  standin = await startStandin({ port: 0 });
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null); } }",
    kvNamespaces: { OUTBOX_KV: "11111111111111111111111111111111" },
    kvPersist: join(state, "kv"),
  });
  // miniflare types its bindings with its own Request type; only put() is used here.
  const kv = (await mf.getKVNamespace("OUTBOX_KV")) as unknown as { put(key: string, value: string): Promise<void> };
  await kv.put(
    "outbox:newsletter_subscriptions:a",
    JSON.stringify(entry("queued@example.com", "401 PGRST301 bad key")),
  );
  await kv.put(
    "outbox-dead:newsletter_subscriptions:b",
    JSON.stringify(entry("dead@example.com", "400 23514 check \u001b[2J")),
  );
  await mf.dispose();
}, 60_000);

afterAll(async () => {
  await standin?.close();
  rmSync(state, { recursive: true, force: true });
});

/**
 * Each run of the command starts its own workerd for the local KV state: a few seconds on a quiet
 * machine, and up to several times that on a loaded CI runner, where the replay test (two runs
 * and a stand-in insert) once passed the suite's 30 s default.
 */
const COMMAND_TEST_TIMEOUT_MS = 90_000;

const outbox = (...args: string[]) =>
  run(process.execPath, ["dev/outbox.mjs", ...args], {
    env: { ...process.env, OUTBOX_STATE_DIR: state, SUPABASE_URL: standin.url },
  });

it(
  "lists queued and dead-lettered entries, control characters shown visibly",
  async () => {
    const { stdout } = await outbox();
    expect(stdout).toContain("Queued (replayed by the cron): 1");
    expect(stdout).toContain("queued@example.com");
    expect(stdout).toContain("401 PGRST301 bad key");
    expect(stdout).toContain("Dead-lettered (refused by the database): 1");
    expect(stdout).toContain("400 23514 check \\x1b[2J");
    expect(stdout).not.toContain("\u001b");
  },
  COMMAND_TEST_TIMEOUT_MS,
);

it(
  "replays an entry on request and removes it once stored",
  async () => {
    const { stdout } = await outbox("--replay", "outbox:newsletter_subscriptions:a");
    expect(stdout).toContain("stored");
    const rows = await standin.db.query("select email from public.newsletter_subscriptions where email = $1", [
      "queued@example.com",
    ]);
    expect(rows.rows).toHaveLength(1);
    const after = await outbox();
    expect(after.stdout).toContain("Queued (replayed by the cron): 0");
    expect(after.stdout).toContain("Dead-lettered (refused by the database): 1");
  },
  COMMAND_TEST_TIMEOUT_MS,
);
