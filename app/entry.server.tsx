import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { withoutModulePreloads } from "./lib/module-preloads.server";

/**
 * Streams the HTML document. Bots and SPA-mode builds wait for the whole
 * shell so they read complete pages; the CSP nonce goes on every script React emits.
 * The head carries no modulepreload links (lib/module-preloads.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const nonce = loadContext.cspNonce;

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Scripts load after the first paint: see lib/module-preloads.server.ts.
  return withoutModulePreloads(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
}
