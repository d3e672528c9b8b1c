/**
 * The site as the Chromium suite and `npm run shots` see it: the production build served
 * in workerd by `vite preview` (the same server as `npm run preview`), talking to a fresh
 * in-memory Supabase stand-in on a free port.
 *
 * Local Worker state (KV: throttle counters and the durable outbox) lives in a fresh temporary
 * folder per stack, removed on stop: a run starts with empty KV and never shares it with a
 * developer's `npm run preview` (which keeps `.wrangler/state`). Tests that queue an inquiry in
 * the outbox run the Cron Trigger themselves to replay it (tests/e2e/support.ts).
 *
 * About the per-IP throttle (app/lib/throttle.server.ts): the Worker counts form posts per
 * `CF-Connecting-IP`. Locally, miniflare fills that header in from the TCP peer when a request
 * has none, so every browser request from this machine would count as one visitor, 127.0.0.1.
 * A header sent with the request is passed through unchanged, so browser tests give each
 * visitor its own address on the browser context, as Cloudflare's edge would.
 *
 * @module
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv, stripVTControlCharacters } from "node:util";
import { Miniflare } from "miniflare";
import { startStandin } from "./standin/server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
/** @param {string} name */
const bin = (name) => `${root}node_modules/.bin/${name}`;
/**
 * Environment for the build and the server. NODE_ENV is dropped: test runners set it to
 * "test", and a build that inherits it ships React's development build.
 */
const childEnv = () => {
  const { NODE_ENV, ...env } = process.env;
  return { ...env, WRANGLER_SEND_METRICS: "false" };
};

/** How long `vite preview` may take to answer its first request. */
const START_TIMEOUT_MS = 120_000;
/** How long a stopping server gets after SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 5_000;
/** Lines of server output kept for error messages. */
const TAIL_LINES = 60;

/**
 * @typedef {object} PreviewStackOptions
 * @property {boolean | "when-stale"} [build] Run `react-router build` first. Default true; with
 *   false the existing build/ is served (it must exist); with "when-stale" only when a source
 *   file is newer than build/ (see {@link buildIsCurrent}).
 */

/**
 * @typedef {object} PreviewStack
 * @property {string} baseUrl The site, e.g. `http://127.0.0.1:40123` (no trailing slash).
 * @property {string} standinUrl The stand-in, e.g. `http://127.0.0.1:40125`.
 * @property {import("./standin/server.mjs").Standin} standin The running stand-in (faults, database).
 * @property {string} stateDir The folder holding the Worker's local KV for this stack.
 * @property {() => string} output The last lines the preview server printed (Worker logs included).
 * @property {(cron?: string) => Promise<void>} runScheduled Runs the Worker's Cron Trigger once
 *   (default cron: the first in wrangler.json) on the stack's KV and stand-in; resolves when the
 *   handler and the work it left running (waitUntil) are done. Rejects when the handler throws.
 * @property {() => Promise<void>} stop Stops the preview server and the stand-in. Safe to call twice.
 */

/**
 * Builds the site (unless told not to), starts an in-memory stand-in on a free port, points
 * the built Worker at it through build/server/.dev.vars, and serves the build with
 * `vite preview` on another free port. Anything started is stopped again if a later step fails.
 *
 * @param {PreviewStackOptions} [options]
 * @returns {Promise<PreviewStack>}
 * @throws {Error} when the build fails, build/ is missing, or the server does not answer in time
 */
export async function startPreviewStack({ build = true } = {}) {
  const mustBuild = build === "when-stale" ? !buildIsCurrent() : build;
  if (build === "when-stale" && !mustBuild) console.log("Serving build/: it is newer than every source file.");
  // A new in-memory database takes a few seconds to start: let it start during the build.
  const [built, started] = await Promise.allSettled([
    mustBuild ? run(bin("react-router"), ["build"]) : Promise.resolve(),
    startStandin({ port: 0 }),
  ]);
  if (built.status === "rejected" || started.status === "rejected") {
    if (started.status === "fulfilled") await started.value.close();
    throw built.status === "rejected" ? built.reason : /** @type {PromiseRejectedResult} */ (started).reason;
  }
  const standin = started.value;
  const stateDir = mkdtempSync(join(tmpdir(), "preview-stack-state-"));
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let preview;
  /** @type {string[]} */
  const tail = [];
  /** Keeps the last lines of a server's output (for `output()` and error messages). */
  const keep = (/** @type {import("node:stream").Readable} */ stream) => {
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      tail.push(...String(chunk).split("\n").filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    });
  };
  const stopPreview = () => {
    if (preview && preview.exitCode === null && preview.signalCode === null) killGroup(preview, "SIGTERM");
  };
  process.once("exit", stopPreview);

  const varsFile = `${root}build/server/.dev.vars`;
  /** What build/server/.dev.vars held before this stack rewrote it (null: no file), and what it wrote. */
  /** @type {string | null} */
  let varsBefore = null;
  let varsWritten = "";

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      process.off("exit", stopPreview);
      if (preview) await stopChild(preview);
      await standin.close();
      rmSync(stateDir, { recursive: true, force: true });
      // Give the build back its own settings, unless someone rebuilt meanwhile.
      if (varsWritten && existsSync(varsFile) && readFileSync(varsFile, "utf8") === varsWritten) {
        if (varsBefore === null) rmSync(varsFile);
        else writeFileSync(varsFile, varsBefore);
      }
    })());

  try {
    if (!existsSync(`${root}build/server/wrangler.json`)) {
      throw new Error("build/server/wrangler.json is missing: build the site first (react-router build)");
    }
    // The built Worker reads its local secrets from build/server/.dev.vars: point it at this
    // stand-in, and leave out the service_role key, which the Worker never gets in production.
    varsBefore = existsSync(varsFile) ? readFileSync(varsFile, "utf8") : null;
    const vars = readFileSync(`${root}.dev.vars.example`, "utf8")
      .replace(/^SUPABASE_URL=.*$/m, `SUPABASE_URL=${standin.url}`)
      .replace(/^SUPABASE_SERVICE_ROLE_KEY=.*\n?/m, "");
    writeFileSync(varsFile, vars);
    varsWritten = vars;

    // Port 0: the server takes whatever port the system gives it and says which. Choosing a free
    // port first and passing it on would leave a moment in which another process (a test server
    // started alongside) could take it, and the stack would then test that process instead.
    preview = spawn(bin("vite"), ["preview", "--host", "127.0.0.1", "--port", "0", "--strictPort"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      env: { ...childEnv(), WORKER_STATE_DIR: stateDir },
    });
    for (const stream of [preview.stdout, preview.stderr]) if (stream) keep(stream);
    const baseUrl = await listeningUrl(preview, () => tail.join("\n"));
    await waitForHttp(`${baseUrl}/`, preview, () => tail.join("\n"));
    const runScheduled = (/** @type {string | undefined} */ cron) => runCronTrigger(stateDir, vars, keep, cron);
    return { baseUrl, standinUrl: standin.url, standin, stateDir, output: () => tail.join("\n"), runScheduled, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What the build reads: a change in any of these makes build/ stale. */
const BUILD_INPUTS = [
  "app",
  "workers",
  "public",
  "vite-plugins",
  "vite.config.ts",
  "react-router.config.ts",
  "uno.config.ts",
  "wrangler.toml",
  "package-lock.json",
];

/**
 * True when build/ exists and was written after the last change to any build input
 * ({@link BUILD_INPUTS}, by modification time).
 * @returns {boolean}
 */
export function buildIsCurrent() {
  const stamp = `${root}build/server/wrangler.json`;
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  /** @type {(path: string) => number} newest modification time in a file or folder (ms) */
  const newest = (path) => {
    const stats = statSync(path);
    if (!stats.isDirectory()) return stats.mtimeMs;
    return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stats.mtimeMs);
  };
  return BUILD_INPUTS.every((input) => !existsSync(`${root}${input}`) || newest(`${root}${input}`) < built);
}

/**
 * Runs the built Worker's `scheduled` handler through miniflare's API, in a second workerd
 * started for the purpose on the same persisted KV as the preview server. `vite preview` offers
 * no trigger route of its own: its `/cdn-cgi/handler/scheduled` reaches the assets router.
 * @param {string} stateDir the preview server's WORKER_STATE_DIR
 * @param {string} devVars the Worker's local secrets, as written to build/server/.dev.vars
 * @param {(stream: import("node:stream").Readable) => void} keepOutput takes the Worker's logs
 * @param {string} [cron] default: the first cron in wrangler.json
 * @returns {Promise<void>}
 * @throws {Error} when the handler fails ("scheduled handler: <outcome>")
 */
async function runCronTrigger(stateDir, devVars, keepOutput, cron) {
  /** @type {{ main: string, compatibility_date: string, compatibility_flags?: string[], kv_namespaces?: { binding: string, id: string }[], triggers?: { crons?: string[] } }} */
  const config = JSON.parse(readFileSync(`${root}build/server/wrangler.json`, "utf8"));
  const serverDir = `${root}build/server`;
  // The build imports chunks dynamically, so every module is named up front, the entry first.
  const modules = readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .sort((a, b) => Number(b === config.main) - Number(a === config.main))
    .map((file) => ({ type: /** @type {const} */ ("ESModule"), path: join(serverDir, file) }));
  const mf = new Miniflare({
    modules,
    modulesRoot: serverDir,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    kvNamespaces: Object.fromEntries((config.kv_namespaces ?? []).map((kv) => [kv.binding, kv.id])),
    bindings: /** @type {Record<string, string>} */ (parseEnv(devVars)),
    // The layout the Cloudflare Vite plugin gives a persistState path.
    defaultPersistRoot: join(stateDir, "v3"),
    port: 0,
    handleRuntimeStdio(stdout, stderr) {
      keepOutput(stdout);
      keepOutput(stderr);
    },
  });
  try {
    // Typed by miniflare with the Workers runtime's types, which this Node program does not load.
    const worker = /** @type {{ scheduled(options: { cron: string }): Promise<{ outcome: string }> }} */ (
      /** @type {unknown} */ (await mf.getWorker())
    );
    const result = await worker.scheduled({ cron: cron ?? config.triggers?.crons?.[0] ?? "* * * * *" });
    if (result.outcome !== "ok") throw new Error(`scheduled handler: ${result.outcome}`);
  } finally {
    await mf.dispose();
  }
}

/**
 * Runs a command to completion with inherited output; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: childEnv() });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/**
 * The address `vite preview` says it listens on: the line "Local:   http://127.0.0.1:40123/" of
 * its output, read as it comes.
 * @param {import("node:child_process").ChildProcess} child the server, started with `--port 0`
 * @param {() => string} output the server's recent output, for the error message
 * @returns {Promise<string>} the origin, e.g. `http://127.0.0.1:40123` (no trailing slash)
 * @throws {Error} when the server exits, or names no address within START_TIMEOUT_MS
 */
function listeningUrl(child, output) {
  return new Promise((resolve, reject) => {
    let seen = "";
    const onData = (/** @type {Buffer | string} */ chunk) => {
      seen += String(chunk);
      const m = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(stripVTControlCharacters(seen));
      if (m) finish(() => resolve(m[1]));
    };
    const onExit = (/** @type {number | null} */ code, /** @type {string | null} */ signal) =>
      finish(() => reject(new Error(`vite preview exited (${signal ?? code}):\n${output()}`)));
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new Error(`vite preview named no address within ${START_TIMEOUT_MS / 1000} s:\n${output()}`)),
        ),
      START_TIMEOUT_MS,
    );
    /** @param {() => void} settle */
    const finish = (settle) => {
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.off("exit", onExit);
      settle();
    };
    child.stdout?.on("data", onData);
    child.once("exit", onExit);
  });
}

/**
 * Polls a URL until it answers below 500.
 * @param {string} url
 * @param {import("node:child_process").ChildProcess} child the server; its exit ends the wait
 * @param {() => string} output the server's recent output, for the error message
 */
async function waitForHttp(url, child, output) {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`vite preview exited (${child.signalCode ?? child.exitCode}):\n${output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Signals a detached child's whole process group (vite and its workerd).
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function killGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {}
}

/**
 * SIGTERM to the group, SIGKILL after a grace period; resolves once the child has exited.
 * @param {import("node:child_process").ChildProcess} child
 */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
