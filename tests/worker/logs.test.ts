/**
 * Structured logs: one JSON line per action outcome, with a request id and a duration, and no
 * personal data beyond a hashed IP and the email domain (issue: operators watch the site).
 */
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { postForm, uniqueEmail } from "./support";

let lines: string[] = [];
const originals = { log: console.log, warn: console.warn, error: console.error };

beforeEach(() => {
  lines = [];
  for (const level of ["log", "warn", "error"] as const)
    console[level] = (...args: unknown[]) => void lines.push(args.join(" "));
});
afterEach(() => Object.assign(console, originals));

const outcomes = () =>
  lines
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((e) => e.event === "form_outcome");

describe("structured logs", () => {
  const person = {
    firstName: "Marguerite",
    lastName: "Yourcenar",
    company: "Memoirs Trail Co",
    projectDetails: "Secret project codename Hadrian",
  };

  it.each([
    ["stored", () => postForm("/contact", { ...person, email: uniqueEmail("log") }, { env: {} })],
    ["invalid", () => postForm("/contact", { ...person, email: "not-an-address" }, { env: {} })],
    [
      "duplicate",
      async () => {
        const email = uniqueEmail("logdup");
        await postForm("/newsletter", { email }, { env: {} });
        lines = [];
        return postForm("/newsletter", { email }, { env: {} });
      },
    ],
    [
      "queued",
      () =>
        postForm("/contact", { ...person, email: uniqueEmail("logq") }, { env: { SUPABASE_URL: inject("deadUrl") } }),
    ],
    [
      "failed",
      () =>
        postForm(
          "/contact",
          { ...person, email: uniqueEmail("logf") },
          { env: { SUPABASE_URL: inject("deadUrl"), OUTBOX_KV: undefined } },
        ),
    ],
  ])("writes one %s line with a request id and a duration, without personal data", async (outcome, send) => {
    await send();
    const entries = outcomes();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry.outcome).toBe(outcome);
    expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof entry.ms).toBe("number");
    const line = JSON.stringify(entry);
    for (const secret of [person.firstName, person.lastName, person.company, "Hadrian", "@example.com"]) {
      expect(line).not.toContain(secret);
    }
    if (outcome !== "invalid") {
      expect(entry.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.emailDomain).toBe("example.com");
    }
  });

  it("writes a throttled line", async () => {
    const ip = "2001:db8:1065::1";
    for (let i = 0; i < 5; i++) await postForm("/contact", { ...person, email: uniqueEmail("lt") }, { ip, env: {} });
    lines = [];
    await postForm("/contact", { ...person, email: uniqueEmail("lt") }, { ip, env: {} });
    expect(outcomes().map((e) => e.outcome)).toEqual(["throttled"]);
  });
});
