/**
 * Bytes a visitor downloads on the first load of a route: the JavaScript modules the HTML
 * preloads or imports, its stylesheets (linked files and inline `<style>` elements) and its
 * font preloads, measured gzip-compressed (level 9); linked files are read from build/client.
 * Budgets: JS ≤ 100 KB gzip, CSS ≤ 15 KB gzip, ≤ 2 font files.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const KB = 1024;

/**
 * Reads the asset URLs a page's HTML asks for before any interaction.
 * @param html the server-rendered document
 * @returns { js, css, fonts, inlineCss }: root-relative URLs, de-duplicated, and the text of
 *   every inline `<style>` element
 */
export function assetsOf(html) {
  const js = new Set();
  const css = new Set();
  const fonts = new Set();
  for (const m of html.matchAll(/<link[^>]+>/g)) {
    const tag = m[0];
    const href = tag.match(/href="([^"]+)"/)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    else if (/rel="stylesheet"/.test(tag)) css.add(href);
    else if (/rel="preload"/.test(tag) && /as="font"/.test(tag)) fonts.add(href);
  }
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(m[1]);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  return { js: [...js], css: [...css], fonts: [...fonts], inlineCss };
}

/** gzip size in bytes of a built client file, by its URL path. */
export function gzipBytes(urlPath, clientDir = "build/client") {
  return gzipSync(readFileSync(`${clientDir}${urlPath}`), { level: 9 }).length;
}

/**
 * Measures one route's first load.
 * @param baseUrl where the built site is served
 * @param path the route
 * @returns { path, jsKB, cssKB, inlineCssKB, fontFiles, jsFiles } with sizes in KB (1024 bytes),
 *   gzip; cssKB counts linked and inline CSS, inlineCssKB the inline part alone
 */
export async function measureFirstLoad(baseUrl, path) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const { js, css, fonts, inlineCss } = assetsOf(html);
  const sum = (list) => list.reduce((n, u) => n + gzipBytes(u), 0) / KB;
  const inlineKB = inlineCss.length ? gzipSync(inlineCss.join("\n"), { level: 9 }).length / KB : 0;
  return {
    path,
    jsKB: +sum(js).toFixed(1),
    cssKB: +(sum(css) + inlineKB).toFixed(1),
    inlineCssKB: +inlineKB.toFixed(1),
    fontFiles: fonts.length,
    jsFiles: js.length,
  };
}
