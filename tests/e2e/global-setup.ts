/**
 * Chromium suite setup: first the browser (the run stops at once, with an install hint, when
 * there is none), then the preview stack (dev/preview-stack.mjs), i.e. the production build
 * served in workerd by `vite preview`, pointed at a fresh in-memory stand-in.
 * The site is built only when a source file is newer than build/ (E2E_SKIP_BUILD=1: never).
 *
 * Tests run in worker processes and cannot reach the stand-in's database object or the stack,
 * so this setup also serves two test-only controls on 127.0.0.1:
 * - `POST /scheduled` runs the Worker's Cron Trigger once (the outbox replay) and answers when
 *   it is done;
 * - `POST /anon-insert/<table>/revoke|grant` takes away, or gives back as they were, anon's
 *   INSERT grants on a table (the migrations grant it column by column). That produces a real
 *   42501 refusal, as on a hosted project whose migration lost its grants, which the stand-in's
 *   fault API cannot: its faults are 5xx/429/timeouts.
 */
import { createServer, type Server } from "node:http";
import type { TestProject } from "vitest/node";
import type { PreviewStack } from "../../dev/preview-stack.mjs";
import { startPreviewStack } from "../../dev/preview-stack.mjs";
import { launchBrowserServer } from "./chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    standinUrl: string;
    /** `POST ${controlUrl}/scheduled` and `POST ${controlUrl}/anon-insert/<table>/revoke|grant` (see tests/e2e/support.ts). */
    controlUrl: string;
    /** The run's shared browser: test files connect to it (tests/e2e/support.ts `browserForFile`). */
    browserWsEndpoint: string;
  }
}

const TABLES = new Set(["contact_submissions", "newsletter_subscriptions"]);

async function startControl(stack: PreviewStack): Promise<{ url: string; server: Server }> {
  /** Columns anon could insert into before a revoke, by table: what a grant gives back. */
  const revoked = new Map<string, string[]>();
  const server = createServer(async (req, res) => {
    if (req.method === "POST" && req.url === "/scheduled") {
      try {
        await stack.runScheduled();
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
      }
      return;
    }
    const m = /^\/anon-insert\/([a-z_]+)\/(grant|revoke)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !m || !TABLES.has(m[1])) {
      res.writeHead(404).end();
      return;
    }
    const [, table, action] = m;
    try {
      if (action === "revoke") {
        const { rows } = await stack.standin.db.query<{ column_name: string }>(
          `select column_name from information_schema.column_privileges
            where grantee = 'anon' and table_schema = 'public' and table_name = $1 and privilege_type = 'INSERT'`,
          [table],
        );
        if (!revoked.has(table))
          revoked.set(
            table,
            rows.map((r) => r.column_name),
          );
        await stack.standin.db.exec(`revoke insert on table public.${table} from anon`);
      } else {
        const columns = revoked.get(table);
        revoked.delete(table);
        if (columns?.length) {
          await stack.standin.db.exec(`grant insert (${columns.join(", ")}) on table public.${table} to anon`);
        }
      }
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, server };
}

export default async function setup(project: TestProject) {
  // Before the build: without a browser, nothing here can run.
  const browserServer = await launchBrowserServer();
  // Said at once, so that a run whose every journey then fails shows why.
  let closing = false;
  browserServer.process().once("exit", (code, signal) => {
    if (!closing) console.error(`The shared Chromium exited during the run (${signal ?? `exit code ${code}`}).`);
  });
  const stack = await startPreviewStack({ build: process.env.E2E_SKIP_BUILD ? false : "when-stale" }).catch(
    async (error) => {
      await browserServer.close();
      throw error;
    },
  );
  const control = await startControl(stack).catch(async (error) => {
    await Promise.all([stack.stop(), browserServer.close()]);
    throw error;
  });
  project.provide("browserWsEndpoint", browserServer.wsEndpoint());
  project.provide("baseUrl", stack.baseUrl);
  project.provide("standinUrl", stack.standinUrl);
  project.provide("controlUrl", control.url);

  return async () => {
    closing = true;
    await new Promise((resolve) => control.server.close(resolve));
    await stack.stop();
    await browserServer.close();
  };
}
