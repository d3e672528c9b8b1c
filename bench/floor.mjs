/**
 * The static floor page: what the fastest possible page with Home's hero would score on this
 * machine, measured in the same bench run as the site. Plain HTML, inline CSS, no JavaScript,
 * no web font, Home's hero heading and lead paragraph read from the built Home page (so the
 * floor follows a redesign), served compressed from 127.0.0.1 like the site.
 *
 * @module
 */
import { createServer } from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { listenOnLoopback, pickEncoding } from "./compressing-proxy.mjs";

/**
 * Home's hero text, read from its HTML.
 * @param {string} html the server-rendered Home page
 * @returns {{ heading: string, lead: string }} plain text of the first <h1> and the first <p> after it
 */
export function heroText(html) {
  const text = (/** @type {string} */ s) =>
    s
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ")
      .trim();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!h1) throw new Error("The Home page has no <h1>: the floor page needs its hero heading.");
  const after = html.slice((h1.index ?? 0) + h1[0].length);
  const lead = /<p[^>]*>([\s\S]*?)<\/p>/.exec(after);
  return { heading: text(h1[1]), lead: lead ? text(lead[1]) : "" };
}

/**
 * The floor document.
 * @param {{ heading: string, lead: string }} hero
 * @returns {string} a complete HTML document
 */
export function floorPage({ heading, lead }) {
  const escapeHtml = (/** @type {string} */ s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="Static floor page for the bench.">
<style>body{margin:0;font-family:system-ui,sans-serif;background:#14171a;color:#f6f7f5}main{max-width:72rem;margin:0 auto;padding:8rem 1.25rem 7rem}h1{font-size:2.6rem;line-height:1.05;margin:1.25rem 0 0}p{font-size:1.125rem;line-height:1.6;color:#cfd6dc;max-width:36rem;margin-top:1.5rem}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(lead)}</p></main></body></html>`;
}

/**
 * Serves one document at every path, brotli or gzip by Accept-Encoding.
 * @param {string} html
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url without a trailing slash
 */
export async function startFloorServer(html) {
  const br = brotliCompressSync(html);
  const gz = gzipSync(html, { level: 9 });
  const server = createServer((req, res) => {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? br : encoding === "gzip" ? gz : Buffer.from(html);
    res.writeHead(req.url === "/" ? 200 : 404, {
      "content-type": "text/html; charset=utf-8",
      "content-length": body.length,
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(body);
  });
  return listenOnLoopback(server);
}
