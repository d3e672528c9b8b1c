/**
 * The workerd suite: tests import the real Worker (workers/app.ts, through the React Router
 * Vite plugin) and run inside workerd with KV from miniflare. The global setup starts an
 * in-memory stand-in and passes its URL in with provide/inject: tests in the pool reach a
 * server on 127.0.0.1, and vitest-pool-workers 0.15 has no fetch mock.
 */
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import Icons from "unplugin-icons/vite";
import { defineConfig } from "vitest/config";
import { ANON_KEY } from "./dev/standin/keys.mjs";
import { appAlias } from "./vite.config.ts";
import { articles } from "./vite-plugins/articles.ts";
import { buildId } from "./vite-plugins/build-id.ts";
import { islands } from "./vite-plugins/islands.ts";
import { siteUrl } from "./vite-plugins/site-url.ts";

export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          SUPABASE_URL: inject("standinUrl"),
          SUPABASE_ANON_KEY: ANON_KEY,
          THROTTLE_SALT: "workerd-test-salt-0123456789",
        },
      },
    })),
    UnoCSS(),
    // Icon glyphs as SVG text for the server's icon sprite (app/lib/icon-sprite.server.ts).
    Icons({ compiler: "raw" }),
    siteUrl(),
    buildId(),
    articles(),
    islands(),
    reactRouter(),
  ],
  resolve: { alias: appAlias },
  test: {
    name: "worker",
    include: ["tests/worker/**/*.test.ts"],
    globalSetup: ["./tests/worker/global-setup.ts"],
    // One stand-in serves every file, and some tests inject faults into it: run files one at a time.
    fileParallelism: false,
    // Logs (one JSON line per action outcome) are shown only for failing tests.
    silent: "passed-only",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
