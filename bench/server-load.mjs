/**
 * Render throughput of the built Worker in workerd: autocannon against `vite preview` on
 * loopback (no compressing proxy: at the edge, compression is not Worker CPU time).
 *
 * Each route gets a short warm-up, then a timed run with several connections. workerd runs
 * a Worker's requests on one thread, so 1000 / (requests per second) is the wall time the
 * Worker thread spends per page. That is an upper bound on its CPU time per page: it also
 * holds the local server's proxying, and autocannon shares the same cores.
 *
 * @module
 */
import autocannon from "autocannon";

/**
 * @typedef {object} LoadFigures
 * @property {number} requestsPerSec mean requests per second
 * @property {number} p50Ms median latency
 * @property {number} p99Ms 99th percentile latency
 * @property {number} msPerPage 1000 / requestsPerSec: the Worker thread's time per page
 * @property {number} requests completed requests in the timed run
 * @property {number} non2xx responses with another status (should be 0)
 * @property {number} errors connection errors and timeouts (should be 0)
 */

/**
 * @param {string} baseUrl the preview server, no trailing slash
 * @param {string[]} paths routes to load
 * @param {{ connections?: number, seconds?: number, warmupSeconds?: number, miss?: boolean }} [options]
 *   miss: every request asks for a URL no earlier request used (a query parameter), so the
 *   Worker renders each one (an edge-cache miss); otherwise the same URL, answered from the
 *   edge cache after the first request (a hit)
 * @returns {Promise<Record<string, LoadFigures>>}
 */
export async function measureServerLoad(
  baseUrl,
  paths,
  { connections = 8, seconds = 8, warmupSeconds = 2, miss = false } = {},
) {
  /** @type {Record<string, LoadFigures>} */
  const out = {};
  let counter = 0;
  for (const path of paths) {
    const url = `${baseUrl}${path}`;
    const sep = path.includes("?") ? "&" : "?";
    const requests = miss
      ? [{ setupRequest: (/** @type {any} */ req) => ({ ...req, path: `${path}${sep}bench-miss=${counter++}` }) }]
      : undefined;
    await autocannon({ url, connections, duration: warmupSeconds, requests });
    const r = await autocannon({ url, connections, duration: seconds, requests });
    const rps = r.requests.average;
    out[path] = {
      requestsPerSec: Math.round(rps),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      msPerPage: rps > 0 ? +(1000 / rps).toFixed(1) : Number.NaN,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
  }
  return out;
}
