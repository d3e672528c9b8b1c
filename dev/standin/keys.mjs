// @ts-check
/**
 * The well-known Supabase CLI demo JWT secret and keys.
 *
 * They are public (printed by `supabase start` on every machine), so they are safe in the
 * repo and useless anywhere but a local stand-in. Both keys are HS256-signed with
 * DEMO_JWT_SECRET and expire in 2032 (exp 1983812996); tests/node/standin-contract.test.ts
 * verifies that they really verify with the secret.
 *
 * @module
 */

/** HS256 secret the stand-in verifies JWTs with unless another one is given. */
export const DEMO_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

/** Demo anon key: `{"iss":"supabase-demo","role":"anon","exp":1983812996}`. */
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** Demo service_role key: `{"iss":"supabase-demo","role":"service_role","exp":1983812996}`. */
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/** Default local URL of the stand-in (the Supabase CLI's API port). */
export const DEFAULT_STANDIN_URL = "http://127.0.0.1:54321";
