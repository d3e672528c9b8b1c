/**
 * Worker entry: content pages come from the edge cache when they can, every other request goes
 * through React Router's request handler. Security and cache headers, and the display face of a
 * returning visitor (app/lib/display-font.server.ts), are applied in one place on the way out, to
 * hits and renders alike.
 *
 * This work stays here rather than in root middleware: a cache hit never reaches React Router,
 * yet it needs a fresh nonce, the security headers and the cache policy like any rendered page.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import displayFontUrl from "../app/fonts/sora-display.woff2?url";
import { applyCachePolicy, NO_STORE } from "../app/lib/cache-control";
import { withDisplayFont } from "../app/lib/display-font.server";
import { edgeCacheVersion, serveWithEdgeCache } from "../app/lib/edge-cache.server";
import { readSiteEnv } from "../app/lib/env.server";
import { FORM_API } from "../app/lib/form-api";
import type { FormOutcome } from "../app/lib/form-outcome";
import { isSameOrigin } from "../app/lib/form-request.server";
import { log, withRequestId } from "../app/lib/log.server";
import { NEWSLETTER_RESULT_COOKIE } from "../app/lib/newsletter-result.server";
import { crossSiteRefused } from "../app/lib/notices";
import { replayOutbox } from "../app/lib/outbox.server";
import { applySecurityHeaders, createNonce } from "../app/lib/security-headers.server";
import { httpsRedirect } from "../app/lib/transport.server";

/**
 * What loaders, actions and middleware read from `context` (the router context provider of
 * the request, which carries these values as plain properties).
 */
type SiteLoadContext = {
  cloudflare: { env: Env; ctx: ExecutionContext };
  /** Per-request CSP nonce (base64, 128 bits) for inline and module scripts. */
  cspNonce: string;
  /** Per-request id (UUID, or the cf-ray) carried in logs and error notices. */
  requestId: string;
};

declare module "react-router" {
  interface RouterContextProvider extends SiteLoadContext {}
}

const loadBuild = () => import("virtual:react-router/server-build");
const requestHandler = createRequestHandler(loadBuild, import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const cspNonce = createNonce();
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const site = readSiteEnv(env);
    const render = async () =>
      isUnsafeMethod(request.method) && !isSameOrigin(request)
        ? crossSiteResponse(request)
        : requestHandler(request, routerContext({ cloudflare: { env, ctx }, cspNonce, requestId }));
    const page = await withRequestId(
      requestId,
      async () =>
        httpsRedirect(request) ??
        (await serveWithEdgeCache(request, {
          nonce: cspNonce,
          version: edgeCacheVersion((await loadBuild()).assets.version, site.turnstile?.siteKey ?? null),
          render,
          waitUntil: (promise) => ctx.waitUntil(promise),
          disabled: import.meta.env.MODE === "development",
          perVisitorCookies: [NEWSLETTER_RESULT_COOKIE],
        })),
    );
    // After the edge cache: the stored HTML is the same for every visitor.
    const response = withDisplayFont(request, page, displayFontUrl);
    return applyCachePolicy(
      request,
      applySecurityHeaders(response, { nonce: cspNonce, dev: import.meta.env.DEV, turnstile: site.turnstile !== null }),
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

/** The request's router context: a provider for middleware contexts that also carries the site's values. */
function routerContext(values: SiteLoadContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), values);
}

function isUnsafeMethod(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/**
 * A post from another site never reaches an action: 403, logged, nothing stored. A page's script
 * posting to a JSON action gets the refusal as a form answer, so the page can say what happened
 * (and keep the form); anything else gets the same words as plain text.
 */
function crossSiteResponse(request: Request): Response {
  log("warn", "form_outcome", { outcome: "rejected", status: 403, reason: "cross_site" });
  const headers = { "Cache-Control": NO_STORE };
  if ((Object.values(FORM_API) as string[]).includes(new URL(request.url).pathname)) {
    const answer: FormOutcome<string> = {
      id: crypto.randomUUID(),
      outcome: "rejected",
      notice: crossSiteRefused,
      clear: false,
    };
    return Response.json(answer, { status: 403, headers });
  }
  return new Response(crossSiteRefused.description, {
    status: 403,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
