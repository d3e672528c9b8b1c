/**
 * How the display face (Sora, cut to the site's characters: scripts/display-font.mjs) reaches a
 * visitor without ever holding back the first paint.
 *
 * A first visit renders headings in the body text's system face and requests no font: on a slow
 * mobile link, a 19 KB font fetched before the largest paint delays it by a round trip or more.
 * A second after that page's load event, the browser fetches the font into its HTTP cache (the
 * font file is immutable) and remembers that it did. The fetch only warms the cache for the next
 * page, so it waits well past the largest paint: a page that loads quickly can fire `load` before
 * its first frame is presented, and a fetch started then, even a frame later, was still counted
 * by Lighthouse in front of the largest paint (/faq measured 0.91 s in such loads, 0.71 s
 * without). Every later page sets `data-display-font` on <html>
 * before its first paint, which switches headings to Sora (`--font-display` in base.css); the
 * face is `font-display: optional`, so a font the cache has lost never swaps in late, and no
 * heading ever moves after it is painted.
 */
import { AFTER_LOAD_DELAY_MS } from "./late-art";

/** The attribute on <html> that switches the display face on (base.css). */
export const DISPLAY_FONT_ATTRIBUTE = "data-display-font";

/** The localStorage key that records which font file the HTTP cache holds. */
const STORAGE_KEY = "display-font";

/**
 * The `@font-face` rule of the display face.
 * @param url the font file's URL (hashed by the build)
 * @returns CSS text
 */
export function displayFontFace(url: string): string {
  return `@font-face{font-family:'Sora Variable';font-style:normal;font-display:optional;font-weight:500 800;src:url(${url}) format('woff2-variations')}`;
}

/**
 * The inline script for the <head>: switches the face on when the cache holds this font file,
 * and otherwise fetches it a second after the page has loaded. Does nothing where storage or the Font
 * Loading API is unavailable (headings keep the system face).
 * @param url the font file's URL (hashed by the build, so a new font is fetched again)
 * @returns JavaScript source
 */
export function displayFontScript(url: string): string {
  const key = JSON.stringify(STORAGE_KEY);
  const file = JSON.stringify(url);
  return `(()=>{try{const s=localStorage;if(s.getItem(${key})===${file}){document.documentElement.setAttribute(${JSON.stringify(DISPLAY_FONT_ATTRIBUTE)},"");return}addEventListener("load",()=>setTimeout(()=>{new FontFace("Sora Variable","url("+${file}+")",{weight:"500 800"}).load().then(()=>s.setItem(${key},${file}),()=>{})},${AFTER_LOAD_DELAY_MS}))}catch{}})();`;
}
