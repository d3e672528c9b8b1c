import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { withoutModulePreloads } from "./lib/module-preloads.server";
import { inlinePageCss } from "./lib/page-css.server";
import { siteCssRules } from "./styles/site-css";

/**
 * Renders the HTML document. In a production build the whole document is rendered first, so
 * that its <style> can hold only the rules its HTML uses (lib/page-css.server.ts); pages are
 * small and mostly served from the edge cache, so the stream gains little. Under the dev server
 * (no split stylesheet) it streams; bots and SPA-mode builds then wait for the whole shell.
 * The CSP nonce goes on every script React emits. The head carries no modulepreload links
 * (lib/module-preloads.server.ts).
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

  if (siteCssRules || (userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const document = siteCssRules ? inlinePageCss(await new Response(body).text(), siteCssRules) : body;
  // Scripts load after the first paint: see lib/module-preloads.server.ts.
  return withoutModulePreloads(new Response(document, { headers: responseHeaders, status: responseStatusCode }));
}
