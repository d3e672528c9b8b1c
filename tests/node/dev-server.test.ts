/**
 * The README's first command, `npm run dev`, serves the site: the Vite dev server with the
 * project's own config runs the Worker in workerd, renders pages with their icons, and serves
 * /contact's island script with React Router's fast-refresh runtime ahead of it. Both broke once
 * without a test noticing (a `?raw` icon import the dev server refused; the island's refresh
 * preamble).
 */
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: ViteDevServer | undefined;
let origin = "";

beforeAll(async () => {
  server = await createServer({
    configFile: new URL("../../vite.config.ts", import.meta.url).pathname,
    root: new URL("../..", import.meta.url).pathname,
    logLevel: "error",
    // Its own port, so a developer's `npm run dev` on 5173 does not collide.
    server: { port: 5273, strictPort: false, host: "127.0.0.1" },
  });
  await server.listen();
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, "") ?? "";
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe("npm run dev", () => {
  it("renders Home with its icon sprite", async () => {
    const res = await fetch(`${origin}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toMatch(/<symbol id="i-[a-z0-9-]+"/);
  }, 120_000);

  it("serves /contact's island script, which installs the refresh runtime before the island", async () => {
    const html = await (await fetch(`${origin}/contact`)).text();
    // The island loader (app/lib/islands.ts) imports the script after the first paint.
    const loader = html.match(/<script id="island-loader"[^>]*>([^<]*)<\/script>/)?.[1] ?? "";
    const src = loader.match(/import\("([^"]+)"\)/)?.[1];
    expect(src).toBe("/@id/__x00__virtual:island-dev/contact");
    const entry = await fetch(`${origin}${src}`);
    expect(entry.status).toBe(200);
    const code = await entry.text();
    const runtime = code.indexOf("inject-hmr-runtime");
    const island = code.indexOf("/app/islands/contact.island.tsx");
    expect(runtime).toBeGreaterThanOrEqual(0);
    expect(island).toBeGreaterThan(runtime);
    const compiled = await fetch(`${origin}/app/islands/contact.island.tsx`);
    expect(compiled.status).toBe(200);
    expect(await compiled.text()).toContain("hydrateRoot");
  }, 120_000);
});
