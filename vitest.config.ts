/**
 * Every test suite, as vitest projects:
 * - node:   the stand-in's PostgREST contract and build-time tools, in Node
 * - worker: the real Worker in workerd (vitest-pool-workers), KV from miniflare, rows checked in the stand-in
 * - e2e:    journeys in Debian's Chromium against the preview server
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
      "./vitest.worker.config.ts",
      "./vitest.e2e.config.ts",
    ],
  },
});
