/**
 * The contact action end to end in workerd: validation messages, success and
 * failure notices, the stored row, honeypot and throttle.
 */
import { describe, expect, inject, it } from "vitest";
import { postForm, rowsWhere, textOf, uniqueEmail } from "./support";

const valid = () => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: uniqueEmail("contact"),
  company: "Analytical Trail Co.",
  projectType: "prototyping",
  projectDetails: "A 4 mm drop mountain racer, 600 pairs in two colorways.",
});

describe("contact action", () => {
  it("stores one row with the joined name and shows the spec's success notice with three article links", async () => {
    const form = valid();
    const res = await postForm("/contact", form);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain("Thank you for your inquiry!");
    expect(text).toContain("We'll get back to you within 24 hours.");
    expect(text).toContain("While you wait, check out these articles:");
    for (const slug of ["sketch-to-summit", "sustainable-materials", "one-size-fits-none"]) {
      expect(html).toContain(`href="/blog/${slug}"`);
    }
    // success clears the form: the typed values are not rendered back
    expect(html).not.toContain(form.company);

    const rows = await rowsWhere("contact_submissions", "email", form.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada Lovelace",
      company: form.company,
      project_type: "prototyping",
      project_details: form.projectDetails,
    });
  });

  it("joins a first name alone without a trailing space, and stores an empty project type as null", async () => {
    const form = { ...valid(), firstName: "  Grace ", lastName: "   ", projectType: "" };
    const res = await postForm("/contact", form);
    expect(res.status).toBe(200);
    const rows = await rowsWhere("contact_submissions", "email", form.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe("Grace");
    expect(rows[0].project_type).toBeNull();
  });

  const cases: [string, Record<string, string>, string, string][] = [
    ["firstName", { firstName: "" }, "First name is required", "field-firstName"],
    ["firstName", { firstName: "   " }, "First name is required", "field-firstName"],
    ["email", { email: "" }, "Email is required", "field-email"],
    ["email", { email: "ada@example" }, "Invalid email address", "field-email"],
    ["email", { email: "ada.example.com" }, "Invalid email address", "field-email"],
    ["email", { email: "ada@example.c" }, "Invalid email address", "field-email"],
    ["company", { company: "" }, "Company name is required", "field-company"],
    ["projectDetails", { projectDetails: "" }, "Project details are required", "field-projectDetails"],
  ];

  for (const [field, override, message, id] of cases) {
    it(`answers 400 with "${message}" under ${field} for ${JSON.stringify(override[field])}, keeps every value and inserts nothing`, async () => {
      const form = { ...valid(), ...override };
      const res = await postForm("/contact", form);
      expect(res.status).toBe(400);
      const html = await res.text();
      // the message sits under its field, linked by aria-describedby, with aria-invalid set
      const input = html.match(new RegExp(`<(?:input|textarea|select)[^>]*id="${id}"[^>]*>`))?.[0] ?? "";
      expect(input).toContain('aria-invalid="true"');
      // The error is read first; a field with a hint keeps it, after the error.
      expect(input).toMatch(new RegExp(`aria-describedby="${id}-error(?: ${id}-hint)?"`));
      expect(html).toMatch(new RegExp(`id="${id}-error"[^>]*>[\\s\\S]*?${message}`));
      // nothing typed is lost
      for (const [k, v] of Object.entries(form)) {
        if (k === field || !v || k === "projectType") continue;
        expect(html, `value of ${k} kept`).toContain(v.replace(/'/g, "&#x27;"));
      }
      expect(html).toMatch(/<option value="prototyping" selected="">/);
      if (form.email.includes("@example.com")) {
        expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
      }
    });
  }

  it("shows every required-field message at once for an empty form", async () => {
    const res = await postForm("/contact", {
      firstName: "",
      lastName: "",
      email: "",
      company: "",
      projectType: "",
      projectDetails: "",
    });
    expect(res.status).toBe(400);
    const text = textOf(await res.text());
    for (const m of [
      "First name is required",
      "Email is required",
      "Company name is required",
      "Project details are required",
    ]) {
      expect(text).toContain(m);
    }
  });

  it("rejects a project type outside the six options", async () => {
    const form = { ...valid(), projectType: "teleportation" };
    const res = await postForm("/contact", form);
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).toContain("Please choose one of the listed project types");
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const form = { ...valid(), website_url: "http://spam.example" };
    const res = await postForm("/contact", form);
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Thank you for your inquiry!");
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
  });

  it("allows five inquiries per IP in ten minutes, then answers 429 with Retry-After, keeps the form and inserts nothing", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) {
      const res = await postForm("/contact", valid(), { ip });
      expect(res.status, `attempt ${i + 1}`).toBe(200);
    }
    const form = valid();
    const res = await postForm("/contact", form, { ip });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const html = await res.text();
    expect(textOf(html)).toContain("Too many attempts");
    expect(html).toContain(form.company);
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
    // another visitor is not affected
    expect((await postForm("/contact", valid())).status).toBe(200);
  });

  it("answers the spec's failure notice and keeps the form when the database is unreachable and the outbox is missing", async () => {
    const form = valid();
    const res = await postForm("/contact", form, { env: { SUPABASE_URL: inject("deadUrl"), OUTBOX_KV: undefined } });
    expect(res.status).toBe(503);
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain("Error submitting form");
    expect(text).toContain("Please try again or contact us directly.");
    expect(html).toMatch(/role="alert"/);
    for (const v of [form.firstName, form.lastName, form.email, form.company, form.projectDetails])
      expect(html).toContain(v);
  });

  it("rejects a cross-site post with 403 and stores nothing", async () => {
    const form = valid();
    const res = await postForm("/contact", form, {
      origin: "https://evil.example",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
  });

  it("preselects the project type from ?type=", async () => {
    const { SELF } = await import("cloudflare:test");
    const html = await (await SELF.fetch("http://localhost/contact?type=design-consultation")).text();
    expect(html).toMatch(/<option value="design-consultation" selected="">Design consultation<\/option>/);
    const all = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(all).toEqual([
      ["", "Select a project type"],
      ["complete-development", "Complete footwear development"],
      ["design-consultation", "Design consultation"],
      ["prototyping", "Prototyping services"],
      ["testing", "Testing and validation"],
      ["manufacturing", "Manufacturing partnership"],
      ["sustainability", "Sustainability consultation"],
    ]);
    expect(html).toMatch(/<textarea[^>]*rows="6"/);
  });
});
