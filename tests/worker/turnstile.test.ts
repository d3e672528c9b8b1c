/**
 * Optional Cloudflare Turnstile, tested with Cloudflare's documented test keys against a local
 * siteverify stand-in (global-setup): 1x…AA always passes, 2x…AA always fails.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { postForm, rowsWhere, textOf, uniqueEmail } from "./support";

const SITE_KEY = "1x00000000000000000000AA";
const PASS_SECRET = "1x0000000000000000000000000000000AA";
const FAIL_SECRET = "2x0000000000000000000000000000000AA";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

const turnstileEnv = (secret: string) => ({
  TURNSTILE_SITE_KEY: SITE_KEY,
  TURNSTILE_SECRET_KEY: secret,
  TURNSTILE_VERIFY_URL: inject("siteverifyUrl"),
});

describe("Turnstile (Cloudflare test keys, local siteverify stand-in)", () => {
  it("stores the inquiry when siteverify passes the token (test secret 1x…AA)", async () => {
    const email = uniqueEmail("ts-pass");
    const res = await postForm(
      "/newsletter",
      { email, "cf-turnstile-response": DUMMY_TOKEN },
      { env: turnstileEnv(PASS_SECRET) },
    );
    expect(res.status).toBe(200);
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(1);
  });

  it("refuses with 403, keeps the form and stores nothing when siteverify fails the token (test secret 2x…AA)", async () => {
    const form = {
      firstName: "Tess",
      lastName: "Tile",
      email: uniqueEmail("ts-fail"),
      company: "Check Co",
      projectType: "",
      projectDetails: "Hello",
      "cf-turnstile-response": DUMMY_TOKEN,
    };
    const res = await postForm("/contact", form, { env: turnstileEnv(FAIL_SECRET) });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(textOf(html)).toContain("Please confirm you're human");
    expect(html).toContain(form.company);
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
  });

  it("refuses a post without a token when Turnstile is on (test keys)", async () => {
    const email = uniqueEmail("ts-missing");
    const res = await postForm("/newsletter", { email }, { env: turnstileEnv(PASS_SECRET) });
    expect(res.status).toBe(403);
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(0);
  });

  it("fails open, storing the lead, when siteverify cannot be reached (test keys, dead siteverify URL)", async () => {
    const email = uniqueEmail("ts-down");
    const res = await postForm(
      "/newsletter",
      { email, "cf-turnstile-response": DUMMY_TOKEN },
      {
        env: { ...turnstileEnv(PASS_SECRET), TURNSTILE_VERIFY_URL: `${inject("deadUrl")}/siteverify` },
      },
    );
    expect(res.status).toBe(200);
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(1);
  });

  it("is off by default: no widget origin in the CSP and forms work without a token", async () => {
    const res = await SELF.fetch("http://localhost/contact");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-src 'none'");
    expect(res.headers.get("Content-Security-Policy")).not.toContain("challenges.cloudflare.com");
  });
});
