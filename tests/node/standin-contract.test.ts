/**
 * Contract tests for the local Supabase stand-in (design.md §4) and the inquiry migration
 * (supabase/migrations), through real supabase-js and raw HTTP, against real Postgres
 * (PGlite).
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { jwtVerify, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { statusForSqlState } from "../../dev/standin/errors.mjs";
import { ANON_KEY, DEMO_JWT_SECRET, SERVICE_ROLE_KEY } from "../../dev/standin/keys.mjs";
import { type Standin, startStandin } from "../../dev/standin/server.mjs";

const INQUIRY_MIGRATION = "20261122000100_inquiry_tables.sql";
const JSON_UTF8 = "application/json; charset=utf-8";

/**
 * supabase-js 2.109 creates a Realtime client in createClient and, on Node 20 (no global
 * WebSocket), throws unless a transport is given. These tests never use Realtime.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error("Realtime is not used in these tests");
  }
}

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport as unknown as typeof WebSocket },
  });
}

let seq = 0;
/** A unique, valid address per call, so tests sharing one database do not collide. */
function uniqueEmail(tag: string): string {
  seq += 1;
  return `${tag}-${Date.now().toString(36)}-${seq}@example.com`;
}

function contact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Jane Doe",
    email: uniqueEmail("contact"),
    company: "Summit Trail Co",
    project_type: "prototyping",
    project_details: "A 6 mm drop trail shoe with a rock plate.",
    ...overrides,
  };
}

function headers(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    apikey: key,
    Authorization: `Bearer ${key}`,
    "Content-Type": "application/json",
    "Content-Profile": "public",
    ...extra,
  };
}

let standin: Standin;
let anon: SupabaseClient;
let service: SupabaseClient;
/** Every supabase/migrations/*.sql, in name order, as the stand-in must apply them. */
let migrations: string[];

beforeAll(async () => {
  migrations = (await readdir(new URL("../../supabase/migrations/", import.meta.url)))
    .filter((f) => f.endsWith(".sql"))
    .sort();
  standin = await startStandin({ port: 0 });
  anon = client(standin.url, ANON_KEY);
  service = client(standin.url, SERVICE_ROLE_KEY);
}, 60_000);

afterAll(async () => {
  await standin?.close();
});

afterEach(() => {
  standin?.setFault(null);
});

async function rest(
  method: string,
  path: string,
  init: { key?: string | null; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const h = init.key === null ? { "Content-Type": "application/json" } : headers(init.key ?? ANON_KEY);
  return fetch(`${standin.url}${path}`, { method, headers: { ...h, ...init.headers }, body: init.body });
}

async function expectPgrstError(res: Response, status: number, code: string): Promise<Record<string, unknown>> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe(JSON_UTF8);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe("string");
  return body;
}

describe("demo keys (dev/standin/keys.mjs)", () => {
  it("verify with the demo secret and carry the expected role claims", async () => {
    const secret = new TextEncoder().encode(DEMO_JWT_SECRET);
    const a = await jwtVerify(ANON_KEY, secret, { algorithms: ["HS256"] });
    const s = await jwtVerify(SERVICE_ROLE_KEY, secret, { algorithms: ["HS256"] });
    expect(a.payload).toMatchObject({ iss: "supabase-demo", role: "anon", exp: 1983812996 });
    expect(s.payload).toMatchObject({ iss: "supabase-demo", role: "service_role", exp: 1983812996 });
  });

  it("do not verify with another secret", async () => {
    const other = new TextEncoder().encode("another-secret-that-is-at-least-32-characters");
    await expect(jwtVerify(ANON_KEY, other, { algorithms: ["HS256"] })).rejects.toThrow();
  });
});

describe("bootstrap and migration", () => {
  it("applied every migration once, in name order", async () => {
    expect(migrations).toContain(INQUIRY_MIGRATION);
    expect(standin.appliedMigrations).toEqual(migrations);
    const { rows } = await standin.db.query<{ name: string }>(
      "select name from standin_meta.applied_migrations order by applied_at, name",
    );
    expect(rows.map((r) => r.name)).toEqual(migrations);
  });

  it("has the Supabase API roles with their attributes", async () => {
    const { rows } = await standin.db.query<{ rolname: string; rolcanlogin: boolean; rolbypassrls: boolean }>(
      `select rolname, rolcanlogin, rolbypassrls from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: "anon", rolcanlogin: false, rolbypassrls: false },
      { rolname: "authenticated", rolcanlogin: false, rolbypassrls: false },
      { rolname: "service_role", rolcanlogin: false, rolbypassrls: true },
    ]);
  });

  it("names every constraint explicitly", async () => {
    const { rows } = await standin.db.query<{ conname: string }>(
      `select conname from pg_constraint
        where conrelid in ('public.newsletter_subscriptions'::regclass, 'public.contact_submissions'::regclass)
          and contype = 'c'
        order by conname`,
    );
    expect(rows.map((r) => r.conname)).toEqual([
      "contact_submissions_company_length",
      "contact_submissions_company_not_blank",
      "contact_submissions_company_plain",
      "contact_submissions_email_format",
      "contact_submissions_email_length",
      "contact_submissions_email_not_blank",
      "contact_submissions_email_plain",
      "contact_submissions_email_trimmed",
      "contact_submissions_name_length",
      "contact_submissions_name_not_blank",
      "contact_submissions_name_plain",
      "contact_submissions_project_details_length",
      "contact_submissions_project_details_not_blank",
      "contact_submissions_project_details_plain",
      "contact_submissions_project_type_valid",
      "newsletter_subscriptions_email_format",
      "newsletter_subscriptions_email_length",
      "newsletter_subscriptions_email_not_blank",
      "newsletter_subscriptions_email_plain",
      "newsletter_subscriptions_email_trimmed",
    ]);
  });

  it("grants anon INSERT of the form's columns only, service_role full DML, and enables RLS", async () => {
    for (const table of ["public.newsletter_subscriptions", "public.contact_submissions"]) {
      const { rows } = await standin.db.query<Record<string, boolean>>(
        `select
           has_column_privilege('anon', $1, 'email', 'INSERT') as anon_insert,
           has_column_privilege('anon', $1, 'created_at', 'INSERT') as anon_insert_created_at,
           has_column_privilege('anon', $1, 'id', 'INSERT') as anon_insert_id,
           has_table_privilege('anon', $1, 'SELECT') as anon_select,
           has_table_privilege('anon', $1, 'UPDATE') as anon_update,
           has_table_privilege('anon', $1, 'DELETE') as anon_delete,
           has_table_privilege('authenticated', $1, 'INSERT') as auth_insert,
           has_table_privilege('service_role', $1, 'SELECT') as svc_select,
           has_table_privilege('service_role', $1, 'UPDATE') as svc_update,
           has_table_privilege('service_role', $1, 'DELETE') as svc_delete,
           (select relrowsecurity from pg_class where oid = $1::regclass) as rls`,
        [table],
      );
      expect(rows[0], table).toEqual({
        anon_insert: true,
        anon_insert_created_at: false,
        anon_insert_id: false,
        anon_select: false,
        anon_update: false,
        anon_delete: false,
        auth_insert: false,
        svc_select: true,
        svc_update: true,
        svc_delete: true,
        rls: true,
      });
    }
  });
});

describe("POST /rest/v1/<table> (insert)", () => {
  it("supabase-js anon insert succeeds with 201 and no data", async () => {
    const res = await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("news") });
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
    expect(res.data).toBeNull();

    const c = await anon.from("contact_submissions").insert(contact());
    expect(c.error).toBeNull();
    expect(c.status).toBe(201);
  });

  it("raw insert answers 201 with an empty body and Content-Range */*", async () => {
    const email = uniqueEmail("raw");
    const res = await rest("POST", "/rest/v1/newsletter_subscriptions", { body: JSON.stringify({ email }) });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe("");
    expect(res.headers.get("content-range")).toBe("*/*");

    const { data } = await service.from("newsletter_subscriptions").select("email").eq("email", email);
    expect(data).toEqual([{ email }]);
  });

  it("fills id and created_at from column defaults", async () => {
    const email = uniqueEmail("defaults");
    expect((await anon.from("newsletter_subscriptions").insert({ email })).status).toBe(201);
    const { data: rows } = await service.from("newsletter_subscriptions").select("*").eq("email", email);
    const data = rows?.[0];
    expect(data?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(Math.abs(Date.parse(data?.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it("duplicate newsletter email differing only in case → 409 23505", async () => {
    const email = uniqueEmail("dup");
    expect((await anon.from("newsletter_subscriptions").insert({ email })).status).toBe(201);

    const res = await anon
      .from("newsletter_subscriptions")
      .insert({ email: email.toUpperCase().replace("@EXAMPLE.COM", "@Example.com") });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe("23505");
    expect(res.error?.message).toContain("newsletter_subscriptions_email_lower_key");

    const raw = await rest("POST", "/rest/v1/newsletter_subscriptions", { body: JSON.stringify({ email }) });
    const body = await expectPgrstError(raw, 409, "23505");
    // anon has no SELECT, so Postgres withholds the "Key (...) already exists" detail.
    expect(body.details).toBeNull();
    expect(body.hint).toBeNull();
  });

  it.each([
    ["blank company", { company: "   " }, "contact_submissions_company_not_blank"],
    ["unknown project_type", { project_type: "resoling" }, "contact_submissions_project_type_valid"],
    ["badly formed email", { email: "jane@example" }, "contact_submissions_email_format"],
    // Postgres checks constraints in name order, so "format" reports first for these.
    ["email with surrounding spaces", { email: " jane@example.com " }, "contact_submissions_email_format"],
    ["blank name", { name: " " }, "contact_submissions_name_not_blank"],
    ["name over 201 characters", { name: "n".repeat(202) }, "contact_submissions_name_length"],
    ["company over 200 characters", { company: "c".repeat(201) }, "contact_submissions_company_length"],
    [
      "project_details over 5000 characters",
      { project_details: "d".repeat(5001) },
      "contact_submissions_project_details_length",
    ],
    ["email over 254 characters", { email: `${"e".repeat(243)}@example.com` }, "contact_submissions_email_length"],
  ])("check violation: %s → 400 23514", async (_label, overrides, constraint) => {
    const res = await anon.from("contact_submissions").insert(contact(overrides));
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("23514");
    expect(res.error?.message).toBe(
      `new row for relation "contact_submissions" violates check constraint "${constraint}"`,
    );
  });

  it("accepts values exactly at the limits", async () => {
    const res = await anon.from("contact_submissions").insert(
      contact({
        name: "n".repeat(201),
        company: "c".repeat(200),
        project_details: "d".repeat(5000),
        email: `${"e".repeat(242)}@example.com`,
      }),
    );
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
  });

  it("newsletter check violations → 400 23514", async () => {
    for (const [email, constraint] of [
      ["not-an-email", "newsletter_subscriptions_email_format"],
      ["", "newsletter_subscriptions_email_format"],
      [`${"e".repeat(243)}@example.com`, "newsletter_subscriptions_email_length"],
    ]) {
      const res = await anon.from("newsletter_subscriptions").insert({ email });
      expect(res.status, email).toBe(400);
      expect(res.error?.code).toBe("23514");
      expect(res.error?.message).toContain(constraint);
    }
  });

  it("missing NOT NULL column → 400 23502", async () => {
    const { project_details: _omitted, ...rest } = contact();
    const res = await anon.from("contact_submissions").insert(rest);
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("23502");
    expect(res.error?.message).toBe(
      'null value in column "project_details" of relation "contact_submissions" violates not-null constraint',
    );
  });

  it("value of the wrong type → 400 22P02", async () => {
    const res = await anon.from("contact_submissions").insert(contact({ submission_id: "not-a-uuid" }));
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("22P02");
    expect(res.error?.message).toBe('invalid input syntax for type uuid: "not-a-uuid"');
  });

  it("unknown table → 404 PGRST205 with a hint", async () => {
    const res = await anon.from("contact_submission").insert(contact());
    expect(res.status).toBe(404);
    expect(res.error?.code).toBe("PGRST205");
    expect(res.error?.message).toBe("Could not find the table 'public.contact_submission' in the schema cache");
    expect(res.error?.hint).toBe("Perhaps you meant the table 'public.contact_submissions'");

    const raw = await rest("POST", "/rest/v1/no_such_table", { body: "{}" });
    const body = await expectPgrstError(raw, 404, "PGRST205");
    expect(body.hint).toBeNull();
  });

  it("unknown column → 400 PGRST204", async () => {
    const res = await anon.from("contact_submissions").insert(contact({ phone: "+33 4 50 00 00 00" }));
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("PGRST204");
    expect(res.error?.message).toBe("Could not find the 'phone' column of 'contact_submissions' in the schema cache");
  });

  it("bad JSON → 400 PGRST102", async () => {
    for (const body of ['{"email": ', "", "42"]) {
      const res = await rest("POST", "/rest/v1/newsletter_subscriptions", { body });
      const err = await expectPgrstError(res, 400, "PGRST102");
      expect(err.message, JSON.stringify(body)).toBe("Empty or invalid json");
      expect(err.details).toBeNull();
    }
  });

  it("refuses what the Worker never sends: other methods → 405 PGRST117, Prefer → 400 PGRST127", async () => {
    const email = uniqueEmail("repr");
    const res = await anon.from("newsletter_subscriptions").insert({ email }).select();
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("PGRST127");
    await expectPgrstError(
      await rest("PATCH", "/rest/v1/newsletter_subscriptions?email=eq.x", { body: "{}" }),
      405,
      "PGRST117",
    );
    await expectPgrstError(await rest("DELETE", "/rest/v1/newsletter_subscriptions?email=eq.x"), 405, "PGRST117");
    const { data } = await service.from("newsletter_subscriptions").select("email").eq("email", email);
    expect(data).toEqual([]);
  });

  it("anon may insert only the form's columns: setting created_at or id → 401 42501", async () => {
    const late = await anon.from("contact_submissions").insert(contact({ created_at: "2099-01-01T00:00:00Z" }));
    expect(late.status).toBe(401);
    expect(late.error?.code).toBe("42501");
    const id = await anon
      .from("newsletter_subscriptions")
      .insert({ id: crypto.randomUUID(), email: uniqueEmail("id") });
    expect(id.error?.code).toBe("42501");
  });

  it("serializes concurrent requests: one of five identical inserts wins", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => anon.from("newsletter_subscriptions").insert({ email })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it("rejects another schema in Content-Profile → 406 PGRST106", async () => {
    const res = await rest("POST", "/rest/v1/newsletter_subscriptions", {
      body: JSON.stringify({ email: uniqueEmail("schema") }),
      headers: { "Content-Profile": "standin_meta" },
    });
    const err = await expectPgrstError(res, 406, "PGRST106");
    expect(err.hint).toBe("Only the following schemas are exposed: public");
  });
});

describe("JWT", () => {
  const secret = new TextEncoder().encode(DEMO_JWT_SECRET);
  const body = () => JSON.stringify({ email: uniqueEmail("jwt") });

  it("a key signed with another secret → 401 PGRST301", async () => {
    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-project-secret-but-long-enough-000"));
    const res = await rest("POST", "/rest/v1/newsletter_subscriptions", { key: forged, body: body() });
    const err = await expectPgrstError(res, 401, "PGRST301");
    expect(err.message).toBe("JWT cryptographic operation failed");

    const viaClient = await client(standin.url, forged)
      .from("newsletter_subscriptions")
      .insert({ email: uniqueEmail("jwt") });
    expect(viaClient.status).toBe(401);
    expect(viaClient.error?.code).toBe("PGRST301");
  });

  it("a malformed key → 401 PGRST301", async () => {
    const res = await rest("POST", "/rest/v1/newsletter_subscriptions", { key: "not-a-jwt", body: body() });
    const err = await expectPgrstError(res, 401, "PGRST301");
    expect(err.message).toBe("Expected 3 parts in JWT; got 1");
  });

  it("no key at all → 401 PGRST301", async () => {
    const res = await rest("POST", "/rest/v1/newsletter_subscriptions", { key: null, body: body() });
    const err = await expectPgrstError(res, 401, "PGRST301");
    expect(err.message).toMatch(/^JWT missing/);
  });

  it('an expired key → 401 PGRST303 "JWT expired"', async () => {
    const expired = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const res = await rest("POST", "/rest/v1/newsletter_subscriptions", { key: expired, body: body() });
    const err = await expectPgrstError(res, 401, "PGRST303");
    expect(err.message).toBe("JWT expired");
  });

  it("a valid apikey with a forged Bearer token → 401", async () => {
    const forged = `${SERVICE_ROLE_KEY.slice(0, -4)}AAAA`;
    const res = await rest("POST", "/rest/v1/newsletter_subscriptions", {
      body: body(),
      headers: { Authorization: `Bearer ${forged}` },
    });
    await expectPgrstError(res, 401, "PGRST301");
  });

  it("a correctly signed key cannot switch to the superuser → 403 42501", async () => {
    const su = await new SignJWT({ role: "postgres" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime("1h")
      .sign(secret);
    const res = await rest("GET", "/rest/v1/contact_submissions", { key: su });
    const err = await expectPgrstError(res, 403, "42501");
    expect(err.message).toBe('permission denied to set role "postgres"');
  });

  it("the role claim reaches Postgres: authenticated has no grant → 403, not 401", async () => {
    const user = await new SignJWT({ role: "authenticated", sub: "user-1" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime("1h")
      .sign(secret);
    const res = await rest("POST", "/rest/v1/newsletter_subscriptions", { key: user, body: body() });
    const err = await expectPgrstError(res, 403, "42501");
    expect(err.message).toBe("permission denied for table newsletter_subscriptions");
  });
});

describe("anon cannot read, change or delete", () => {
  it("anon GET → 401 42501", async () => {
    const res = await anon.from("contact_submissions").select("*");
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe("42501");
    expect(res.error?.message).toBe("permission denied for table contact_submissions");
    expect(res.data).toBeNull();

    const news = await anon.from("newsletter_subscriptions").select("email");
    expect(news.status).toBe(401);
    expect(news.error?.code).toBe("42501");
  });
});

describe("service_role GET", () => {
  const company = `Order Test ${Date.now()}`;
  const stamps = ["2026-01-01T10:00:00+00:00", "2026-03-01T10:00:00+00:00", "2026-02-01T10:00:00+00:00"];
  const emails = stamps.map(() => uniqueEmail("order"));

  beforeAll(async () => {
    for (const [i, created_at] of stamps.entries()) {
      const res = await service.from("contact_submissions").insert(contact({ email: emails[i], company, created_at }));
      expect(res.error).toBeNull();
    }
  }, 30_000);

  it("select + eq + order desc + limit", async () => {
    const { data, error, status } = await service
      .from("contact_submissions")
      .select("email,created_at")
      .eq("company", company)
      .order("created_at", { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { email: emails[1], created_at: "2026-03-01T10:00:00+00:00" },
      { email: emails[2], created_at: "2026-02-01T10:00:00+00:00" },
    ]);
  });

  it("unknown select column → 400 42703; bad limit → 400 PGRST100", async () => {
    const res = await service.from("contact_submissions").select("email,phone");
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("42703");

    const raw = await rest("GET", "/rest/v1/contact_submissions?limit=-1", { key: SERVICE_ROLE_KEY });
    await expectPgrstError(raw, 400, "PGRST100");
  });

  it("identifiers are checked, not spliced: an injection attempt in a column name is refused", async () => {
    const res = await rest(
      "GET",
      `/rest/v1/contact_submissions?select=${encodeURIComponent('email" from pg_roles --')}`,
      { key: SERVICE_ROLE_KEY },
    );
    await expectPgrstError(res, 400, "42703");
  });
});

describe("routing", () => {
  it('GET /health → 200 {"ok":true}', async () => {
    const res = await fetch(`${standin.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("anything else → 404 PGRST125", async () => {
    for (const path of ["/", "/rest/v2/newsletter_subscriptions", "/auth/v1/token"]) {
      const res = await fetch(`${standin.url}${path}`, { headers: headers(ANON_KEY) });
      await expectPgrstError(res, 404, "PGRST125");
    }
  });
});

describe("fault injection", () => {
  it("status 503 → supabase-js gets 503; cleared → back to 201", async () => {
    standin.setFault({ kind: "status", status: 503 });
    const res = await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("fault") });
    expect(res.status).toBe(503);
    expect(res.error?.code).toBe("PGRST001");

    const raw = await rest("POST", "/rest/v1/newsletter_subscriptions", {
      body: JSON.stringify({ email: uniqueEmail("fault") }),
    });
    await expectPgrstError(raw, 503, "PGRST001");

    const health = await fetch(`${standin.url}/health`);
    expect(health.status).toBe(200);

    standin.setFault(null);
    const ok = await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("fault") });
    expect(ok.status).toBe(201);
  });

  it.each([500, 429] as const)("status %i", async (status) => {
    standin.setFault({ kind: "status", status });
    const res = await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("fault") });
    expect(res.status).toBe(status);
    expect(res.error).not.toBeNull();
  });

  it("delay holds the answer for the given time, then answers normally", async () => {
    standin.setFault({ kind: "delay", ms: 1_000 });
    const started = performance.now();
    const res = await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("slow") });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(201);
    expect(elapsed).toBeGreaterThanOrEqual(990);

    // Cleared: well under the delay, with room for a busy machine.
    standin.setFault(null);
    const fastStart = performance.now();
    const fast = await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("fast") });
    expect(fast.status).toBe(201);
    expect(performance.now() - fastStart).toBeLessThan(800);
  });

  it("a delay lets the caller time out (AbortSignal)", async () => {
    standin.setFault({ kind: "delay", ms: 2_000 });
    const res = await anon
      .from("newsletter_subscriptions")
      .insert({ email: uniqueEmail("timeout") })
      .abortSignal(AbortSignal.timeout(200));
    expect(res.status).toBe(0);
    expect(res.error).not.toBeNull();
  });

  it("drop closes the connection: supabase-js returns status 0, empty code", async () => {
    standin.setFault({ kind: "drop" });
    const res = await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("drop") });
    expect(res.status).toBe(0);
    expect(res.error?.code).toBe("");
  });

  it("POST /__standin/fault sets and clears the fault over HTTP", async () => {
    const set = await fetch(`${standin.url}/__standin/fault`, {
      method: "POST",
      body: JSON.stringify({ kind: "status", status: 503 }),
    });
    expect(set.status).toBe(204);
    expect((await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("ctl") })).status).toBe(503);

    const bad = await fetch(`${standin.url}/__standin/fault`, { method: "POST", body: '{"kind":"explode"}' });
    expect(bad.status).toBe(400);

    const clear = await fetch(`${standin.url}/__standin/fault`, { method: "POST", body: "null" });
    expect(clear.status).toBe(204);
    expect((await anon.from("newsletter_subscriptions").insert({ email: uniqueEmail("ctl") })).status).toBe(201);
  });
});

describe("error status mapping for faults Postgres cannot be made to raise here (pure function)", () => {
  it.each([
    ["08006", "anon", 503],
    ["53300", "anon", 503],
    ["57P01", "service_role", 503],
    ["23505", "anon", 409],
    ["23503", "anon", 409],
    ["22001", "anon", 400],
    ["42501", "anon", 401],
    ["42501", "authenticated", 403],
    ["XX000", "anon", 500],
  ])("%s as %s → %i", (code, role, status) => {
    expect(statusForSqlState(code, role)).toBe(status);
  });
});

describe("persistence", () => {
  let dir: string | undefined;

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("data survives close and reopen; migrations are not re-applied", async () => {
    dir = await mkdtemp(join(tmpdir(), "standin-test-"));
    const dataDir = join(dir, "data");
    const email = uniqueEmail("persist");

    const first = await startStandin({ port: 0, dataDir });
    let firstApplied: [string, string][];
    try {
      expect(first.appliedMigrations).toEqual(migrations);
      const res = await client(first.url, ANON_KEY).from("newsletter_subscriptions").insert({ email });
      expect(res.status).toBe(201);
      const { rows } = await first.db.query<{ name: string; applied_at: Date }>(
        "select name, applied_at from standin_meta.applied_migrations order by name",
      );
      firstApplied = rows.map((r) => [r.name, r.applied_at.toISOString()]);
      expect(firstApplied.map(([name]) => name)).toEqual(migrations);
    } finally {
      await first.close();
    }

    const second = await startStandin({ port: 0, dataDir });
    try {
      expect(second.appliedMigrations).toEqual([]);
      const { rows } = await second.db.query<{ name: string; applied_at: Date }>(
        "select name, applied_at from standin_meta.applied_migrations order by name",
      );
      expect(rows.map((r) => [r.name, r.applied_at.toISOString()])).toEqual(firstApplied);

      const { data } = await client(second.url, SERVICE_ROLE_KEY).from("newsletter_subscriptions").select("email");
      expect(data).toEqual([{ email }]);

      // The unique index came back too: a duplicate still conflicts.
      const dup = await client(second.url, ANON_KEY)
        .from("newsletter_subscriptions")
        .insert({ email: email.toUpperCase() });
      expect(dup.status).toBe(409);
    } finally {
      await second.close();
    }
  }, 60_000);

  it("a data folder in use is refused; fault control over HTTP is off with a data folder", async () => {
    const d = await mkdtemp(join(tmpdir(), "standin-test-"));
    const s = await startStandin({ port: 0, dataDir: join(d, "data") });
    try {
      await expect(startStandin({ port: 0, dataDir: join(d, "data") })).rejects.toThrow(/is in use by process/);
      // The refused start did not disturb the running one.
      expect(
        (
          await client(s.url, ANON_KEY)
            .from("newsletter_subscriptions")
            .insert({ email: uniqueEmail("lock") })
        ).status,
      ).toBe(201);

      const res = await fetch(`${s.url}/__standin/fault`, { method: "POST", body: "null" });
      expect(res.status).toBe(404);
    } finally {
      await s.close();
      await rm(d, { recursive: true, force: true });
    }
  }, 60_000);
});
