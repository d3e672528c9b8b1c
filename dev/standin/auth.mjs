// @ts-check
/**
 * JWT check for the stand-in: the key in `apikey` and/or
 * `Authorization: Bearer` is verified with HS256 and the project's JWT secret, and its
 * `role` claim picks the Postgres role the request runs as.
 *
 * @module
 */

import { errors as joseErrors, jwtVerify } from "jose";
import { ApiError } from "./errors.mjs";

/** Roles a JWT may switch to. Anything else (e.g. "postgres") is refused. */
export const API_ROLES = Object.freeze(["anon", "authenticated", "service_role"]);

/**
 * @typedef {object} AuthResult
 * @property {string} role Postgres role for `set_config('role', ...)`.
 * @property {Record<string, unknown>} claims Verified JWT payload, for `request.jwt.claims`.
 */

/**
 * Verifies the request's JWT(s) and returns the role to run as.
 *
 * Hosted Supabase checks `apikey` at its gateway and PostgREST checks `Authorization`; the
 * stand-in verifies every key sent. The role comes from the Bearer token when present,
 * otherwise from `apikey`; a token without a `role` claim runs as `anon` (PostgREST's
 * db-anon-role).
 *
 * @param {import('node:http').IncomingHttpHeaders} headers Request headers.
 * @param {Uint8Array} secret HS256 secret bytes.
 * @returns {Promise<AuthResult>}
 * @throws {ApiError} 401 PGRST301 (missing, malformed or badly signed JWT),
 *   401 PGRST303 (expired or otherwise invalid claims), 403 42501 (role not allowed).
 */
export async function authenticate(headers, secret) {
  const apikey = headerValue(headers.apikey);
  const authorization = headerValue(headers.authorization);
  let bearer;
  if (authorization !== undefined) {
    const m = /^Bearer\s*(.*)$/i.exec(authorization.trim());
    if (!m) throw jwtError("PGRST301", 'JWT missing: the Authorization header must be "Bearer <jwt>"');
    bearer = m[1].trim();
    if (bearer === "") throw jwtError("PGRST301", "Empty JWT is sent in Authorization header");
  }
  if (apikey === undefined && bearer === undefined) {
    throw jwtError(
      "PGRST301",
      "JWT missing: send the anon or service_role key in the apikey header or as Authorization: Bearer",
    );
  }

  const apikeyClaims = apikey !== undefined ? await verify(apikey, secret) : undefined;
  const bearerClaims = bearer !== undefined ? await verify(bearer, secret) : undefined;
  const claims = /** @type {Record<string, unknown>} */ (bearerClaims ?? apikeyClaims);

  const role = typeof claims.role === "string" && claims.role !== "" ? claims.role : "anon";
  if (!API_ROLES.includes(role)) {
    // What PostgREST's authenticator gets from Postgres when it is not a member of the role.
    throw new ApiError(403, "42501", `permission denied to set role "${role}"`);
  }
  return { role, claims };
}

/**
 * @param {string | string[] | undefined} v
 * @returns {string | undefined}
 */
function headerValue(v) {
  return Array.isArray(v) ? v[0] : v;
}

/**
 * @param {string} token
 * @param {Uint8Array} secret
 * @returns {Promise<Record<string, unknown>>}
 */
async function verify(token, secret) {
  const parts = token.split(".").length;
  if (parts !== 3) throw jwtError("PGRST301", `Expected 3 parts in JWT; got ${parts}`);
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    return /** @type {Record<string, unknown>} */ (payload);
  } catch (err) {
    // Messages are PostgREST v14's (src/PostgREST/Error.hs, JwtError).
    if (err instanceof joseErrors.JWTExpired) throw jwtError("PGRST303", "JWT expired");
    if (err instanceof joseErrors.JWTClaimValidationFailed) {
      const claim = err.claim;
      if (claim === "nbf") throw jwtError("PGRST303", "JWT not yet valid");
      if (claim === "iat") throw jwtError("PGRST303", "JWT issued at future");
      throw jwtError("PGRST303", `JWT claim validation failed: ${err.message}`);
    }
    if (err instanceof joseErrors.JOSEAlgNotAllowed) {
      throw jwtError("PGRST301", "Wrong or unsupported encoding algorithm");
    }
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw jwtError("PGRST301", "JWT cryptographic operation failed");
    }
    throw jwtError("PGRST301", "JWT couldn't be decoded");
  }
}

/**
 * @param {string} code
 * @param {string} message
 * @returns {ApiError}
 */
function jwtError(code, message) {
  return new ApiError(401, code, message, {
    headers: {
      "WWW-Authenticate": `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
    },
  });
}
