/**
 * The production build of the Worker, which this suite's pages are served from, carries React
 * DOM's streaming server renderer and not the legacy one that `react-dom/server` also loads under
 * the `workerd` condition (vite-plugins/edge-renderer.ts): about 29 KB gzip of the Worker.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

it("the built Worker has renderToReadableStream and no legacy renderToString or renderToStaticMarkup", () => {
  const dir = new URL("../../build/server/", import.meta.url);
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => /\.m?js$/.test(name));
  expect(files.length).toBeGreaterThan(0);
  const code = files.map((name) => readFileSync(new URL(name, dir), "utf8")).join("\n");
  expect(code).toContain("renderToReadableStream");
  expect(code).not.toMatch(/renderToStaticMarkup|renderToString/);
});
