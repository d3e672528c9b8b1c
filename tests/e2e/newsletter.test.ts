/**
 * Journey: a visitor subscribes to the newsletter from the footer of the contact page (the page
 * that hydrates), with JavaScript, then tries again with the same address in upper case:
 * duplicates ignore case, and the answers appear as toasts.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  browserForFile,
  DESKTOP,
  footerNewsletter,
  linkHrefs,
  NEWSLETTER_READING,
  rowsByEmail,
  setStandinFault,
  toast,
  uniqueEmail,
  type Visitor,
  visit,
} from "./support";

let visitor: Visitor | undefined;

const session = browserForFile();
afterEach(async () => {
  await setStandinFault(null);
});

describe("footer newsletter, with JavaScript", () => {
  it("subscribes once: busy button, welcome toast with the reading list, emptied field; a second try says already subscribed", async () => {
    visitor = await session.visitor({ viewport: DESKTOP });
    const { page } = visitor;
    await visit(visitor, "/contact");
    const newsletter = footerNewsletter(page);
    const email = uniqueEmail("newsletter");

    // A slow database keeps the form in its submitting state long enough to see it.
    await setStandinFault({ kind: "delay", ms: 1500 });
    await newsletter.email.fill(email);
    await newsletter.submit.click();
    await newsletter.form.getByRole("button", { name: "Subscribing" }).waitFor();
    expect((await newsletter.submit.textContent())?.trim()).toBe("...");
    expect(await newsletter.submit.isDisabled()).toBe(true);

    const welcome = toast(page, "Welcome to the community!");
    await welcome.waitFor();
    await setStandinFault(null);
    const text = await welcome.textContent();
    expect(text).toContain("Thanks for subscribing! You'll receive our latest insights soon.");
    expect(text).toContain("Start reading:");
    expect(await linkHrefs(welcome)).toEqual(NEWSLETTER_READING);
    await expect.poll(() => newsletter.email.inputValue()).toBe("");
    expect((await newsletter.submit.textContent())?.trim()).toBe("Subscribe");
    expect(await newsletter.submit.isEnabled()).toBe(true);

    // Same address, other case: the database's unique index on lower(email) answers 23505.
    const shouted = email.toUpperCase();
    await newsletter.email.fill(shouted);
    await newsletter.submit.click();
    const duplicate = toast(page, "Already subscribed");
    await duplicate.waitFor();
    expect(await duplicate.textContent()).toContain("This email is already in our newsletter.");
    expect(await newsletter.email.inputValue()).toBe(shouted);

    const rows = await rowsByEmail("newsletter_subscriptions", email, "ilike");
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(email);
    expect(visitor.errors).toEqual([]);
  });
});
