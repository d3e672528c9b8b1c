/**
 * The pipeline both form actions share, after the Worker entry's same-origin check:
 * method, type and body size → honeypot → valibot parse → per-IP throttle (hashed IP; only
 * valid posts spend a token) → Turnstile when configured → supabase-js insert or outbox
 * → outcome, logged as one JSON line.
 */
import { data } from "react-router";
import type * as v from "valibot";
import { NO_STORE } from "./cache-control";
import type { InquiryTable, InsertRow } from "./database";
import { readSiteEnv } from "./env.server";
import type { FormOutcome, Outcome } from "./form-outcome";
import { readFormRequest } from "./form-request.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { idempotencyKey, storeInquiry } from "./inquiry-store.server";
import { type Lead, notifyLead } from "./lead-webhook.server";
import { log } from "./log.server";
import {
  bodyTooLarge,
  methodNotAllowed,
  type Notice,
  tooManyRequests,
  unsupportedBody,
  verificationFailed,
} from "./notices";
import { readFields, validate } from "./schemas";
import { readSubmissionId } from "./submission-id";
import { clientIp, hashIp, type ThrottleName, takeThrottleToken } from "./throttle.server";
import { TURNSTILE_FIELD, verifyTurnstile } from "./turnstile.server";

export type FormActionSpec<S extends v.GenericSchema, F extends string, T extends InquiryTable> = {
  /** Throttle name, also the `form` field in logs. */
  name: ThrottleName;
  fields: readonly F[];
  schema: S;
  table: T;
  /** The row to insert, without its `submission_id`. */
  toRow: (output: v.InferOutput<S>) => Omit<InsertRow<T>, "submission_id">;
  notices: {
    /** Stored, replayed or queued; also what a filled honeypot is told. */
    success: Notice;
    /** A unique violation other than the submission id (an address already subscribed). */
    duplicate?: Notice;
    /** The row was refused, or neither Supabase nor the outbox took it. */
    failed: Notice;
  };
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

const REQUEST_NOTICES = { 405: methodNotAllowed, 413: bodyTooLarge, 415: unsupportedBody } as const;

/**
 * Runs one form post through the shared pipeline.
 * @param request the POST
 * @param context the React Router load context (env, ctx, requestId)
 * @param spec the form's fields, schema, table, row mapping and notices
 * @returns a `data()` response with a {@link FormOutcome} body, the outcome's HTTP status
 *   (200, 202, 400, 403, 405, 413, 415, 429 with Retry-After, 503) and `Cache-Control: no-store`
 */
export async function runFormAction<S extends v.GenericSchema, F extends string, T extends InquiryTable>(
  request: Request,
  context: { cloudflare: { env: Env; ctx: ExecutionContext }; requestId: string },
  spec: FormActionSpec<S, F, T>,
) {
  const started = Date.now();
  // Form responses carry personal data and results: never cached anywhere.
  const headers = new Headers({ "Cache-Control": NO_STORE });
  /** Answers with `body`; the log records `logged`, which differs only where the answer must not tell (the honeypot). */
  const answer = (
    status: number,
    body: Omit<FormOutcome<F>, "id">,
    logExtra: Record<string, unknown> = {},
    logged: Outcome = body.outcome,
  ) => {
    log(logged === "failed" ? "error" : "info", "form_outcome", {
      form: spec.name,
      outcome: logged,
      status,
      requestId: context.requestId,
      ms: Date.now() - started,
      ...logExtra,
    });
    return data<FormOutcome<F>>({ id: crypto.randomUUID(), ...body }, { status, headers });
  };

  const checked = await readFormRequest(request);
  if (!checked.ok) {
    return answer(
      checked.status,
      { outcome: "rejected", notice: REQUEST_NOTICES[checked.status], clear: false },
      { reason: checked.reason },
    );
  }
  const values = readFields(checked.formData, spec.fields);

  const honeypot = checked.formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") {
    // Answered exactly as a stored post is: a bot that reads the answer learns nothing of the trap.
    return answer(
      STATUS.ignored,
      { outcome: "stored", notice: spec.notices.success, clear: true },
      { reason: "honeypot" },
      "ignored",
    );
  }

  const parsed = validate<S, F>(spec.schema, values);
  if (!parsed.success) {
    return answer(
      STATUS.invalid,
      { outcome: "invalid", errors: parsed.errors, values, clear: false },
      { fields: Object.keys(parsed.errors) },
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

  const formSubmissionId = readSubmissionId(checked.formData);
  const content = spec.toRow(parsed.output);
  // The row's key: the form's submission id and the content together, so a replay of the same post
  // is one row, and new content under an old id is a new one.
  const submissionId = await idempotencyKey(formSubmissionId, content);
  if (env.turnstile) {
    const token = checked.formData.get(TURNSTILE_FIELD);
    const verdict = await verifyTurnstile(
      env.turnstile,
      typeof token === "string" ? token : "",
      clientIp(request),
      // Siteverify answers a repeated check with the same token and key as it did the first
      // time; keyed by the content too, one solved challenge cannot vouch for other content.
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

  const row = { ...content, submission_id: submissionId } as InsertRow<T>;
  const stored = await storeInquiry(env, spec.table, row);
  let outcome: Outcome = "stored";
  let notice = spec.notices.success;
  let announce = false;
  switch (stored.kind) {
    case "stored":
    case "queued":
      outcome = stored.kind;
      announce = true;
      break;
    case "replayed":
      break;
    case "conflict":
      if (spec.notices.duplicate) [outcome, notice] = ["duplicate", spec.notices.duplicate];
      break;
    case "failed":
      [outcome, notice] = ["failed", spec.notices.failed];
      break;
  }
  if (announce && env.leadWebhookUrl) {
    const lead = { table: spec.table, status: outcome, row } as Lead;
    context.cloudflare.ctx.waitUntil(notifyLead(env.leadWebhookUrl, lead));
  }
  const emailDomain = String((parsed.output as { email?: string }).email ?? "").split("@")[1];
  const keep = outcome === "duplicate" || outcome === "failed";
  return answer(
    STATUS[outcome],
    { outcome, notice, values: keep ? values : undefined, clear: !keep },
    {
      ipHash,
      emailDomain,
      submissionId,
      detail: stored.kind === "failed" ? stored.detail : stored.kind === "replayed" ? "replayed" : undefined,
    },
  );
}
