/**
 * Every test suite, as vitest projects:
 * - node:   the stand-in's PostgREST contract and build-time tools, in Node
 * - worker: the real Worker in workerd (vitest-pool-workers), KV from miniflare, rows checked in the stand-in
 * - e2e:    journeys in Chrome or Chromium against the preview server
 */
import { defineConfig } from "vitest/config";

/**
 * The project names given with `--project` (none: every project). Vitest starts a project
 * file's plugins before it applies the filter, and React Router's plugin then leaves a file
 * watcher open that keeps vitest from exiting; so a filtered-out worker project is not loaded.
 */
function chosenProjects(argv: string[]): string[] {
  return argv.flatMap((arg, i) =>
    arg === "--project" ? [argv[i + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : [],
  );
}

const chosen = chosenProjects(process.argv);
const wants = (name: string) =>
  chosen.length === 0 || chosen.some((pattern) => new RegExp(`^${pattern.replaceAll("*", ".*")}$`).test(name));

export default defineConfig({
  test: {
    // The default is one worker less than the machine's cores: on a 2-core machine, one. The node
    // project's files mostly wait on child processes and databases, so three run at once. Vitest
    // still runs the worker and e2e projects (one file at a time each) after the others, which is
    // why `npm test` (dev/test-all.mjs) starts the e2e project in a vitest process of its own.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["tests/node/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(wants("worker") ? ["./vitest.worker.config.ts"] : []),
      "./vitest.e2e.config.ts",
    ],
  },
});
