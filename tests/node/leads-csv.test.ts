/**
 * `npm run leads -- --csv` against a stand-in: the output parses back (csv-parse, RFC 4180)
 * to exactly the stored values, commas, quotes and line breaks included.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../../dev/standin/keys.mjs";
import { type Standin, startStandin } from "../../dev/standin/server.mjs";

const run = promisify(execFile);
let standin: Standin;

const tricky = {
  name: 'Jane "JD" Doe',
  email: "jane@example.com",
  company: "Summit, Ridge & Co",
  project_type: "testing",
  project_details: 'Line one, with a comma\nLine two with "quotes"\r\nLine three',
};

async function insert(table: string, row: Record<string, unknown>) {
  const res = await fetch(`${standin.url}/rest/v1/${table}`, {
    method: "POST",
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify(row),
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  standin = await startStandin({ port: 0 });
  await insert("contact_submissions", tricky);
  await insert("contact_submissions", { ...tricky, name: '=HYPERLINK("http://x")', email: "formula@example.com" });
  // A bare line feed, no comma or quote: it must be quoted too, or a spreadsheet splits the row.
  await insert("contact_submissions", {
    ...tricky,
    email: "lf@example.com",
    company: "Plain Co",
    project_details: "First line\nsecond line",
  });
  await insert("newsletter_subscriptions", { email: "reader@example.com" });
}, 60_000);

afterAll(async () => {
  await standin?.close();
});

describe("npm run leads -- --csv", () => {
  it("prints CSV that a CSV parser reads back to the stored values", async () => {
    const { stdout } = await run("node", ["dev/leads.mjs", "--csv"], {
      env: { ...process.env, SUPABASE_URL: standin.url },
    });
    // Any line break outside quotes ends a record, as spreadsheets read it.
    const records = parse(stdout, { columns: true, record_delimiter: ["\r\n", "\n", "\r"] }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(4);
    expect(records.find((r) => r.email === "lf@example.com")?.project_details).toBe("First line\nsecond line");
    const jane = records.find((r) => r.email === "jane@example.com")!;
    expect(jane).toMatchObject({ table: "contact_submissions", ...tricky });
    expect(records.find((r) => r.table === "newsletter_subscriptions")?.email).toBe("reader@example.com");
    expect(stdout.split("\r\n")[0]).toBe("table,id,created_at,name,email,company,project_type,project_details");
  });

  it("neutralises spreadsheet formulas typed into the form", async () => {
    const { stdout } = await run("node", ["dev/leads.mjs", "--csv"], {
      env: { ...process.env, SUPABASE_URL: standin.url },
    });
    const records = parse(stdout, { columns: true }) as Record<string, string>[];
    expect(records.find((r) => r.email === "formula@example.com")?.name).toBe('\'=HYPERLINK("http://x")');
  });

  it("prints readable tables by default, and a one-line error when the database is unreachable", async () => {
    const { stdout } = await run("node", ["dev/leads.mjs"], { env: { ...process.env, SUPABASE_URL: standin.url } });
    expect(stdout).toContain("Contact inquiries");
    expect(stdout).toContain("Summit, Ridge & Co");
    const failed = await run("node", ["dev/leads.mjs"], {
      env: { ...process.env, SUPABASE_URL: "http://127.0.0.1:9" },
    }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim().split("\n")).toHaveLength(1);
    expect(failed.stderr).toContain("cannot reach the database");
  });
});
