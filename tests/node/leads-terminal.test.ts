/**
 * `npm run leads` never lets a stored value drive the operator's terminal: control and invisible
 * characters are printed as visible escapes. The row is written as one stored before the text
 * rule existed (the check constraint is dropped in this in-memory stand-in first).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../../dev/standin/keys.mjs";
import { type Standin, startStandin } from "../../dev/standin/server.mjs";

const run = promisify(execFile);
let standin: Standin;

beforeAll(async () => {
  standin = await startStandin({ port: 0 });
  await standin.db.exec(`
    alter table public.contact_submissions drop constraint contact_submissions_name_plain;
    alter table public.contact_submissions drop constraint contact_submissions_company_plain;
    insert into public.contact_submissions (name, email, company, project_type, project_details)
    values (E'Eve \\u001b]0;owned\\u0007 \\u001b[2J', 'eve@example.com', E'Evil\\u202eoC \\u0085', null, 'x');
  `);
}, 60_000);

afterAll(() => standin?.close());

it("prints ESC, BEL, C1 and bidi overrides as visible escapes", async () => {
  const { stdout } = await run(process.execPath, ["dev/leads.mjs"], {
    env: { ...process.env, SUPABASE_URL: standin.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
  });
  expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  expect(stdout).toContain("Eve \\x1b]0;owned\\x07 \\x1b[2J");
  expect(stdout).toContain("Evil\\u202eoC \\x85");
});
