/**
 * Cache-Control per kind of response (issue "Fast everywhere, found by search
 * engines"): content pages may be cached at the edge; form answers, the contact page and
 * errors never are; hashed assets are immutable. And a cached page is the same for every
 * visitor: no per-visitor submission id in its HTML.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CONTENT_PAGE, FEED, IMMUTABLE_ASSET, NO_STORE, NOT_FOUND, STATIC_FILE } from "~/lib/cache-control";
import headersFile from "../../public/_headers?raw";
import { postForm, uniqueEmail } from "./support";

const ORIGIN = "http://localhost";

const contentPages = [
  "/",
  "/about",
  "/services",
  "/sustainability",
  "/work",
  "/blog",
  "/blog?category=Sustainability",
  "/blog/grip-matters",
  "/faq",
  "/branding-packaging",
  "/newsletter",
  "/privacy",
  "/terms",
  "/cookies",
  "/accessibility",
];

const cacheControl = async (path: string, init?: RequestInit) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, init);
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get("Cache-Control") };
};

/** The directives of a Cache-Control value, e.g. { public: true, "s-maxage": 3600 }. */
function directives(value: string | null): Record<string, number | true> {
  return Object.fromEntries(
    (value ?? "").split(",").map((d) => {
      const [k, v] = d.trim().split("=");
      return [k.toLowerCase(), v === undefined ? true : Number(v)];
    }),
  );
}

describe("content pages", () => {
  it("policy: browsers revalidate, the edge keeps an hour and may serve stale while it refreshes", () => {
    const d = directives(CONTENT_PAGE);
    expect(d).toMatchObject({ public: true, "max-age": 0 });
    expect(d["s-maxage"]).toBeGreaterThanOrEqual(60);
    expect(d["stale-while-revalidate"]).toBeGreaterThan(0);
  });

  it.each(contentPages)("%s is cacheable at the edge", async (path) => {
    expect(await cacheControl(path)).toEqual({ status: 200, cacheControl: CONTENT_PAGE });
  });

  it("data requests of client-side navigation follow the route's policy", async () => {
    expect(await cacheControl("/services.data")).toEqual({ status: 200, cacheControl: CONTENT_PAGE });
    expect(await cacheControl("/blog/grip-matters.data")).toEqual({ status: 200, cacheControl: CONTENT_PAGE });
    expect((await cacheControl("/contact.data")).cacheControl).toBe(NO_STORE);
  });

  it("two renders of a cached page are the same for every visitor: no submission id, only the nonce differs", async () => {
    for (const path of ["/", "/blog", "/newsletter", "/blog/grip-matters"]) {
      const renders = await Promise.all(
        [1, 2].map(async () => {
          const res = await SELF.fetch(`${ORIGIN}${path}`);
          const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")![1];
          const html = await res.text();
          // The newsletter form renders no id: the browser makes one after hydration.
          expect(html).toContain('action="/newsletter"');
          expect(html).not.toMatch(/name="submissionId"/);
          expect(html).not.toMatch(/formSeed/);
          return html.replaceAll(nonce, "NONCE");
        }),
      );
      expect(renders[0], path).toBe(renders[1]);
    }
  });

  it("while the contact page, whose form id is per visitor, differs between renders and is never stored", async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => {
        const res = await SELF.fetch(`${ORIGIN}/contact?type=private-label`);
        expect(res.headers.get("Cache-Control")).toBe(NO_STORE);
        return /name="submissionId" value="([^"]+)"/.exec(await res.text())?.[1];
      }),
    );
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe("never stored", () => {
  it("policy: private and no-store", () => {
    expect(directives(NO_STORE)).toEqual({ private: true, "no-store": true });
  });

  it("the contact page GET", async () => {
    expect(await cacheControl("/contact")).toEqual({ status: 200, cacheControl: NO_STORE });
  });

  it("every answer to a post: stored, invalid, cross-site, to a page without a form, and a fetcher post", async () => {
    const answers = [
      await postForm("/newsletter", { email: uniqueEmail("cache") }),
      await postForm("/newsletter", { email: "not-an-email" }),
      await postForm("/contact", { firstName: "" }),
      await postForm("/contact", {}, { origin: "https://evil.example", headers: { "Sec-Fetch-Site": "cross-site" } }),
      await postForm("/about", { anything: "x" }),
      await postForm("/newsletter.data", { email: uniqueEmail("cache-data") }),
    ];
    for (const res of answers) {
      await res.arrayBuffer();
      expect(res.headers.get("Cache-Control"), `${res.status} ${res.url}`).toMatch(/(^|, )no-store(,|$)/);
    }
    expect(answers[0].headers.get("Cache-Control")).toBe(NO_STORE);
  });
});

describe("not found", () => {
  it("policy: kept at the edge for a few minutes at most, never stale", () => {
    const d = directives(NOT_FOUND);
    expect(d["max-age"]).toBe(0);
    expect(d["s-maxage"]).toBeLessThanOrEqual(300);
    expect(d["stale-while-revalidate"]).toBeUndefined();
  });

  it.each(["/no-such-trail", "/blog/no-such-article", "/blog/no-such-article.data"])("%s", async (path) => {
    expect(await cacheControl(path)).toEqual({ status: 404, cacheControl: NOT_FOUND });
  });
});

describe("machine-read files and static assets", () => {
  it.each(["/sitemap.xml", "/robots.txt", "/blog/rss.xml"])("%s", async (path) => {
    expect(await cacheControl(path)).toEqual({ status: 200, cacheControl: FEED });
  });

  it("public/_headers makes hashed build assets (scripts, styles, fonts) immutable for a year", () => {
    const rules = new Map<string, string>();
    let pattern = "";
    for (const line of headersFile.split("\n")) {
      if (line.startsWith("#") || line.trim() === "") continue;
      if (!line.startsWith(" ")) pattern = line.trim();
      else if (/^\s+Cache-Control:/i.test(line)) rules.set(pattern, line.split(":").slice(1).join(":").trim());
    }
    expect(rules.get("/assets/*")).toBe(IMMUTABLE_ASSET);
    expect(directives(IMMUTABLE_ASSET)).toMatchObject({ public: true, "max-age": 31536000, immutable: true });
    for (const file of ["/og/*", "/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/icon-*"]) {
      expect(rules.get(file), file).toBe(STATIC_FILE);
    }
  });
});
