/** The closing line of `npm test` (dev/test-all.mjs): a run that failed never reads "0 failed". */
import { describe, expect, it } from "vitest";
import { failureLines, mergeReports, summarise } from "../../dev/test-all.mjs";

const file = (status: string, tests: string[]) => ({ status, assertionResults: tests.map((s) => ({ status: s })) });
const report = (files: ReturnType<typeof file>[]) => {
  const all = files.flatMap((f) => f.assertionResults.map((a) => a.status));
  const count = (s: string) => all.filter((a) => a === s).length;
  return {
    numPassedTests: count("passed"),
    numFailedTests: count("failed"),
    numPendingTests: count("skipped") + count("pending"),
    numTodoTests: count("todo"),
    testResults: files,
  };
};

describe("the closing line of npm test", () => {
  it("reads N passed, 0 failed for a green run, alone on the last line", () => {
    const { lines, exitCode } = summarise(report([file("passed", ["passed", "passed"])]), 0);
    expect(lines).toEqual(["2 passed, 0 failed"]);
    expect(exitCode).toBe(0);
  });

  it("counts a file whose tests never ran (a failing beforeAll) as a failure", () => {
    const { lines, exitCode } = summarise(
      report([file("passed", ["passed"]), file("failed", ["skipped", "skipped", "skipped"])]),
      1,
    );
    expect(lines.at(-1)).toBe("1 passed, 1 failed, 3 skipped");
    expect(lines[0]).toMatch(/1 test file failed to run/);
    expect(exitCode).toBe(1);
  });

  it("adds failed tests and files that failed to run", () => {
    const { lines } = summarise(
      report([file("failed", ["passed", "failed"]), file("failed", ["skipped"]), file("failed", [])]),
      1,
    );
    expect(lines.at(-1)).toBe("1 passed, 3 failed, 1 skipped");
  });

  it("counts an error outside tests when vitest failed but no test or file did", () => {
    const { lines, exitCode } = summarise(report([file("passed", ["passed"])]), 1);
    expect(lines).toEqual(["Failures: 0 tests, 1 error outside tests (see above).", "1 passed, 1 failed"]);
    expect(exitCode).toBe(1);
  });

  it("reports a failure when vitest wrote no report (a global setup threw)", () => {
    const { lines, exitCode } = summarise(null, 1);
    expect(lines.at(-1)).toBe("0 passed, 1 failed");
    expect(exitCode).toBe(1);
  });

  it("fails a run in which no test ran", () => {
    const { lines, exitCode } = summarise(report([]), 0);
    expect(lines.at(-1)).toBe("0 passed, 1 failed");
    expect(exitCode).toBe(1);
  });

  it("adds up the two vitest runs, and counts a run that wrote no report as a failure", () => {
    const browser = report([file("passed", ["passed", "passed"])]);
    const rest = report([file("failed", ["passed", "failed"])]);
    expect(summarise(mergeReports([browser, rest]), 1).lines.at(-1)).toBe("3 passed, 1 failed");
    expect(summarise(mergeReports([browser, null]), 1).lines.at(-1)).toBe("2 passed, 1 failed");
    expect(mergeReports([null, null])).toBeNull();
  });
});

describe("the list of failures above the closing line", () => {
  const failing = {
    name: "/somewhere/project/tests/e2e/contact.test.ts",
    status: "failed",
    assertionResults: [
      { status: "passed", fullName: "contact sends" },
      {
        status: "failed",
        fullName: "contact keeps what was typed",
        failureMessages: ["\nError: page.goto: net::ERR_CONNECTION_REFUSED\n    at visit (support.ts:165)"],
      },
    ],
  };
  const unrun = {
    name: "/somewhere/project/tests/worker/pages.test.ts",
    status: "failed",
    message: "Error: beforeAll timed out\nmore",
    assertionResults: [{ status: "skipped" }],
  };

  it("names each failed test by file and name, with its error's first line", () => {
    expect(failureLines(report([file("passed", ["passed"])]))).toEqual([]);
    expect(failureLines({ ...report([]), testResults: [failing, unrun] })).toEqual([
      "✗ tests/e2e/contact.test.ts › contact keeps what was typed: Error: page.goto: net::ERR_CONNECTION_REFUSED",
      "✗ tests/worker/pages.test.ts: Error: beforeAll timed out",
    ]);
    expect(failureLines(null)).toEqual([]);
  });

  it("stops at its limit and counts the rest", () => {
    const many = { ...report([]), testResults: [failing, failing, failing] };
    const lines = failureLines(many, 2);
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toBe("… and 1 more (see above)");
  });
});
