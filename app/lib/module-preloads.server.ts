/**
 * The document without React Router's `<link rel="modulepreload">` tags (docs/performance.md).
 *
 * React Router puts one high-priority modulepreload in the <head> for every module of the
 * page (13 on the home page, about 120 KB compressed). They start downloading before the
 * first paint and share the connection with the document and the display font, so on a
 * slow mobile link they hold back the first and the largest paint (measured with
 * Lighthouse: FCP 2.1 s → 1.25 s, LCP 2.4 s → 1.8 s on the home page). Every page works
 * without JavaScript, so the scripts can wait: without the tags, the browser fetches the
 * modules from the module script at the end of the <body>, after the page has rendered, and
 * hydration starts a little later.
 */

/**
 * Removes every `<link rel="modulepreload">` element from an HTML response, with the Workers
 * runtime's streaming HTML parser (HTMLRewriter): the document still streams, and text that
 * merely looks like the tag (escaped, or inside a script) is left alone.
 * @param response an HTML response, typically the streamed document from `renderToReadableStream`
 * @returns a new response with the same status and headers, without modulepreload links
 */
export function withoutModulePreloads(response: Response): Response {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.remove();
      },
    })
    .transform(response);
}
