/**
 * Content pages from the edge cache (caches.default in workerd): a miss renders and stores, a
 * hit renders nothing and carries its own fresh nonce; form results and per-visitor pages are
 * never cached; a new build version misses.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BUILD_ID } from "~/lib/build-id";
import { NO_STORE } from "~/lib/cache-control";
import { cacheStatusOf, edgeCacheVersion, serveWithEdgeCache } from "~/lib/edge-cache.server";
import worker from "../../workers/app";
import { fetchWorker, freshIp, ORIGIN, postForm, uniqueEmail } from "./support";

/** A form post as a browser without JavaScript sends it; the redirect is returned, not followed. */
const browserPost = (path: string, fields: Record<string, string>) =>
  fetchWorker(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        Accept: "text/html",
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        "CF-Connecting-IP": freshIp(),
      },
      body: new URLSearchParams(fields),
    }),
  );

/** A content page under a query no other test uses, so its first request cannot be a hit. */
const freshUrl = (path: string) => `${ORIGIN}${path}?edge-cache-test=${crypto.randomUUID()}`;

/** The nonce in a response's CSP header. */
function cspNonce(res: Response): string {
  const match = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "");
  if (!match) throw new Error("no nonce in the CSP header");
  return match[1];
}

/** Every `nonce` attribute value in a document. */
const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);

describe("a content page", () => {
  for (const path of ["/", "/blog/grip-matters", "/faq"]) {
    it(`${path}: miss with a render time, then a hit without one; each response has its own nonce, matching its CSP`, async () => {
      const url = freshUrl(path);
      const first = await fetchWorker(new Request(url));
      const firstHtml = await first.text();
      const second = await fetchWorker(new Request(url));
      const secondHtml = await second.text();

      expect(first.status).toBe(200);
      expect(first.headers.get("Server-Timing")).toMatch(/^cache;desc=miss, render;dur=\d+(\.\d+)?$/);
      expect(cacheStatusOf(second)).toBe("hit");
      // A hit costs no render: it reports no render time.
      expect(second.headers.get("Server-Timing")).not.toMatch(/render;/);
      expect(second.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));

      const [a, b] = [cspNonce(first), cspNonce(second)];
      expect(a).not.toBe(b);
      for (const [html, nonce] of [
        [firstHtml, a],
        [secondHtml, b],
      ]) {
        const attributes = nonceAttributes(html);
        // Every page carries structured data in a nonced script, so the check always has something to check.
        expect(attributes.length).toBeGreaterThan(0);
        expect(new Set(attributes)).toEqual(new Set([nonce]));
      }
      // HTMLRewriter writes an element it changed as `<link … />` where React wrote `<link …/>`.
      const same = (html: string, nonce: string) => html.replaceAll(nonce, "NONCE").replaceAll(" />", "/>");
      expect(same(secondHtml, b)).toBe(same(firstHtml, a));
    });
  }

  it("stores a miss whose body no visitor has read yet: the cache write does not wait for the reader", async () => {
    const url = freshUrl("/about");
    const ctx = createExecutionContext();
    const miss = await worker.fetch(new Request(url) as never, env as Env, ctx);
    expect(cacheStatusOf(miss)).toBe("miss");
    // fetchWorker reads the body first; here the background write must finish on its own.
    await waitOnExecutionContext(ctx);
    expect(cacheStatusOf(await fetchWorker(new Request(url)))).toBe("hit");
    await miss.body?.cancel();
  });

  it("keys pages by this build's own id, not only by the browser scripts' manifest version", () => {
    // The suite's Vite config defines the id as a real build does (vite-plugins/build-id.ts).
    expect(BUILD_ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(edgeCacheVersion("92d872e9", null)).toBe(`${BUILD_ID}|92d872e9|turnstile:off`);
    expect(edgeCacheVersion("92d872e9", "0x4AAA")).toBe(`${BUILD_ID}|92d872e9|turnstile:0x4AAA`);
  });

  it("a new build version misses; the same version hits again (real pages rendered by the Worker)", async () => {
    const cache = await caches.open(`versions-${crypto.randomUUID()}`);
    const url = freshUrl("/about");
    let renders = 0;
    const serve = (version: string) =>
      serveWithEdgeCache(new Request(url), {
        nonce: "bm9uY2U=",
        version,
        cache,
        render: async () => {
          renders++;
          // A page as the Worker renders it, without the Worker's own cache report.
          const page = await SELF.fetch(url);
          const copy = new Response(page.body, page);
          copy.headers.delete("Server-Timing");
          return copy;
        },
        waitUntil: () => {},
      });
    const statuses: (string | null)[] = [];
    for (const version of ["build-1", "build-1", "build-2", "build-2"]) {
      const res = await serve(version);
      await res.text();
      // Let the store finish before the next lookup.
      await new Promise((resolve) => setTimeout(resolve, 50));
      statuses.push(cacheStatusOf(res));
    }
    expect(statuses).toEqual(["miss", "hit", "miss", "hit"]);
    expect(renders).toBe(2);
  });
});

describe("never cached", () => {
  it("a browser's newsletter post and the page that shows its result", async () => {
    const post = await browserPost("/newsletter", { email: uniqueEmail("edge") });
    expect(post.status).toBe(303);
    expect(cacheStatusOf(post)).toBe("bypass");
    const cookie = (post.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^newsletter-result=/);

    for (let i = 0; i < 2; i++) {
      const withResult = await fetchWorker(new Request(`${ORIGIN}/newsletter`, { headers: { Cookie: cookie } }));
      expect(await withResult.text()).toContain("Welcome to the community!");
      expect(cacheStatusOf(withResult)).toBe("bypass");
      expect(withResult.headers.get("Cache-Control")).toBe(NO_STORE);
    }
    // The plain page may come from the cache, but never with someone's result in it.
    for (let i = 0; i < 2; i++) {
      const plain = await fetchWorker(new Request(`${ORIGIN}/newsletter`));
      expect(await plain.text()).not.toContain("Welcome to the community!");
    }
  });

  it("answers to posts and /contact, with or without a result", async () => {
    const answers = [
      await postForm("/newsletter", { email: "not-an-email" }),
      await browserPost("/contact", { firstName: "" }),
      await fetchWorker(new Request(`${ORIGIN}/contact`)),
      await fetchWorker(new Request(`${ORIGIN}/contact`)),
      await fetchWorker(new Request(`${ORIGIN}/contact?type=private-label`)),
    ];
    for (const res of answers) {
      await res.arrayBuffer();
      expect(cacheStatusOf(res), res.url).toBe("bypass");
      expect(res.headers.get("Server-Timing")).toMatch(/render;dur=/);
    }
  });

  it("data requests of client-side navigation are rendered each time", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetchWorker(new Request(`${ORIGIN}/services.data`));
      await res.arrayBuffer();
      expect(cacheStatusOf(res)).toBe("bypass");
    }
  });
});

describe("a returning visitor's display face", () => {
  /** The display face's URL in this build, as the page's own `@font-face` rule names it. */
  const fontUrlOf = (html: string) => {
    const match = /src:url\(([^)]+)\) format\('woff2-variations'\)/.exec(html);
    if (!match) throw new Error("no display face in the page");
    return match[1];
  };
  const withCookie = (url: string, cookie: string) => new Request(url, { headers: { Cookie: cookie } });
  const switchedOn = (html: string) => /^<!DOCTYPE html><html[^>]* data-display-font=""/i.test(html);

  it("gets data-display-font on <html> from the Worker, on a miss and a hit, while the cached copy stays without it", async () => {
    const url = freshUrl("/services");
    const plain = await (await fetchWorker(new Request(`${ORIGIN}/`))).text();
    const cookie = `theme=x; display-font=${fontUrlOf(plain)}; other=1`;

    const miss = await fetchWorker(withCookie(url, cookie));
    expect(cacheStatusOf(miss)).toBe("miss");
    expect(switchedOn(await miss.text())).toBe(true);
    expect(miss.headers.get("Vary")).toMatch(/\bCookie\b/);

    const stranger = await fetchWorker(new Request(url));
    expect(cacheStatusOf(stranger)).toBe("hit");
    expect(switchedOn(await stranger.text())).toBe(false);
    // Without the cookie the page still says it depends on it.
    expect(stranger.headers.get("Vary")).toMatch(/\bCookie\b/);

    const hit = await fetchWorker(withCookie(url, cookie));
    expect(cacheStatusOf(hit)).toBe("hit");
    const hitHtml = await hit.text();
    expect(switchedOn(hitHtml)).toBe(true);
    // The nonce rewrite still applies to the same response.
    expect(new Set(nonceAttributes(hitHtml))).toEqual(new Set([cspNonce(hit)]));
  });

  it("not for another build's font file, nor without the cookie; pages that bypass the cache get it too", async () => {
    const fontUrl = fontUrlOf(await (await fetchWorker(new Request(`${ORIGIN}/`))).text());
    const stale = fontUrl.replace(/\.woff2$/, "-old.woff2");
    expect(switchedOn(await (await fetchWorker(withCookie(freshUrl("/faq"), `display-font=${stale}`))).text())).toBe(
      false,
    );
    expect(switchedOn(await (await fetchWorker(withCookie(freshUrl("/faq"), "display-font="))).text())).toBe(false);

    const contact = await fetchWorker(withCookie(`${ORIGIN}/contact`, `display-font=${fontUrl}`));
    expect(cacheStatusOf(contact)).toBe("bypass");
    expect(switchedOn(await contact.text())).toBe(true);

    // Anything but a document is returned untouched.
    const feed = await fetchWorker(withCookie(`${ORIGIN}/blog/rss.xml`, `display-font=${fontUrl}`));
    expect(feed.headers.get("Content-Type")).toMatch(/xml/);
    expect(await feed.text()).not.toContain("data-display-font");
  });
});
