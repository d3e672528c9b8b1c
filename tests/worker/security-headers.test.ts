/**
 * Security headers on every kind of response (issue: "Security headers on every response").
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/lib/security-headers.server";
import { TURNSTILE_ORIGIN } from "~/lib/turnstile.server";
import { fetchWorker, postForm, uniqueEmail } from "./support";

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{8}/);
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
  expect(res.headers.get("Permissions-Policy")).not.toContain("interest-cohort");
  expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  return csp.match(/'nonce-([^']+)'/)![1];
}

describe("security headers", () => {
  it("are set on a page, and every script in it carries the response's nonce", async () => {
    const res = await SELF.fetch("http://localhost/");
    expect(res.status).toBe(200);
    const nonce = expectSecurityHeaders(res);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("leave fonts and fetches to default-src unless Turnstile or the dev server widens them", () => {
    const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0], d] as const));
    const plain = directives(contentSecurityPolicy("n0nce"));
    expect(plain.get("default-src")).toBe("default-src 'self'");
    expect(plain.has("font-src")).toBe(false);
    expect(plain.has("connect-src")).toBe(false);
    expect(directives(contentSecurityPolicy("n0nce", false, true)).get("connect-src")).toBe(
      `connect-src 'self' ${TURNSTILE_ORIGIN}`,
    );
    expect(directives(contentSecurityPolicy("n0nce", true)).get("connect-src")).toBe("connect-src 'self' ws: wss:");
  });

  it("use a fresh nonce per response", async () => {
    const a = expectSecurityHeaders(await SELF.fetch("http://localhost/faq"));
    const b = expectSecurityHeaders(await SELF.fetch("http://localhost/faq"));
    expect(a).not.toBe(b);
  });

  it("are set on action responses: stored, invalid and cross-site", async () => {
    expectSecurityHeaders(await postForm("/newsletter", { email: uniqueEmail("hdr") }));
    expectSecurityHeaders(await postForm("/contact", { firstName: "" }));
    expectSecurityHeaders(
      await postForm("/contact", {}, { origin: "https://evil.example", headers: { "Sec-Fetch-Site": "cross-site" } }),
    );
  });

  it("are set on the 404 page", async () => {
    const res = await SELF.fetch("http://localhost/no-such-page");
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
  });

  it("are set on a data request made by client-side navigation", async () => {
    const res = await SELF.fetch("http://localhost/contact.data");
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });

  it("redirect plain HTTP to HTTPS, keeping path, query and a post's method, but not on localhost", async () => {
    const get = await fetchWorker(new Request("http://alpinelast.example/blog?category=design"), {});
    expect(get.status).toBe(301);
    expect(get.headers.get("Location")).toBe("https://alpinelast.example/blog?category=design");
    expect(get.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const post = await fetchWorker(new Request("http://alpinelast.example/newsletter", { method: "POST" }), {});
    expect(post.status).toBe(308);
    expect((await fetchWorker(new Request("https://alpinelast.example/faq"), {})).status).toBe(200);
    expect((await fetchWorker(new Request("http://localhost/faq"), {})).status).toBe(200);
    expect((await fetchWorker(new Request("http://127.0.0.1/faq"), {})).status).toBe(200);
  });
});

describe("form answers before the form is read", () => {
  const post = (init: RequestInit & { headers?: Record<string, string> }) =>
    fetchWorker(
      new Request("http://localhost/newsletter", {
        ...init,
        headers: { Origin: "http://localhost", "CF-Connecting-IP": "203.0.113.40", ...init.headers },
      }),
    );

  it.each([
    [
      "a JSON body (415)",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" },
      415,
      "Form not readable",
    ],
    [
      "a body over 32 KiB (413)",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `email=${"a".repeat(40_000)}`,
      },
      413,
      "Message too long",
    ],
    [
      "a PUT (405)",
      { method: "PUT", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" },
      405,
      "This form can only be sent with the button",
    ],
  ])("answer %s with their own message, not the cross-site notice", async (_, init, status, message) => {
    const res = await post(init);
    expect(res.status).toBe(status);
    const text = await res.text();
    expect(text).toContain(message);
    expect(text).not.toContain("can only be sent from our own pages");
  });
});
