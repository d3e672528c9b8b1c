/**
 * Worker bindings and secrets, checked once with valibot.
 *
 * Pages never need them: a missing variable only affects the form actions, which then queue
 * inquiries in the outbox when they can and otherwise answer a friendly 503 with the form kept.
 */
import * as v from "valibot";
import { log } from "./log.server";

const required = (name: string) => v.pipe(v.string(`${name} is missing`), v.trim(), v.nonEmpty(`${name} is missing`));

/** One schema per variable, so a problem names its variable. */
const VARIABLES = {
  SUPABASE_URL: v.pipe(
    required("SUPABASE_URL"),
    v.url("SUPABASE_URL must be a URL such as https://<project>.supabase.co"),
  ),
  SUPABASE_ANON_KEY: v.pipe(required("SUPABASE_ANON_KEY"), v.minLength(20, "SUPABASE_ANON_KEY looks truncated")),
  THROTTLE_SALT: v.pipe(required("THROTTLE_SALT"), v.minLength(16, "THROTTLE_SALT must be at least 16 characters")),
  LEAD_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.url("LEAD_WEBHOOK_URL must be a URL"))),
  TURNSTILE_SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(20, "TURNSTILE_SECRET_KEY looks truncated"))),
  TURNSTILE_SITE_KEY: v.optional(v.pipe(v.string(), v.minLength(20, "TURNSTILE_SITE_KEY looks truncated"))),
  TURNSTILE_VERIFY_URL: v.optional(v.pipe(v.string(), v.url("TURNSTILE_VERIFY_URL must be a URL"))),
} as const;

/** Optional variables: an empty string means "not set". */
const OPTIONAL = new Set(["LEAD_WEBHOOK_URL", "TURNSTILE_SECRET_KEY", "TURNSTILE_SITE_KEY", "TURNSTILE_VERIFY_URL"]);

/** Supabase connection settings for the anon role. */
export type SupabaseConfig = { SUPABASE_URL: string; SUPABASE_ANON_KEY: string };

/** What the form actions and the cron can use; null where the variable is missing or invalid. */
export type SiteEnv = {
  supabase: SupabaseConfig | null;
  throttleSalt: string | null;
  leadWebhookUrl: string | null;
  /** Cloudflare Turnstile, when both keys are set; verifyUrl defaults to Cloudflare's siteverify. */
  turnstile: { secretKey: string; siteKey: string; verifyUrl: string | undefined } | null;
  THROTTLE_KV: KVNamespace | undefined;
  OUTBOX_KV: KVNamespace | undefined;
  /** One sentence per bad variable, naming it. */
  problems: string[];
};

const cache = new WeakMap<object, SiteEnv>();

function check<K extends keyof typeof VARIABLES>(raw: Record<string, unknown>, name: K, problems: string[]) {
  const value = raw[name] === "" && OPTIONAL.has(name) ? undefined : raw[name];
  const result = v.safeParse(VARIABLES[name], value);
  if (result.success) return result.output as v.InferOutput<(typeof VARIABLES)[K]>;
  problems.push(result.issues[0].message);
  return null;
}

/**
 * Checks the Worker's variables once per env object (per isolate) and logs one clear line per
 * problem: `{"level":"error","event":"env_invalid","problem":"SUPABASE_URL is missing"}`.
 * @param env the Worker's env (bindings and secrets)
 * @returns the usable settings; never throws
 */
export function readSiteEnv(env: Env): SiteEnv {
  const hit = cache.get(env);
  if (hit) return hit;
  const raw = env as unknown as Record<string, unknown>;
  const problems: string[] = [];
  const url = check(raw, "SUPABASE_URL", problems);
  const key = check(raw, "SUPABASE_ANON_KEY", problems);
  const salt = check(raw, "THROTTLE_SALT", problems);
  const webhook = check(raw, "LEAD_WEBHOOK_URL", problems);
  const turnstileSecret = check(raw, "TURNSTILE_SECRET_KEY", problems);
  const turnstileSite = check(raw, "TURNSTILE_SITE_KEY", problems);
  const turnstileVerify = check(raw, "TURNSTILE_VERIFY_URL", problems);
  if (Boolean(turnstileSecret) !== Boolean(turnstileSite)) {
    problems.push("TURNSTILE_SECRET_KEY and TURNSTILE_SITE_KEY must be set together; Turnstile stays off");
  }
  const kv = (name: string) => {
    const binding = raw[name] as KVNamespace | undefined;
    if (!binding) problems.push(`${name} binding is missing`);
    return binding;
  };
  const siteEnv: SiteEnv = {
    supabase: url && key ? { SUPABASE_URL: url, SUPABASE_ANON_KEY: key } : null,
    throttleSalt: salt,
    leadWebhookUrl: webhook ?? null,
    turnstile:
      turnstileSecret && turnstileSite
        ? { secretKey: turnstileSecret, siteKey: turnstileSite, verifyUrl: turnstileVerify ?? undefined }
        : null,
    THROTTLE_KV: kv("THROTTLE_KV"),
    OUTBOX_KV: kv("OUTBOX_KV"),
    problems,
  };
  for (const problem of problems) log("error", "env_invalid", { problem });
  cache.set(env, siteEnv);
  return siteEnv;
}
