/**
 * Refuses a deployment while the company identity still has its development defaults.
 * `npm run deploy` runs it first: it compares each launch value of app/content/site.ts with
 * app/content/identity-defaults.ts, and `SITE_URL` (environment, then wrangler.toml `[vars]`)
 * with the default origin.
 *
 * Exit code 0 when every value is set; 1 with one line per value still at its default.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { developmentIdentity, type Identity, LAUNCH_VALUES } from "../app/content/identity-defaults.ts";
import { identity } from "../app/content/site.ts";
import { configuredSiteUrl } from "../vite-plugins/site-url.ts";

/** What each launch value is, for the refusal message. */
const DESCRIPTIONS: Record<(typeof LAUNCH_VALUES)[number], string> = {
  url: "SITE_URL (wrangler.toml [vars] or the build's environment): the production origin",
  email: "email: the address inquiries and legal requests go to",
  phone: "phone: display form and E.164 form",
  address: "address: the registered office",
  legal: "legal: entity, legal form and share capital, registration, VAT number, director of publication",
  social: "social: the company's own profile URLs",
  partner: "partner: the recycling partner's name and website",
  processors: "processors: the database region and the e-mail provider named in the privacy policy",
};

/**
 * The launch values that still equal their development default.
 * @param current the identity to check, with `url` the configured SITE_URL (or undefined when none is set)
 * @returns one line per unset value, in the order of the deployment guide; empty when ready
 */
export function unsetIdentityValues(current: Omit<Identity, "url"> & { url: string | undefined }): string[] {
  return LAUNCH_VALUES.filter((key) => {
    const value = current[key];
    if (key === "url") return value === undefined || new URL(String(value)).origin === developmentIdentity.url;
    return JSON.stringify(value) === JSON.stringify(developmentIdentity[key]);
  }).map((key) => DESCRIPTIONS[key]);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  let unset: string[];
  try {
    unset = unsetIdentityValues({ ...identity, url: configuredSiteUrl(root) });
  } catch (error) {
    unset = [(error as Error).message];
  }
  if (unset.length > 0) {
    console.error(
      `Deployment refused: ${unset.length} identity value(s) still have their development default.\nSet them in app/content/site.ts (README, "Deploying"):\n${unset.map((line) => `  - ${line}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("Identity check: every launch value is set.");
}
