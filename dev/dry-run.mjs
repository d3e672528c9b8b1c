#!/usr/bin/env node
/**
 * The Worker as it would be uploaded, measured with `wrangler deploy --dry-run --outdir <tmp>`:
 * run from the repository root after `react-router build`. The Cloudflare Vite plugin writes
 * build/server/wrangler.json and points wrangler at it (.wrangler/deploy/config.json), so the
 * dry run packs the built Worker (build/server), not workers/app.ts. Nothing is uploaded.
 *
 * Used by `npm run deploy:dry-run` (run as a script: prints wrangler's output and one size
 * line; exit code 1 when wrangler fails) and by the bench (`measureWorkerSize`).
 * Budget: at most 300 KiB gzip.
 *
 * @module
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const KB = 1024;

/** The most the Worker may weigh, gzipped, in KiB. */
export const WORKER_GZIP_BUDGET_KB = 300;

/**
 * @typedef {object} WorkerSize
 * @property {number} rawKB every module in the output, uncompressed (KiB)
 * @property {number} gzipKB the gzip size wrangler reports for the upload, what the size limit counts (KiB)
 * @property {number} gzipFilesKB each module gzipped (level 9) on its own, summed (KiB)
 * @property {{ file: string, rawKB: number, gzipKB: number }[]} files the largest first
 * @property {string} log wrangler's output
 */

/**
 * Packs the built Worker as `wrangler deploy` would and measures the modules (.js, .mjs, .wasm).
 * @returns {Promise<WorkerSize>}
 * @throws {Error} when wrangler fails (no build, a bad wrangler.json); the message holds its output
 */
export async function measureWorkerSize() {
  const outdir = mkdtempSync(join(tmpdir(), "worker-dry-run-"));
  try {
    const log = await run(`${root}node_modules/.bin/wrangler`, ["deploy", "--dry-run", "--outdir", outdir]);
    const files = listFiles(outdir)
      .filter((f) => /\.(m?js|wasm)$/.test(f))
      .map((file) => {
        const bytes = readFileSync(join(outdir, file));
        return { file, rawKB: round(bytes.length / KB), gzipKB: round(gzipSync(bytes, { level: 9 }).length / KB) };
      })
      .sort((a, b) => b.rawKB - a.rawKB);
    const reported = log.match(/Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
    const gzipFilesKB = round(files.reduce((n, f) => n + f.gzipKB, 0));
    return {
      rawKB: round(files.reduce((n, f) => n + f.rawKB, 0)),
      gzipKB: reported ? Number(reported[2]) : gzipFilesKB,
      gzipFilesKB,
      files,
      log,
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** @param {number} n */
const round = (n) => +n.toFixed(1);

/**
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]} paths relative to dir
 */
function listFiles(dir, prefix = "") {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(join(dir, rel)).isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

/**
 * Runs a command from the repository root; resolves with its combined output.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<string>}
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const { NODE_ENV, ...env } = process.env;
    const child = spawn(command, args, { cwd: root, env: { ...env, WRANGLER_SEND_METRICS: "false", CI: "1" } });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`wrangler ${args.join(" ")} failed (${code}):\n${out}`)),
    );
  });
}

if (fileURLToPath(import.meta.url) === resolve(process.argv[1] ?? "")) {
  try {
    const size = await measureWorkerSize();
    process.stdout.write(size.log);
    console.log(
      `Worker bundle: ${size.files.length} modules, ${size.rawKB} KiB raw, ${size.gzipKB} KiB gzip (budget ${WORKER_GZIP_BUDGET_KB} KiB gzip)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
