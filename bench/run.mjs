#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves the built Worker in workerd (dev/preview-stack.mjs)
 * and measures it against the budgets in docs/performance.md, side by side with a static
 * floor page measured in the same run:
 *
 * - Lighthouse 12, default (mobile) configuration, on every route and on the floor page
 *   (bench/floor.mjs: plain HTML, inline CSS, no JavaScript, Home's hero text). Each round
 *   measures every route once, with a floor measurement before every few routes (each page is
 *   requested once before the first round, so that Lighthouse measures edge-cache hits); each route's
 *   LCP and TBT are compared with the floor measured just before it. A budget counts as met only
 *   when it holds in every round; the report also judges each on the median of the rounds, as the
 *   budgets are stated;
 * - bytes on first load (JS, CSS, font files) per route;
 * - the Worker's time per page for an edge-cache miss (render) and a hit, from its own
 *   Server-Timing header and from autocannon throughput (loopback);
 * - the Worker bundle as `wrangler deploy --dry-run` packs it.
 *
 * Pages are measured as a visitor receives them, compressed. `vite preview` does not
 * compress; when it sends an uncompressed page, Lighthouse measures through a local
 * compressing proxy (bench/compressing-proxy.mjs) and the output says so.
 *
 * Absolute figures move with the machine and with whatever else it runs; the ratios to the floor
 * do not move as much. Writes bench/results.json and prints a table with PASS/MISS per budget.
 * Exit code 0 even when a budget is missed (a benchmark reports; tests assert); 1 when a
 * measurement failed.
 *
 * Options:
 *   --runs N          Lighthouse rounds (default 3)
 *   --routes a,b      only these routes (default: every page, three articles)
 *   --all-articles    every article instead of the three newest
 *   --no-build        serve the existing build/
 *   --skip lighthouse,load,worker   leave out parts
 *   --help            this list
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureWorkerSize, WORKER_GZIP_BUDGET_KB } from "../dev/dry-run.mjs";
import { startPreviewStack } from "../dev/preview-stack.mjs";
import { startCompressingProxy, warmUp } from "./compressing-proxy.mjs";
import { documentTransferBytes, measureFirstLoad } from "./first-load.mjs";
import { floorPage, heroText, startFloorServer } from "./floor.mjs";
import { CHROME_PATH, median, runFigures, runOnce, summarise } from "./lighthouse.mjs";
import { measureServerLoad } from "./server-load.mjs";
import { measureWorkerTiming } from "./worker-timing.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The budgets (docs/performance.md). */
export const BUDGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 50,
  /** LCP at most this many times the floor page's LCP measured just before it. */
  lcpRatio: 1.25,
  /** First-load JavaScript of a page that does not hydrate (KB gzip). */
  jsKBDocument: 10,
  /** First-load JavaScript of a page that hydrates (KB gzip). */
  jsKBHydrating: 100,
  cssKB: 12,
  workerGzipKB: WORKER_GZIP_BUDGET_KB,
  /** A cache hit's time in the Worker (its own Server-Timing), ms: under this. */
  hitMs: 1,
  /** Workers Free plan CPU limit per request; the server figure is an upper bound on it. */
  cpuMsPerRequest: 10,
};

/** Pages whose route handle makes them hydrate (app/lib/use-hydrated.ts). */
const HYDRATING = new Set(["/contact"]);

/**
 * Whole-stack ms per page before the edge cache, when every request rendered (autocannon, same
 * stack, 2026-11-23): a miss must not cost more. Absolute and machine-bound, so a guide only.
 */
/** @type {Record<string, number>} */
const MISS_BEFORE_MS = { "/": 5.8, "/blog": 5.7, ARTICLE: 5.7, "/contact": 5.0 };

/** What TCP's initial congestion window (10 segments of 1,460 bytes, RFC 6928) carries, in kB. */
const FIRST_ROUND_TRIP_KB = 14.6;

/** A floor measurement before every this many routes in each round. */
const FLOOR_EVERY = 4;

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
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  const source = readFileSync(fileURLToPath(import.meta.url), "utf8");
  console.log(
    `npm run bench -- [options]\n\n${/ \* Options:\n([\s\S]*?)\n \*\n/.exec(source)?.[1].replace(/^ \* ?/gm, "") ?? ""}`,
  );
  process.exit(0);
}
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
// Ctrl-C or a kill stops the servers too, so no preview server outlives the bench.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, async () => {
    log(`${signal}: stopping the servers`);
    await Promise.allSettled([floor?.close(), proxy?.close(), stack.stop()]);
    process.exit(130);
  });
}
/** @type {Awaited<ReturnType<typeof startCompressingProxy>> | undefined} */
let proxy;
/** @type {Awaited<ReturnType<typeof startFloorServer>> | undefined} */
let floor;
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
    results.worker = measureOrNote(await attempt(() => measureWorkerSize()));
  }

  const probe = await fetch(`${stack.baseUrl}/`, { headers: { "accept-encoding": "br, gzip" } });
  await probe.arrayBuffer();
  const previewEncoding = probe.headers.get("content-encoding");
  let pageUrl = stack.baseUrl;
  if (previewEncoding) {
    results.compression = `vite preview compresses (${previewEncoding}); measured directly`;
  } else {
    const staticPaths = readdirSync(`${root}build/client`, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(`${root}build/client`, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
    proxy = await startCompressingProxy(stack.baseUrl, { staticPaths });
    await warmUp(proxy.url, staticPaths);
    pageUrl = proxy.url;
    results.compression =
      "vite preview sends uncompressed responses: Lighthouse measured through a local compressing proxy " +
      "(127.0.0.1; brotli or gzip by Accept-Encoding; static files answered from memory, text ones at max level; pages streamed at brotli 5)";
  }
  log(results.compression);

  log(`first-load bytes on ${routes.length} routes`);
  results.firstLoad = {};
  for (const path of routes) {
    results.firstLoad[path] = {
      ...(await measureFirstLoad(stack.baseUrl, path)),
      documentKB: +((await documentTransferBytes(pageUrl, path)) / 1000).toFixed(1),
    };
  }

  if (!skip.has("lighthouse")) {
    const homeHtml = await (await fetch(`${stack.baseUrl}/`)).text();
    floor = await startFloorServer(floorPage(heroText(homeHtml)));
    results.floorDocumentKB = +((await documentTransferBytes(floor.url, "/")) / 1000).toFixed(1);
    log(
      `Lighthouse (mobile): ${runs} round(s) over ${routes.length} routes, the floor page before every ${FLOOR_EVERY} routes`,
    );
    // Each page is requested once first, so the edge cache holds it, as it does for nearly every
    // visitor (the floor page is static too). What a miss costs is reported below, as the Worker's
    // render time per page.
    for (const path of routes) await (await fetch(`${pageUrl}${path}`)).arrayBuffer();
    results.lighthouseNote = "each page requested once before the rounds: Lighthouse measured edge-cache hits";
    results.lighthouse = await measureInterleaved(pageUrl, floor.url, routes, runs);
  }

  if (!skip.has("load")) {
    log(`Worker time per page from Server-Timing (miss, then hit) on ${loadRoutes.join(", ")}`);
    results.workerTiming = await measureWorkerTiming(stack.baseUrl, loadRoutes);
    log(`server throughput (autocannon), edge-cache hits, on ${loadRoutes.join(", ")}`);
    results.server = await measureServerLoad(stack.baseUrl, [...loadRoutes, LOAD_BASELINE]);
    log(`server throughput (autocannon), edge-cache misses (a new URL per request), on ${loadRoutes.join(", ")}`);
    results.serverMiss = await measureServerLoad(stack.baseUrl, loadRoutes, { miss: true });
  }
} catch (error) {
  failed = true;
  console.error(error);
  console.error(stack.output());
} finally {
  await floor?.close();
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

/** @typedef {ReturnType<typeof checks>[number]} Check */

/**
 * Lighthouse in rounds: every route once per round, the floor page before every
 * {@link FLOOR_EVERY} routes. Each route run is compared with the floor run just before it.
 * @param {string} siteUrl
 * @param {string} floorUrl
 * @param {string[]} paths
 * @param {number} rounds
 */
async function measureInterleaved(siteUrl, floorUrl, paths, rounds) {
  /** @type {Record<string, import("lighthouse").Result[]>} */
  const lhrs = Object.fromEntries(paths.map((p) => [p, []]));
  /** @type {Record<string, any[]>} */
  const perRun = Object.fromEntries(paths.map((p) => [p, []]));
  /** @type {any[]} */
  const floorRuns = [];
  /** @type {Record<string, string>} */
  const errors = {};
  for (let round = 1; round <= rounds; round++) {
    /** @type {ReturnType<typeof runFigures> | undefined} */
    let currentFloor;
    for (const [i, path] of paths.entries()) {
      if (i % FLOOR_EVERY === 0) {
        try {
          currentFloor = runFigures(await runOnce(`${floorUrl}/`));
          floorRuns.push({ round, before: path, ...currentFloor });
          log(
            `  round ${round} floor: perf ${currentFloor.performance}, LCP ${currentFloor.lcpMs} ms, TBT ${currentFloor.tbtMs} ms`,
          );
        } catch (error) {
          failed = true;
          errors.floor = error instanceof Error ? error.message : String(error);
          log(`  floor: ${errors.floor}`);
        }
      }
      if (errors[path]) continue;
      try {
        const lhr = await runOnce(`${siteUrl}${path}`);
        lhrs[path].push(lhr);
        const f = runFigures(lhr);
        const lcpRatio = currentFloor ? +(f.lcpMs / currentFloor.lcpMs).toFixed(2) : Number.NaN;
        perRun[path].push({ round, ...f, floorLcpMs: currentFloor?.lcpMs, floorTbtMs: currentFloor?.tbtMs, lcpRatio });
        log(
          `  round ${round} ${path}: perf ${f.performance}, LCP ${f.lcpMs} ms (${lcpRatio}× floor), TBT ${f.tbtMs} ms, CLS ${f.cls}`,
        );
      } catch (error) {
        failed = true;
        errors[path] = error instanceof Error ? error.message : String(error);
        log(`  ${path}: ${errors[path]}`);
      }
    }
  }
  /** @type {Record<string, any>} */
  const out = {};
  for (const path of paths) {
    out[path] = errors[path] ? { error: errors[path] } : { ...summarise(lhrs[path]), runs: perRun[path] };
  }
  const fl = (/** @type {string} */ k) => median(floorRuns.map((r) => r[k]));
  out.floor = floorRuns.length
    ? {
        performance: fl("performance"),
        fcpMs: fl("fcpMs"),
        lcpMs: fl("lcpMs"),
        cls: fl("cls"),
        tbtMs: fl("tbtMs"),
        runs: floorRuns,
      }
    : { error: errors.floor ?? "not measured" };
  return out;
}

/**
 * Every figure against its budget. Each Lighthouse budget is judged on every round, and on the
 * median of the rounds, as the budgets are stated (Lighthouse mobile, median of three); the report
 * says which.
 * @param {Record<string, any>} r
 * @returns {{ subject: string, figure: string, value: number | string, budget: string, pass: boolean }[]}
 */
function checks(r) {
  /** @type {{ subject: string, figure: string, value: number | string, budget: string, pass: boolean }[]} */
  const out = [];
  /** @type {(subject: string, figure: string, value: number | string, budget: string, pass: boolean) => void} */
  const add = (subject, figure, value, budget, pass) => {
    out.push({ subject, figure, value, budget, pass });
  };
  for (const [path, f] of Object.entries(r.lighthouse ?? {})) {
    if (path === "floor" || f.error) continue;
    const runs = f.runs ?? [];
    const worst = (/** @type {string} */ k, /** @type {"min" | "max"} */ how) =>
      Math[how](...runs.map((/** @type {any} */ x) => x[k]));
    const every = (/** @type {(x: any) => boolean} */ ok) => runs.length > 0 && runs.every(ok);
    const middle = (/** @type {string} */ k) => median(runs.map((/** @type {any} */ x) => x[k]));
    /**
     * Lighthouse budgets, each judged twice: on every round, and on the median of the rounds.
     * @type {[string, string, "min" | "max", string, (v: number) => boolean][]}
     */
    const lighthouseBudgets = [
      [
        "performance",
        "performance",
        "min",
        `= ${BUDGETS.performance}`,
        (/** @type {number} */ v) => v >= BUDGETS.performance,
      ],
      ["lcpRatio", "LCP × floor", "max", `≤ ${BUDGETS.lcpRatio}`, (/** @type {number} */ v) => v <= BUDGETS.lcpRatio],
      ["tbtMs", "TBT ms", "max", `≤ ${BUDGETS.tbtMs}`, (/** @type {number} */ v) => v <= BUDGETS.tbtMs],
      ["cls", "CLS", "max", `${BUDGETS.cls}`, (/** @type {number} */ v) => v <= BUDGETS.cls],
    ];
    for (const [key, label, how, budget, ok] of lighthouseBudgets) {
      add(
        path,
        `${label} (every round)`,
        worst(key, how),
        budget,
        every((x) => ok(x[key])),
      );
    }
    for (const [key, label, , budget, ok] of lighthouseBudgets) {
      add(path, `${label} (median of the rounds)`, middle(key), budget, runs.length > 0 && ok(middle(key)));
    }
    add(path, "accessibility", f.accessibility, "100", f.accessibility >= BUDGETS.accessibility);
    add(path, "best-practices", f.bestPractices, "100", f.bestPractices >= BUDGETS.bestPractices);
    add(path, "seo", f.seo, "100", f.seo >= BUDGETS.seo);
  }
  for (const [path, f] of Object.entries(r.firstLoad ?? {})) {
    const hydrating = HYDRATING.has(path.split("?")[0]);
    const budget = hydrating ? BUDGETS.jsKBHydrating : BUDGETS.jsKBDocument;
    add(
      path,
      hydrating ? "JS KB gzip (hydrating page)" : "JS KB gzip (document)",
      f.jsKB,
      `≤ ${budget}`,
      f.jsKB <= budget,
    );
    add(path, "CSS KB gzip", f.cssKB, `≤ ${BUDGETS.cssKB}`, f.cssKB <= BUDGETS.cssKB);
  }
  for (const [path, f] of Object.entries(r.workerTiming ?? {})) {
    // A page that is never cached (/contact: bypass) has no hit to time.
    if (Number.isNaN(f.hitMaxMs) && !f.problems.length) continue;
    add(
      path,
      "cache hit ms (Worker)",
      f.hitMaxMs,
      `< ${BUDGETS.hitMs}`,
      f.hitMaxMs < BUDGETS.hitMs && !f.problems.length,
    );
  }
  for (const [path, f] of Object.entries(r.serverMiss ?? {})) {
    const before = MISS_BEFORE_MS[path === loadRoutes[2] ? "ARTICLE" : path];
    if (before !== undefined) {
      add(path, "miss ms/page (stack)", f.msPerPage, `≤ ${before} (before)`, f.msPerPage <= before);
    }
  }
  if (r.worker && !r.worker.error) {
    add("worker", "gzip KB", r.worker.gzipKB, `≤ ${BUDGETS.workerGzipKB}`, r.worker.gzipKB <= BUDGETS.workerGzipKB);
  }
  return out;
}

/**
 * The printed report.
 * @param {Record<string, any>} r
 */
function report(r) {
  const mark = (/** @type {boolean} */ ok) => (ok ? "PASS" : "MISS");
  const range = (/** @type {any[]} */ runs, /** @type {string} */ k) => {
    if (!runs?.length) return "–";
    const values = runs.map((x) => x[k]);
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    return lo === hi ? String(lo) : `${lo}–${hi}`;
  };
  const lines = [];
  lines.push(`Compression: ${r.compression ?? "not checked"}`);
  lines.push("");
  const head = [
    "route",
    "perf",
    "FCP ms",
    "LCP ms",
    "LCP × floor",
    "TBT ms",
    "CLS",
    "a11y/BP/SEO",
    "doc kB",
    "JS KB",
    "CSS KB",
    "fonts",
  ];
  const rows = [];
  const fl = r.lighthouse?.floor;
  if (fl && !fl.error) {
    rows.push([
      "floor (static page)",
      range(fl.runs, "performance"),
      String(fl.fcpMs),
      String(fl.lcpMs),
      "1",
      range(fl.runs, "tbtMs"),
      range(fl.runs, "cls"),
      "–",
      r.floorDocumentKB === undefined ? "–" : String(r.floorDocumentKB),
      "0",
      "–",
      "0",
    ]);
  }
  for (const path of Object.keys(r.firstLoad ?? {})) {
    const f = r.lighthouse?.[path];
    const load = r.firstLoad[path];
    const flag = (/** @type {string} */ figure) =>
      r.checks.some((/** @type {Check} */ c) => c.subject === path && c.figure.startsWith(figure) && !c.pass)
        ? "!"
        : "";
    rows.push([
      path,
      f?.error ? "error" : `${range(f?.runs, "performance")}${flag("performance")}`,
      String(f?.fcpMs ?? "–"),
      String(f?.lcpMs ?? "–"),
      `${range(f?.runs, "lcpRatio")}${flag("LCP")}`,
      `${range(f?.runs, "tbtMs")}${flag("TBT")}`,
      `${range(f?.runs, "cls")}${flag("CLS")}`,
      f && !f.error ? `${f.accessibility}/${f.bestPractices}/${f.seo}` : "–",
      load.documentKB === undefined ? "–" : `${load.documentKB}${load.documentKB > FIRST_ROUND_TRIP_KB ? "*" : ""}`,
      `${load.jsKB}${flag("JS KB")}`,
      `${load.cssKB}${flag("CSS KB")}`,
      `${load.fontFiles} (${load.fontPreloads} preloaded)`,
    ]);
  }
  lines.push(...table([head, ...rows]));
  lines.push(
    "perf, LCP × floor, TBT and CLS: lowest–highest over the rounds (budgets: judged on every round, and on the median of the rounds);",
    "FCP and LCP ms: medians. LCP × floor: the route's LCP over the floor page's LCP measured just before it.",
    "! = misses its budget. KB are gzip, 1024 bytes. JS counts module scripts and their static imports, and inline scripts.",
    `doc kB: the document as received (headers and compressed body, 1000 bytes); * = past the ${FIRST_ROUND_TRIP_KB} kB a slow link's first round trip carries.`,
    ...(r.lighthouseNote ? [`Pages: ${r.lighthouseNote}.`] : []),
  );
  const mt = Object.entries(r.lighthouse ?? {}).filter(([, f]) => f.runs?.length);
  if (mt.length) {
    lines.push("");
    lines.push("Main-thread work on load (Lighthouse's breakdown, ms, median over the rounds, 4× CPU slowdown):");
    const med = (/** @type {any[]} */ runs, /** @type {string} */ k) => String(median(runs.map((x) => x[k])));
    lines.push(
      ...table([
        ["route", "total", "style+layout", "paint", "script"],
        ...mt.map(([path, f]) => [
          path === "floor" ? "floor (static page)" : path,
          med(f.runs, "mainThreadMs"),
          med(f.runs, "styleLayoutMs"),
          med(f.runs, "paintMs"),
          med(f.runs, "scriptMs"),
        ]),
      ]),
    );
  }
  if (r.workerTiming) {
    lines.push("");
    lines.push(
      "Worker time per page, its own Server-Timing (median and max of " +
        `${Object.values(r.workerTiming)[0]?.samples ?? 0} requests each; workerd's clock is whole ms here):`,
    );
    lines.push(
      ...table([
        ["route", "miss: render ms", "max", "hit ms", "max", "problems"],
        ...Object.entries(r.workerTiming).map(([path, f]) => [
          path,
          String(f.missRenderMs),
          String(f.missRenderMaxMs),
          String(f.hitMs),
          String(f.hitMaxMs),
          f.problems.length ? f.problems.join("; ") : "none",
        ]),
      ]),
    );
  }
  if (r.server) {
    lines.push("");
    lines.push(
      "Whole local stack (autocannon on loopback, 8 connections; vite preview's Node proxy and workerd share the cores):",
    );
    const base = r.server[LOAD_BASELINE]?.msPerPage ?? 0;
    lines.push(
      ...table([
        ["route", "hit req/s", "hit ms/page", "miss req/s", "miss ms/page", "miss before", "non-2xx", "errors"],
        ...Object.entries(r.server).map(([path, f]) => {
          const miss = r.serverMiss?.[path];
          const before = MISS_BEFORE_MS[path === loadRoutes[2] ? "ARTICLE" : path];
          return [
            path === LOAD_BASELINE ? `${path} (static file)` : path,
            String(f.requestsPerSec),
            String(f.msPerPage),
            miss ? String(miss.requestsPerSec) : "–",
            miss ? String(miss.msPerPage) : "–",
            before === undefined ? "–" : String(before),
            String(f.non2xx + (miss?.non2xx ?? 0)),
            String(f.errors + (miss?.errors ?? 0)),
          ];
        }),
      ]),
    );
    lines.push(
      `ms/page = 1000 / req/s: an upper bound on the Worker's time per page. A static file through the same stack costs ${base} ms.`,
      "'miss before' is the same figure measured before the edge cache, when every request rendered.",
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
    const budget = r.checks.find((/** @type {Check} */ c) => c.figure === figure).budget;
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
