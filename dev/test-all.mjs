#!/usr/bin/env node
/**
 * `npm test`: runs every vitest project (node, worker, e2e) once, then prints the total as a
 * plain closing line of its own: "N passed, N failed" (", N skipped" when any were skipped).
 * Extra arguments go to vitest, e.g. `npm test -- --project worker`. With no `--project`, two
 * vitest processes run side by side, the Chromium suite in one and the node and worker projects in
 * the other (whose output follows the first's), and the total counts both.
 *
 * "failed" counts everything that went wrong, so it is never 0 when the exit code is not:
 * failed tests, test files that failed to run (a failing `beforeAll`, an import error; their
 * tests count as skipped), and errors outside any test (a global setup that threw, an unhandled
 * rejection). When any of the latter happened, a line just above the total says what they were.
 *
 * When the run includes the Chromium suite and no Chrome or Chromium is installed, it stops
 * before starting vitest, with the install hint and a closing line that counts the failure.
 *
 * Exit code: vitest's (the first non-zero of the two), and non-zero when no test ran.
 */
import { spawn } from "node:child_process";
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
 * @property {{ name?: string, status: string, message?: string, assertionResults: { status: string, fullName?: string, failureMessages?: string[] }[] }[]} testResults
 *   one per test file: its path, its status, why it failed to run (message), its tests
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
 * What failed, a line each, so that the end of a long log says why a run is red without a search
 * through the output above: "✗ tests/e2e/contact.test.ts › contact › sends: <first line of the
 * error>", or for a file that failed to run, its path and vitest's message.
 * @param {JsonReport | null} report
 * @param {number} [limit] lines at most (default 12); a last line counts the ones left out
 * @returns {string[]} no lines when nothing failed or there is no report
 */
export function failureLines(report, limit = 12) {
  const firstLine = (/** @type {string | undefined} */ text) =>
    (text ?? "").split("\n").find((line) => line.trim()) ?? "(no message)";
  const relative = (/** @type {string | undefined} */ path) =>
    path ? path.replace(/\\/g, "/").replace(/^.*?(?=tests\/)/, "") : "(a test file)";
  const all = (report?.testResults ?? []).flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    if (failed.length)
      return failed.map(
        (test) => `✗ ${relative(file.name)} › ${test.fullName ?? "(a test)"}: ${firstLine(test.failureMessages?.[0])}`,
      );
    return file.status === "failed" ? [`✗ ${relative(file.name)}: ${firstLine(file.message)}`] : [];
  });
  const shown = all.slice(0, limit).map((line) => (line.length > 240 ? `${line.slice(0, 239)}…` : line));
  return all.length > limit ? [...shown, `… and ${all.length - limit} more (see above)`] : shown;
}

/**
 * True when vitest's arguments leave the e2e project in the run (no `--project`, or one naming it).
 * @param {string[]} args
 */
function runsE2e(args) {
  const chosen = chosenProjectArgs(args);
  return chosen.length === 0 || chosen.some((name) => name === "e2e" || name.includes("*"));
}

/**
 * The `--project` values among vitest's arguments.
 * @param {string[]} args
 * @returns {string[]}
 */
function chosenProjectArgs(args) {
  return args.flatMap((arg, i) =>
    arg === "--project" ? [args[i + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice(10)] : [],
  );
}

/**
 * One report for several vitest runs: counts added, test files listed together. A run that
 * wrote no report counts as one test file that failed to run.
 * @param {(JsonReport | null)[]} reports
 * @returns {JsonReport | null} null when no run wrote a report
 */
export function mergeReports(reports) {
  if (reports.every((report) => report === null)) return null;
  const missing = { status: "failed", assertionResults: [] };
  return {
    numPassedTests: reports.reduce((n, r) => n + (r?.numPassedTests ?? 0), 0),
    numFailedTests: reports.reduce((n, r) => n + (r?.numFailedTests ?? 0), 0),
    numPendingTests: reports.reduce((n, r) => n + (r?.numPendingTests ?? 0), 0),
    numTodoTests: reports.reduce((n, r) => n + (r?.numTodoTests ?? 0), 0),
    testResults: reports.flatMap((r) => r?.testResults ?? [missing]),
  };
}

/**
 * Runs vitest once with a JSON report.
 * @param {{ args: string[], live: boolean }} group live: output straight to the terminal; otherwise held
 * @returns {Promise<{ status: number, report: JsonReport | null, held: string }>}
 */
function runVitest({ args, live }) {
  const dir = mkdtempSync(join(tmpdir(), "vitest-report-"));
  const reportFile = join(dir, "report.json");
  const child = spawn(
    "node_modules/.bin/vitest",
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...args],
    {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  let held = "";
  child.stdout?.on("data", (chunk) => {
    held += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    held += chunk;
  });
  return new Promise((done) => {
    child.on("close", (code) => {
      /** @type {JsonReport | null} */
      let report = null;
      try {
        report = JSON.parse(readFileSync(reportFile, "utf8"));
      } catch {}
      rmSync(dir, { recursive: true, force: true });
      done({ status: code ?? 1, report, held });
    });
  });
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
  const args = process.argv.slice(2);
  // Vitest runs a project whose files go one at a time (worker, e2e) after the others, so the
  // three projects would run one after another. With no --project given, the Chromium suite runs
  // in one vitest process and the node and worker projects in a second, side by side; the second
  // one's output is held back and printed after the first, so the two never interleave.
  const groups = chosenProjectArgs(args).length
    ? [{ args, live: true }]
    : [
        { args: ["--project", "e2e", ...args], live: true },
        { args: ["--project", "node", "--project", "worker", ...args], live: false },
      ];
  const runs = await Promise.all(groups.map(runVitest));
  for (const run of runs) if (run.held) process.stdout.write(run.held);
  const report = mergeReports(runs.map((run) => run.report));
  const exitCode = runs.find((run) => run.status !== 0)?.status ?? 0;
  const summary = summarise(report, exitCode);
  const failures = failureLines(report);
  if (failures.length) console.log(`\nFailed:\n${failures.join("\n")}`);
  console.log(`\n${summary.lines.join("\n")}`);
  process.exit(summary.exitCode);
}
