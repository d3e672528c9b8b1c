/**
 * The newsletter action end to end in workerd: validation, notices, the stored row.
 */
import { describe, expect, inject, it } from "vitest";
import { postForm, rowsWhere, textOf, uniqueEmail } from "./support";

describe("newsletter action", () => {
  it("stores the address lower-cased and trimmed, and shows the welcome notice with three article links", async () => {
    const email = uniqueEmail("News");
    const res = await postForm("/newsletter", { email: `  ${email.toUpperCase()}  ` });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain("Welcome to the community!");
    expect(text).toContain("Thanks for subscribing! You'll receive our latest insights soon.");
    expect(text).toContain("Start reading:");
    for (const slug of ["grip-matters", "lightweight-vs-durable", "midsole-breakdown"])
      expect(html).toContain(`href="/blog/${slug}"`);
    expect(html).toMatch(/role="status"/);
    const rows = await rowsWhere("newsletter_subscriptions", "email", email.toLowerCase());
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["the same address", (e: string) => e],
    ["the address in another case", (e: string) => e.toUpperCase()],
    ["the address with spaces around it", (e: string) => `   ${e} `],
  ])('answers "Already subscribed" for %s, keeps the field and stores one row', async (_, variant) => {
    const email = uniqueEmail("dup");
    expect((await postForm("/newsletter", { email })).status).toBe(200);
    const again = variant(email);
    const res = await postForm("/newsletter", { email: again });
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain("Already subscribed");
    expect(text).toContain("This email is already in our newsletter.");
    expect(html).toContain(`value="${again}"`);
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(1);
  });

  it.each([
    ["", "Email is required"],
    ["not-an-address", "Invalid email address"],
    ["runner@trail", "Invalid email address"],
  ])('answers 400 for %j with "%s" under the field', async (email, message) => {
    const res = await postForm("/newsletter", { email });
    expect(res.status).toBe(400);
    const html = await res.text();
    const input = html.match(/<input[^>]*name="email"[^>]*>/g)?.find((tag) => tag.includes("aria-invalid")) ?? "";
    expect(input).toContain('aria-invalid="true"');
    const describedBy = input.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>${message}<`));
  });

  it("allows ten subscriptions per IP in ten minutes, then answers 429 with Retry-After and stores nothing", async () => {
    const ip = "203.0.113.10";
    for (let i = 0; i < 10; i++)
      expect((await postForm("/newsletter", { email: uniqueEmail() }, { ip })).status).toBe(200);
    const email = uniqueEmail("throttled");
    const res = await postForm("/newsletter", { email }, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await res.text();
    expect(textOf(html)).toContain("Too many attempts");
    expect(html).toContain(`value="${email}"`);
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(0);
  });

  it('shows "Subscription failed" and keeps the address when the database is unreachable and the outbox is missing', async () => {
    const email = uniqueEmail("down");
    const res = await postForm(
      "/newsletter",
      { email },
      { env: { SUPABASE_URL: inject("deadUrl"), OUTBOX_KV: undefined } },
    );
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(textOf(html)).toContain("Subscription failed");
    expect(textOf(html)).toContain("Please try again later.");
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain(`value="${email}"`);
  });

  it("lets the request through when KV fails (fail open; KV fault simulated by a binding whose calls reject), and still stores the row", async () => {
    const email = uniqueEmail("kvdown");
    const failingKv = {
      get: () => Promise.reject(new Error("KV unavailable")),
      put: () => Promise.reject(new Error("KV unavailable")),
    };
    const res = await postForm("/newsletter", { email }, { env: { THROTTLE_KV: failingKv } });
    expect(res.status).toBe(200);
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(1);
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const email = uniqueEmail("bot");
    const res = await postForm("/newsletter", { email, website_url: "x" });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Welcome to the community!");
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(0);
  });

  it("renders a subscribe page for a plain GET of /newsletter", async () => {
    const { SELF } = await import("cloudflare:test");
    const res = await SELF.fetch("http://localhost/newsletter");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<form[^>]*action="\/newsletter"/);
  });
});
