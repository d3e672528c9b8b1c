/**
 * The Chromium suite: journeys in Debian's Chromium (playwright-core) against the
 * preview server (built Worker in workerd) with an in-memory stand-in.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    fileParallelism: false,
    // Logs (one JSON line per action outcome) are shown only for failing tests.
    silent: "passed-only",
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
