/**
 * Lighthouse 12 with its default configuration (the mobile preset: a Moto G Power class
 * device, simulated slow 4G and 4x CPU slowdown), through its Node API, in one headless
 * Chromium started by chrome-launcher. Each route is measured several times; every figure
 * reported is the median of those runs, taken figure by figure.
 *
 * @module
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChrome } from "../tests/e2e/chromium.mjs";

/** The browser binary, found as the Chromium suite finds it. */
export const CHROME_PATH = findChrome();

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * @typedef {object} LighthouseFigures
 * @property {number} performance score 0–100
 * @property {number} accessibility score 0–100
 * @property {number} bestPractices score 0–100
 * @property {number} seo score 0–100
 * @property {number} fcpMs First Contentful Paint
 * @property {number} lcpMs Largest Contentful Paint
 * @property {number} cls Cumulative Layout Shift
 * @property {number} tbtMs Total Blocking Time
 * @property {string[]} failed ids of audits (other than performance metrics) that failed in any run
 */

/**
 * Measures routes one after another (never in parallel: they would share the two cores).
 * @param {string} baseUrl the site, no trailing slash
 * @param {string[]} paths routes to measure
 * @param {{ runs?: number, onResult?: (path: string, figures: LighthouseFigures | { error: string }) => void }} [options]
 * @returns {Promise<Record<string, LighthouseFigures | { error: string }>>} a route whose runs failed gets `{ error }`
 */
export async function measureLighthouse(baseUrl, paths, { runs = 3, onResult } = {}) {
  /** @type {Record<string, LighthouseFigures | { error: string }>} */
  const out = {};
  for (const path of paths) {
    /** @type {import("lighthouse").Result[]} */
    const lhrs = [];
    try {
      for (let i = 0; i < runs; i++) lhrs.push(await runOnce(`${baseUrl}${path}`));
      out[path] = summarise(lhrs);
    } catch (error) {
      out[path] = { error: error instanceof Error ? error.message : String(error) };
    }
    onResult?.(path, out[path]);
  }
  return out;
}

/**
 * One Lighthouse run in a fresh browser (a reused one intermittently loses the trace:
 * NO_NAVSTART). A run that reports a runtime error is tried again, at most twice. A run in
 * which one of the site's own requests failed (HTTP 4xx/5xx, e.g. because build/ was rebuilt
 * under the running server) is an error: its figures would describe a broken page.
 * @param {string} url
 * @returns {Promise<import("lighthouse").Result>}
 */
export async function runOnce(url, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "silent",
  });
  let lhr;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // Not part of any score; saves a few seconds a run.
      disableFullPageScreenshot: true,
    });
    lhr = result?.lhr;
  } finally {
    chrome.kill();
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) {
    if (attempt < 3) return runOnce(url, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const origin = new URL(url).origin;
  const items = /** @type {{ details?: { items?: { url: string, statusCode: number }[] } }} */ (
    lhr.audits["network-requests"]
  ).details?.items;
  const failed = (items ?? []).filter((r) => r.url.startsWith(origin) && r.statusCode >= 400);
  if (failed.length) {
    throw new Error(
      `Lighthouse on ${url}: ${failed.length} request(s) failed, e.g. ${failed[0].statusCode} ${failed[0].url}. ` +
        "Was build/ rebuilt while the bench ran?",
    );
  }
  return lhr;
}

/**
 * The figures of one run.
 * @param {import("lighthouse").Result} lhr
 * @returns {{ performance: number, fcpMs: number, lcpMs: number, cls: number, tbtMs: number,
 *   mainThreadMs: number, styleLayoutMs: number, paintMs: number, scriptMs: number }} the main-thread
 *   figures come from Lighthouse's main-thread work breakdown (style and layout, paint and
 *   composite, script evaluation and parsing, and the total)
 */
export function runFigures(lhr) {
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const groups =
    /** @type {{ details?: { items?: { group: string, duration: number }[] } }} */ (
      lhr.audits["mainthread-work-breakdown"]
    ).details?.items ?? [];
  const group = (/** @type {string[]} */ names) =>
    Math.round(groups.filter((g) => names.includes(g.group)).reduce((n, g) => n + g.duration, 0));
  return {
    mainThreadMs: Math.round(groups.reduce((n, g) => n + g.duration, 0)),
    styleLayoutMs: group(["styleLayout"]),
    paintMs: group(["paintCompositeRender"]),
    scriptMs: group(["scriptEvaluation", "scriptParseCompile"]),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    cls: +metric("cumulative-layout-shift").toFixed(3),
    tbtMs: Math.round(metric("total-blocking-time")),
  };
}

/**
 * Medians over several runs of one route, figure by figure.
 * @param {import("lighthouse").Result[]} lhrs
 * @returns {LighthouseFigures}
 */
export function summarise(lhrs) {
  const score = (/** @type {string} */ id) => median(lhrs.map((l) => Math.round((l.categories[id]?.score ?? 0) * 100)));
  const metric = (/** @type {string} */ id) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? Number.NaN));
  const failed = new Set();
  for (const lhr of lhrs) {
    for (const id of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1)
          failed.add(ref.id);
      }
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    cls: +metric("cumulative-layout-shift").toFixed(3),
    tbtMs: Math.round(metric("total-blocking-time")),
    failed: [...failed],
  };
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
