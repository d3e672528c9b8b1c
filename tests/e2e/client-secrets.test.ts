/**
 * No Supabase key or other secret appears in any client asset (the global setup has just
 * built the site into build/client).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ANON_KEY, DEMO_JWT_SECRET, SERVICE_ROLE_KEY } from "../../dev/standin/keys.mjs";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const devVars = Object.fromEntries(
  readFileSync(".dev.vars.example", "utf8")
    .split("\n")
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
);

describe("client build", () => {
  const files = filesUnder("build/client");

  it("has assets to check", () => {
    expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(5);
  });

  it.each([
    ["the anon key", ANON_KEY],
    ["the service_role key", SERVICE_ROLE_KEY],
    ["the JWT secret", DEMO_JWT_SECRET],
    ["the throttle salt", devVars.THROTTLE_SALT],
    ["the variable name SUPABASE_ANON_KEY", "SUPABASE_ANON_KEY"],
    ["the variable name THROTTLE_SALT", "THROTTLE_SALT"],
  ])("does not contain %s", (_, secret) => {
    expect(secret.length).toBeGreaterThan(8);
    const hits = files.filter((f) => readFileSync(f).includes(secret));
    expect(hits).toEqual([]);
  });

  it("contains no JSON Web Token at all", () => {
    const jwt = /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\./;
    const hits = files.filter((f) => /\.(js|css|html|json|txt|xml)$/.test(f) && jwt.test(readFileSync(f, "utf8")));
    expect(hits).toEqual([]);
  });
});
