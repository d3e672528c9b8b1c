/**
 * Worker bindings and secrets, checked once with valibot (design §6.4).
 */
import * as v from "valibot";

const EnvSchema = v.object({
  SUPABASE_URL: v.pipe(v.string("SUPABASE_URL is missing"), v.url("SUPABASE_URL must be a URL")),
  SUPABASE_ANON_KEY: v.pipe(v.string("SUPABASE_ANON_KEY is missing"), v.minLength(20, "SUPABASE_ANON_KEY looks truncated")),
  THROTTLE_SALT: v.pipe(v.string("THROTTLE_SALT is missing"), v.minLength(16, "THROTTLE_SALT must be at least 16 characters")),
});

export type FormEnv = v.InferOutput<typeof EnvSchema> & {
  THROTTLE_KV: KVNamespace | undefined;
  OUTBOX_KV: KVNamespace | undefined;
};

const cache = new WeakMap<object, { ok: true; env: FormEnv } | { ok: false; problem: string }>();

/**
 * Checks the variables the form actions need. The result is cached per env object,
 * so a misconfiguration is logged once per isolate, not once per request.
 * @param env the Worker's env
 * @returns `{ ok: true, env }`, or `{ ok: false, problem }` naming the first bad variable
 */
export function readFormEnv(env: Env): { ok: true; env: FormEnv } | { ok: false; problem: string } {
  const hit = cache.get(env);
  if (hit) return hit;
  const raw = env as unknown as Record<string, unknown>;
  const parsed = v.safeParse(EnvSchema, raw);
  const result = parsed.success
    ? { ok: true as const, env: {
          ...parsed.output,
          THROTTLE_KV: raw.THROTTLE_KV as KVNamespace | undefined,
          OUTBOX_KV: raw.OUTBOX_KV as KVNamespace | undefined,
        } }
    : { ok: false as const, problem: parsed.issues[0].message };
  if (!result.ok) console.error(JSON.stringify({ level: "error", event: "env_invalid", problem: result.problem }));
  cache.set(env, result);
  return result;
}
