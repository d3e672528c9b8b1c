#!/usr/bin/env node
/**
 * `npm run dev` and `npm run preview`: start the local Supabase stand-in, then the site.
 *
 *   node dev/run.mjs dev      Vite dev server (workerd via @cloudflare/vite-plugin) on http://localhost:5173
 *   node dev/run.mjs preview  production build, then the built Worker in workerd on http://localhost:4173
 *
 * Copies .dev.vars.example to .dev.vars when that file is missing. Reuses a stand-in that
 * already answers on 127.0.0.1:54321. Ctrl-C (SIGINT) or SIGTERM stops every child process.
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const mode = process.argv[2];
if (mode !== "dev" && mode !== "preview") {
  console.error("usage: node dev/run.mjs dev|preview");
  process.exit(2);
}

if (!existsSync(`${root}.dev.vars`)) {
  copyFileSync(`${root}.dev.vars.example`, `${root}.dev.vars`);
  console.log("Created .dev.vars from .dev.vars.example");
}

/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set();
let stopping = false;

/**
 * Starts a child in its own process group so the whole tree can be stopped.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 */
function run(command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", ...extraEnv },
  });
  children.add(child);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${command} ${args.join(" ")} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
    process.exit(code);
  }, 5000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(code);
    }
  }, 100);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function standinAnswers() {
  try {
    const res = await fetch("http://127.0.0.1:54321/health", { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Polls `check` until it is true; stops everything when it is not within the timeout.
 * @param {() => Promise<boolean>} check
 * @param {string} what named in the error message
 * @param {number} [timeoutMs]
 */
async function waitFor(check, what, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    if (stopping) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`${what} did not start within ${timeoutMs / 1000} s`);
  stop(1);
}

async function main() {
  if (await standinAnswers()) {
    console.log("Using the stand-in already running on http://127.0.0.1:54321");
  } else {
    run(process.execPath, ["dev/standin/server.mjs"]);
    await waitFor(standinAnswers, "The local Supabase stand-in");
  }
  if (stopping) return;
  const bin = (/** @type {string} */ name) => `${root}node_modules/.bin/${name}`;
  if (mode === "dev") {
    run(bin("react-router"), ["dev"]);
  } else {
    await /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        const build = run(bin("react-router"), ["build"]);
        children.delete(build);
        build.removeAllListeners("exit");
        build.on("exit", (code) => (code === 0 ? resolve() : stop(code ?? 1)));
      })
    );
    if (!stopping) run(bin("vite"), ["preview"]);
  }
}

main();
