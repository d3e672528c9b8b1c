/**
 * Starts an in-memory stand-in (real Postgres in PGlite, same migrations) for the
 * workerd suite, and a URL where nothing listens for the "database unreachable" cases.
 */
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { startStandin } from "../../dev/standin/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    standinUrl: string;
    deadUrl: string;
    webhookUrl: string;
    siteverifyUrl: string;
    /** Generated bodies per action in the fuzz suite. */
    fuzzRuns: number;
  }
}

/**
 * Bodies per action for the fuzz suite: FUZZ_RUNS when set, 2,000 in CI (CI=true), 200 on a
 * developer's machine, where the suite should take seconds rather than a minute.
 */
function fuzzRuns(env: NodeJS.ProcessEnv): number {
  const runs = Number(env.FUZZ_RUNS || (env.CI === "true" || env.CI === "1" ? 2000 : 200));
  if (!Number.isInteger(runs) || runs < 20)
    throw new Error(`FUZZ_RUNS must be a whole number of at least 20, not ${env.FUZZ_RUNS}`);
  return runs;
}

/** A loopback URL whose port was free a moment ago and now refuses connections. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * A local webhook receiver: `POST /hook` records the JSON body (answering with the status set
 * by `POST /status/<code>`), `GET /received` lists the bodies, `DELETE /received` clears them.
 */
async function startWebhookReceiver() {
  let received: unknown[] = [];
  let status = 200;
  const server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = req.url ?? "/";
    if (req.method === "POST" && url === "/hook") {
      received.push({ contentType: req.headers["content-type"], body: JSON.parse(body) });
      res.writeHead(status).end();
    } else if (req.method === "POST" && url.startsWith("/status/")) {
      status = Number(url.slice("/status/".length));
      res.writeHead(204).end();
    } else if (url === "/received") {
      if (req.method === "DELETE") received = [];
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A local stand-in for Turnstile's siteverify endpoint, answering the way Cloudflare documents
 * for its test secret keys: 1x…AA always passes, 2x…AA always fails, 3x…AA reports a spent token.
 */
async function startSiteverify() {
  const server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const secret = form.get("secret") ?? "";
    let body: Record<string, unknown>;
    if (!form.get("response")) body = { success: false, "error-codes": ["missing-input-response"] };
    else if (secret.startsWith("1x")) body = { success: true, "error-codes": [], hostname: "localhost" };
    else if (secret.startsWith("2x")) body = { success: false, "error-codes": ["invalid-input-response"] };
    else if (secret.startsWith("3x")) body = { success: false, "error-codes": ["timeout-or-duplicate"] };
    else body = { success: false, "error-codes": ["invalid-input-secret"] };
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export default async function setup(project: TestProject) {
  const standin = await startStandin({ port: 0 });
  const webhook = await startWebhookReceiver();
  project.provide("webhookUrl", webhook.url);
  const siteverify = await startSiteverify();
  project.provide("siteverifyUrl", siteverify.url);
  project.provide("standinUrl", standin.url);
  project.provide("deadUrl", await closedPortUrl());
  project.provide("fuzzRuns", fuzzRuns(process.env));
  return async () => {
    await standin.close();
    await webhook.close();
    await siteverify.close();
  };
}
