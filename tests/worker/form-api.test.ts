/**
 * The forms' JSON actions in workerd (/api/contact, /api/newsletter): the answer /contact's
 * script reads, through the same pipeline as the plain-form posts.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { freshIp, ORIGIN, postForm, rowsWhere, uniqueEmail } from "./support";

const inquiry = () => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: uniqueEmail("api-contact"),
  company: "Analytical Trail Co.",
  projectType: "",
  projectDetails: "A 4 mm drop mountain racer, 600 pairs in two colourways.",
  submissionId: crypto.randomUUID(),
});

const json = { Accept: "application/json" };

describe("JSON form actions", () => {
  it("stores an inquiry once and answers the outcome as JSON; the same submission id again stores nothing more", async () => {
    const form = inquiry();
    const res = await postForm("/api/contact", form, { headers: json });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = await res.json<Record<string, unknown>>();
    expect(answer).toMatchObject({ outcome: "stored", clear: true, notice: { title: "Thank you for your inquiry!" } });
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.values).toBeUndefined();

    const again = await postForm("/api/contact", form, { headers: json });
    expect(again.status).toBe(200);
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(1);
  });

  it("answers 400 with the field messages and every value typed, and stores nothing", async () => {
    const form = { ...inquiry(), email: "ada@example", company: "" };
    const res = await postForm("/api/contact", form, { headers: json });
    expect(res.status).toBe(400);
    const answer = await res.json<{
      outcome: string;
      errors: Record<string, string>;
      values: Record<string, string>;
    }>();
    expect(answer.outcome).toBe("invalid");
    expect(answer.errors).toEqual({ email: "Invalid email address", company: "Company name is required" });
    expect(answer.values).toMatchObject({
      firstName: "Ada",
      email: "ada@example",
      projectDetails: form.projectDetails,
    });
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
  });

  it("subscribes, then says already subscribed for the same address in other case", async () => {
    const email = uniqueEmail("api-newsletter");
    const first = await postForm("/api/newsletter", { email }, { headers: json });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: "stored", clear: true });
    const second = await postForm("/api/newsletter", { email: email.toUpperCase() }, { headers: json });
    expect(await second.json()).toMatchObject({
      outcome: "duplicate",
      clear: false,
      values: { email: email.toUpperCase() },
    });
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(1);
  });

  it("throttles per IP like the page's action: 429 with Retry-After and the values kept", async () => {
    const ip = freshIp();
    let last: Response | undefined;
    for (let i = 0; i < 20; i++) {
      last = await postForm("/api/newsletter", { email: uniqueEmail("api-throttle") }, { ip, headers: json });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await last?.json()).toMatchObject({ outcome: "throttled", values: { email: expect.any(String) } });
  });

  it("answers a filled honeypot exactly as a stored inquiry, and stores nothing", async () => {
    const form = { ...inquiry(), website_url: "http://spam.example" };
    const res = await postForm("/api/contact", form, { headers: json });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      outcome: "stored",
      clear: true,
      notice: { title: "Thank you for your inquiry!" },
    });
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
  });

  it("refuses a post from another site before the action runs", async () => {
    const form = inquiry();
    const res = await postForm("/api/contact", form, { origin: "https://attacker.example", headers: json });
    expect(res.status).toBe(403);
    // Answered as a form answer, so a page's script can say what happened and keep the form.
    expect(await res.json()).toMatchObject({
      outcome: "rejected",
      clear: false,
      notice: { title: "Form not accepted" },
    });
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
  });

  it("takes posts only: GET answers 405 with Allow: POST; an unknown form is 404", async () => {
    const get = await SELF.fetch(`${ORIGIN}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect((await SELF.fetch(`${ORIGIN}/api/orders`)).status).toBe(404);
    expect((await postForm("/api/orders", { email: uniqueEmail() }, { headers: json })).status).toBe(404);
  });
});
