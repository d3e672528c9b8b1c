/**
 * Starts an in-memory stand-in (real Postgres in PGlite, same migrations) for the
 * workerd suite, and a URL where nothing listens for the "database unreachable" cases.
 */
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { startStandin } from "../../dev/standin/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    standinUrl: string;
    deadUrl: string;
  }
}

/** A loopback URL whose port was free a moment ago and now refuses connections. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export default async function setup(project: TestProject) {
  const standin = await startStandin({ port: 0 });
  project.provide("standinUrl", standin.url);
  project.provide("deadUrl", await closedPortUrl());
  return async () => {
    await standin.close();
  };
}
