/**
 * Every stylesheet of the site, in cascade order: the reset, the UnoCSS utilities, base
 * element styles and the article typography (about 10 KB compressed in all).
 *
 * A production build inlines them into each page's <head> (root.tsx renders `siteCss` in a
 * `<style>`), so the first paint waits for no stylesheet request (docs/performance.md).
 * vite-plugins/inline-css.ts rewrites this module during `react-router build`:
 * - server: the imports stay, and `siteCss` becomes the compiled CSS text;
 * - browser: the imports go (no stylesheet is linked or downloaded), and `siteCss` is read
 *   back from the server-rendered <style>, so hydration sees the same markup.
 * Under the dev server and in tests the module runs as written: Vite serves the imported
 * stylesheets itself and `siteCss` stays empty.
 */
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./base.css";
import "./article.css";

/** The id of the inline <style> that holds `siteCss`. */
export const SITE_CSS_ID = "site-css";

/** The site's CSS as text in a production build; empty where Vite serves the stylesheets. */
export const siteCss: string = "";
