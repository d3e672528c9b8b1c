/**
 * The pipeline both form actions share (design §3):
 * method/origin check → body size → honeypot → KV throttle (hashed IP)
 * → valibot parse → supabase-js insert → outcome, logged as one JSON line.
 */
import { data } from "react-router";
import type * as v from "valibot";
import { NO_STORE } from "./cache-control";
import { readSiteEnv, type SiteEnv } from "./env.server";
import type { FormOutcome, Outcome } from "./form-outcome";
import { readFormRequest } from "./form-request.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { type Lead, notifyLead } from "./lead-webhook.server";
import { crossSiteRejected, type Notice, tooManyRequests, verificationFailed } from "./notices";
import { readFields, validate } from "./schemas";
import { readSubmissionId } from "./submission-id";
import { clientIp, hashIp, type ThrottleName, takeThrottleToken } from "./throttle.server";
import { TURNSTILE_FIELD, verifyTurnstile } from "./turnstile.server";

type StoreResult = {
  outcome: "stored" | "duplicate" | "queued" | "failed";
  notice: Notice;
  detail?: string;
  /** A new lead to announce on the webhook (not for replays or duplicates). */
  lead?: Lead;
};

export type FormActionSpec<S extends v.GenericSchema, F extends string> = {
  /** Throttle name, also the `form` field in logs. */
  name: ThrottleName;
  fields: readonly F[];
  schema: S;
  /** Notice for a filled honeypot: the bot is told it succeeded. */
  successNotice: Notice;
  /** Stores the parsed values under the submission id (UUID); never throws. */
  store: (env: SiteEnv, output: v.InferOutput<S>, submissionId: string) => Promise<StoreResult>;
};

const STATUS: Record<Outcome, number> = {
  stored: 200,
  duplicate: 200,
  queued: 202,
  ignored: 200,
  invalid: 400,
  throttled: 429,
  rejected: 403,
  failed: 503,
};

/**
 * Runs one form post through the shared pipeline.
 * @param request the POST
 * @param context the React Router load context (env, requestId)
 * @param spec the form's fields, schema, notices and store step
 * @returns a `data()` response with a {@link FormOutcome} body, the outcome's HTTP status
 *   (200, 400, 403, 413, 415, 429 with Retry-After, 503) and `Cache-Control: no-store`
 */
export async function runFormAction<S extends v.GenericSchema, F extends string>(
  request: Request,
  context: { cloudflare: { env: Env; ctx: ExecutionContext }; requestId: string },
  spec: FormActionSpec<S, F>,
) {
  const started = Date.now();
  // Form responses carry personal data and results: never cached anywhere.
  const headers = new Headers({ "Cache-Control": NO_STORE });
  const answer = (status: number, body: Omit<FormOutcome<F>, "id">, logExtra: Record<string, unknown> = {}) => {
    console.log(
      JSON.stringify({
        level: body.outcome === "failed" ? "error" : "info",
        event: "form_outcome",
        form: spec.name,
        outcome: body.outcome,
        status,
        requestId: context.requestId,
        ms: Date.now() - started,
        ...logExtra,
      }),
    );
    return data<FormOutcome<F>>({ id: crypto.randomUUID(), ...body }, { status, headers });
  };

  const checked = await readFormRequest(request);
  if (!checked.ok) {
    return answer(
      checked.status,
      { outcome: "rejected", notice: crossSiteRejected, clear: false },
      { reason: checked.reason },
    );
  }
  const values = readFields(checked.formData, spec.fields);

  const honeypot = checked.formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") {
    return answer(
      STATUS.ignored,
      { outcome: "ignored", notice: spec.successNotice, clear: true },
      { reason: "honeypot" },
    );
  }

  const env = readSiteEnv(context.cloudflare.env);
  // Without a salt no IP may be hashed: the throttle fails open (the problem is logged once).
  const ipHash = env.throttleSalt ? await hashIp(clientIp(request), env.throttleSalt) : undefined;
  const throttle = ipHash ? await takeThrottleToken(env.THROTTLE_KV, spec.name, ipHash) : { allowed: true as const };
  if (!throttle.allowed) {
    headers.set("Retry-After", String(throttle.retryAfterSeconds));
    return answer(
      STATUS.throttled,
      { outcome: "throttled", notice: tooManyRequests(throttle.retryAfterSeconds), values, clear: false },
      { ipHash },
    );
  }

  const submissionId = readSubmissionId(checked.formData);
  if (env.turnstile) {
    const token = checked.formData.get(TURNSTILE_FIELD);
    const verdict = await verifyTurnstile(
      env.turnstile,
      typeof token === "string" ? token : "",
      clientIp(request),
      submissionId,
    );
    if (!verdict.ok) {
      return answer(
        403,
        { outcome: "rejected", notice: verificationFailed, values, clear: false },
        { reason: "turnstile", codes: verdict.errorCodes },
      );
    }
  }

  const parsed = validate<S, F>(spec.schema, values);
  if (!parsed.success) {
    return answer(
      STATUS.invalid,
      { outcome: "invalid", errors: parsed.errors, values, clear: false },
      {
        fields: Object.keys(parsed.errors),
      },
    );
  }

  const stored = await spec.store(env, parsed.output, submissionId);
  if (stored.lead && env.leadWebhookUrl) {
    context.cloudflare.ctx.waitUntil(notifyLead(env.leadWebhookUrl, stored.lead, context.requestId));
  }
  const emailDomain = String((parsed.output as { email?: string }).email ?? "").split("@")[1];
  const keep = stored.outcome === "duplicate" || stored.outcome === "failed";
  return answer(
    STATUS[stored.outcome],
    { outcome: stored.outcome, notice: stored.notice, values: keep ? values : undefined, clear: !keep },
    { ipHash, emailDomain, submissionId, detail: stored.detail },
  );
}
