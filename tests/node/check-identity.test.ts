/**
 * The deploy check: `npm run deploy` refuses while any identity value has its development default.
 * Runs the real script (through tsx, as `npm run deploy` does) and its function.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { developmentIdentity } from "../../app/content/identity-defaults";
import { unsetIdentityValues } from "../../scripts/check-identity";

const run = promisify(execFile);

const launched = {
  url: "https://www.alpinelast.com",
  email: "projects@alpinelast.com",
  phone: { display: "+33 4 50 11 22 33", e164: "+33450112233" },
  address: { ...developmentIdentity.address, street: "5 Rue du Lyret" },
  legal: { ...developmentIdentity.legal, registration: "RCS Annecy 123 456 789" },
  social: developmentIdentity.social.map((s) => ({ ...s, href: `${s.href}real` })),
  partner: { name: "Real Partner", href: "https://partner.example.org/" },
  processors: { ...developmentIdentity.processors, emailProvider: "Another provider" },
};

describe("deploy refuses development defaults", () => {
  it("accepts an identity whose every launch value is set", () => {
    expect(unsetIdentityValues(launched)).toEqual([]);
  });

  it("names each value still at its default", () => {
    expect(unsetIdentityValues({ ...launched, email: developmentIdentity.email })).toEqual([
      expect.stringMatching(/^email:/),
    ]);
    expect(unsetIdentityValues({ ...launched, url: `${developmentIdentity.url}/` })).toEqual([
      expect.stringMatching(/^SITE_URL/),
    ]);
    expect(unsetIdentityValues({ ...launched, url: undefined })).toHaveLength(1);
  });

  it("the shipped project is refused: the script exits 1 and lists every value", async () => {
    // SITE_URL comes from wrangler.toml, which ships the development origin.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== "SITE_URL"),
    ) as NodeJS.ProcessEnv;
    const result = await run("npx", ["tsx", "scripts/check-identity.ts"], { env }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Deployment refused: 8 identity value(s)");
  });
});
