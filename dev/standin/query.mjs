/**
 * Query-string parsing for the stand-in's REST routes: `select`, `order`, `limit`/`offset`,
 * horizontal filters, `?columns=` and `Prefer`, turned into SQL fragments with quoted
 * identifiers (checked against the catalog first) and bind parameters for values
 * (design.md §4). Syntax follows PostgREST v14; what is not implemented answers 400
 * PGRST127 rather than behaving differently.
 *
 * @module
 */

import { ApiError } from "./errors.mjs";

const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

/** @type {Record<string, string>} */
const COMPARISON_OPS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=", like: "LIKE", ilike: "ILIKE" };
/** @type {Record<string, string>} */
const IS_VALUES = { null: "NULL", true: "TRUE", false: "FALSE", unknown: "UNKNOWN" };

/**
 * Double-quotes an identifier, doubling embedded quotes (PostgreSQL quote_ident rules).
 *
 * @param {string} name
 * @returns {string}
 */
export function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * `select=*` or `select=a,b,alias:c`. Only plain columns: embedding, casts and JSON paths
 * are not implemented.
 *
 * @param {URLSearchParams} query
 * @param {import('./db.mjs').TableInfo} table
 * @returns {string} SQL select list, qualified with the statement's table alias `_t`.
 */
export function selectList(query, table) {
  const raw = query.get("select");
  if (raw === null || raw.trim() === "" || raw.trim() === "*") return "_t.*";
  return raw
    .split(",")
    .map((item) => item.trim())
    .map((item) => {
      if (item === "*") return "_t.*";
      const m = /^(?:([^:()]+):)?([^:()]+)$/.exec(item);
      if (!m) throw notImplemented(`select item "${item}" (embedding, casts and JSON paths are not supported)`);
      const [, alias, column] = m;
      requireColumn(table, column);
      const ref = `_t.${quoteIdent(column)}`;
      return alias ? `${ref} AS ${quoteIdent(alias)}` : ref;
    })
    .join(", ");
}

/**
 * `order=col[.asc|.desc][.nullsfirst|.nullslast],...`
 *
 * @param {string | null} raw
 * @param {import('./db.mjs').TableInfo} table
 * @returns {string} ` ORDER BY ...` or ''.
 */
export function buildOrder(raw, table) {
  if (raw === null || raw.trim() === "") return "";
  const terms = raw.split(",").map((term) => {
    const [column, ...mods] = term.trim().split(".");
    requireColumn(table, column);
    let sql = `_t.${quoteIdent(column)}`;
    for (const mod of mods) {
      if (mod === "asc") sql += " ASC";
      else if (mod === "desc") sql += " DESC";
      else if (mod === "nullsfirst") sql += " NULLS FIRST";
      else if (mod === "nullslast") sql += " NULLS LAST";
      else
        throw new ApiError(400, "PGRST100", `"failed to parse order (${raw})" (line 1, column 1)`, {
          details: `unexpected "${mod}"`,
        });
    }
    return sql;
  });
  return ` ORDER BY ${terms.join(", ")}`;
}

/**
 * Horizontal filters: every query parameter that is not reserved, `col=[not.]op.value`.
 *
 * @param {URLSearchParams} query
 * @param {import('./db.mjs').TableInfo} table
 * @param {number} firstParam Number of the first bind parameter ($n) to use.
 * @returns {{ sql: string, params: unknown[], count: number }} `sql` is ` WHERE ...` or ''.
 */
export function buildWhere(query, table, firstParam) {
  /** @type {string[]} */
  const conds = [];
  /** @type {unknown[]} */
  const params = [];
  for (const [key, value] of query) {
    if (RESERVED_PARAMS.has(key)) continue;
    requireColumn(table, key);
    const col = `_t.${quoteIdent(key)}`;
    let rest = value;
    let negate = false;
    if (rest.startsWith("not.")) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf(".");
    const op = dot === -1 ? rest : rest.slice(0, dot);
    const operand = dot === -1 ? "" : rest.slice(dot + 1);
    let cond;
    if (op in COMPARISON_OPS) {
      if (dot === -1) throw filterParseError(key, value);
      params.push(op === "like" || op === "ilike" ? operand.replaceAll("*", "%") : operand);
      cond = `${col} ${COMPARISON_OPS[op]} $${firstParam + params.length - 1}`;
    } else if (op === "is") {
      const v = IS_VALUES[operand.toLowerCase()];
      if (!v) throw filterParseError(key, value);
      cond = `${col} IS ${v}`;
    } else if (op === "in") {
      const values = parseInList(operand);
      if (values === null) throw filterParseError(key, value);
      if (values.length === 0) {
        cond = "FALSE";
      } else {
        const refs = values.map((v) => {
          params.push(v);
          return `$${firstParam + params.length - 1}`;
        });
        cond = `${col} IN (${refs.join(", ")})`;
      }
    } else if (/^(cs|cd|ov|sl|sr|nxr|nxl|adj|fts|plfts|phfts|wfts|match|imatch|isdistinct|any|all)$/.test(op)) {
      throw notImplemented(`filter operator "${op}" is not supported by the stand-in`);
    } else {
      throw filterParseError(key, value);
    }
    conds.push(negate ? `NOT (${cond})` : cond);
  }
  return { sql: conds.length ? ` WHERE ${conds.join(" AND ")}` : "", params, count: conds.length };
}

/**
 * Parses the operand of `in`: `(a,b,"c,d","e\"f")` as supabase-js and PostgREST write it.
 *
 * @param {string} operand
 * @returns {string[] | null} null when it is not a parenthesised list.
 */
export function parseInList(operand) {
  if (!operand.startsWith("(") || !operand.endsWith(")")) return null;
  const inner = operand.slice(1, -1);
  if (inner.trim() === "") return [];
  /** @type {string[]} */
  const out = [];
  let i = 0;
  while (i <= inner.length) {
    if (inner[i] === '"') {
      let v = "";
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === "\\" && i + 1 < inner.length) i++;
        v += inner[i++];
      }
      if (inner[i] !== '"') return null;
      i++;
      out.push(v);
      if (i < inner.length && inner[i] !== ",") return null;
      i++;
    } else {
      const end = inner.indexOf(",", i);
      const stop = end === -1 ? inner.length : end;
      out.push(inner.slice(i, stop).trim());
      i = stop + 1;
    }
  }
  return out;
}

/**
 * pg-safeupdate (enabled on hosted Supabase) refuses UPDATE/DELETE without WHERE.
 *
 * @param {{ count: number }} where
 * @param {'UPDATE' | 'DELETE'} verb
 */
export function requireWhere(where, verb) {
  if (where.count === 0) throw new ApiError(400, "21000", `${verb} requires a WHERE clause`);
}

/**
 * `columns="a","b"` (supabase-js quotes each name) or `columns=a,b`.
 *
 * @param {string} raw
 * @returns {string[]}
 */
export function parseColumnsParam(raw) {
  return raw
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c !== "")
    .map((c) => (c.length >= 2 && c.startsWith('"') && c.endsWith('"') ? c.slice(1, -1) : c));
}

/**
 * @param {string | null} raw
 * @param {string} name
 * @returns {number | undefined}
 */
export function parseNonNegativeInt(raw, name) {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new ApiError(400, "PGRST100", `"failed to parse ${name} (${raw})" (line 1, column 1)`, {
      details: "expecting a non-negative integer",
    });
  }
  return Number(raw);
}

/**
 * @typedef {object} Prefer
 * @property {string} [return] representation | minimal | headers-only
 * @property {string} [count] exact | planned | estimated (all counted exactly here)
 * @property {string} [tx] commit | rollback
 * @property {string} [resolution] merge-duplicates | ignore-duplicates (not implemented)
 */

/**
 * Parses one or more `Prefer` headers (`a=b, c=d`).
 *
 * @param {string | string[] | undefined} header
 * @returns {Prefer}
 */
export function parsePrefer(header) {
  /** @type {Record<string, string>} */
  const out = {};
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const v of values) {
    for (const part of v.split(",")) {
      const [k, val] = part.split("=").map((s) => s.trim());
      if (k && val) out[k] = val;
    }
  }
  return out;
}

/**
 * @param {import('./db.mjs').TableInfo} table
 * @param {string} column
 */
export function requireColumn(table, column) {
  if (!table.columns.includes(column)) {
    // The error Postgres itself raises for an unknown column (PostgREST forwards it as 400).
    throw new ApiError(400, "42703", `column ${table.name}.${column} does not exist`);
  }
}

/** @param {string} details */
export function notImplemented(details) {
  return new ApiError(400, "PGRST127", "Feature not implemented", { details });
}

/**
 * @param {string} key
 * @param {string} value
 */
export function filterParseError(key, value) {
  return new ApiError(400, "PGRST100", `"failed to parse filter (${value})" (line 1, column 1)`, {
    details: `unexpected filter on "${key}"`,
  });
}
