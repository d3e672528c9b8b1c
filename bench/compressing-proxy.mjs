/**
 * A small compressing reverse proxy for measurements. `vite preview` sends every response
 * uncompressed (checked: no Content-Encoding on HTML, CSS or JS), while Cloudflare's edge
 * compresses what a visitor receives. Lighthouse and the byte counts therefore measure the
 * site through this proxy: it listens on 127.0.0.1 only, forwards each request unchanged
 * (Host included) to the preview server, and compresses text responses by Accept-Encoding,
 * brotli first, then gzip.
 *
 * - Static files (every file of the client build: /assets/…, /art/…, fonts, icons) are
 *   fetched once, compressed once at the highest level when they are text, and then answered
 *   from memory without asking the preview server, as an edge serves static assets without
 *   running the Worker. Answering them through the preview server on a busy 2-core machine
 *   took 50–70 ms each, and Lighthouse's simulation applies an origin's median server time to
 *   every request of that origin, the document included: the static floor page, one file on
 *   its own server, never paid it.
 * - Everything else (the streamed HTML documents) is compressed on the fly at a moderate
 *   level and flushed chunk by chunk, so the document still streams.
 *
 * @module
 */
import { createServer, request as httpRequest } from "node:http";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * Picks an encoding from an Accept-Encoding header.
 * @param {string | undefined} accept
 * @returns {"br" | "gzip" | null}
 */
export function pickEncoding(accept) {
  const offered = new Map();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((offered.get("br") ?? 0) > 0) return "br";
  if ((offered.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

/**
 * Starts the proxy.
 * @param {string} upstream the server to forward to, e.g. `http://localhost:4173`
 * @param {{ staticPaths?: Iterable<string> }} [options] root-relative paths of the static files
 *   (e.g. `/assets/app-1a2b.js`): answered from memory once fetched
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url without a trailing slash
 */
export async function startCompressingProxy(upstream, { staticPaths = [] } = {}) {
  const target = new URL(upstream);
  const statics = new Set(staticPaths);
  /** @type {Map<string, { status: number, headers: import("node:http").OutgoingHttpHeaders, body: Buffer }>} */
  const cache = new Map();

  const server = createServer((req, res) => {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const staticFile = req.method === "GET" && statics.has(req.url ?? "");
    const key = `${encoding} ${req.url}`;
    const hit = staticFile ? cache.get(key) : undefined;
    if (hit) {
      req.resume();
      res.writeHead(hit.status, { ...hit.headers, "content-length": hit.body.length });
      res.end(hit.body);
      return;
    }
    const headers = { ...req.headers, "accept-encoding": "identity" };
    const up = httpRequest(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (upRes) => {
        const type = String(upRes.headers["content-type"] ?? "");
        const compress =
          encoding &&
          req.method !== "HEAD" &&
          !upRes.headers["content-encoding"] &&
          COMPRESSIBLE.test(type) &&
          upRes.statusCode !== 204 &&
          upRes.statusCode !== 304;
        if (staticFile && upRes.statusCode === 200) {
          /** @type {Buffer[]} */
          const chunks = [];
          upRes.on("data", (c) => chunks.push(c));
          upRes.on("end", () => {
            const raw = Buffer.concat(chunks);
            /** @type {import("node:http").OutgoingHttpHeaders} */
            const headers = { ...upRes.headers };
            delete headers["content-length"];
            let body = raw;
            if (compress) {
              Object.assign(headers, { "content-encoding": encoding, vary: addVary(upRes.headers.vary) });
              body =
                encoding === "br"
                  ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
                  : gzipSync(raw, { level: 9 });
            }
            cache.set(key, { status: 200, headers, body });
            res.writeHead(200, { ...headers, "content-length": body.length });
            res.end(body);
          });
          return;
        }
        if (!compress) {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
          return;
        }
        const outHeaders = { ...upRes.headers, "content-encoding": encoding, vary: addVary(upRes.headers.vary) };
        delete outHeaders["content-length"];
        const zip =
          encoding === "br"
            ? createBrotliCompress({
                params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
                flush: constants.BROTLI_OPERATION_FLUSH,
              })
            : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
        res.writeHead(upRes.statusCode ?? 502, outHeaders);
        upRes.pipe(zip).pipe(res);
      },
    );
    up.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("upstream error");
    });
    req.pipe(up);
  });

  return listenOnLoopback(server);
}

/**
 * Starts an HTTP server on a free port of 127.0.0.1.
 * @param {import("node:http").Server} server
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url without a trailing slash;
 *   close ends open connections too
 */
export async function listenOnLoopback(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * Fills the proxy's cache before measuring, so no measured load waits for a first compression.
 * @param {string} proxyUrl the proxy, no trailing slash
 * @param {Iterable<string>} paths root-relative URLs, e.g. every static file
 */
export async function warmUp(proxyUrl, paths) {
  for (const encoding of ["br", "gzip"]) {
    for (const path of paths) {
      const res = await fetch(`${proxyUrl}${path}`, { headers: { "accept-encoding": encoding } });
      await res.arrayBuffer();
    }
  }
}

/** @param {string | string[] | undefined} vary */
function addVary(vary) {
  const list = [vary ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === "accept-encoding")) list.push("Accept-Encoding");
  return list.join(", ");
}
