#!/usr/bin/env node
/**
 * `npm test`: runs every vitest project (node, worker, e2e) once, then prints the
 * total as a plain closing line: "N passed, N failed" (", N skipped" when any were skipped).
 * Extra arguments go to vitest, e.g. `npm test -- --project worker`.
 * Exit code: vitest's (non-zero when a test failed or no test ran).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "vitest-report-"));
const reportFile = join(dir, "report.json");
const run = spawnSync(
  "node_modules/.bin/vitest",
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
);

let code = run.status ?? 1;
try {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const passed = report.numPassedTests;
  const failed = report.numFailedTests;
  const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  if (passed + failed === 0) code = code || 1;
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
} catch (error) {
  console.error(`No test report was written (${error.message}).`);
  code = code || 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
