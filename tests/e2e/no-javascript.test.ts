import { afterEach, describe, expect, it } from "vitest";
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
  footerNewsletter,
  linkHrefs,
  MOBILE,
  NAV_LINKS,
  NEWSLETTER_READING,
  rowsByEmail,
  runScheduledReplay,
  setAnonInsert,
  setStandinFault,
  uniqueEmail,
  type Visitor,
  visit,
} from "./support";

let visitor: Visitor | undefined;

const session = browserForFile();
afterEach(async () => {
  await setStandinFault(null);
  await setAnonInsert("contact_submissions", true);
});

const EMPTY_FORM = { firstName: "", lastName: "", email: "", company: "", projectType: "", projectDetails: "" };

function inquiry(email: string) {
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email,
    company: "Ridge & Co",
    projectType: "Manufacturing partnership",
    projectDetails: "1,000 pairs of a lugged mountain shoe, EU 36-47.",
  };
}

describe("without JavaScript", () => {
  it("contact: an inquiry is stored and the thank-you notice with its reading list is in the page", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/contact");
    const email = uniqueEmail("nojs-contact");
    await fillContactForm(page, inquiry(email));
    await contactForm(page).submit.click();

    const notice = page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" });
    await notice.waitFor();
    const text = await notice.textContent();
    expect(text).toContain("We'll get back to you within 24 hours.");
    expect(text).toContain("While you wait, check out these articles:");
    expect(await linkHrefs(notice)).toEqual(CONTACT_READING);
    expect(await contactFormValues(page)).toEqual(EMPTY_FORM);

    const rows = await rowsByEmail("contact_submissions", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Grace Hopper", company: "Ridge & Co", project_type: "manufacturing" });
    expect(visitor.errors).toEqual([]);
  });

  it("contact: an empty form comes back with the four messages under their fields and a summary linking to them", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/contact");
    const form = contactForm(page);
    await form.submit.click();
    await page.waitForLoadState();

    for (const [field, message] of Object.entries(EMPTY_CONTACT_ERRORS)) {
      const control = form[field as keyof typeof EMPTY_CONTACT_ERRORS];
      await form.region.getByText(message, { exact: true }).waitFor();
      expect(await control.getAttribute("aria-invalid"), field).toBe("true");
      // The error first; a field with a hint keeps it, read after the error.
      expect((await describedBy(control)).startsWith(message), field).toBe(true);
    }
    const summary = await errorSummary(form.region);
    expect(summary.map((entry) => entry.label)).toEqual(["First name", "Email", "Company", "Project details"]);
    for (const { label, target } of summary) {
      expect(await page.locator(`#${target}`).getAttribute("aria-invalid"), label).toBe("true");
    }
    expect(await page.getByRole("status").count()).toBe(0);
    expect(visitor.errors).toEqual([]);
  });

  it("contact: while the database is down the inquiry is accepted, and the outbox delivers it later", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/contact");
    const email = uniqueEmail("nojs-outbox");
    await fillContactForm(page, inquiry(email));
    await setStandinFault({ kind: "status", status: 503 });
    await contactForm(page).submit.click();

    await page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" }).waitFor();
    expect(await contactFormValues(page)).toEqual(EMPTY_FORM);

    // The database is back: the row is not there until the Cron Trigger replays the outbox.
    await setStandinFault(null);
    expect(await rowsByEmail("contact_submissions", email)).toEqual([]);
    await runScheduledReplay();
    expect(await rowsByEmail("contact_submissions", email)).toHaveLength(1);
    expect(visitor.errors).toEqual([]);
  });

  it("contact: when the database refuses the anon key (a lost grant), the inquiry is kept in the outbox and delivered once the grant is back", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/contact");
    const email = uniqueEmail("nojs-no-grant");
    await fillContactForm(page, inquiry(email));
    await setAnonInsert("contact_submissions", false);
    await contactForm(page).submit.click();

    await page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" }).waitFor();
    expect(await rowsByEmail("contact_submissions", email)).toEqual([]);

    // A configuration fault keeps the row; the Cron Trigger delivers it once the grant is back.
    await setAnonInsert("contact_submissions", true);
    await runScheduledReplay();
    expect(await rowsByEmail("contact_submissions", email)).toHaveLength(1);
    expect(visitor.errors).toEqual([]);
  });

  it("newsletter: subscribing from the footer shows the welcome page; the same address again says already subscribed", async () => {
    visitor = await session.visitor({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/");
    const email = uniqueEmail("nojs-newsletter");
    await footerNewsletter(page).email.fill(email);
    await footerNewsletter(page).submit.click();
    await page.waitForURL("**/newsletter");

    const welcome = page.getByRole("status").filter({ hasText: "Welcome to the community!" });
    await welcome.waitFor();
    const text = await welcome.textContent();
    expect(text).toContain("Thanks for subscribing! You'll receive our latest insights soon.");
    expect(text).toContain("Start reading:");
    expect(await linkHrefs(welcome)).toEqual(NEWSLETTER_READING);

    // The welcome stands alone: no second, empty form under it.
    expect(await page.getByRole("main").getByRole("form", { name: "Subscribe" }).count()).toBe(0);

    // /newsletter has its own form (its footer leaves the form out): the same address again.
    await visit(visitor, "/newsletter");
    const pageForm = page.getByRole("main").getByRole("form", { name: "Subscribe" });
    await pageForm.getByLabel("Email address").fill(email);
    await pageForm.getByRole("button", { name: "Subscribe" }).click();
    const duplicate = page.getByRole("status").filter({ hasText: "Already subscribed" });
    await duplicate.waitFor();
    expect(await duplicate.textContent()).toContain("This email is already in our newsletter.");
    expect(await rowsByEmail("newsletter_subscriptions", email, "ilike")).toHaveLength(1);
    expect(visitor.errors).toEqual([]);
  });

  it("the mobile menu (a <details>) opens at 390 px and its links work", async () => {
    visitor = await session.visitor({ viewport: MOBILE, javaScriptEnabled: false });
    const { page } = visitor;
    await visit(visitor, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByLabel("Menu", { exact: true });
    expect(await nav.getByRole("link", { name: "Contact", exact: true }).count()).toBe(0);

    await toggle.click();
    const names = await nav
      .getByRole("list")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText.trim()));
    expect(names.slice(0, NAV_LINKS.length)).toEqual(NAV_LINKS);

    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL("**/contact");
    await page.getByRole("heading", { level: 1, name: "Contact us" }).waitFor();
    expect(await nav.getByRole("link", { name: "Contact", exact: true }).count()).toBe(0);
    expect(visitor.errors).toEqual([]);
  });
});
