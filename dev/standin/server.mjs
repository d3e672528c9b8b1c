// @ts-check
/**
 * Local Supabase stand-in: an HTTP server that speaks the PostgREST contract used by
 * supabase-js, backed by real PostgreSQL (PGlite) with the project's own migrations,
 * roles, grants and row-level security (decision record
 * docs/decisions/0002-local-supabase-standin-on-pglite.md).
 *
 * Run directly (`npm run standin`): listens on 127.0.0.1:54321 (env STANDIN_PORT) and
 * persists to `.standin-data/` at the repo root (env STANDIN_DATA_DIR; `:memory:` for none).
 * Import `startStandin` in tests for an in-memory instance on a random port.
 *
 * @module
 */

import { createServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { authenticate } from "./auth.mjs";
import { createSerialQueue, openDatabase } from "./db.mjs";
import { ApiError, toApiError } from "./errors.mjs";
import { DEMO_JWT_SECRET } from "./keys.mjs";
import { handleRest } from "./rest.mjs";

const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL("../../supabase/migrations/", import.meta.url));
const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../.standin-data/", import.meta.url));
const MAX_BODY_BYTES = 1024 * 1024;
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A fault applied to every `/rest/v1/*` request until cleared (for "database down/slow"
 * tests): answer with an HTTP status, wait before answering normally, or drop the
 * connection without an answer (supabase-js then returns `status: 0`).
 *
 * @typedef {null
 *   | { kind: 'status', status: 500 | 503 | 429 }
 *   | { kind: 'delay', ms: number }
 *   | { kind: 'drop' }} Fault
 */

/**
 * @typedef {object} StandinOptions
 * @property {number} [port] TCP port; 0 picks a free one. Default 54321.
 * @property {string} [host] Interface to bind. Default 127.0.0.1.
 * @property {string} [dataDir] PGlite data folder; undefined = in-memory.
 * @property {string} [migrationsDir] Folder of `*.sql` migrations. Default supabase/migrations.
 * @property {string} [jwtSecret] HS256 secret. Default: the Supabase demo secret.
 * @property {boolean} [allowFaultControl] Serve `POST /__standin/fault`. Default: true when
 *   in-memory, false with a dataDir.
 */

/**
 * @typedef {object} Standin
 * @property {string} url Base URL, e.g. `http://127.0.0.1:54321` (no trailing slash).
 * @property {number} port The port actually bound.
 * @property {import('@electric-sql/pglite').PGlite} db The database (superuser; for test setup
 *   and inspection; requests made through it bypass roles and RLS).
 * @property {string[]} appliedMigrations Migrations applied by this start (empty when a
 *   persisted data folder was already up to date).
 * @property {(fault: Fault) => void} setFault Sets or clears (null) the injected fault.
 * @property {() => Promise<void>} close Stops listening, drops open connections, closes PGlite.
 */

/**
 * Starts the stand-in. Binds the port first (so a second instance fails fast, before it
 * touches a data folder), then opens PGlite, runs bootstrap.sql and applies pending
 * migrations.
 *
 * @param {StandinOptions} [options]
 * @returns {Promise<Standin>}
 * @throws {Error} EADDRINUSE if the port is taken; "data folder ... is in use" if another
 *   live process holds `<dataDir>/standin.lock`; "migration <file> failed: ..." if a
 *   migration fails. The port is released again in the last two cases.
 */
export async function startStandin(options = {}) {
  const {
    port = 54321,
    host = "127.0.0.1",
    dataDir,
    migrationsDir = DEFAULT_MIGRATIONS_DIR,
    jwtSecret = DEMO_JWT_SECRET,
    allowFaultControl = dataDir === undefined,
  } = options;

  const secret = new TextEncoder().encode(jwtSecret);
  const enqueue = createSerialQueue();
  /** @type {Fault} */
  let fault = null;
  /** @type {import('@electric-sql/pglite').PGlite | undefined} */
  let db;
  /** @type {Promise<void> | undefined} */
  let closing;

  const server = createServer((req, res) => {
    route(req, res).catch((err) => {
      // Last resort: route() answers its own errors; this only catches bugs.
      if (!res.headersSent) sendError(res, toApiError(err, "anon"));
      else res.destroy();
    });
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function route(req, res) {
    const url = new URL(req.url ?? "/", "http://standin.local");
    const method = (req.method ?? "GET").toUpperCase();

    if (url.pathname === "/health" && (method === "GET" || method === "HEAD")) {
      // The port is bound before the database is open: only report ready once it is.
      const ready = db !== undefined && !closing;
      const body = method === "HEAD" ? undefined : JSON.stringify({ ok: ready });
      return send(res, ready ? 200 : 503, { "Content-Type": JSON_TYPE }, body);
    }

    if (url.pathname === "/__standin/fault" && method === "POST" && allowFaultControl) {
      let next;
      try {
        next = parseFault(JSON.parse((await readBody(req)).toString("utf8") || "null"));
      } catch (err) {
        return sendError(res, new ApiError(400, "PGRST102", err instanceof Error ? err.message : String(err)));
      }
      fault = next;
      return send(res, 204, {});
    }

    const m = /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname);
    if (!url.pathname.startsWith("/rest/v1/")) {
      return sendError(res, new ApiError(404, "PGRST125", "Invalid path specified in request URL"));
    }

    const current = fault;
    if (current?.kind === "drop") {
      req.socket.destroy();
      return;
    }
    if (current?.kind === "status") {
      return sendError(res, faultError(current.status));
    }
    if (current?.kind === "delay") {
      await sleep(current.ms, undefined, { ref: false });
      if (closing) return void res.destroy();
    }

    if (!m) return sendError(res, new ApiError(404, "PGRST125", "Invalid path specified in request URL"));

    let auth;
    try {
      auth = await authenticate(req.headers, secret);
    } catch (err) {
      return sendError(res, toApiError(err, "anon"));
    }

    let body;
    try {
      body = await readBody(req);
    } catch (err) {
      return sendError(res, toApiError(err, auth.role));
    }

    let table;
    try {
      table = decodeURIComponent(m[1]);
    } catch {
      return sendError(res, new ApiError(404, "PGRST125", "Invalid path specified in request URL"));
    }

    const database = db;
    if (!database)
      return sendError(
        res,
        new ApiError(503, "PGRST002", "Could not query the database for the schema cache. Retrying."),
      );

    try {
      const out = await enqueue(() =>
        handleRest(database, { method, table, query: url.searchParams, headers: req.headers, body, auth }),
      );
      return send(res, out.status, out.headers, out.body);
    } catch (err) {
      return sendError(res, toApiError(err, auth.role));
    }
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(undefined);
    });
  });

  /** @type {string[]} */
  let appliedMigrations;
  /** @type {() => Promise<void>} */
  let closeDb;
  try {
    const opened = await openDatabase({ dataDir, migrationsDir });
    db = opened.db;
    closeDb = opened.close;
    appliedMigrations = opened.appliedNow;
    for (const name of opened.changedSinceApplied) {
      console.warn(
        `[standin] migration ${name} changed after it was applied; it is not re-applied. ` +
          `Delete the data folder to rebuild the database.`,
      );
    }
  } catch (err) {
    await closeServer(server);
    throw err;
  }

  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  const openDb = db;

  return {
    url: `http://${urlHost}:${boundPort}`,
    port: boundPort,
    db: openDb,
    appliedMigrations,
    setFault(next) {
      fault = parseFault(next);
    },
    close() {
      closing ??= (async () => {
        await closeServer(server);
        // Let queued transactions finish before the database goes away.
        await enqueue(async () => {});
        await closeDb();
      })();
      return closing;
    },
  };
}

/**
 * Validates a fault description (see {@link Fault}).
 *
 * @param {unknown} value
 * @returns {Fault}
 * @throws {TypeError} for anything else.
 */
export function parseFault(value) {
  if (value === null || value === undefined) return null;
  const f = /** @type {Record<string, unknown>} */ (value);
  if (f.kind === "status" && (f.status === 500 || f.status === 503 || f.status === 429)) {
    return { kind: "status", status: f.status };
  }
  if (f.kind === "delay" && typeof f.ms === "number" && Number.isFinite(f.ms) && f.ms >= 0) {
    return { kind: "delay", ms: f.ms };
  }
  if (f.kind === "drop") return { kind: "drop" };
  throw new TypeError(
    'fault must be null, {"kind":"status","status":500|503|429}, {"kind":"delay","ms":N} or {"kind":"drop"}',
  );
}

/**
 * The answer for an injected status fault, shaped like the real one where there is one:
 * 503 is PostgREST's own "database unreachable" answer; 500 carries SQLSTATE XX000
 * (internal_error); 429 has no PostgREST counterpart and uses code `STANDIN_FAULT`.
 *
 * @param {500 | 503 | 429} status
 * @returns {ApiError}
 */
function faultError(status) {
  const details = `fault injected by the Supabase stand-in (HTTP ${status})`;
  if (status === 503) {
    return new ApiError(503, "PGRST001", "Database client error. Retrying the connection.", { details });
  }
  if (status === 429) {
    // No PostgREST equivalent (hosted Supabase rate-limits at its gateway): a stand-in code.
    return new ApiError(429, "STANDIN_FAULT", "Too many requests", { details, headers: { "Retry-After": "1" } });
  }
  return new ApiError(500, "XX000", "Internal server error", { details });
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 * @throws {ApiError} 413 when the body exceeds 1 MiB.
 */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new ApiError(413, "PGRST102", "Request body too large", { details: `limit is ${MAX_BODY_BYTES} bytes` });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string} [body]
 */
function send(res, status, headers, body) {
  res.writeHead(
    status,
    body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
  );
  res.end(body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {ApiError} err
 */
function sendError(res, err) {
  send(
    res,
    err.status,
    { "Content-Type": JSON_TYPE, "Proxy-Status": `PostgREST; error=${err.code}`, ...err.headers },
    JSON.stringify(err.toBody()),
  );
}

/**
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * CLI entry: `node dev/standin/server.mjs`.
 * Env: STANDIN_PORT (default 54321), STANDIN_HOST (127.0.0.1), STANDIN_DATA_DIR (repo
 * `.standin-data/`; `:memory:` for none), STANDIN_JWT_SECRET (demo secret),
 * STANDIN_ALLOW_FAULT_CONTROL=1 to serve `POST /__standin/fault`.
 */
async function main() {
  const env = process.env;
  const port = env.STANDIN_PORT ? Number(env.STANDIN_PORT) : 54321;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`[standin] STANDIN_PORT must be a port number, got "${env.STANDIN_PORT}"`);
    process.exit(1);
  }
  const dataDir = env.STANDIN_DATA_DIR === ":memory:" ? undefined : env.STANDIN_DATA_DIR || DEFAULT_DATA_DIR;
  let standin;
  try {
    standin = await startStandin({
      port,
      host: env.STANDIN_HOST || "127.0.0.1",
      dataDir,
      jwtSecret: env.STANDIN_JWT_SECRET || DEMO_JWT_SECRET,
      allowFaultControl: env.STANDIN_ALLOW_FAULT_CONTROL === "1",
    });
  } catch (err) {
    const code = /** @type {{ code?: string }} */ (err).code;
    if (code === "EADDRINUSE") {
      console.error(`[standin] port ${port} is already in use: is another stand-in (npm run dev) running?`);
    } else {
      console.error(`[standin] failed to start: ${err instanceof Error ? err.message : err}`);
    }
    process.exit(1);
  }
  const where = dataDir === undefined ? "in memory" : `data in ${dataDir}`;
  const migrated = standin.appliedMigrations.length ? `, applied ${standin.appliedMigrations.join(", ")}` : "";
  console.log(`[standin] Supabase stand-in listening on ${standin.url} (${where}${migrated})`);

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    try {
      await standin.close();
      process.exit(0);
    } catch (err) {
      console.error(`[standin] error while stopping on ${signal}: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    }
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
