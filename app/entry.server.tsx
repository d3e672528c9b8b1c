import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { inlineIconSprite } from "./lib/icon-sprite.server";
import { inlinePageCss } from "./lib/page-css.server";
import { siteCssRules } from "./styles/site-css";

/**
 * Renders the HTML document. The whole document is rendered first, so that its icon sprite can
 * hold only the icons it uses (lib/icon-sprite.server.ts) and, in a production build, its <style>
 * only the rules its HTML uses (lib/page-css.server.ts); pages are small and mostly served from
 * the edge cache, so a stream would gain little.
 * The CSP nonce goes on every script React emits. No page renders React Router's `<Scripts />`
 * (documents ship no framework JavaScript; /contact loads its island script, lib/islands.ts), so
 * the head carries no modulepreload links either: nothing but the document and its inline CSS
 * comes before the first paint.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let shellRendered = false;
  const nonce = loadContext.cspNonce;

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // React Router marks each <Link> for its browser router's lazy route discovery; no page runs
  // that router (documents ship no framework JavaScript, /contact hydrates islands), so the
  // attribute is only bytes in front of the first paint. Markup escapes quotes in text, so only
  // attributes match.
  const html = (await new Response(body).text()).replaceAll(' data-discover="true"', "");
  let document = inlineIconSprite(html, siteCssRules?.scripts ?? null);
  if (siteCssRules) document = inlinePageCss(document, siteCssRules);
  return new Response(document, { headers: responseHeaders, status: responseStatusCode });
}
