/**
 * Worker entry: every request goes through React Router's request handler.
 * Security and cache headers are applied in one place on the way out.
 */
import { createRequestHandler } from "react-router";
import { applyCachePolicy, NO_STORE } from "../app/lib/cache-control";
import { readSiteEnv } from "../app/lib/env.server";
import { isSameOrigin } from "../app/lib/form-request.server";
import { log, withRequestId } from "../app/lib/log.server";
import { replayOutbox } from "../app/lib/outbox.server";
import { applySecurityHeaders, createNonce } from "../app/lib/security-headers.server";
import { httpsRedirect } from "../app/lib/transport.server";

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
    const response = await withRequestId(
      requestId,
      async () =>
        httpsRedirect(request) ??
        (isUnsafeMethod(request.method) && !isSameOrigin(request)
          ? crossSiteResponse()
          : await requestHandler(request, { cloudflare: { env, ctx }, cspNonce, requestId })),
    );
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
      log("error", "outbox_replay_skipped", { cron: controller.cron, problems });
      return;
    }
    ctx.waitUntil(
      replayOutbox({ ...supabase, OUTBOX_KV }).then((summary) =>
        log("info", "outbox_replay_run", { cron: controller.cron, ...summary }),
      ),
    );
  },
} satisfies ExportedHandler<Env>;

function isUnsafeMethod(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/** A post from another site never reaches an action: 403, logged, nothing stored. */
function crossSiteResponse(): Response {
  log("warn", "form_outcome", { outcome: "rejected", status: 403, reason: "cross_site" });
  return new Response("This form can only be sent from our own pages. Please reload the page and try again.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE },
  });
}
