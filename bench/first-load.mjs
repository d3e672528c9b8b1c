/**
 * Bytes a visitor downloads on the first load of a route, measured gzip-compressed (level 9),
 * built files read from build/client:
 * - JavaScript: every module the page loads without interaction. That is what the HTML
 *   preloads or imports (modulepreload links, module scripts' `src`, an inline module script's
 *   static imports and its `import()` of the entry, and an inline classic script's `import()` of an
 *   entry, such as the island loader's), followed through each module's static imports. Lazy chunks
 *   (`import()` inside a module, e.g. the toast stack) are not counted.
 *   Inline scripts count too; data that does not run (`application/ld+json` structured data,
 *   `application/json` island props) is left out.
 * - CSS: linked stylesheets and inline `<style>` elements.
 * - Fonts: the font files the page can download: its preloads and the `@font-face` sources
 *   of its CSS (an `optional` face that is not preloaded may still be fetched).
 * Budgets (bench/run.mjs): JS ≤ 10 KB gzip on a page that does not hydrate, ≤ 100 KB on one that
 * does; CSS ≤ 12 KB gzip.
 */
import { readFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { gzipSync } from "node:zlib";

const KB = 1024;

/**
 * @typedef {object} PageAssets root-relative URLs, de-duplicated (js only as the HTML names them,
 *   see {@link withStaticImports}), and the text of every inline `<style>` element and of every
 *   inline script that runs
 * @property {string[]} js
 * @property {string[]} css
 * @property {string[]} fonts
 * @property {string[]} fontPreloads
 * @property {string[]} inlineCss
 * @property {string[]} inlineJs
 */

/**
 * Reads the asset URLs a page's HTML asks for before any interaction.
 * @param {string} html the server-rendered document
 * @returns {PageAssets}
 */
export function assetsOf(html) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  /** @type {Set<string>} */
  const fontPreloads = new Set();
  for (const m of html.matchAll(/<link[^>]+>/g)) {
    const tag = m[0];
    const href = tag.match(/href="([^"]+)"/)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    else if (/rel="stylesheet"/.test(tag)) css.add(href);
    else if (/rel="preload"/.test(tag) && /as="font"/.test(tag)) fontPreloads.add(href);
  }
  for (const script of html.matchAll(/<script([^>]*type="module"[^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = script[1].match(/\bsrc="(\/[^"]+\.js)"/)?.[1];
    if (src) js.add(src);
    for (const m of script[2].matchAll(/import\s*(?:[^"'();]*from\s*)?\(?\s*["'](\/assets\/[^"']+\.js)["']/g))
      js.add(m[1]);
  }
  // A classic inline script that imports an entry without waiting for the visitor (the island
  // loader, app/lib/islands.ts, after the first paint) loads it on every visit too.
  for (const script of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type=)[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const m of script[1].matchAll(/\bimport\(\s*["'](\/assets\/[^"']+\.js)["']\s*\)/g)) js.add(m[1]);
  }
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(?:ld\+)?json"/.test(m[1]) && m[2].trim() !== "")
    .map((m) => m[2]);
  const fonts = new Set(fontPreloads);
  for (const text of inlineCss) {
    for (const m of text.matchAll(/url\(["']?(\/assets\/[^"')]+\.woff2?)["']?\)/g)) fonts.add(m[1]);
  }
  return { js: [...js], css: [...css], fonts: [...fonts], fontPreloads: [...fontPreloads], inlineCss, inlineJs };
}

/**
 * Adds every module reachable through static imports (`import … from "./x.js"`,
 * `import "./x.js"`) of built files; dynamic `import()` is left out.
 * @param {string[]} urls root-relative module URLs
 * @param {string} [clientDir]
 * @returns {string[]} the closure, root-relative URLs
 */
export function withStaticImports(urls, clientDir = "build/client") {
  /** @type {Set<string>} */
  const seen = new Set();
  const queue = [...urls];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(`${clientDir}${url}`, "utf8");
    const dir = url.slice(0, url.lastIndexOf("/") + 1);
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(m[1], `http://x${dir}`).pathname);
    }
  }
  return [...seen];
}

/**
 * gzip size in bytes of a built client file, by its URL path.
 * @param {string} urlPath
 * @param {string} [clientDir]
 */
export function gzipBytes(urlPath, clientDir = "build/client") {
  return gzipSync(readFileSync(`${clientDir}${urlPath}`), { level: 9 }).length;
}

/**
 * Measures one route's first load.
 * @param {string} baseUrl where the built site is served
 * @param {string} path the route
 * @returns {Promise<{ path: string, jsKB: number, cssKB: number, inlineCssKB: number, fontFiles: number, fontPreloads: number, jsFiles: number }>}
 *   sizes in KB (1024 bytes), gzip; cssKB counts linked and inline CSS, inlineCssKB the inline part alone
 */
export async function measureFirstLoad(baseUrl, path) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const { js, css, fonts, fontPreloads, inlineCss, inlineJs } = assetsOf(html);
  const modules = withStaticImports(js);
  const sum = (/** @type {string[]} */ list) => list.reduce((n, u) => n + gzipBytes(u), 0) / KB;
  const inlineKB = inlineCss.length ? gzipSync(inlineCss.join("\n"), { level: 9 }).length / KB : 0;
  const inlineJsKB = inlineJs.length ? gzipSync(inlineJs.join("\n"), { level: 9 }).length / KB : 0;
  return {
    path,
    jsKB: +(sum(modules) + inlineJsKB).toFixed(1),
    cssKB: +(sum(css) + inlineKB).toFixed(1),
    inlineCssKB: +inlineKB.toFixed(1),
    fontFiles: fonts.length,
    fontPreloads: fontPreloads.length,
    jsFiles: modules.length,
  };
}

/**
 * Bytes of a page's document as a browser receives it over HTTP/1.1, which is what Lighthouse's
 * simulated link delivers: the status line and headers as sent, plus the compressed body. The page
 * is requested until an answer comes from the edge cache (`Server-Timing: cache;desc=hit`), as the
 * answers Lighthouse measures do, and that answer is counted: a rendered answer streams in more
 * pieces, which the compressing proxy flushes one by one, and differs by up to 200 bytes.
 * A page that is never cached (a bypass) is counted on its fifth answer. On a slow link the first round trip carries about 14.6 KB (TCP's
 * initial window of ten 1,460-byte segments, RFC 6928); a larger document waits a round trip more.
 * @param {string} baseUrl a server that compresses its responses (the compressing proxy)
 * @param {string} path the route
 * @returns {Promise<number>} bytes, headers included
 * @throws {Error} when the request fails
 */
export async function documentTransferBytes(baseUrl, path) {
  /** @returns {Promise<{ bytes: number, hit: boolean }>} */
  const once = () =>
    new Promise((resolve, reject) => {
      const req = httpGet(`${baseUrl}${path}`, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
        let body = 0;
        res.on("data", (chunk) => {
          body += chunk.length;
        });
        res.on("end", () => {
          // "HTTP/1.1 200 OK\r\n", then "Name: value\r\n" per header, then the blank line.
          const statusLine = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length;
          let headers = 2;
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            headers += res.rawHeaders[i].length + 2 + res.rawHeaders[i + 1].length + 2;
          }
          resolve({
            bytes: statusLine + headers + body,
            hit: /cache;desc=hit/.test(String(res.headers["server-timing"])),
          });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
    });
  for (let attempt = 1; ; attempt++) {
    const { bytes, hit } = await once();
    if (hit || attempt === 5) return bytes;
  }
}
