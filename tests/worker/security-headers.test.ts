/**
 * Security headers on every kind of response (issue: "Security headers on every response").
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postForm, uniqueEmail } from "./support";

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
  expect(res.headers.get("X-Frame-Options")).toBe("DENY");
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
});
