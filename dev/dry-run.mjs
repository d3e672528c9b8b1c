#!/usr/bin/env node
/**
 * `npm run deploy:dry-run`: bundles the built Worker exactly as `wrangler deploy` would, without
 * uploading (`wrangler deploy --dry-run --outdir`), then prints the bundle size.
 * Needs a prior `react-router build` (the npm script runs it). Exit code: wrangler's.
 * Budget (issue "Fast everywhere"): at most 300 KB gzip.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const outdir = mkdtempSync(join(tmpdir(), "worker-dry-run-"));
const result = spawnSync("node_modules/.bin/wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
if (result.status !== 0) process.exit(result.status ?? 1);

const files = (dir) =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const modules = files(outdir).filter((f) => /\.(m?js|wasm)$/.test(f));
let raw = 0;
let gzip = 0;
for (const f of modules) {
  const bytes = readFileSync(f);
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(`Worker bundle: ${modules.length} modules, ${kb(raw)} KiB raw, ${kb(gzip)} KiB gzip (budget 300 KiB gzip)`);
rmSync(outdir, { recursive: true, force: true });
