/**
 * The attacker's cases against the form actions, each played for real: concurrent bursts from
 * one address, many addresses from one IPv6 /64, Slack control sequences, control and invisible
 * characters in every field, a rotated anon key followed by the cron, and a reused submission id.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, inject, it } from "vitest";
import { DEAD_LETTER_PREFIX, OUTBOX_PREFIX } from "../../app/lib/outbox.server";
import { takeThrottleToken, throttleSubject } from "../../app/lib/throttle.server";
import { ANON_KEY } from "../../dev/standin/keys.mjs";
import worker from "../../workers/app";
import { freshIp, postForm, rowsWhere, textOf, uniqueEmail } from "./support";

const contactForm = () => ({
  submissionId: crypto.randomUUID(),
  firstName: "Ines",
  lastName: "Duarte",
  email: uniqueEmail("attack"),
  company: "Burst Trail Co",
  projectType: "",
  projectDetails: "Two hundred pairs of a mud racer.",
});

async function outboxKeys(prefix: string): Promise<string[]> {
  return (await env.OUTBOX_KV.list({ prefix })).keys.map((k) => k.name);
}

async function runCron(overrides: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled!(
    createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }) as never,
    { ...env, ...overrides } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** Captures console output as lines while `fn` runs. */
async function capture(fn: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const originals = { log: console.log, warn: console.warn, error: console.error };
  for (const level of ["log", "warn", "error"] as const)
    console[level] = (...args: unknown[]) => void lines.push(args.join(" "));
  try {
    await fn();
  } finally {
    Object.assign(console, originals);
  }
  return lines;
}

afterEach(async () => {
  for (const key of [...(await outboxKeys(OUTBOX_PREFIX)), ...(await outboxKeys(DEAD_LETTER_PREFIX))])
    await env.OUTBOX_KV.delete(key);
});

describe("configuration faults", () => {
  // First in the file: the one-line-per-minute log limit is per isolate.
  it("parks inquiries sent with a rotated anon key, logs one short line, never dead-letters, and stores them once the key is fixed", async () => {
    const rotated = `${ANON_KEY.slice(0, -4)}AAAA`;
    const forms = [contactForm(), contactForm(), contactForm()];
    const lines = await capture(async () => {
      for (const form of forms) {
        const res = await postForm("/contact", form, { env: { SUPABASE_ANON_KEY: rotated } });
        expect(res.status).toBe(202);
        expect(textOf(await res.text())).toContain("Thank you for your inquiry!");
      }
      await runCron({ SUPABASE_ANON_KEY: rotated });
    });
    const faults = lines.filter((l) => l.includes('"supabase_misconfigured"'));
    expect(faults).toHaveLength(1);
    expect(faults[0].length).toBeLessThan(400);
    expect(await outboxKeys(DEAD_LETTER_PREFIX)).toEqual([]);
    const queued = await outboxKeys(OUTBOX_PREFIX);
    expect(queued).toHaveLength(3);
    for (const key of queued) {
      const entry = await env.OUTBOX_KV.get<object>(key, "json");
      await env.OUTBOX_KV.put(key, JSON.stringify({ ...entry, nextAttemptAt: 0 }), { metadata: { nextAttemptAt: 0 } });
    }
    await runCron();
    expect(await outboxKeys(OUTBOX_PREFIX)).toEqual([]);
    for (const form of forms) expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(1);
  }, 90_000);

  it("parks an inquiry when SUPABASE_URL points at something that is not PostgREST (404 with an empty body)", async () => {
    const form = contactForm();
    const res = await postForm("/contact", form, { env: { SUPABASE_URL: inject("webhookUrl") } });
    expect(res.status).toBe(202);
    expect(await outboxKeys(OUTBOX_PREFIX)).toHaveLength(1);
    await runCron({ SUPABASE_URL: inject("webhookUrl") });
    expect(await outboxKeys(DEAD_LETTER_PREFIX)).toEqual([]);
    expect(await outboxKeys(OUTBOX_PREFIX)).toHaveLength(1);
  });
});

describe("throttle under attack", () => {
  it("accepts at most 10 of 100 concurrent newsletter posts from one address", async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => postForm("/newsletter", { email: uniqueEmail("burst") }, { ip, env: {} })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
    expect(statuses.filter((s) => s === 200 || s === 202)).toHaveLength(10);
  });

  it("accepts at most 5 contact posts over five concurrent bursts of 20 from one address", async () => {
    const ip = freshIp();
    let accepted = 0;
    for (let burst = 0; burst < 5; burst++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => postForm("/contact", contactForm(), { ip, env: {} })),
      );
      // Accepted means stored or queued (under this load an insert may outlast its timeout).
      accepted += answers.filter((r) => r.status !== 429).length;
    }
    expect(accepted).toBe(5);
  });

  it("counts one IPv6 /64 as one visitor: 12 addresses from one /64 get 10 subscriptions", async () => {
    const prefix = freshIp().split("::")[0];
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const ip = `${prefix}:${i.toString(16)}:0:0:${(i * 7).toString(16)}`;
      statuses.push((await postForm("/newsletter", { email: uniqueEmail("v6") }, { ip, env: {} })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200 || s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("keys IPv6 addresses by their /64 and IPv4-mapped addresses by their IPv4 address", () => {
    expect(throttleSubject("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(throttleSubject("2001:DB8:1:2::ffff")).toBe("2001:db8:1:2::/64");
    expect(throttleSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttleSubject("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(throttleSubject("203.0.113.9")).toBe("203.0.113.9");
  });

  it("does not count invalid posts: five typos, then a valid inquiry is stored", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await postForm("/contact", { ...contactForm(), email: "ines@example" }, { ip, env: {} });
      expect(res.status).toBe(400);
    }
    const form = contactForm();
    expect((await postForm("/contact", form, { ip, env: {} })).status).toBe(200);
    expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(1);
  });

  /** The suite's KV, except that every write throws `error` (a fault local KV cannot produce: injected). */
  const kvFailingWrites = (error: Error): KVNamespace =>
    new Proxy(env.THROTTLE_KV, {
      get(target, prop) {
        if (prop === "put") return () => Promise.reject(error);
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });

  it("refuses, for a second, a post whose count KV refuses to write for its per-key rate (429, fault injected): a burst cannot pass uncounted", async () => {
    const kv = kvFailingWrites(new Error("KV PUT failed: 429 Too Many Requests"));
    const result = await takeThrottleToken(kv, "contact", `contended-${crypto.randomUUID()}`);
    expect(result).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("still lets a post through when KV fails to write for any other reason (fault injected): the throttle never costs a lead", async () => {
    const kv = kvFailingWrites(new Error("KV PUT failed: 500 Internal Server Error"));
    const result = await takeThrottleToken(kv, "contact", `broken-${crypto.randomUUID()}`);
    expect(result).toMatchObject({ allowed: true, failedOpen: true });
  });

  it("states a true Retry-After: the time until the oldest counted post leaves the 10-minute window", async () => {
    const hash = `sliding-${crypto.randomUUID()}`;
    // Not on a 10-minute boundary: a window fixed to the clock would split these posts in two.
    const t0 = Date.parse("2026-11-23T10:07:00Z");
    for (let i = 0; i < 5; i++) {
      expect((await takeThrottleToken(env.THROTTLE_KV, "contact", hash, t0 + i * 60_000)).allowed).toBe(true);
    }
    // Four and a half minutes after the last post, the first leaves the window in 60 s.
    const refused = await takeThrottleToken(env.THROTTLE_KV, "contact", hash, t0 + 540_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await takeThrottleToken(env.THROTTLE_KV, "contact", hash, t0 + 600_001)).allowed).toBe(true);
  });
});

describe("Slack control sequences", () => {
  it("escapes <!channel> and disguised links in every field of the webhook text, and keeps the raw lead", async () => {
    const sneaky = "<!channel>";
    const form = {
      ...contactForm(),
      firstName: `Ana ${sneaky}`,
      lastName: "<https://evil.example|alpinelast.example>",
      company: `Co ${sneaky} &`,
      email: `ana+<!here>@example.com`,
      projectDetails: `Details ${sneaky}`,
    };
    await fetch(`${inject("webhookUrl")}/received`, { method: "DELETE" });
    const res = await postForm("/contact", form, { env: { LEAD_WEBHOOK_URL: `${inject("webhookUrl")}/hook` } });
    expect(res.status).toBe(200);
    const [message] = (await (await fetch(`${inject("webhookUrl")}/received`)).json()) as {
      body: { text: string; attachments: { fields: { value: string }[] }[]; lead: Record<string, string> };
    }[];
    const slackText = [message.body.text, ...message.body.attachments[0].fields.map((f) => f.value)].join("\n");
    expect(slackText).not.toMatch(/[<>]/);
    expect(slackText).toContain("&lt;!channel&gt;");
    expect(slackText).toContain("&amp;");
    expect(message.body.lead.company).toBe(`Co ${sneaky} &`);
  });
});

describe("control and invisible characters", () => {
  const contactFields = ["firstName", "lastName", "email", "company", "projectDetails"] as const;
  const controls = { ESC: "\u001b", BEL: "\u0007", NUL: "\u0000", NEL: "\u0085" };

  for (const [name, char] of Object.entries(controls)) {
    it.each(contactFields)(`refuses ${name} in the contact field %s with a field error, never a 503`, async (field) => {
      const form = contactForm();
      const value = field === "email" ? `ines${char}@example.com` : `${form[field]} ${char}x`;
      const res = await postForm("/contact", { ...form, [field]: value }, { env: {} });
      expect(res.status).toBe(400);
      expect(textOf(await res.text())).toMatch(/characters we can't accept/);
      expect(await rowsWhere("contact_submissions", "email", form.email)).toHaveLength(0);
    });

    it(`refuses ${name} in the newsletter address with a field error`, async () => {
      const res = await postForm("/newsletter", { email: `news${char}@example.com` }, { env: {} });
      expect(res.status).toBe(400);
      expect(textOf(await res.text())).toMatch(/characters we can't accept/);
    });
  }

  it.each(["firstName", "company", "projectDetails"] as const)(
    "answers 'required' when %s is only a zero-width space",
    async (field) => {
      const res = await postForm("/contact", { ...contactForm(), [field]: "\u200b" }, { env: {} });
      expect(res.status).toBe(400);
      expect(textOf(await res.text())).toMatch(/is required|are required/);
    },
  );

  it("removes zero-width and right-to-left override characters from every field before storing", async () => {
    const form = {
      ...contactForm(),
      firstName: "In\u202ees",
      lastName: "Du\u200barte",
      company: "Burst\u2066 Trail\u2069 Co",
      projectDetails: "Two\u200d hundred pairs\u202e.",
    };
    const email = form.email;
    form.email = `\u200b${email}`;
    expect((await postForm("/contact", form, { env: {} })).status).toBe(200);
    const [row] = await rowsWhere("contact_submissions", "email", email);
    expect(row).toMatchObject({
      name: "Ines Duarte",
      company: "Burst Trail Co",
      project_details: "Two hundred pairs.",
    });
  });
});

describe("submission ids", () => {
  it("stores a second post with the same submission id but other content, instead of dropping it", async () => {
    const first = contactForm();
    const second = { ...first, projectDetails: "Changed my mind: four hundred pairs." };
    expect((await postForm("/contact", first)).status).toBe(200);
    expect((await postForm("/contact", second)).status).toBe(200);
    const rows = await rowsWhere("contact_submissions", "email", first.email);
    expect(rows.map((r) => r.project_details).sort()).toEqual([first.projectDetails, second.projectDetails].sort());
    // and the same post again is still a replay
    expect((await postForm("/contact", second)).status).toBe(200);
    expect(await rowsWhere("contact_submissions", "email", first.email)).toHaveLength(2);
  });
});
