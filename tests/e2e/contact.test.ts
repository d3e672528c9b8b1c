/**
 * Journey: a brand owner starts a project from the contact page at 1440 px, with JavaScript:
 * messages under their fields, the toast and the suggested reading after sending. Instant validation runs in the browser; the
 * inquiry is stored through the Worker's action into the stand-in.
 */
import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  browserForFile,
  CONTACT_READING,
  contactForm,
  contactFormValues,
  DESKTOP,
  describedBy,
  EMPTY_CONTACT_ERRORS,
  errorSummary,
  fillContactForm,
  iconsWithoutSymbol,
  isBelow,
  isFocused,
  linkHrefs,
  rowsByEmail,
  toast,
  uniqueEmail,
  type Visitor,
  visit,
} from "./support";

let visitor: Visitor | undefined;

const session = browserForFile();

/** Records the contact posts a page sends: to the page (no JavaScript) or to its JSON action. */
function contactPosts(visitor: Visitor): Request[] {
  const posts: Request[] = [];
  visitor.page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === "POST" && (path.startsWith("/contact") || path === "/api/contact")) posts.push(req);
  });
  return posts;
}

/** A complete inquiry as a visitor types it (the project type by its label). */
function inquiry(email: string, projectDetails: string) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    company: "Summit Trail Co",
    projectType: "Prototyping services",
    projectDetails,
  };
}

describe("contact form, with JavaScript, at 1440 px", () => {
  it("sends an inquiry: thank-you toast and a focused confirmation panel in place of the form, and the row stored", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    await visit(visitor, "/contact");
    const email = uniqueEmail("contact");
    const values = inquiry(email, "A 6 mm drop trail shoe with a rock plate, 600 pairs in two colorways.");
    await fillContactForm(page, values);
    // Watch focus from the click until the answer is shown: it must never fall to <body>.
    await page.evaluate(() => {
      const w = window as unknown as { fellToBody: boolean };
      w.fellToBody = false;
      const watch = () => {
        if (document.activeElement === document.body || document.activeElement === null) w.fellToBody = true;
        requestAnimationFrame(watch);
      };
      document.addEventListener("submit", () => requestAnimationFrame(watch), { once: true });
    });
    await contactForm(page).submit.focus();
    await page.keyboard.press("Enter");

    const notice = toast(page, "Thank you for your inquiry!");
    await notice.waitFor();
    const text = await notice.textContent();
    expect(text).toContain("We'll get back to you within 24 hours.");
    expect(text).toContain("While you wait, check out these articles:");
    expect(await linkHrefs(notice)).toEqual(CONTACT_READING);

    // The confirmation panel replaces the form and takes focus: the notice, the next steps and the reading list.
    const panel = page.getByRole("region", { name: "Thank you for your inquiry!" });
    await panel.waitFor();
    expect(await isFocused(panel)).toBe(true);
    // Figures and units are joined by no-break spaces; the wording is what is checked.
    const panelText = ((await panel.textContent()) ?? "").replace(/\u00a0/g, " ");
    expect(panelText).toContain("We'll get back to you within 24 hours.");
    for (const step of ["within 24 hours", "within 48 hours", "within 1 week"]) expect(panelText).toContain(step);
    expect(await linkHrefs(panel)).toEqual(CONTACT_READING);
    expect(await page.locator('form[action="/contact"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { fellToBody: boolean }).fellToBody)).toBe(false);
    // The toast and the panel are drawn by React, after hydration: their icons are in the sprite,
    // which still holds only what this page can draw (no Save icon of the articles).
    expect(await iconsWithoutSymbol(page)).toEqual([]);
    expect(await page.locator("#i-file-down").count()).toBe(0);

    // "Send another inquiry" brings back an empty form with focus on the first field.
    await panel.getByRole("button", { name: "Send another inquiry" }).click();
    await expect
      .poll(() => contactFormValues(page))
      .toEqual({ firstName: "", lastName: "", email: "", company: "", projectType: "", projectDetails: "" });
    expect(await isFocused(contactForm(page).firstName)).toBe(true);

    const rows = await rowsByEmail("contact_submissions", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada Lovelace",
      email,
      company: "Summit Trail Co",
      project_type: "prototyping",
      project_details: values.projectDetails,
    });
    expect(visitor.errors).toEqual([]);
  });

  it("refuses an empty form: four messages under their fields, a summary linking to them, focus on the first name, nothing sent", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    const posts = contactPosts(visitor);
    await visit(visitor, "/contact");
    const form = contactForm(page);
    await form.submit.click();

    for (const [field, message] of Object.entries(EMPTY_CONTACT_ERRORS)) {
      const control = form[field as keyof typeof EMPTY_CONTACT_ERRORS];
      const shown = form.region.getByText(message, { exact: true });
      await shown.waitFor();
      expect(await control.getAttribute("aria-invalid"), field).toBe("true");
      // The error first; a field with a hint keeps it, read after the error.
      expect((await describedBy(control)).startsWith(message), field).toBe(true);
      expect(await isBelow(shown, control), `${message} is under its field`).toBe(true);
    }
    expect(await describedBy(form.projectDetails)).toMatch(
      new RegExp(`^${EMPTY_CONTACT_ERRORS.projectDetails} A few lines are enough`),
    );
    // On screen the hint stands between the label and the box, read before typing; the message
    // sits under the box (above).
    const detailsHint = form.region.getByText(/^A few lines are enough/);
    expect(await isBelow(form.projectDetails, detailsHint)).toBe(true);
    for (const optional of [form.lastName, form.projectType]) {
      expect(await optional.getAttribute("aria-invalid")).toBeNull();
    }
    expect(await isFocused(form.firstName)).toBe(true);
    expect(await iconsWithoutSymbol(page)).toEqual([]);

    // At the top of the form, above its first field, a summary names the four fields in page
    // order, each a link to its control, and says that nothing was sent or lost.
    const summaryBox = form.region.getByText(/fields? needs? your attention/);
    expect(await isBelow(form.firstName, summaryBox)).toBe(true);
    expect(
      await form.region.getByText("Nothing has been sent yet. Anything you typed is still in the form.").isVisible(),
    ).toBe(true);
    const summary = await errorSummary(form.region);
    expect(summary.map((entry) => entry.label)).toEqual(["First name", "Email", "Company", "Project details"]);
    for (const { label, target } of summary) {
      expect(await page.locator(`#${target}`).getAttribute("aria-invalid"), label).toBe("true");
    }
    await form.region.getByRole("link", { name: "Company", exact: true }).click();
    await expect.poll(() => isFocused(form.company)).toBe(true);

    // Fixing one field clears its message; the others stay.
    await form.firstName.fill("Ada");
    await form.region.getByText(EMPTY_CONTACT_ERRORS.firstName).waitFor({ state: "detached" });
    expect(await form.firstName.getAttribute("aria-invalid")).toBeNull();
    expect(await form.region.getByText(EMPTY_CONTACT_ERRORS.email).isVisible()).toBe(true);
    expect(await form.email.getAttribute("aria-invalid")).toBe("true");
    expect((await errorSummary(form.region)).map((entry) => entry.label)).toEqual([
      "Email",
      "Company",
      "Project details",
    ]);

    expect(posts).toHaveLength(0);
    expect(visitor.errors).toEqual([]);
  });

  it("refuses an invalid email and keeps everything typed", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    const posts = contactPosts(visitor);
    await visit(visitor, "/contact");
    const form = contactForm(page);
    await fillContactForm(page, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@summit-trail",
      company: "Summit Trail Co",
      projectType: "Design consultation",
      projectDetails: "Two styles for the 2027 season.",
    });
    await form.submit.click();

    const shown = form.region.getByText("Invalid email address", { exact: true });
    await shown.waitFor();
    expect(await form.email.getAttribute("aria-invalid")).toBe("true");
    expect(await describedBy(form.email)).toBe("Invalid email address");
    expect(await isFocused(form.email)).toBe(true);
    expect(await contactFormValues(page)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@summit-trail",
      company: "Summit Trail Co",
      projectType: "design-consultation",
      projectDetails: "Two styles for the 2027 season.",
    });
    for (const other of [form.firstName, form.company, form.projectDetails]) {
      expect(await other.getAttribute("aria-invalid")).toBeNull();
    }
    expect(posts).toHaveLength(0);
    expect(await rowsByEmail("contact_submissions", "ada@summit-trail")).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  it("loses no inquiry when the answer is lost: 'Not sent yet', everything typed kept, and sending again stores one row", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    const posts = contactPosts(visitor);
    await visit(visitor, "/contact");
    const email = uniqueEmail("contact-lost");
    const values = inquiry(email, "Mountain racer, 600 pairs in two colourways.");
    await fillContactForm(page, values);
    // The post reaches the Worker and the row is stored, but the answer never reaches the page
    // (a connection that drops on the way back).
    await page.route("**/api/contact", async (route) => {
      await route.fetch();
      await route.abort("internetdisconnected");
    });
    await contactForm(page).submit.click();
    const lost = toast(page, "Not sent yet");
    await lost.waitFor();
    expect(await lost.textContent()).toContain("Everything you typed is still here");
    expect(await contactFormValues(page)).toEqual({ ...values, projectType: "prototyping" });
    expect(await contactForm(page).submit.textContent()).toContain("Send Inquiry");

    // Sending again is a replay of the same submission id: the thank-you, and still one row.
    await page.unroute("**/api/contact");
    await contactForm(page).submit.click();
    await toast(page, "Thank you for your inquiry!").waitFor();
    expect(posts).toHaveLength(2);
    expect(await rowsByEmail("contact_submissions", email)).toHaveLength(1);
    expect(visitor.errors).toEqual([]);
  });
});
