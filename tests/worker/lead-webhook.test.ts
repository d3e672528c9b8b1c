/**
 * Lead notification to a local webhook receiver (issue: operators receive leads).
 */
import { afterEach, describe, expect, inject, it } from "vitest";
import { postForm, uniqueEmail } from "./support";

type Received = {
  contentType: string;
  body: { text: string; attachments: { fields: { title: string; value: string }[] }[]; lead: Record<string, string> };
};

const receiver = () => inject("webhookUrl");
const hook = () => `${receiver()}/hook`;
/**
 * The messages the receiver got about one address. Other suites post to the same receiver, and a
 * late delivery of theirs must not count here.
 */
const received = async (email: string): Promise<Received[]> =>
  ((await (await fetch(`${receiver()}/received`)).json()) as Received[]).filter((m) =>
    JSON.stringify(m.body).includes(email),
  );

afterEach(async () => {
  await fetch(`${receiver()}/received`, { method: "DELETE" });
  await fetch(`${receiver()}/status/200`, { method: "POST" });
});

describe("lead webhook", () => {
  it("posts one Slack-compatible JSON message per stored inquiry", async () => {
    const email = uniqueEmail("hook");
    const form = {
      submissionId: crypto.randomUUID(),
      firstName: "Nia",
      lastName: "Okafor",
      email,
      company: "Hook, Line & Trail",
      projectType: "testing",
      projectDetails: 'Lugs "5 mm", 400 pairs',
    };
    expect((await postForm("/contact", form, { env: { LEAD_WEBHOOK_URL: hook() } })).status).toBe(200);
    // the same submission replayed is not announced twice
    expect((await postForm("/contact", form, { env: { LEAD_WEBHOOK_URL: hook() } })).status).toBe(200);
    const messages = await received(email);
    expect(messages).toHaveLength(1);
    const [{ contentType, body }] = messages;
    expect(contentType).toBe("application/json");
    // Slack mrkdwn escaping in the text; the structured lead stays raw.
    expect(body.text).toBe("New project inquiry from Nia Okafor at Hook, Line &amp; Trail");
    expect(body.lead.company).toBe("Hook, Line & Trail");
    expect(body.attachments[0].fields).toContainEqual({
      title: "Project details",
      value: 'Lugs "5 mm", 400 pairs',
      short: false,
    });
    expect(body.lead).toMatchObject({
      type: "contact_submission",
      status: "stored",
      email,
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      project_type: "testing",
    });
  });

  it("announces a new subscriber but not an address that is already subscribed", async () => {
    const email = uniqueEmail("hooknews");
    await postForm("/newsletter", { email }, { env: { LEAD_WEBHOOK_URL: hook() } });
    await postForm("/newsletter", { email }, { env: { LEAD_WEBHOOK_URL: hook() } });
    const messages = await received(email);
    expect(messages.map((m) => m.body.text)).toEqual([`New newsletter subscriber: ${email}`]);
  });

  it("retries a failing receiver and never affects the visitor", async () => {
    await fetch(`${receiver()}/status/500`, { method: "POST" });
    const email = uniqueEmail("hookfail");
    const res = await postForm("/newsletter", { email }, { env: { LEAD_WEBHOOK_URL: hook() } });
    expect(res.status).toBe(200);
    expect(await received(email)).toHaveLength(3);
  });
});
