// @ts-check
/**
 * The `/rest/v1/<table>` part of the PostgREST contract, over PGlite, for what the Worker,
 * `npm run leads`, `npm run outbox` and the tests send: POST of one JSON object (supabase-js
 * `.insert(obj)`), and GET with `select`, `order`, `limit` and `eq`/`ilike` filters.
 *
 * Every request runs in one transaction that first switches to the JWT's role, exactly as
 * PostgREST does:
 *
 *   select set_config('role', $role, true), set_config('request.jwt.claims', $claims, true)
 *
 * so grants and row-level security are enforced by Postgres itself. Identifiers from the
 * URL are checked against the catalog and double-quoted; values are always bind parameters.
 * Other methods answer 405 PGRST117; other `Prefer` options and query features 400 PGRST127.
 *
 * @module
 */

import { findTable, listTables } from "./db.mjs";
import { ApiError } from "./errors.mjs";
import { buildOrder, buildWhere, notImplemented, parseLimit, quoteIdent, selectList } from "./query.mjs";

const SCHEMA = "public";

/**
 * @typedef {object} RestRequest
 * @property {string} method HTTP method, upper case.
 * @property {string} table Table name from the path (already URL-decoded).
 * @property {URLSearchParams} query
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} body Raw request body (may be empty).
 * @property {{ role: string, claims: Record<string, unknown> }} auth Verified JWT.
 */

/**
 * @typedef {object} RestResponse
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} [body]
 */

/**
 * Runs one REST request against the database. Call it inside the serial queue.
 *
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @returns {Promise<RestResponse>}
 * @throws {ApiError | Error} ApiError for contract errors (PGRST1xx/2xx); Postgres errors
 *   are thrown as they are, for the caller to map with `toApiError`.
 */
export async function handleRest(db, req) {
  if (req.method !== "POST" && req.method !== "GET") {
    throw new ApiError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
  }
  checkProfile(req);
  const table = await findTable(db, SCHEMA, req.table);
  if (!table) throw await tableNotFound(db, req.table);
  if (req.headers.prefer) throw notImplemented(`Prefer: ${req.headers.prefer} is not supported by the stand-in`);
  return req.method === "POST" ? insert(db, req, table) : read(db, req, table);
}

/**
 * `INSERT INTO t (keys) SELECT keys FROM json_populate_record(...)`, as PostgREST builds it.
 *
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @param {import('./db.mjs').TableInfo} table
 * @returns {Promise<RestResponse>} 201 with an empty body and `Content-Range: *\/*`
 */
async function insert(db, req, table) {
  if ([...req.query.keys()].length > 0) throw notImplemented("query parameters on an insert");
  const row = parseJsonBody(req.body);
  if (!isPlainObject(row)) throw invalidBody("Empty or invalid json");
  const columns = Object.keys(row);
  for (const c of columns) {
    if (!table.columns.includes(c)) {
      throw new ApiError(400, "PGRST204", `Could not find the '${c}' column of '${table.name}' in the schema cache`);
    }
  }
  const target = qualified(table);
  const cols = columns.map(quoteIdent).join(", ");
  const sql =
    columns.length === 0
      ? `INSERT INTO ${target} DEFAULT VALUES`
      : `INSERT INTO ${target} (${cols}) SELECT ${cols} FROM json_populate_record(NULL::${target}, $1::json)`;
  await inRoleTransaction(db, req, (tx) => tx.query(sql, columns.length === 0 ? [] : [JSON.stringify(row)]));
  return { status: 201, headers: { "Content-Range": "*/*" } };
}

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @param {import('./db.mjs').TableInfo} table
 * @returns {Promise<RestResponse>} 200 with a JSON array
 */
async function read(db, req, table) {
  const select = selectList(req.query, table);
  const where = buildWhere(req.query, table);
  const orderBy = buildOrder(req.query.get("order"), table);
  const limit = parseLimit(req.query.get("limit"));
  let inner = `SELECT ${select} FROM ${qualified(table)} AS _t${where.sql}${orderBy}`;
  if (limit !== undefined) inner += ` LIMIT ${limit}`;
  const rows = await inRoleTransaction(db, req, async (tx) => {
    const res = await tx.query(`SELECT coalesce(json_agg(_r), '[]'::json) AS body FROM (${inner}) AS _r`, where.params);
    return /** @type {unknown[]} */ (/** @type {{ body: unknown }} */ (res.rows[0]).body);
  });
  const range = rows.length === 0 ? "*/*" : `0-${rows.length - 1}/*`;
  return {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Range": range },
    body: JSON.stringify(rows),
  };
}

/**
 * Runs `work` in one transaction after switching to the request's role, as PostgREST does.
 *
 * @template T
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @param {(tx: import('@electric-sql/pglite').Transaction) => Promise<T>} work
 * @returns {Promise<T>}
 */
function inRoleTransaction(db, req, work) {
  return db.transaction(async (tx) => {
    await tx.query(
      "SELECT set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true)",
      [req.auth.role, JSON.stringify(req.auth.claims), req.method],
    );
    return work(tx);
  });
}

/** @param {import('./db.mjs').TableInfo} table */
function qualified(table) {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

// ---------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------

/** @param {RestRequest} req */
function checkProfile(req) {
  const header = req.method === "GET" ? "accept-profile" : "content-profile";
  const profile = req.headers[header];
  if (typeof profile === "string" && profile !== "" && profile !== SCHEMA) {
    throw new ApiError(406, "PGRST106", `Invalid schema: ${profile}`, {
      hint: `Only the following schemas are exposed: ${SCHEMA}`,
    });
  }
}

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {string} name
 * @returns {Promise<ApiError>}
 */
async function tableNotFound(db, name) {
  const tables = await listTables(db, SCHEMA);
  const close = tables.find((t) => similar(t, name));
  return new ApiError(404, "PGRST205", `Could not find the table '${SCHEMA}.${name}' in the schema cache`, {
    hint: close ? `Perhaps you meant the table '${SCHEMA}.${close}'` : null,
  });
}

/**
 * Cheap stand-in for PostgREST's fuzzy match: same name up to one edit, or one contains
 * the other (e.g. singular/plural).
 *
 * @param {string} a
 * @param {string} b
 */
function similar(a, b) {
  if (a.includes(b) || b.includes(a)) return Math.min(a.length, b.length) >= 4;
  if (Math.abs(a.length - b.length) > 1) return false;
  let edits = 0;
  for (let i = 0, j = 0; i < a.length || j < b.length; ) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return true;
}

/**
 * @param {Buffer} body
 * @returns {unknown}
 * @throws {ApiError} 400 PGRST102 for an empty or unparsable body.
 */
function parseJsonBody(body) {
  const text = body.toString("utf8");
  if (text.trim() === "") throw invalidBody("Empty or invalid json");
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody("Empty or invalid json");
  }
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** @param {string} message */
function invalidBody(message) {
  return new ApiError(400, "PGRST102", message);
}
