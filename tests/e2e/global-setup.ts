/**
 * Chromium suite setup: builds the site, starts an in-memory stand-in on a free port,
 * points the built Worker at it, and serves the build in workerd with `vite preview`
 * (the same server as `npm run preview`). Set E2E_SKIP_BUILD=1 to reuse build/.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { startStandin } from "../../dev/standin/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    standinUrl: string;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`preview server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync("node_modules/.bin/react-router", ["build"], { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  }
  const standin = await startStandin({ port: 0 });
  // The built Worker reads its local secrets from build/server/.dev.vars: point it at this stand-in.
  const vars = readFileSync(".dev.vars.example", "utf8").replace(/^SUPABASE_URL=.*$/m, `SUPABASE_URL=${standin.url}`);
  writeFileSync("build/server/.dev.vars", vars);

  const port = await freePort();
  const preview = spawn("node_modules/.bin/vite", ["preview", "--port", String(port), "--strictPort"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHttp(`${baseUrl}/`, 120_000, preview);
  project.provide("baseUrl", baseUrl);
  project.provide("standinUrl", standin.url);

  return async () => {
    try {
      process.kill(-preview.pid!, "SIGTERM");
    } catch {}
    await standin.close();
  };
}
