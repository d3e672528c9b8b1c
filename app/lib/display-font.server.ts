/**
 * The Worker's half of the display face (app/lib/display-font.ts): a request that says its
 * browser already holds this build's font file gets `data-display-font` on <html>, so that page's
 * headings are set in Sora from its first paint.
 *
 * The attribute is written on the way out, after the edge cache, by HTMLRewriter: the cached HTML
 * stays the same for every visitor, and a hit still costs no render.
 */
import { parse } from "cookie";
import { DISPLAY_FONT_ATTRIBUTE, DISPLAY_FONT_COOKIE } from "./display-font";

/**
 * Whether the request's `Cookie` header says that the browser's cache holds the given font file
 * (the cookie's value equals the file's URL; an older build's file, or no cookie, says no).
 * @param request the incoming request
 * @param fontUrl the display face's URL in this build, e.g. `/assets/sora-display-Ol30HjPD.woff2`
 * @returns true when headings may use the display face from the first paint
 */
export function holdsDisplayFont(request: Request, fontUrl: string): boolean {
  const header = request.headers.get("Cookie");
  return header !== null && parse(header)[DISPLAY_FONT_COOKIE] === fontUrl;
}

/**
 * Switches the display face on for a returning visitor: when {@link holdsDisplayFont} says so and
 * the response is an HTML document, its <html> element gets `data-display-font`. Every HTML
 * response says `Vary: Cookie`, since its HTML depends on the cookie: a shared cache between the
 * site and its visitors (a company proxy honouring `s-maxage`) must not hand one visitor's page to
 * another. Any other response is returned as it is.
 * @param request the incoming request (its cookies)
 * @param response the page, from the edge cache or rendered
 * @param fontUrl the display face's URL in this build
 * @returns the response, or for a document a streamed copy with `Vary` and, where the cookie
 *   matches, the attribute written
 */
export function withDisplayFont(request: Request, response: Response, fontUrl: string): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const source = holdsDisplayFont(request, fontUrl)
    ? new HTMLRewriter()
        .on("html", {
          element(element) {
            element.setAttribute(DISPLAY_FONT_ATTRIBUTE, "");
          },
        })
        .transform(response)
    : response;
  const page = new Response(source.body, source);
  page.headers.append("Vary", "Cookie");
  return page;
}
