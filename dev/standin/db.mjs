// @ts-check
/**
 * The stand-in's database: PGlite (PostgreSQL compiled to WASM), bootstrapped with the
 * Supabase API roles and migrated with supabase/migrations/*.sql.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

const BOOTSTRAP_SQL = fileURLToPath(new URL("./bootstrap.sql", import.meta.url));

/**
 * @typedef {object} OpenedDatabase
 * @property {PGlite} db The PGlite instance (superuser connection; requests switch role).
 * @property {string[]} appliedNow Migration file names applied by this call, in order.
 * @property {string[]} changedSinceApplied Already-applied migrations whose file changed since.
 * @property {() => Promise<void>} close Closes PGlite and releases the data-folder lock.
 */

/**
 * Opens (or creates) the database, runs bootstrap.sql, then applies every `*.sql` in
 * `migrationsDir` in name order that is not yet recorded in
 * `standin_meta.applied_migrations`. Each migration runs in its own transaction together
 * with its bookkeeping row, so a failing migration leaves nothing half-applied.
 *
 * @param {{ dataDir?: string, migrationsDir: string }} options `dataDir` undefined = in-memory.
 * @returns {Promise<OpenedDatabase>}
 * @throws {Error} when a migration fails (message names the file; `cause` is the Postgres error).
 */
export async function openDatabase({ dataDir, migrationsDir }) {
  const release = dataDir === undefined ? async () => {} : await lockDataDir(dataDir);
  const db = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  const close = async () => {
    try {
      await db.close();
    } finally {
      await release();
    }
  };
  try {
    await db.waitReady;
    await db.exec(await readFile(BOOTSTRAP_SQL, "utf8"));

    const applied = new Map(
      (await db.query(`select name, sha256 from standin_meta.applied_migrations`)).rows.map((r) => {
        const row = /** @type {{ name: string, sha256: string }} */ (r);
        return [row.name, row.sha256];
      }),
    );

    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
    /** @type {string[]} */
    const appliedNow = [];
    /** @type {string[]} */
    const changedSinceApplied = [];
    for (const name of files) {
      const sql = await readFile(join(migrationsDir, name), "utf8");
      const sha256 = createHash("sha256").update(sql).digest("hex");
      if (applied.has(name)) {
        if (applied.get(name) !== sha256) changedSinceApplied.push(name);
        continue;
      }
      try {
        await db.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query(`insert into standin_meta.applied_migrations (name, sha256) values ($1, $2)`, [name, sha256]);
        });
      } catch (err) {
        throw new Error(`migration ${name} failed: ${err instanceof Error ? err.message : err}`, {
          cause: err,
        });
      }
      appliedNow.push(name);
    }
    return { db, appliedNow, changedSinceApplied, close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

const LOCK_FILE = "standin.lock";

/**
 * PGlite does not lock its data folder, and two processes writing one folder corrupt it.
 * Takes `<dataDir>/standin.lock` (holding our pid); a lock left by a dead process is taken over.
 *
 * @param {string} dataDir
 * @returns {Promise<() => Promise<void>>} Releases the lock.
 * @throws {Error} when a live process holds the lock.
 */
async function lockDataDir(dataDir) {
  await mkdir(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: "wx" });
      return () => rm(lockPath, { force: true });
    } catch (err) {
      if (/** @type {{ code?: string }} */ (err).code !== "EEXIST") throw err;
      const pid = Number((await readFile(lockPath, "utf8").catch(() => "")).trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(
          `data folder ${dataDir} is in use by process ${pid} (another stand-in?); ` +
            `stop it, or delete ${lockPath} if that process is not a stand-in`,
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock data folder ${dataDir}`);
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {{ code?: string }} */ (err).code === "EPERM";
  }
}

/**
 * A FIFO lock: PGlite has one connection, so requests run one transaction at a time.
 *
 * @returns {<T>(task: () => Promise<T>) => Promise<T>} Runs `task` after all earlier tasks settle.
 */
export function createSerialQueue() {
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}

/**
 * @typedef {object} TableInfo
 * @property {string} schema
 * @property {string} name
 * @property {string[]} columns Column names in table order.
 */

/**
 * Looks a relation up in the catalog, as PostgREST's schema cache would (tables, views,
 * materialized views, foreign and partitioned tables). Runs as the superuser, so it sees
 * tables the request's role has no grant on: privileges are enforced later by Postgres.
 *
 * @param {import('@electric-sql/pglite').Transaction | PGlite} db
 * @param {string} schema
 * @param {string} name
 * @returns {Promise<TableInfo | null>} null when there is no such relation.
 */
export async function findTable(db, schema, name) {
  const res = await db.query(
    `select a.attname as column
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       left join pg_catalog.pg_attribute a
              on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')
      order by a.attnum`,
    [schema, name],
  );
  if (res.rows.length === 0) return null;
  const columns = res.rows.map((r) => /** @type {{ column: string | null }} */ (r).column).filter((c) => c !== null);
  return { schema, name, columns: /** @type {string[]} */ (columns) };
}

/**
 * Table names of a schema, for the "Perhaps you meant" hint of PGRST205.
 *
 * @param {import('@electric-sql/pglite').Transaction | PGlite} db
 * @param {string} schema
 * @returns {Promise<string[]>}
 */
export async function listTables(db, schema) {
  const res = await db.query(
    `select c.relname as name from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p') order by 1`,
    [schema],
  );
  return res.rows.map((r) => /** @type {{ name: string }} */ (r).name);
}
