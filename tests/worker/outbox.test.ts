/**
 * No inquiry is lost: idempotent submissions and the durable outbox, in workerd with the
 * real stand-in (faults injected through its control endpoint) and KV from miniflare.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, inject, it } from "vitest";
import { storeInquiry } from "../../app/lib/inquiry-store.server";
import { OUTBOX_PREFIX } from "../../app/lib/outbox.server";
import { ANON_KEY } from "../../dev/standin/keys.mjs";
import worker from "../../workers/app";
import { fetchWorker, postForm, rowsWhere, textOf, uniqueEmail } from "./support";

const contactForm = (submissionId = crypto.randomUUID()) => ({
  submissionId,
  firstName: "Rita",
  lastName: "Levi",
  email: uniqueEmail("outbox"),
  company: "Outbox Trail Co.",
  projectType: "manufacturing",
  projectDetails: "800 pairs, two colorways, delivery before spring.",
});

async function setFault(fault: unknown) {
  const res = await fetch(`${inject("standinUrl")}/__standin/fault`, { method: "POST", body: JSON.stringify(fault) });
  expect(res.ok).toBe(true);
}

async function outboxKeys(): Promise<string[]> {
  return (await env.OUTBOX_KV.list({ prefix: OUTBOX_PREFIX })).keys.map((k) => k.name);
}

/** Runs the Worker's Cron Trigger handler once, as Cloudflare would. */
async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled!(
    createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }) as never,
    env as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

afterEach(async () => {
  await setFault(null);
  for (const key of await outboxKeys()) await env.OUTBOX_KV.delete(key);
});

describe("idempotent submissions", () => {
  it("stores one row for a replayed contact POST and shows success both times", async () => {
    const form = contactForm();
    const first = await postForm("/contact", form);
    const second = await postForm("/contact", form);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(textOf(await second.text())).toContain("Thank you for your inquiry!");
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(1);
  });

  it("welcomes a replayed newsletter POST again instead of answering Already subscribed", async () => {
    const fields = { submissionId: crypto.randomUUID(), email: uniqueEmail("replay") };
    expect((await postForm("/newsletter", fields)).status).toBe(200);
    const again = await postForm("/newsletter", fields);
    expect(textOf(await again.text())).toContain("Welcome to the community!");
    expect(await rowsWhere("newsletter_subscriptions", "email", fields.email)).toHaveLength(1);
  });

  it("still stores an inquiry whose form carried no submission id", async () => {
    const { submissionId: _, ...form } = contactForm();
    expect((await postForm("/contact", form)).status).toBe(200);
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(1);
  });
});

describe("durable outbox", () => {
  it("queues the inquiry when the stand-in is down, tells the visitor it was received, and the cron stores exactly one row", async () => {
    const form = contactForm();
    const res = await postForm("/contact", form, { env: { SUPABASE_URL: inject("deadUrl") } });
    expect(res.status).toBe(202);
    expect(textOf(await res.text())).toContain("Thank you for your inquiry!");
    const keys = await outboxKeys();
    expect(keys).toEqual([expect.stringMatching(new RegExp(`^${OUTBOX_PREFIX}contact_submissions:[0-9a-f-]{36}$`))]);
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);

    await runCron();
    expect(await outboxKeys()).toEqual([]);
    const rows = await rowsWhere("contact_submissions", "email", form.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Rita Levi", submission_id: keys[0].split(":").at(-1) });
  });

  it("queues when the stand-in answers 500, keeps the entry while it still fails, and delivers once it recovers", async () => {
    await setFault({ kind: "status", status: 500 });
    const form = { submissionId: crypto.randomUUID(), email: uniqueEmail("news500") };
    const res = await postForm("/newsletter", form);
    expect(res.status).toBe(202);
    expect(textOf(await res.text())).toContain("Welcome to the community!");
    expect(await outboxKeys()).toHaveLength(1);

    await runCron(); // still failing: rescheduled with backoff, not deleted
    const [key] = await outboxKeys();
    const entry = await env.OUTBOX_KV.get<{ attempts: number; nextAttemptAt: number }>(key, "json");
    expect(entry?.attempts).toBe(1);
    expect(entry!.nextAttemptAt).toBeGreaterThan(Date.now());

    await setFault(null);
    // make the entry due now, as the clock would after the backoff
    await env.OUTBOX_KV.put(key, JSON.stringify({ ...entry, nextAttemptAt: 0 }), { metadata: { nextAttemptAt: 0 } });
    await runCron();
    expect(await outboxKeys()).toEqual([]);
    expect(await rowsWhere("newsletter_subscriptions", "email", form.email)).toHaveLength(1);
  });

  it("queues when the stand-in is slower than the insert timeout; the late insert and the replay leave exactly one row", async () => {
    await setFault({ kind: "delay", ms: 6500 });
    const form = contactForm();
    const started = Date.now();
    const res = await postForm("/contact", form);
    expect(res.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(6500);
    expect(await outboxKeys()).toHaveLength(1);
    await setFault(null);
    await new Promise((r) => setTimeout(r, 2000)); // the delayed insert lands meanwhile
    await runCron();
    expect(await outboxKeys()).toEqual([]);
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(1);
  }, 20_000);

  it("shows the spec's error and keeps the form when Supabase and the outbox both fail (KV fault simulated by a binding whose calls reject)", async () => {
    const form = contactForm();
    const failingKv = {
      put: () => Promise.reject(new Error("KV unavailable")),
      get: () => Promise.reject(new Error("KV unavailable")),
    };
    const res = await postForm("/contact", form, { env: { SUPABASE_URL: inject("deadUrl"), OUTBOX_KV: failingKv } });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(textOf(html)).toContain("Error submitting form");
    expect(textOf(html)).toContain("Please try again or contact us directly.");
    for (const v of [form.firstName, form.email, form.company, form.projectDetails]) expect(html).toContain(v);
  });

  it("queues inquiries while SUPABASE_URL is missing, names the variable in the log, and still renders pages", async () => {
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.join(" "));
    try {
      const { SUPABASE_URL: _, ...rest } = env as unknown as Record<string, unknown>;
      const form = contactForm();
      const res = await postForm("/contact", form, { env: { ...rest, SUPABASE_URL: undefined } });
      expect(res.status).toBe(202);
      expect(textOf(await res.text())).toContain("Thank you for your inquiry!");
      expect(await outboxKeys()).toEqual([expect.stringMatching(new RegExp(`^${OUTBOX_PREFIX}contact_submissions:`))]);
      expect(logged.filter((l) => l.includes('"env_invalid"') && l.includes("SUPABASE_URL is missing"))).toHaveLength(
        1,
      );
      const page = await fetchWorker(new Request("http://localhost/services"), { SUPABASE_URL: undefined });
      expect(page.status).toBe(200);
    } finally {
      console.error = original;
    }
  });

  it("answers a friendly 503 with the form kept when SUPABASE_URL is missing and there is no outbox", async () => {
    const form = contactForm();
    const res = await postForm("/contact", form, { env: { SUPABASE_URL: undefined, OUTBOX_KV: undefined } });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(textOf(html)).toContain("Error submitting form");
    expect(html).not.toMatch(/at \w+ \(|\.ts:\d+/); // no stack trace
    for (const v of [form.firstName, form.email, form.company, form.projectDetails]) expect(html).toContain(v);
  });

  it("does not queue an insert refused for good (a check constraint), and answers failed", async () => {
    const result = await storeInquiry(
      {
        supabase: { SUPABASE_URL: inject("standinUrl"), SUPABASE_ANON_KEY: ANON_KEY },
        OUTBOX_KV: env.OUTBOX_KV,
        problems: [],
      },
      "contact_submissions",
      {
        submission_id: crypto.randomUUID(),
        name: "A",
        email: uniqueEmail(),
        company: "   ",
        project_type: null,
        project_details: "x",
      },
    );
    expect(result.kind).toBe("failed");
    expect(result.kind === "failed" && result.detail).toMatch(/^400 23514/);
    expect(await outboxKeys()).toEqual([]);
  });
});
