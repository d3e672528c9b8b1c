#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves the built Worker in workerd (dev/preview-stack.mjs)
 * and measures it against the budgets of the "Fast everywhere" issue (docs/performance.md):
 *
 * - Lighthouse 12, default (mobile) configuration, median of 3 runs, on every route;
 * - bytes on first load (JS, CSS, font files) per route;
 * - render throughput of the Worker in workerd with autocannon (loopback);
 * - the Worker bundle as `wrangler deploy --dry-run` packs it.
 *
 * Pages are measured as a visitor receives them, compressed. `vite preview` does not
 * compress; when it sends an uncompressed page, Lighthouse measures through a local
 * compressing proxy (bench/compressing-proxy.mjs) and the output says so.
 *
 * Writes bench/results.json and prints a table with PASS/MISS per figure. Exit code 0 even
 * when a budget is missed (a benchmark reports; tests assert); 1 when a measurement failed.
 *
 * Options:
 *   --runs N          Lighthouse runs per route (default 3)
 *   --routes a,b      only these routes (default: every page, three articles)
 *   --all-articles    every article instead of the three newest
 *   --no-build        serve the existing build/
 *   --skip lighthouse,load,worker   leave out parts
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureWorkerSize, WORKER_GZIP_BUDGET_KB } from "../dev/dry-run.mjs";
import { startPreviewStack } from "../dev/preview-stack.mjs";
import { startCompressingProxy, warmUp } from "./compressing-proxy.mjs";
import { measureFirstLoad } from "./first-load.mjs";
import { CHROME_PATH, measureLighthouse } from "./lighthouse.mjs";
import { measureServerLoad } from "./server-load.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Budgets of docs/performance.md, with the LCP aim of 1 s on mobile. */
export const BUDGETS = {
  performanceHome: 100,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 50,
  lcpAimMs: 1000,
  jsKB: 100,
  cssKB: 15,
  fontFiles: 2,
  workerGzipKB: WORKER_GZIP_BUDGET_KB,
  /** Workers Free plan CPU limit per request; the server figure is an upper bound on it. */
  cpuMsPerRequest: 10,
};

const PAGES = [
  "/",
  "/about",
  "/services",
  "/sustainability",
  "/work",
  "/blog",
  "/contact",
  "/faq",
  "/branding-packaging",
  "/privacy",
  "/accessibility",
];
const LOAD_ROUTES = ["/", "/blog", "ARTICLE", "/contact"];
/** A static file through the same local server: what the stack costs without rendering a page. */
const LOAD_BASELINE = "/favicon.svg";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    "all-articles": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    skip: { type: "string", default: "" },
  },
});
const skip = new Set(args.skip.split(",").filter(Boolean));
const runs = Number(args.runs);

/** Article slugs, newest first, from the markdown frontmatter. */
function articleSlugs() {
  const dir = `${root}app/content/articles`;
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => ({
      slug: f.slice(0, -3),
      date: readFileSync(`${dir}/${f}`, "utf8").match(/^date:\s*"?([\d-]+)/m)?.[1] ?? "",
    }))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((a) => a.slug);
}

const slugs = articleSlugs();
const articles = (args["all-articles"] ? slugs : slugs.slice(0, 3)).map((s) => `/blog/${s}`);
const routes = args.routes ? args.routes.split(",") : [...PAGES.slice(0, 6), ...articles, ...PAGES.slice(6)];
const loadRoutes = LOAD_ROUTES.map((r) => (r === "ARTICLE" ? articles[0] : r));

const started = Date.now();
const log = (/** @type {string} */ msg) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}`);

log(args["no-build"] ? "serving the existing build" : "building (react-router build)");
const stack = await startPreviewStack({ build: !args["no-build"] });
/** @type {Awaited<ReturnType<typeof startCompressingProxy>> | undefined} */
let proxy;
/** @type {Record<string, any>} */
const results = {
  date: new Date().toISOString(),
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
  environment: environment(),
  budgets: BUDGETS,
};
let failed = false;
try {
  // Worker size first: it reads build/, which a later build elsewhere could replace.
  if (!skip.has("worker")) {
    log("worker bundle: wrangler deploy --dry-run");
    results.worker = measureOrNote(
      await attempt(async () => {
        const { log: _wranglerOutput, ...size } = await measureWorkerSize();
        return size;
      }),
    );
  }

  const probe = await fetch(`${stack.baseUrl}/`, { headers: { "accept-encoding": "br, gzip" } });
  await probe.arrayBuffer();
  const previewEncoding = probe.headers.get("content-encoding");
  let pageUrl = stack.baseUrl;
  if (previewEncoding) {
    results.compression = `vite preview compresses (${previewEncoding}); measured directly`;
  } else {
    proxy = await startCompressingProxy(stack.baseUrl);
    await warmUp(
      proxy.url,
      readdirSync(`${root}build/client/assets`).map((f) => `/assets/${f}`),
    );
    pageUrl = proxy.url;
    results.compression =
      "vite preview sends uncompressed responses: Lighthouse measured through a local compressing proxy " +
      "(127.0.0.1; brotli or gzip by Accept-Encoding; build files at max level, cached; pages streamed at brotli 5)";
  }
  log(results.compression);

  log(`first-load bytes on ${routes.length} routes`);
  results.firstLoad = {};
  for (const path of routes) results.firstLoad[path] = await measureFirstLoad(stack.baseUrl, path);

  if (!skip.has("lighthouse")) {
    log(`Lighthouse (mobile), ${runs} run(s) on each of ${routes.length} routes`);
    results.lighthouse = await measureLighthouse(pageUrl, routes, {
      runs,
      onResult: (path, f) => {
        if ("error" in f) {
          failed = true;
          log(`  ${path}: ${f.error}`);
        } else log(`  ${path}: perf ${f.performance}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}`);
      },
    });
  }

  if (!skip.has("load")) {
    log(`server throughput (autocannon) on ${loadRoutes.join(", ")}`);
    results.server = await measureServerLoad(stack.baseUrl, [...loadRoutes, LOAD_BASELINE]);
  }
} catch (error) {
  failed = true;
  console.error(error);
  console.error(stack.output());
} finally {
  await proxy?.close();
  await stack.stop();
}

results.checks = checks(results);
results.durationSeconds = Math.round((Date.now() - started) / 1000);
writeFileSync(`${root}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${report(results)}`);
log("wrote bench/results.json");
process.exit(failed ? 1 : 0);

/**
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {Promise<T | { error: string }>}
 */
async function attempt(fn) {
  try {
    return await fn();
  } catch (error) {
    failed = true;
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** @param {any} value */
function measureOrNote(value) {
  if (value?.error) console.error(value.error);
  return value;
}

function environment() {
  const version = (/** @type {string} */ cmd, /** @type {string[]} */ a) => {
    try {
      return execFileSync(cmd, a, { encoding: "utf8" }).trim();
    } catch {
      return "unknown";
    }
  };
  const pkg = (/** @type {string} */ name) =>
    JSON.parse(readFileSync(`${root}node_modules/${name}/package.json`, "utf8")).version;
  return {
    node: process.version,
    cpus: `${availableParallelism()} × ${cpus()[0]?.model ?? "unknown"}`,
    chromium: version(CHROME_PATH, ["--version"]).split("\n")[0],
    lighthouse: pkg("lighthouse"),
    autocannon: pkg("autocannon"),
    wrangler: pkg("wrangler"),
  };
}

/**
 * Every figure against its budget.
 * @param {Record<string, any>} r
 * @returns {{ subject: string, figure: string, value: number, budget: string, pass: boolean }[]}
 */
function checks(r) {
  /** @type {{ subject: string, figure: string, value: number, budget: string, pass: boolean }[]} */
  const out = [];
  /** @type {(subject: string, figure: string, value: number, budget: string, pass: boolean) => void} */
  const add = (subject, figure, value, budget, pass) => {
    out.push({ subject, figure, value, budget, pass });
  };
  for (const [path, f] of Object.entries(r.lighthouse ?? {})) {
    if (f.error) continue;
    const perfBudget = path === "/" ? BUDGETS.performanceHome : BUDGETS.performance;
    add(
      path,
      path === "/" ? "performance (home)" : "performance",
      f.performance,
      `≥ ${perfBudget}`,
      f.performance >= perfBudget,
    );
    add(path, "accessibility", f.accessibility, "100", f.accessibility >= BUDGETS.accessibility);
    add(path, "best-practices", f.bestPractices, "100", f.bestPractices >= BUDGETS.bestPractices);
    add(path, "seo", f.seo, "100", f.seo >= BUDGETS.seo);
    add(path, "CLS", f.cls, "0", f.cls <= BUDGETS.cls);
    add(path, "TBT ms", f.tbtMs, `≤ ${BUDGETS.tbtMs}`, f.tbtMs <= BUDGETS.tbtMs);
    add(path, "LCP ms (aim)", f.lcpMs, `≤ ${BUDGETS.lcpAimMs}`, f.lcpMs <= BUDGETS.lcpAimMs);
  }
  for (const [path, f] of Object.entries(r.firstLoad ?? {})) {
    add(path, "JS KB gzip", f.jsKB, `≤ ${BUDGETS.jsKB}`, f.jsKB <= BUDGETS.jsKB);
    add(path, "CSS KB gzip", f.cssKB, `≤ ${BUDGETS.cssKB}`, f.cssKB <= BUDGETS.cssKB);
    add(path, "font files", f.fontFiles, `≤ ${BUDGETS.fontFiles}`, f.fontFiles <= BUDGETS.fontFiles);
  }
  for (const [path, f] of Object.entries(r.server ?? {})) {
    if (path === LOAD_BASELINE) continue;
    add(path, "server ms/page", f.msPerPage, `≤ ${BUDGETS.cpuMsPerRequest}`, f.msPerPage <= BUDGETS.cpuMsPerRequest);
  }
  if (r.worker && !r.worker.error) {
    add("worker", "gzip KB", r.worker.gzipKB, `≤ ${BUDGETS.workerGzipKB}`, r.worker.gzipKB <= BUDGETS.workerGzipKB);
  }
  return out;
}

/** @typedef {ReturnType<typeof checks>[number]} Check */

/**
 * The printed table.
 * @param {Record<string, any>} r with `checks` from {@link checks}
 */
function report(r) {
  const mark = (/** @type {boolean} */ ok) => (ok ? "PASS" : "MISS");
  const cell = (/** @type {string} */ path, /** @type {string} */ figure) => {
    const c = r.checks.find((/** @type {Check} */ x) => x.subject === path && x.figure === figure);
    return c ? `${c.value}${c.pass ? "" : "!"}` : "–";
  };
  const lines = [];
  lines.push(`Compression: ${r.compression ?? "not checked"}`);
  lines.push("");
  const head = [
    "route",
    "perf",
    "a11y",
    "BP",
    "SEO",
    "FCP ms",
    "LCP ms",
    "CLS",
    "TBT ms",
    "JS KB",
    "JS files",
    "CSS KB",
    "fonts",
  ];
  const rows = Object.keys(r.firstLoad ?? {}).map((path) => [
    path,
    cell(path, path === "/" ? "performance (home)" : "performance"),
    cell(path, "accessibility"),
    cell(path, "best-practices"),
    cell(path, "seo"),
    String(r.lighthouse?.[path]?.fcpMs ?? (r.lighthouse?.[path]?.error ? "error" : "–")),
    cell(path, "LCP ms (aim)"),
    cell(path, "CLS"),
    cell(path, "TBT ms"),
    cell(path, "JS KB gzip"),
    String(r.firstLoad[path].jsFiles),
    cell(path, "CSS KB gzip"),
    `${cell(path, "font files")} (${r.firstLoad[path].fontPreloads} preloaded)`,
  ]);
  lines.push(...table([head, ...rows]));
  lines.push("(! = misses its budget; Lighthouse figures are medians; KB are gzip, 1024 bytes)");
  if (r.server) {
    lines.push("");
    lines.push("Server: the built Worker in workerd behind vite preview, autocannon on loopback, 8 connections");
    const base = r.server[LOAD_BASELINE]?.msPerPage ?? 0;
    lines.push(
      ...table([
        ["route", "req/s", "p50 ms", "p99 ms", "ms/page", "minus static", "non-2xx", "errors"],
        ...Object.entries(r.server).map(([path, f]) => [
          path === LOAD_BASELINE ? `${path} (static file)` : path,
          String(f.requestsPerSec),
          String(f.p50Ms),
          String(f.p99Ms),
          path === LOAD_BASELINE ? String(f.msPerPage) : cell(path, "server ms/page"),
          path === LOAD_BASELINE ? "–" : (f.msPerPage - base).toFixed(1),
          String(f.non2xx),
          String(f.errors),
        ]),
      ]),
    );
    lines.push(
      "ms/page = 1000 / req/s: time per page of the whole local stack (autocannon, vite preview's Node proxy and",
      "workerd share the cores), an upper bound on the Worker's CPU time per page. 'minus static' takes off what a",
      `static file costs through the same stack: closer to the render itself. Workers Free CPU cap: ${BUDGETS.cpuMsPerRequest} ms.`,
    );
  }
  if (r.worker) {
    lines.push("");
    lines.push(
      r.worker.error
        ? `Worker bundle: not measured (${r.worker.error.split("\n")[0]})`
        : `Worker bundle (wrangler deploy --dry-run): ${r.worker.rawKB} KB raw, ${r.worker.gzipKB} KB gzip (budget ≤ ${BUDGETS.workerGzipKB}): ${mark(r.worker.gzipKB <= BUDGETS.workerGzipKB)}`,
    );
  }
  lines.push("");
  lines.push("Budgets:");
  const groups = new Map();
  for (const c of r.checks) {
    const g = groups.get(c.figure) ?? { pass: 0, miss: [] };
    if (c.pass) g.pass++;
    else g.miss.push(`${c.subject} ${c.value}`);
    groups.set(c.figure, g);
  }
  for (const [figure, g] of groups) {
    const budget = r.checks.find((/** @type {Check} */ c) => c.figure === figure)?.budget;
    lines.push(
      `  ${mark(g.miss.length === 0)}  ${figure} ${budget}: ${g.pass} pass${g.miss.length ? `, ${g.miss.length} miss (${g.miss.join(", ")})` : ""}`,
    );
  }
  return lines.join("\n");
}

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "));
}
