/**
 * The company's identity, stated once. The operator edits it here and nowhere else: legal entity,
 * registration, address, e-mail, phone, social profiles, partner and processors. Every page, the
 * legal texts, the structured data and the share cards read it from this module.
 *
 * To launch, replace each value in `identity` below that still comes from `developmentIdentity`
 * (README, "Deploying"); `npm run deploy` refuses while one is left. The site URL is the
 * `SITE_URL` variable (wrangler.toml `[vars]`, or the environment of the build).
 *
 * Imports stay relative, so Node tools (the share-card script, the deploy check) can load it too.
 */
import { responsePromise } from "./figures";
import { developmentIdentity, type Identity } from "./identity-defaults";

/** Replaced at build time with the `SITE_URL` variable (vite-plugins/site-url.ts); undefined elsewhere. */
declare const __SITE_URL__: string | undefined;

/** The operator's values. Override a key with the real value, e.g. `email: "hello@alpinelast.com"`. */
export const identity: Identity = {
  ...developmentIdentity,
  url: typeof __SITE_URL__ === "string" && __SITE_URL__ !== "" ? __SITE_URL__ : developmentIdentity.url,
};

const { address } = identity;

/** The address's lines as one-line text separates them: street, postcode and town, country. */
const addressParts = [address.street, `${address.postalCode} ${address.locality}`, address.countryName];
/** Town and country of the headquarters. */
const headquartersParts = [address.locality, address.countryName];

export const site = {
  name: "Alpine Last",
  tagline: "Private-label trail running shoes, designed in Chamonix",
  url: identity.url.replace(/\/+$/, ""),
  email: identity.email,
  phone: identity.phone,
  /** When the studio answers the phone, in its own time zone (Chamonix keeps Paris time). */
  phoneHours: "Monday to Friday, 8:30-18:00 Paris time",
  /** Town and country of the headquarters, as pages show it. */
  headquarters: headquartersParts.join(", "),
  address,
  /** The full postal address on one line. */
  postalAddress: addressParts.join(", "),
  location: "Chamonix, France · Alpine design centre",
  legal: identity.legal,
  social: identity.social,
  partner: identity.partner,
  processors: identity.processors,
} as const;

/** `mailto:` link for the project e-mail. */
export const mailtoHref = `mailto:${site.email}`;
/** `tel:` link for the phone number (RFC 3966). */
export const telHref = `tel:${site.phone.e164}`;

/**
 * A value set as one unbreakable run, for text only (never a link target): spaces become no-break
 * spaces (U+00A0) and hyphens non-breaking hyphens (U+2011), so a registration number or a town
 * such as Chamonix-Mont-Blanc never splits across two lines.
 */
const unbroken = (value: string) => value.replaceAll(" ", "\u00a0").replaceAll("-", "\u2011");

/**
 * The values legal texts may name as `{{key}}` placeholders (app/content/legal/*.md), as plain text.
 * Codes, the phone number and each part of the address are {@link unbroken}; the address may break
 * only after its commas.
 */
export const identityPlaceholders: Readonly<Record<string, string>> = {
  name: site.name,
  url: site.url,
  email: site.email,
  phone: unbroken(site.phone.display),
  phoneE164: site.phone.e164,
  address: addressParts.map(unbroken).join(", "),
  headquarters: headquartersParts.map(unbroken).join(", "),
  "legal.entity": site.legal.entity,
  "legal.form": site.legal.form,
  "legal.registration": unbroken(site.legal.registration),
  "legal.vatNumber": unbroken(site.legal.vatNumber),
  "legal.director": site.legal.director,
  "partner.name": site.partner.name,
  "processors.databaseRegion": site.processors.databaseRegion,
  "processors.emailProvider": site.processors.emailProvider,
  /** The reply promise every page makes (app/content/figures.ts). */
  replyTime: responsePromise.initialResponse,
};
