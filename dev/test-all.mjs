#!/usr/bin/env node
/**
 * `npm test`: runs every vitest project (node, worker, e2e) once, then prints the total as a
 * plain closing line of its own: "N passed, N failed" (", N skipped" when any were skipped).
 * Extra arguments go to vitest, e.g. `npm test -- --project worker`.
 *
 * "failed" counts everything that went wrong, so it is never 0 when the exit code is not:
 * failed tests, test files that failed to run (a failing `beforeAll`, an import error; their
 * tests count as skipped), and errors outside any test (a global setup that threw, an unhandled
 * rejection). When any of the latter happened, a line just above the total says what they were.
 *
 * When the run includes the Chromium suite and no Chrome or Chromium is installed, it stops
 * before starting vitest, with the install hint and a closing line that counts the failure.
 *
 * Exit code: vitest's, and non-zero when no test ran.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findChrome } from "../tests/e2e/chromium.mjs";

/**
 * @typedef {object} JsonReport vitest's JSON reporter output, the fields read here
 * @property {number} numPassedTests
 * @property {number} numFailedTests
 * @property {number} numPendingTests
 * @property {number} [numTodoTests]
 * @property {{ status: string, assertionResults: { status: string }[] }[]} testResults one per test file
 */

/**
 * The closing lines for a run.
 * @param {JsonReport | null} report null when vitest wrote none (it stopped before running tests)
 * @param {number} exitCode vitest's exit code
 * @returns {{ lines: string[], exitCode: number }} lines to print, the total last
 */
export function summarise(report, exitCode) {
  if (!report) {
    return {
      lines: ["1 error outside tests: vitest stopped before running them (see above).", "0 passed, 1 failed"],
      exitCode: exitCode || 1,
    };
  }
  const passed = report.numPassedTests;
  const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  const failedTests = report.numFailedTests;
  const failedFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  const noTests = passed + failedTests === 0;
  const otherErrors = (exitCode !== 0 || noTests) && failedTests + failedFiles === 0 ? 1 : 0;
  const causes = [
    failedFiles &&
      `${failedFiles} test file${failedFiles === 1 ? "" : "s"} failed to run (their tests count as skipped)`,
    otherErrors && (noTests && exitCode === 0 ? "no test ran" : "1 error outside tests (see above)"),
  ].filter(Boolean);
  const failed = failedTests + failedFiles + otherErrors;
  const total = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
  const breakdown = causes.length
    ? [`Failures: ${failedTests} test${failedTests === 1 ? "" : "s"}, ${causes.join(", ")}.`]
    : [];
  return { lines: [...breakdown, total], exitCode: exitCode || (failed ? 1 : 0) };
}

/**
 * True when vitest's arguments leave the e2e project in the run (no `--project`, or one naming it).
 * @param {string[]} args
 */
function runsE2e(args) {
  const chosen = args.flatMap((arg, i) =>
    arg === "--project" ? [args[i + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice(10)] : [],
  );
  return chosen.length === 0 || chosen.some((name) => name === "e2e" || name.includes("*"));
}

if (fileURLToPath(import.meta.url) === resolve(process.argv[1] ?? "")) {
  if (runsE2e(process.argv.slice(2))) {
    try {
      findChrome();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      console.log("\nFailures: 0 tests, 1 error outside tests: no browser for the Chromium suite.\n0 passed, 1 failed");
      process.exit(1);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "vitest-report-"));
  const reportFile = join(dir, "report.json");
  const run = spawnSync(
    "node_modules/.bin/vitest",
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
    { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
  );
  /** @type {JsonReport | null} */
  let report = null;
  try {
    report = JSON.parse(readFileSync(reportFile, "utf8"));
  } catch {}
  rmSync(dir, { recursive: true, force: true });
  const { lines, exitCode } = summarise(report, run.status ?? 1);
  console.log(`\n${lines.join("\n")}`);
  process.exit(exitCode);
}
