/**
 * The migrations on real PostgreSQL (Debian's, the version CI installs) with Supabase's role
 * set-up, and the stand-in checked against it: every insert the Worker can send is run both
 * through the stand-in (supabase-js over HTTP) and on real Postgres as PostgREST runs it (one
 * transaction, `set_config('role', …)`, `request.jwt.claims`, `insert … select … from
 * json_populate_record`), and the two must answer alike.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/lib/database";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../dev/standin/keys.mjs";
import { startStandin } from "../../dev/standin/server.mjs";
import { type Cluster, SUPABASE_ROLES_SQL, startCluster } from "./support/postgres";

const MIGRATIONS = join(import.meta.dirname, "../../supabase/migrations");

type Role = "anon" | "service_role";
type Answer = { status: number; code: string; constraint?: string };

/** PostgREST's HTTP status for a Postgres error, as the stand-in's contract states it. */
function postgrestStatus(code: string, role: Role): number {
  if (code === "23505" || code === "23503") return 409;
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (/^(22|23)/.test(code)) return 400;
  return 500;
}

/**
 * The unique constraint a 23505 message names, e.g. `newsletter_subscriptions_submission_id_key`:
 * the one part of a message the Worker reads (a replay or an address already subscribed). For
 * other errors it reads only the status and the code.
 */
const constraintOf = (code: string, message: string) =>
  code === "23505" ? /constraint "([^"]+)"/.exec(message)?.[1] : undefined;

let cluster: Cluster;
let db: pg.Client;
let standin: Awaited<ReturnType<typeof startStandin>>;

/** Runs one insert on real Postgres as PostgREST would. */
async function postgrestInsert(
  client: pg.Client,
  role: Role,
  table: string,
  body: Record<string, unknown>,
): Promise<Answer> {
  const columns = Object.keys(body)
    .map((c) => `"${c}"`)
    .join(", ");
  await client.query("begin");
  try {
    await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      role,
      JSON.stringify({ role }),
    ]);
    await client.query(
      `insert into public.${table} (${columns}) select ${columns} from json_populate_record(null::public.${table}, $1::json)`,
      [JSON.stringify(body)],
    );
    await client.query("commit");
    return { status: 201, code: "" };
  } catch (error) {
    await client.query("rollback");
    const e = error as { code?: string; message: string };
    return {
      status: postgrestStatus(e.code ?? "", role),
      code: e.code ?? "",
      constraint: constraintOf(e.code ?? "", e.message),
    };
  }
}

async function standinInsert(role: Role, table: keyof Database["public"]["Tables"], body: Record<string, unknown>) {
  const client = createClient<Database>(standin.url, role === "anon" ? ANON_KEY : SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js builds a Realtime client, which on Node 20 needs a transport; none is used here.
    realtime: { transport: class {} as never },
  });
  const { error, status } = await client.from(table).insert(body as never);
  return error
    ? { status, code: error.code ?? "", constraint: constraintOf(error.code ?? "", error.message) }
    : { status, code: "" };
}

beforeAll(async () => {
  const started = startStandin({ port: 0 });
  cluster = await startCluster();
  db = await cluster.connect();
  await db.query(SUPABASE_ROLES_SQL);
  for (const file of readdirSync(MIGRATIONS).sort()) {
    await db.query(readFileSync(join(MIGRATIONS, file), "utf8"));
  }
  standin = await started;
}, 300_000);

afterAll(async () => {
  await db?.end();
  await standin?.close();
  await cluster?.stop();
});

const sub = () => crypto.randomUUID();
const contact = (over: Record<string, unknown> = {}) => ({
  submission_id: sub(),
  name: "Ada Lovelace",
  email: `ada-${sub().slice(0, 8)}@example.com`,
  company: "Engine Trail Co",
  project_type: "prototyping",
  project_details: "Four hundred pairs.\nTwo colourways.",
  ...over,
});
const repeatedSubmission = sub();
const repeatedEmail = `twice-${sub().slice(0, 8)}@example.com`;

/** Inserts the Worker can send, in order (later ones depend on earlier rows), with the role it uses. */
const requests: [string, Role, keyof Database["public"]["Tables"], Record<string, unknown>][] = [
  ["a valid inquiry", "anon", "contact_submissions", contact()],
  ["an inquiry without a project type", "anon", "contact_submissions", contact({ project_type: null })],
  [
    "a valid subscription",
    "anon",
    "newsletter_subscriptions",
    { submission_id: repeatedSubmission, email: repeatedEmail },
  ],
  [
    "the same subscription replayed",
    "anon",
    "newsletter_subscriptions",
    { submission_id: repeatedSubmission, email: repeatedEmail },
  ],
  [
    "the same address in capitals",
    "anon",
    "newsletter_subscriptions",
    { submission_id: sub(), email: repeatedEmail.toUpperCase() },
  ],
  ["an inquiry that sets created_at", "anon", "contact_submissions", contact({ created_at: "2099-01-01T00:00:00Z" })],
  [
    "a subscription that sets its id",
    "anon",
    "newsletter_subscriptions",
    { id: sub(), submission_id: sub(), email: "id@example.com" },
  ],
  ["a blank company", "anon", "contact_submissions", contact({ company: "   " })],
  ["an unknown project type", "anon", "contact_submissions", contact({ project_type: "shoes" })],
  ["details over 5000 characters", "anon", "contact_submissions", contact({ project_details: "x".repeat(5001) })],
  ["ESC in a name", "anon", "contact_submissions", contact({ name: "Ada \u001b[2J" })],
  ["U+0085 in an e-mail", "anon", "newsletter_subscriptions", { submission_id: sub(), email: "nel\u0085@example.com" }],
  ["U+200B as a whole name", "anon", "contact_submissions", contact({ name: "\u200b" })],
  ["U+202E in a company", "anon", "contact_submissions", contact({ company: "Evil\u202eoC" })],
  ["NUL in details", "anon", "contact_submissions", contact({ project_details: "a\u0000b" })],
  ["a malformed submission id", "anon", "contact_submissions", contact({ submission_id: "not-a-uuid" })],
  [
    "a service_role insert that sets created_at",
    "service_role",
    "contact_submissions",
    contact({ created_at: "2026-01-01T00:00:00Z" }),
  ],
];

describe("the stand-in answers like real PostgreSQL with Supabase's roles", () => {
  it.each(requests)("%s (%s into %s)", async (_, role, table, body) => {
    const real = await postgrestInsert(db, role, table, body);
    const local = await standinInsert(role, table, body);
    expect(local).toEqual(real);
  });
});

describe("real PostgreSQL", () => {
  it("refuses an anon insert that sets created_at or id: they are the database's", async () => {
    expect(
      await postgrestInsert(db, "anon", "contact_submissions", contact({ created_at: "2099-01-01T00:00:00Z" })),
    ).toMatchObject({
      status: 401,
      code: "42501",
    });
    expect(await postgrestInsert(db, "anon", "contact_submissions", contact({ id: sub() }))).toMatchObject({
      code: "42501",
    });
    expect(await postgrestInsert(db, "anon", "contact_submissions", contact())).toEqual({ status: 201, code: "" });
  });

  it("resolves two overlapping inserts of one subscription as a replay, never as 'Already subscribed'", async () => {
    const [a, b] = [await cluster.connect(), await cluster.connect()];
    try {
      const body = { submission_id: sub(), email: `overlap-${sub().slice(0, 8)}@example.com` };
      // The first insert holds its transaction open while the second one starts.
      await a.query("begin");
      await a.query("select set_config('role', 'anon', true)");
      await a.query(
        "insert into public.newsletter_subscriptions (submission_id, email) select submission_id, email from json_populate_record(null::public.newsletter_subscriptions, $1::json)",
        [JSON.stringify(body)],
      );
      const second = postgrestInsert(b, "anon", "newsletter_subscriptions", body);
      await new Promise((r) => setTimeout(r, 300));
      await a.query("commit");
      expect(await second).toEqual({
        status: 409,
        code: "23505",
        constraint: "newsletter_subscriptions_submission_id_key",
      });
    } finally {
      await a.end();
      await b.end();
    }
  });

  it("resolves two overlapping inserts of one inquiry as a replay", async () => {
    const [a, b] = [await cluster.connect(), await cluster.connect()];
    try {
      const body = contact();
      await a.query("begin");
      await a.query("select set_config('role', 'anon', true)");
      await a.query(
        "insert into public.contact_submissions (submission_id, name, email, company, project_type, project_details) select submission_id, name, email, company, project_type, project_details from json_populate_record(null::public.contact_submissions, $1::json)",
        [JSON.stringify(body)],
      );
      const second = postgrestInsert(b, "anon", "contact_submissions", body);
      await new Promise((r) => setTimeout(r, 300));
      await a.query("commit");
      expect(await second).toEqual({ status: 409, code: "23505", constraint: "contact_submissions_submission_id_key" });
    } finally {
      await a.end();
      await b.end();
    }
  });
});
