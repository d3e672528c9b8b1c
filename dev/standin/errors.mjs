// @ts-check
/**
 * PostgREST-shaped errors for the stand-in: `{code, details, hint, message}` with PostgREST's status codes.
 *
 * Every error leaves the stand-in as `{"code","details","hint","message"}` with
 * `Content-Type: application/json; charset=utf-8`; `details` and `hint` are null when empty.
 *
 * @module
 */

/**
 * An error the stand-in answers with, in PostgREST's shape.
 */
export class ApiError extends Error {
  /**
   * @param {number} status HTTP status.
   * @param {string} code PostgREST (`PGRSTxxx`) or SQLSTATE code.
   * @param {string} message Human-readable message.
   * @param {{ details?: string | null, hint?: string | null, headers?: Record<string, string> }} [extra]
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = extra.details ?? null;
    this.hint = extra.hint ?? null;
    this.headers = extra.headers ?? {};
  }

  /** @returns {{ code: string, details: string | null, hint: string | null, message: string }} */
  toBody() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/**
 * HTTP status for a PostgreSQL SQLSTATE, as PostgREST maps it.
 *
 * - 23505 unique, 23503 foreign key → 409
 * - 42501 insufficient privilege (missing grant or RLS) → 401 for anon, 403 for other roles
 * - 22023 "role ... does not exist" (a JWT naming an unknown role) → 401
 * - 08xxx connection, 53xxx resources, 57P01 admin shutdown → 503
 * - other class 22 (data) and 23 (integrity) errors, e.g. 23502, 23514, 22001, 22P02 → 400
 * - 42703 undefined column → 400, 42P01 undefined table → 404 (PostgREST does the same)
 * - anything else → 500. (Real PostgREST defaults unknown codes to 400; the brief for this
 *   stand-in chose 500 so an unexpected server-side failure is never mistaken for bad input.)
 *
 * @param {string | undefined} sqlState Five-character SQLSTATE.
 * @param {string} role The Postgres role the request ran as.
 * @param {string} [message] The Postgres message, to tell apart 22023 cases.
 * @returns {number} HTTP status.
 */
export function statusForSqlState(sqlState, role, message = "") {
  const code = String(sqlState ?? "");
  if (code === "23505" || code === "23503") return 409;
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "22023" && /^role .* does not exist$/.test(message)) return 401;
  if (code.startsWith("08") || code.startsWith("53") || code === "57P01") return 503;
  if (code.startsWith("22") || code.startsWith("23")) return 400;
  if (code === "42703") return 400;
  if (code === "42P01") return 404;
  return 500;
}

/**
 * Turns an error thrown while running SQL into an ApiError. PostgreSQL errors (they carry
 * a SQLSTATE `code`) keep their real message, detail and hint; anything else becomes 500.
 *
 * @param {unknown} err Error thrown by PGlite or by the stand-in itself.
 * @param {string} role The Postgres role the request ran as.
 * @returns {ApiError}
 */
export function toApiError(err, role) {
  if (err instanceof ApiError) return err;
  const e = /** @type {{ code?: unknown, message?: unknown, detail?: unknown, hint?: unknown }} */ (err ?? {});
  if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) {
    const message = String(e.message ?? "");
    const status = statusForSqlState(e.code, role, message);
    const headers = status === 401 ? { "WWW-Authenticate": "Bearer" } : undefined;
    return new ApiError(status, e.code, message, {
      details: typeof e.detail === "string" && e.detail !== "" ? e.detail : null,
      hint: typeof e.hint === "string" && e.hint !== "" ? e.hint : null,
      headers,
    });
  }
  return new ApiError(500, "XX000", err instanceof Error ? err.message : String(err));
}
