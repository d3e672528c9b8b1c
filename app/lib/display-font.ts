/**
 * How the display face (Sora, cut to the site's characters: scripts/display-font.mjs) reaches a
 * visitor without ever holding back the first paint.
 *
 * A first visit renders headings in the body text's system face and requests no font: on a slow
 * mobile link, a 19 KB font fetched before the largest paint delays it by a round trip or more.
 * A second after that page's load event, the browser fetches the font into its HTTP cache (the
 * font file is immutable) and records that it did in a first-party cookie,
 * {@link DISPLAY_FONT_COOKIE}, whose value is the font file's URL. The fetch only warms the cache
 * for the next page, so it waits well past the largest paint: a page that loads quickly can fire
 * `load` before its first frame is presented, and a fetch started then, even a frame later, was
 * still counted by Lighthouse in front of the largest paint (/faq measured 0.91 s in such loads,
 * 0.71 s without). For every later request that carries the cookie with this build's font file,
 * the Worker writes `data-display-font` on <html> (app/lib/display-font.server.ts), which switches
 * headings to Sora (`--font-display` in base.css); the face is `font-display: optional`, so a font
 * the cache has lost never swaps in late, and no heading ever moves after it is painted.
 *
 * Why a cookie read by the Worker rather than storage read by the page: the first `localStorage`
 * read of a page waits for the browser to hand the renderer its storage area. In Chromium traces
 * of Home on this site's bench (2026-11-28) that head script took 11–20 ms of the parse task,
 * before the first paint and four times that on Lighthouse's simulated phone; without the storage
 * read it took 6 ms.
 */
import { AFTER_LOAD_DELAY_MS } from "./late-art";

/** The attribute on <html> that switches the display face on (base.css). */
export const DISPLAY_FONT_ATTRIBUTE = "data-display-font";

/**
 * The cookie that records which font file the browser's HTTP cache holds: its value is that
 * file's URL (a path, e.g. `/assets/sora-display-Ol30HjPD.woff2`; a new build's font has a new
 * hash, so the cookie of an older one switches nothing on). Kept a year, first-party, readable by
 * the page's script, and listed in the cookie policy (app/content/legal/cookies.md).
 */
export const DISPLAY_FONT_COOKIE = "display-font";

/** How long the browser keeps {@link DISPLAY_FONT_COOKIE}, in seconds (a year). */
export const DISPLAY_FONT_COOKIE_SECONDS = 31_536_000;

/**
 * The `@font-face` rule of the display face.
 * @param url the font file's URL (hashed by the build)
 * @returns CSS text
 */
export function displayFontFace(url: string): string {
  return `@font-face{font-family:'Sora Variable';font-style:normal;font-display:optional;font-weight:500 800;src:url(${url}) format('woff2-variations')}`;
}

/**
 * The inline script for the <head>: unless the Worker has already switched the face on (the
 * attribute is on <html>), fetches the font file a second after the page has loaded and, once it
 * is in the cache, sets {@link DISPLAY_FONT_COOKIE}. It reads no storage and no cookie, so it costs
 * the first paint nothing but its parse. Does nothing where cookies or the Font Loading API are
 * unavailable (headings keep the system face).
 * @param url the font file's URL (hashed by the build, so a new font is fetched again)
 * @returns JavaScript source
 */
export function displayFontScript(url: string): string {
  const file = JSON.stringify(url);
  const cookie = JSON.stringify(
    `${DISPLAY_FONT_COOKIE}=${url};path=/;max-age=${DISPLAY_FONT_COOKIE_SECONDS};samesite=lax`,
  );
  return `document.documentElement.hasAttribute(${JSON.stringify(DISPLAY_FONT_ATTRIBUTE)})||addEventListener("load",()=>setTimeout(()=>{try{new FontFace("Sora Variable","url("+${file}+")",{weight:"500 800"}).load().then(()=>{document.cookie=${cookie}+(location.protocol==="https:"?";secure":"")},()=>{})}catch{}},${AFTER_LOAD_DELAY_MS}));`;
}
