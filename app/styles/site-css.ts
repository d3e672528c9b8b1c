/**
 * Every stylesheet of the site, in cascade order: the reset, the UnoCSS utilities, base
 * element styles and the article typography (about 60 KB, 9 KB compressed, in all).
 *
 * A production build inlines them into each page's <head>, so the first paint waits for no
 * stylesheet request, and each page carries only the rules it uses (app/lib/page-css.server.ts).
 * vite-plugins/inline-css.ts rewrites the last two exports below during `react-router build`:
 * - server: the imports stay; `siteCss` becomes the marker that each page's rules replace
 *   (app/lib/page-css-marker.ts) and `siteCssRules` the compiled CSS split into rules
 *   (vite-plugins/css-rules.ts), with the classes of each browser script;
 * - browser: the imports go (no stylesheet is linked or downloaded), and `siteCss` is read back
 *   from the server-rendered <style>, so hydration sees the same markup.
 * Under the dev server and in tests the module runs as written: Vite serves the imported
 * stylesheets itself, `siteCss` stays empty and `siteCssRules` null.
 */
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./base.css";
import "./article.css";
import type { PageCssData } from "../../vite-plugins/css-rules";

/** The id of the inline <style> that holds the page's CSS. */
export const SITE_CSS_ID = "site-css";

/**
 * What the page's <style> holds: in a production build, the marker on the server and the page's
 * CSS in the browser; empty where Vite serves the stylesheets.
 */
export const siteCss: string = "";

/**
 * The site's CSS split into rules, with the classes each browser script can render, in the
 * server build of a production build; null elsewhere.
 */
export const siteCssRules: PageCssData | null = null;
