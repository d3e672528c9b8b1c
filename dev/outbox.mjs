// @ts-check
/**
 * `npm run outbox`: lists the inquiries waiting in the durable outbox (`outbox:` keys) and the
 * dead-lettered ones (`outbox-dead:` keys), and replays any of them into Supabase on request.
 *
 *   npm run outbox                          list the local outbox (npm run dev / preview state)
 *   npm run outbox -- --remote              list the hosted OUTBOX_KV namespace (through wrangler)
 *   npm run outbox -- --replay <key>|all    insert now; the entry is deleted once the row is stored
 *
 * Env for --replay: SUPABASE_URL and SUPABASE_ANON_KEY (default: the local stand-in and its demo
 * anon key). Local state is read with miniflare from `.wrangler/state/v3` (env OUTBOX_STATE_DIR).
 * Exits 1 when a replay fails; the entry then stays where it was, with the new error recorded.
 *
 * @module
 */

import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createClient } from "@supabase/supabase-js";
import { visible } from "./leads.mjs";
import { ANON_KEY, DEFAULT_STANDIN_URL } from "./standin/keys.mjs";

const QUEUED = "outbox:";
const DEAD = "outbox-dead:";
const DEFAULT_STATE = fileURLToPath(new URL("../.wrangler/state/v3", import.meta.url));

/**
 * @typedef {{ table: keyof import("../app/lib/database").Database["public"]["Tables"], row: Record<string, string | null> & { submission_id: string }, attempts: number, queuedAt: number, lastError: string }} Entry
 * @typedef {{ list(prefix: string): Promise<string[]>, get(key: string): Promise<Entry | null>, put(key: string, entry: Entry): Promise<void>, delete(key: string): Promise<void>, close(): Promise<void> }} Store
 */

/**
 * The local OUTBOX_KV namespace, opened with miniflare's API on the state `npm run dev` keeps.
 * @param {string} stateDir
 * @returns {Promise<Store>}
 */
async function localStore(stateDir) {
  const { Miniflare } = await import("miniflare");
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
    kvNamespaces: { OUTBOX_KV: "11111111111111111111111111111111" },
    kvPersist: `${stateDir}/kv`,
  });
  // Typed by miniflare with the Workers runtime's types, which this Node program does not load.
  const kv =
    /** @type {{ list(options: { prefix: string, cursor?: string }): Promise<{ keys: { name: string }[], list_complete: boolean, cursor?: string }>, get(key: string, type: "json"): Promise<Entry | null>, put(key: string, value: string, options: { metadata: unknown }): Promise<void>, delete(key: string): Promise<void> }} */ (
      /** @type {unknown} */ (await mf.getKVNamespace("OUTBOX_KV"))
    );
  return {
    async list(prefix) {
      /** @type {string[]} */
      const keys = [];
      /** @type {string | undefined} */
      let cursor;
      do {
        const page = await kv.list({ prefix, cursor });
        keys.push(...page.keys.map((k) => k.name));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      return keys;
    },
    get: (key) => kv.get(key, "json"),
    put: (key, entry) => kv.put(key, JSON.stringify(entry), { metadata: { nextAttemptAt: 0 } }),
    delete: (key) => kv.delete(key),
    close: () => mf.dispose(),
  };
}

/**
 * The hosted OUTBOX_KV namespace, through the project's wrangler (`npx wrangler login` first).
 * @returns {Store}
 */
function remoteStore() {
  /** @param {string[]} args */
  const wrangler = (...args) =>
    execFileSync("npx", ["wrangler", "kv", "key", ...args, "--binding", "OUTBOX_KV", "--remote"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
  return {
    async list(prefix) {
      return JSON.parse(wrangler("list", "--prefix", prefix)).map((/** @type {{ name: string }} */ k) => k.name);
    },
    async get(key) {
      return JSON.parse(wrangler("get", key));
    },
    async put(key, entry) {
      wrangler("put", key, JSON.stringify(entry), "--metadata", JSON.stringify({ nextAttemptAt: 0 }));
    },
    async delete(key) {
      wrangler("delete", key);
    },
    async close() {},
  };
}

/**
 * One line per entry: key, table, attempts, when it was queued and the last error, with control
 * characters shown visibly.
 * @param {string} key
 * @param {Entry | null} entry
 */
export function describeEntry(key, entry) {
  if (!entry) return `  ${visible(key)}  (empty)`;
  const queued = new Date(entry.queuedAt).toISOString().slice(0, 16).replace("T", " ");
  const who = entry.row.email ?? "";
  return `  ${visible(key)}\n    ${entry.table}  ${visible(String(who))}  queued ${queued}Z  attempts ${entry.attempts}  last error: ${visible(entry.lastError || "none")}`;
}

/**
 * Inserts one entry's row with the anon key.
 * @param {Entry} entry
 * @param {{ url: string, key: string }} supabase
 * @returns {Promise<{ stored: boolean, detail: string }>} stored also when the row was already there (23505)
 */
async function insert(entry, supabase) {
  const client = createClient(supabase.url, supabase.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: /** @type {any} */ (NoRealtimeTransport) },
  });
  const { error, status } = await client.from(entry.table).insert(/** @type {never} */ (entry.row));
  if (!error && status === 201) return { stored: true, detail: "stored" };
  if (error?.code === "23505") return { stored: true, detail: "already stored" };
  return {
    stored: false,
    detail: `${status} ${error?.code ?? ""} ${error?.message ?? ""}`.replace(/\s+/g, " ").trim(),
  };
}

/** supabase-js builds a Realtime client; on Node 20 it needs a transport, which is never used here. */
class NoRealtimeTransport {
  constructor() {
    throw new Error("Realtime is not used by dev/outbox.mjs");
  }
}

/**
 * Runs the command.
 * @param {string[]} argv arguments after the script name
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>} exit code
 */
export async function main(argv, env) {
  const replayAt = argv.indexOf("--replay");
  const target = replayAt >= 0 ? argv[replayAt + 1] : undefined;
  if (argv.includes("--help") || (replayAt >= 0 && !target)) {
    console.log("usage: npm run outbox [-- --remote] [-- --replay <key>|all]");
    return replayAt >= 0 && !target ? 1 : 0;
  }
  const store = argv.includes("--remote") ? remoteStore() : await localStore(env.OUTBOX_STATE_DIR || DEFAULT_STATE);
  try {
    const queued = await store.list(QUEUED);
    const dead = await store.list(DEAD);
    if (!target) {
      for (const [title, keys] of /** @type {const} */ ([
        ["Queued (replayed by the cron)", queued],
        ["Dead-lettered (refused by the database)", dead],
      ])) {
        console.log(`${title}: ${keys.length}`);
        for (const key of keys) console.log(describeEntry(key, await store.get(key)));
      }
      return 0;
    }
    const supabase = { url: env.SUPABASE_URL || DEFAULT_STANDIN_URL, key: env.SUPABASE_ANON_KEY || ANON_KEY };
    const keys = target === "all" ? [...queued, ...dead] : [target];
    let failed = 0;
    for (const key of keys) {
      const entry = await store.get(key);
      if (!entry) {
        console.error(`no entry ${visible(key)}`);
        failed += 1;
        continue;
      }
      const result = await insert(entry, supabase);
      if (result.stored) await store.delete(key);
      else {
        failed += 1;
        await store.put(key, { ...entry, attempts: entry.attempts + 1, lastError: result.detail });
      }
      console.log(`${visible(key)}: ${visible(result.detail)}`);
    }
    return failed ? 1 : 0;
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
