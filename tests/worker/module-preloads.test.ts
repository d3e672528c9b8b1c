/**
 * The streamed document carries no modulepreload links (app/lib/module-preloads.server.ts);
 * the page that hydrates still loads its scripts from the module script at the end of the
 * body, and documents load none.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "../../app/lib/module-preloads.server";

const doc = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Été à Chamonix</title>',
  '<link rel="preload" href="/assets/sora.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/framework-a1.js" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/root-b2.js" nonce="n0nce=="/>',
  '<style id="site-css">body{color:#14171a}</style></head>',
  '<body><p>Sentier — 2 000 m</p><p>&lt;link rel="modulepreload"&gt; is shown, not removed</p>',
  '<script type="module" async="">import * as route0 from "/assets/root-b2.js";</script></body></html>',
].join("");

/** A response whose body arrives in chunks of `size` bytes, cutting tags and characters apart. */
function chunked(text: string, size: number): Response {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Response(body, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", "X-Kept": "yes" } });
}

describe("withoutModulePreloads", () => {
  for (const size of [1, 7, 100_000]) {
    it(`drops the modulepreload links and keeps everything else (chunks of ${size} bytes)`, async () => {
      const res = withoutModulePreloads(chunked(doc, size));
      expect(res.status).toBe(404);
      expect(res.headers.get("X-Kept")).toBe("yes");
      const out = await res.text();
      expect(out).toBe(doc.replace(/<link rel="modulepreload"[^>]*>/g, ""));
      expect(out).toContain('<link rel="preload" href="/assets/sora.woff2"');
      expect(out).toContain('&lt;link rel="modulepreload"&gt; is shown');
    });
  }

  it("/contact, the page that hydrates, is served without modulepreload links and still loads its module script", async () => {
    const res = await SELF.fetch("http://localhost/contact");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import \* as route0 from "[^"]+"/);
    expect(html).toMatch(/<\/html>\s*$/);
  });

  for (const path of ["/", "/blog", "/blog/grip-matters", "/newsletter", "/no-such-page"]) {
    it(`${path}, a document, loads no framework JavaScript: no module script, no router context`, async () => {
      const res = await SELF.fetch(`http://localhost${path}`);
      const html = await res.text();
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toContain("__reactRouterContext");
      expect(html).toMatch(/<\/html>\s*$/);
    });
  }
});
