/**
 * The `/rest/v1/<table>` part of the PostgREST contract, over PGlite (design.md §4).
 *
 * Every request runs in one transaction that first switches to the JWT's role, exactly as
 * PostgREST does:
 *
 *   select set_config('role', $role, true), set_config('request.jwt.claims', $claims, true)
 *
 * so grants and row-level security are enforced by Postgres itself. Identifiers from the
 * URL are checked against the catalog and double-quoted; values are always bind parameters.
 *
 * Supported: POST (insert, object or array, `?columns=`), GET/HEAD (`select`, `order`,
 * `limit`, `offset`, filters), PATCH, DELETE; `Prefer: return=representation|minimal`,
 * `count=exact`, `tx=rollback`; `Accept: application/vnd.pgrst.object+json`.
 * Filters: eq, neq, gt, gte, lt, lte, like, ilike, in, is (null/true/false/unknown), each
 * optionally prefixed with `not.`. Anything else answers 400 PGRST127 "Feature not
 * implemented" rather than silently doing something different from PostgREST.
 *
 * @module
 */

import { findTable, listTables } from "./db.mjs";
import { ApiError } from "./errors.mjs";
import {
  buildOrder,
  buildWhere,
  notImplemented,
  parseColumnsParam,
  parseNonNegativeInt,
  parsePrefer,
  quoteIdent,
  requireWhere,
  selectList,
} from "./query.mjs";

const SCHEMA = "public";
const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";

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
  checkProfile(req);
  const table = await findTable(db, SCHEMA, req.table);
  if (!table) throw await tableNotFound(db, req.table);

  const prefer = parsePrefer(req.headers.prefer);
  if (prefer.resolution) {
    throw notImplemented(`upsert (Prefer: resolution=${prefer.resolution}) is not supported by the stand-in`);
  }

  switch (req.method) {
    case "POST":
      return insert(db, req, table, prefer);
    case "GET":
    case "HEAD":
      return read(db, req, table, prefer);
    case "PATCH":
      return update(db, req, table, prefer);
    case "DELETE":
      return remove(db, req, table, prefer);
    default:
      throw new ApiError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
  }
}

// ---------------------------------------------------------------------------------------
// Verbs
// ---------------------------------------------------------------------------------------

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @param {import('./db.mjs').TableInfo} table
 * @param {import('./query.mjs').Prefer} prefer
 * @returns {Promise<RestResponse>}
 */
async function insert(db, req, table, prefer) {
  const payload = parseJsonBody(req.body);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isPlainObject)) throw invalidBody("Empty or invalid json");

  /** @type {string[]} */
  let columns;
  const columnsParam = req.query.get("columns");
  if (columnsParam !== null) {
    columns = parseColumnsParam(columnsParam);
  } else {
    columns = rows.length > 0 ? Object.keys(rows[0]) : [];
    const signature = [...columns].sort().join("\u0000");
    if (rows.some((r) => Object.keys(r).sort().join("\u0000") !== signature)) {
      throw invalidBody("All object keys must match");
    }
  }
  for (const c of columns) {
    if (!table.columns.includes(c)) {
      throw new ApiError(400, "PGRST204", `Could not find the '${c}' column of '${table.name}' in the schema cache`);
    }
  }

  const returning = prefer.return === "representation" ? selectList(req.query, table) : null;
  const target = qualified(table);

  return inRoleTransaction(db, req, prefer, async (tx) => {
    /** @type {unknown[]} */
    let out = [];
    let affected = 0;
    if (rows.length === 0) {
      // Nothing to insert; PostgREST answers 201 as well.
    } else if (columns.length === 0) {
      for (let i = 0; i < rows.length; i++) {
        const sql = `INSERT INTO ${target} AS _t DEFAULT VALUES`;
        const r = await runMutation(tx, sql, [], returning);
        out = out.concat(r.rows);
        affected += r.affected;
      }
    } else {
      const cols = columns.map(quoteIdent).join(", ");
      const sql =
        `INSERT INTO ${target} AS _t (${cols}) ` +
        `SELECT ${cols} FROM json_populate_recordset(NULL::${target}, $1::json) AS _src`;
      const r = await runMutation(tx, sql, [JSON.stringify(rows)], returning);
      out = r.rows;
      affected = r.affected;
    }
    return mutationResponse(req, 201, out, affected, returning !== null, prefer);
  });
}

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @param {import('./db.mjs').TableInfo} table
 * @param {import('./query.mjs').Prefer} prefer
 * @returns {Promise<RestResponse>}
 */
async function read(db, req, table, prefer) {
  const select = selectList(req.query, table);
  const where = buildWhere(req.query, table, 1);
  const orderBy = buildOrder(req.query.get("order"), table);
  const limit = parseNonNegativeInt(req.query.get("limit"), "limit");
  const offset = parseNonNegativeInt(req.query.get("offset"), "offset") ?? 0;

  let inner = `SELECT ${select} FROM ${qualified(table)} AS _t${where.sql}${orderBy}`;
  if (limit !== undefined) inner += ` LIMIT ${limit}`;
  if (offset > 0) inner += ` OFFSET ${offset}`;

  return inRoleTransaction(db, req, prefer, async (tx) => {
    const res = await tx.query(`SELECT coalesce(json_agg(_r), '[]'::json) AS body FROM (${inner}) AS _r`, where.params);
    const rows = /** @type {unknown[]} */ (/** @type {{ body: unknown }} */ (res.rows[0]).body);
    /** @type {number | undefined} */
    let total;
    if (prefer.count) {
      const c = await tx.query(`SELECT count(*)::int AS n FROM ${qualified(table)} AS _t${where.sql}`, where.params);
      total = /** @type {{ n: number }} */ (c.rows[0]).n;
    }
    const range = rows.length === 0 ? `*/${total ?? "*"}` : `${offset}-${offset + rows.length - 1}/${total ?? "*"}`;
    const body = shapeBody(req, rows);
    return {
      status: 200,
      headers: { "Content-Type": contentType(req), "Content-Range": range },
      body: req.method === "HEAD" ? undefined : body,
    };
  });
}

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @param {import('./db.mjs').TableInfo} table
 * @param {import('./query.mjs').Prefer} prefer
 * @returns {Promise<RestResponse>}
 */
async function update(db, req, table, prefer) {
  const payload = parseJsonBody(req.body);
  if (!isPlainObject(payload)) throw invalidBody("Empty or invalid json");
  const columns = Object.keys(payload);
  for (const c of columns) {
    if (!table.columns.includes(c)) {
      throw new ApiError(400, "PGRST204", `Could not find the '${c}' column of '${table.name}' in the schema cache`);
    }
  }
  const where = buildWhere(req.query, table, 2);
  requireWhere(where, "UPDATE");
  const returning = prefer.return === "representation" ? selectList(req.query, table) : null;

  return inRoleTransaction(db, req, prefer, async (tx) => {
    if (columns.length === 0) return mutationResponse(req, 204, [], 0, returning !== null, prefer);
    const set = columns.map((c) => `${quoteIdent(c)} = _src.${quoteIdent(c)}`).join(", ");
    const sql =
      `UPDATE ${qualified(table)} AS _t SET ${set} ` +
      `FROM json_populate_record(NULL::${qualified(table)}, $1::json) AS _src${where.sql}`;
    const r = await runMutation(tx, sql, [JSON.stringify(payload), ...where.params], returning);
    return mutationResponse(req, 204, r.rows, r.affected, returning !== null, prefer);
  });
}

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @param {import('./db.mjs').TableInfo} table
 * @param {import('./query.mjs').Prefer} prefer
 * @returns {Promise<RestResponse>}
 */
async function remove(db, req, table, prefer) {
  const where = buildWhere(req.query, table, 1);
  requireWhere(where, "DELETE");
  const returning = prefer.return === "representation" ? selectList(req.query, table) : null;
  return inRoleTransaction(db, req, prefer, async (tx) => {
    const sql = `DELETE FROM ${qualified(table)} AS _t${where.sql}`;
    const r = await runMutation(tx, sql, where.params, returning);
    return mutationResponse(req, 204, r.rows, r.affected, returning !== null, prefer);
  });
}

// ---------------------------------------------------------------------------------------
// Transaction and SQL helpers
// ---------------------------------------------------------------------------------------

/**
 * Runs `work` in one transaction after switching to the request's role (design.md §4).
 * `Prefer: tx=rollback` rolls back after the work (PostgREST's dry run).
 *
 * @template T
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RestRequest} req
 * @param {import('./query.mjs').Prefer} prefer
 * @param {(tx: import('@electric-sql/pglite').Transaction) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function inRoleTransaction(db, req, prefer, work) {
  return db.transaction(async (tx) => {
    await tx.query(
      `SELECT set_config('role', $1, true), set_config('request.jwt.claims', $2, true), ` +
        `set_config('request.method', $3, true)`,
      [req.auth.role, JSON.stringify(req.auth.claims), req.method],
    );
    const result = await work(tx);
    if (prefer.tx === "rollback") await tx.rollback();
    return result;
  });
}

/**
 * Runs INSERT/UPDATE/DELETE, with `RETURNING` wrapped into a JSON array when asked for.
 *
 * @param {import('@electric-sql/pglite').Transaction} tx
 * @param {string} sql Statement without RETURNING.
 * @param {unknown[]} params
 * @param {string | null} returning Select list for RETURNING, or null.
 * @returns {Promise<{ rows: unknown[], affected: number }>}
 */
async function runMutation(tx, sql, params, returning) {
  if (returning === null) {
    const res = await tx.query(sql, params);
    return { rows: [], affected: res.affectedRows ?? 0 };
  }
  const res = await tx.query(
    `WITH _m AS (${sql} RETURNING ${returning}) ` +
      `SELECT coalesce(json_agg(_m), '[]'::json) AS body, count(*)::int AS n FROM _m`,
    params,
  );
  const row = /** @type {{ body: unknown[], n: number }} */ (res.rows[0]);
  return { rows: row.body, affected: row.n };
}

/**
 * @param {RestRequest} req
 * @param {number} minimalStatus 201 for insert, 204 for update/delete.
 * @param {unknown[]} rows Returned rows (representation only).
 * @param {number} affected
 * @param {boolean} representation
 * @param {import('./query.mjs').Prefer} prefer
 * @returns {RestResponse}
 */
function mutationResponse(req, minimalStatus, rows, affected, representation, prefer) {
  const range = `*/${prefer.count ? affected : "*"}`;
  if (!representation) return { status: minimalStatus, headers: { "Content-Range": range } };
  return {
    status: minimalStatus === 201 ? 201 : 200,
    headers: { "Content-Type": contentType(req), "Content-Range": range },
    body: shapeBody(req, rows),
  };
}

/**
 * JSON array, or a single object with `Accept: application/vnd.pgrst.object+json`.
 *
 * @param {RestRequest} req
 * @param {unknown[]} rows
 * @returns {string}
 * @throws {ApiError} 406 PGRST116 when a single object was asked for and rows ≠ 1.
 */
function shapeBody(req, rows) {
  if (!wantsObject(req)) return JSON.stringify(rows);
  if (rows.length !== 1) {
    throw new ApiError(406, "PGRST116", "Cannot coerce the result to a single JSON object", {
      details: `The result contains ${rows.length} rows`,
    });
  }
  return JSON.stringify(rows[0]);
}

/** @param {RestRequest} req */
function wantsObject(req) {
  return String(req.headers.accept ?? "").includes(OBJECT_MEDIA_TYPE);
}

/** @param {RestRequest} req */
function contentType(req) {
  return `${wantsObject(req) ? OBJECT_MEDIA_TYPE : "application/json"}; charset=utf-8`;
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
  const header = req.method === "GET" || req.method === "HEAD" ? "accept-profile" : "content-profile";
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
