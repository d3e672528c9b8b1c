/**
 * The Worker's own time per page, as it reports it in `Server-Timing`, for an edge-cache miss
 * (`cache;desc=miss, render;dur=<ms>`: the render up to the response headers) and for a hit
 * (`cache;desc=hit;dur=<ms>`: the cache lookup and the nonce rewrite set-up). A miss is forced
 * with a query parameter no earlier request used; the hit is the same URL asked again.
 *
 * workerd's clock only moves between I/O events and is coarse (whole milliseconds under
 * `vite preview`), so a figure of 0 means "under a millisecond". The autocannon figures
 * (bench/server-load.mjs) give the sub-millisecond picture through the whole local stack.
 *
 * @module
 */
import { median } from "./lighthouse.mjs";

/**
 * @typedef {object} WorkerTiming
 * @property {number} missRenderMs median `render;dur` over the misses
 * @property {number} missRenderMaxMs the largest `render;dur` seen
 * @property {number} hitMs median `dur` of the hits (NaN for a page that is never cached)
 * @property {number} hitMaxMs the largest hit `dur` seen
 * @property {number} samples requests of each kind
 * @property {string[]} problems responses that did not report what was expected
 */

/**
 * @param {string} baseUrl the preview server (no proxy), no trailing slash
 * @param {string[]} paths content pages
 * @param {{ samples?: number }} [options]
 * @returns {Promise<Record<string, WorkerTiming>>}
 */
export async function measureWorkerTiming(baseUrl, paths, { samples = 15 } = {}) {
  /** @type {Record<string, WorkerTiming>} */
  const out = {};
  for (const path of paths) {
    const miss = [];
    const hit = [];
    const problems = [];
    for (let i = 0; i < samples; i++) {
      const url = new URL(path, baseUrl);
      url.searchParams.set("bench-miss", `${Date.now()}-${i}`);
      const first = await timing(url);
      const second = await timing(url);
      // A page that is never cached (bypass) is rendered every time: its render counts, it has no hit.
      if ((first.cache === "miss" || first.cache === "bypass") && first.render !== undefined) miss.push(first.render);
      else problems.push(`first request: ${first.raw || "no Server-Timing"}`);
      if (first.cache === "bypass") continue;
      if (second.cache === "hit" && second.dur !== undefined) hit.push(second.dur);
      else problems.push(`second request: ${second.raw || "no Server-Timing"}`);
    }
    out[path] = {
      missRenderMs: miss.length ? median(miss) : Number.NaN,
      missRenderMaxMs: miss.length ? Math.max(...miss) : Number.NaN,
      hitMs: hit.length ? median(hit) : Number.NaN,
      hitMaxMs: hit.length ? Math.max(...hit) : Number.NaN,
      samples,
      problems: [...new Set(problems)],
    };
  }
  return out;
}

/** @param {URL} url */
async function timing(url) {
  const res = await fetch(url);
  await res.arrayBuffer();
  const raw = res.headers.get("server-timing") ?? "";
  const cache = /cache;desc=(hit|miss|bypass)/.exec(raw)?.[1];
  const dur = /cache;desc=hit;dur=([\d.]+)/.exec(raw)?.[1];
  const render = /render;dur=([\d.]+)/.exec(raw)?.[1];
  return {
    raw,
    cache,
    dur: dur === undefined ? undefined : Number(dur),
    render: render === undefined ? undefined : Number(render),
  };
}
