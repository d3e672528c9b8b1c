/**
 * The newsletter form without JavaScript: a browser's post is answered with a redirect (303) to
 * /newsletter, which shows the answer once (a flash cookie) and keeps the typed address after an
 * error; reloading that page sends nothing again.
 */
import { describe, expect, it } from "vitest";
import { fetchWorker, freshIp, ORIGIN, rowsWhere, textOf, uniqueEmail } from "./support";

/** Posts the form as a browser's form navigation does (Accept: text/html); the redirect is returned, not followed. */
function browserPost(fields: Record<string, string>, ip = freshIp()) {
  return fetchWorker(
    new Request(`${ORIGIN}/newsletter`, {
      method: "POST",
      headers: {
        Accept: "text/html,application/xhtml+xml",
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        "CF-Connecting-IP": ip,
      },
      body: new URLSearchParams(fields),
    }),
  );
}

/** Follows a 303 as a browser does: a GET of its Location with the cookie it set. */
async function follow(redirect: Response) {
  expect(redirect.status).toBe(303);
  expect(redirect.headers.get("Location")).toBe("/newsletter");
  expect(redirect.headers.get("Cache-Control")).toBe("private, no-store");
  const cookie = (redirect.headers.get("Set-Cookie") ?? "").split(";")[0];
  const page = await fetchWorker(new Request(new URL("/newsletter", ORIGIN), { headers: { Cookie: cookie } }));
  return { page, html: await page.text(), cookie };
}

describe("newsletter without JavaScript", () => {
  it("post → 303 → the page shows the welcome once; a reload shows the plain page and stores nothing again", async () => {
    const email = uniqueEmail("prg");
    const { page, html } = await follow(await browserPost({ email }));
    expect(page.status).toBe(200);
    expect(textOf(html)).toContain("Welcome to the community!");
    // The flash is cleared as soon as it is shown.
    expect(page.headers.get("Set-Cookie")).toMatch(/^newsletter-result=;.*Max-Age=0/);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");

    // A reload is a GET of /newsletter without the cleared cookie: no notice, no post.
    const reload = await fetchWorker(new Request(`${ORIGIN}/newsletter`));
    expect(textOf(await reload.text())).not.toContain("Welcome to the community!");
    expect(await rowsWhere("newsletter_subscriptions", "email", email)).toHaveLength(1);
  });

  it("after an invalid address the page shows the field error and the address as typed", async () => {
    const { html } = await follow(await browserPost({ email: "trail@runner" }));
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="trail@runner"/);
    expect(html).toMatch(/aria-invalid="true"/);
    expect(textOf(html)).toMatch(/valid email/i);
  });

  it("a second subscription of the same address says so and keeps it", async () => {
    const email = uniqueEmail("prg-dup");
    await follow(await browserPost({ email }));
    const { html } = await follow(await browserPost({ email }));
    expect(textOf(html)).toContain("Already subscribed");
    expect(html).toContain(`value="${email}"`);
  });

  it("an edited cookie cannot put its own text on the page", async () => {
    const forged = btoa(JSON.stringify({ outcome: "failed", notice: "<b>phish</b>", email: "<script>x</script>" }));
    const page = await fetchWorker(
      new Request(`${ORIGIN}/newsletter`, { headers: { Cookie: `newsletter-result=${encodeURIComponent(forged)}` } }),
    );
    const html = await page.text();
    expect(html).not.toContain("<b>phish</b>");
    expect(html).not.toContain("<script>x</script>");
  });

  it("a fetcher's post (a hydrated page) still gets the answer itself, for its toast", async () => {
    const res = await fetchWorker(
      new Request(`${ORIGIN}/newsletter.data`, {
        method: "POST",
        headers: { Accept: "*/*", "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        body: new URLSearchParams({ email: uniqueEmail("fetcher") }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Welcome to the community!");
  });
});
