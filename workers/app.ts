/**
 * Worker entry: every request goes through React Router's request handler.
 * Security and cache headers are applied in one place on the way out
 * (design §3, §6.5).
 */
import { createRequestHandler } from "react-router";
import { applyCachePolicy, NO_STORE } from "../app/lib/cache-control";
import { readSiteEnv } from "../app/lib/env.server";
import { isSameOrigin } from "../app/lib/form-request.server";
import { replayOutbox } from "../app/lib/outbox.server";
import { applySecurityHeaders, createNonce } from "../app/lib/security-headers.server";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** Per-request CSP nonce (base64, 128 bits) for inline and module scripts. */
    cspNonce: string;
    /** Per-request id (UUID) carried in logs and error notices. */
    requestId: string;
  }
}

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const cspNonce = createNonce();
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const response =
      isUnsafeMethod(request.method) && !isSameOrigin(request)
        ? crossSiteResponse(requestId)
        : await requestHandler(request, { cloudflare: { env, ctx }, cspNonce, requestId });
    const turnstile = readSiteEnv(env).turnstile !== null;
    return applyCachePolicy(
      request,
      applySecurityHeaders(response, { nonce: cspNonce, dev: import.meta.env.DEV, turnstile }),
    );
  },

  /** Cron Trigger (wrangler.toml `[triggers] crons`): replays the durable outbox into Supabase. */
  async scheduled(controller, env, ctx) {
    const { supabase, OUTBOX_KV, problems } = readSiteEnv(env);
    if (!supabase || !OUTBOX_KV) {
      console.error(
        JSON.stringify({ level: "error", event: "outbox_replay_skipped", cron: controller.cron, problems }),
      );
      return;
    }
    ctx.waitUntil(
      replayOutbox({ ...supabase, OUTBOX_KV }).then((summary) =>
        console.log(JSON.stringify({ level: "info", event: "outbox_replay_run", cron: controller.cron, ...summary })),
      ),
    );
  },
} satisfies ExportedHandler<Env>;

function isUnsafeMethod(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/** A post from another site never reaches an action: 403, logged, nothing stored. */
function crossSiteResponse(requestId: string): Response {
  console.warn(
    JSON.stringify({
      level: "warn",
      event: "form_outcome",
      outcome: "rejected",
      status: 403,
      reason: "cross_site",
      requestId,
    }),
  );
  return new Response("This form can only be sent from our own pages. Please reload the page and try again.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE },
  });
}
