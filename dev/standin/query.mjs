// @ts-check
/**
 * Query-string parsing for the stand-in's reads: `select`, `order`, `limit` and `eq`/`ilike`
 * filters, the only parts `npm run leads` and the tests send. They become SQL fragments with
 * quoted identifiers (checked against the catalog first) and bind parameters for values.
 * Anything else answers 400 PGRST127 rather than behaving differently from PostgREST.
 *
 * @module
 */

import { ApiError } from "./errors.mjs";

const RESERVED_PARAMS = new Set(["select", "order", "limit"]);

/** @type {Record<string, string>} */
const FILTER_OPS = { eq: "=", ilike: "ILIKE" };

/**
 * Double-quotes an identifier, doubling embedded quotes (PostgreSQL quote_ident rules).
 * @param {string} name
 * @returns {string}
 */
export function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * `select=*` or `select=a,b`: plain columns only.
 * @param {URLSearchParams} query
 * @param {import('./db.mjs').TableInfo} table
 * @returns {string} SQL select list, qualified with the statement's table alias `_t`
 */
export function selectList(query, table) {
  const raw = query.get("select");
  if (raw === null || raw.trim() === "" || raw.trim() === "*") return "_t.*";
  return raw
    .split(",")
    .map((item) => item.trim())
    .map((column) => {
      if (!/^[^:()]+$/.test(column)) throw notImplemented(`select item "${column}" (plain columns only)`);
      requireColumn(table, column);
      return `_t.${quoteIdent(column)}`;
    })
    .join(", ");
}

/**
 * `order=col[.asc|.desc],...`
 * @param {string | null} raw
 * @param {import('./db.mjs').TableInfo} table
 * @returns {string} ` ORDER BY ...` or ''
 */
export function buildOrder(raw, table) {
  if (raw === null || raw.trim() === "") return "";
  const terms = raw.split(",").map((term) => {
    const [column, direction, ...rest] = term.trim().split(".");
    requireColumn(table, column);
    if (rest.length > 0 || (direction !== undefined && direction !== "asc" && direction !== "desc")) {
      throw new ApiError(400, "PGRST100", `"failed to parse order (${raw})" (line 1, column 1)`, {
        details: `unexpected "${[direction, ...rest].join(".")}"`,
      });
    }
    return `_t.${quoteIdent(column)}${direction === "desc" ? " DESC" : direction === "asc" ? " ASC" : ""}`;
  });
  return ` ORDER BY ${terms.join(", ")}`;
}

/**
 * Filters: every query parameter that is not reserved, `col=eq.value` or `col=ilike.pattern`
 * (`*` is the wildcard).
 * @param {URLSearchParams} query
 * @param {import('./db.mjs').TableInfo} table
 * @returns {{ sql: string, params: unknown[] }} `sql` is ` WHERE ...` or ''
 */
export function buildWhere(query, table) {
  /** @type {string[]} */
  const conds = [];
  /** @type {unknown[]} */
  const params = [];
  for (const [key, value] of query) {
    if (RESERVED_PARAMS.has(key)) continue;
    requireColumn(table, key);
    const dot = value.indexOf(".");
    const op = dot === -1 ? value : value.slice(0, dot);
    if (!(op in FILTER_OPS) || dot === -1) {
      throw dot !== -1 && /^[a-z]+$/.test(op)
        ? notImplemented(`filter operator "${op}" is not supported by the stand-in`)
        : new ApiError(400, "PGRST100", `"failed to parse filter (${value})" (line 1, column 1)`, {
            details: `unexpected filter on "${key}"`,
          });
    }
    const operand = value.slice(dot + 1);
    params.push(op === "ilike" ? operand.replaceAll("*", "%") : operand);
    conds.push(`_t.${quoteIdent(key)} ${FILTER_OPS[op]} $${params.length}`);
  }
  return { sql: conds.length ? ` WHERE ${conds.join(" AND ")}` : "", params };
}

/**
 * @param {string | null} raw
 * @returns {number | undefined}
 * @throws {ApiError} 400 PGRST100 for anything but a non-negative integer
 */
export function parseLimit(raw) {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new ApiError(400, "PGRST100", `"failed to parse limit (${raw})" (line 1, column 1)`, {
      details: "expecting a non-negative integer",
    });
  }
  return Number(raw);
}

/**
 * @param {import('./db.mjs').TableInfo} table
 * @param {string} column
 * @throws {ApiError} 400 42703, the error Postgres itself raises for an unknown column
 */
export function requireColumn(table, column) {
  if (!table.columns.includes(column)) {
    throw new ApiError(400, "42703", `column ${table.name}.${column} does not exist`);
  }
}

/** @param {string} details */
export function notImplemented(details) {
  return new ApiError(400, "PGRST127", "Feature not implemented", { details });
}
