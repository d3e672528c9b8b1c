/**
 * Shared pieces of the Chromium journeys: visitors (one browser context each, with its own
 * address), unique e-mail addresses, the forms' controls by label, reading rows from the
 * stand-in, its faults and grants, and running the Worker's Cron Trigger.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { SERVICE_ROLE_KEY } from "../../dev/standin/keys.mjs";
import type { Fault } from "../../dev/standin/server.mjs";

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** The top navigation links, in the order the site shows them. */
export const NAV_LINKS = ["About", "Services", "Branding", "Sustainability", "Work", "Blog", "Contact"];

/** Article slugs: one markdown file per article in app/content/articles. */
export const ARTICLE_SLUGS = readdirSync(new URL("../../app/content/articles", import.meta.url))
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -".md".length))
  .sort();

/** A path no route serves: it must answer 404 with the not-found page. */
export const MISSING_PATH = "/this-trail-does-not-exist";

/**
 * Every page of the site (the route table, legal pages and newsletter page included), with a blog filter
 * and a missing path, as [name, path].
 */
export const ALL_PAGES: readonly (readonly [string, string])[] = [
  ["home", "/"],
  ["about", "/about"],
  ["services", "/services"],
  ["sustainability", "/sustainability"],
  ["work", "/work"],
  ["blog", "/blog"],
  ["blog filtered", "/blog?category=Industry%20Insights"],
  ...ARTICLE_SLUGS.map((slug) => [`article ${slug}`, `/blog/${slug}`] as const),
  ["contact", "/contact"],
  ["faq", "/faq"],
  ["branding-packaging", "/branding-packaging"],
  ["privacy", "/privacy"],
  ["terms", "/terms"],
  ["cookies", "/cookies"],
  ["accessibility", "/accessibility"],
  ["newsletter", "/newsletter"],
  ["not found", MISSING_PATH],
];

/** `<name>-<8 hex>@example.com`, unique per call. */
export function uniqueEmail(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A random address in the IPv6 documentation range. The Worker throttles form posts per
 * `CF-Connecting-IP` (set by Cloudflare's edge in production, passed through by the local
 * preview), so each visitor gets its own, and runs never share a throttle window.
 */
function visitorIp(): string {
  const hex = randomBytes(8).toString("hex").match(/.{4}/g)!;
  return `2001:db8:${hex.join(":")}:1`;
}

export type Visitor = {
  context: BrowserContext;
  page: Page;
  /** Whether the page runs JavaScript. */
  js: boolean;
  /** Uncaught page errors and console errors seen so far (failed resource loads excepted). */
  errors: string[];
  close(): Promise<void>;
};

/**
 * Opens a visitor: a fresh browser context (no cookies or storage) with its own address.
 * @param options.javaScriptEnabled false for the no-JavaScript journeys
 * @param options.reducedMotion the visitor's motion preference; "reduce" unless a journey is about motion
 */
export async function openVisitor(
  browser: Browser,
  {
    viewport = DESKTOP,
    javaScriptEnabled = true,
    reducedMotion = "reduce",
  }: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    reducedMotion?: "reduce" | "no-preference";
  } = {},
): Promise<Visitor> {
  const context = await browser.newContext({
    baseURL: inject("baseUrl"),
    viewport,
    javaScriptEnabled,
    reducedMotion,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorIp() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // A 4xx/5xx answer to a form post is part of the journey, not a page error.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { context, page, js: javaScriptEnabled, errors, close: () => context.close() };
}

/** How a visitor's browser context is set up (see {@link openVisitor}). */
export type VisitorOptions = NonNullable<Parameters<typeof openVisitor>[1]>;

/**
 * The browser of one test file: call once at the top level of the file. Before the file's
 * first test it connects to the run's shared browser (started by the global setup), and
 * disconnects after the last.
 * @returns `visitor(options)` opens a visitor that is closed when the current test ends;
 *   `browser()` gives the connected browser (throws before the file's first hook ran)
 */
export function browserForFile(): { visitor(options?: VisitorOptions): Promise<Visitor>; browser(): Browser } {
  let browser: Browser | undefined;
  const open: Visitor[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject("browserWsEndpoint"));
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((visitor) => visitor.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const connected = () => {
    if (!browser)
      throw new Error("browserForFile(): the browser is connected in beforeAll; call it at a file's top level");
    return browser;
  };
  return {
    browser: connected,
    async visitor(options) {
      const visitor = await openVisitor(connected(), options);
      open.push(visitor);
      return visitor;
    },
  };
}

/**
 * Waits until React has hydrated the page: the app sets `data-hydrated` on <html> once it has,
 * so that interactions go through the enhanced forms rather than a plain document post.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
    polling: 100,
  });
}

/**
 * Opens a path and, with JavaScript on, waits for hydration where the page hydrates (it has the
 * island loader script, app/lib/islands.ts). Documents ship no framework JavaScript and are ready once loaded.
 */
export async function visit(visitor: Visitor, path: string): Promise<void> {
  await visitor.page.goto(path);
  if (!visitor.js) return;
  const hydrates = await visitor.page.evaluate(() => document.getElementById("island-loader") !== null);
  if (hydrates) await waitForHydration(visitor.page);
}

/** The open toast whose text contains `title` (Radix toasts are list items in the "Notifications" region). */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: title });
}

/** hrefs of the links inside a locator, in document order. */
export async function linkHrefs(scope: Locator): Promise<string[]> {
  return scope.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

/** The text of the element(s) named by a control's aria-describedby, or "" without one. */
export async function describedBy(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" "),
  );
}

/** True when the message is laid out below the control: field errors appear under their field. */
export async function isBelow(message: Locator, control: Locator): Promise<boolean> {
  const [m, c] = await Promise.all([message.boundingBox(), control.boundingBox()]);
  return !!m && !!c && m.y >= c.y + c.height - 1;
}

/**
 * When the page requested a file, counted from its load event's end.
 * @param urlSuffix the end of the file's URL, e.g. ".woff2" or "/art/contours.svg"
 * @returns milliseconds after `loadEventEnd` (negative when requested before it), or null when
 *   the page has not requested it
 */
export function requestedAfterLoad(page: Page, urlSuffix: string): Promise<number | null> {
  return page.evaluate((suffix) => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const entry = performance.getEntriesByType("resource").find((e) => e.name.endsWith(suffix));
    return entry ? entry.startTime - nav.loadEventEnd : null;
  }, urlSuffix);
}

/** True when the element has keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/**
 * The icons a page draws now that its sprite cannot: each `<use>` whose `#id` names no element.
 * @returns the missing ids, e.g. `["i-circle-alert"]`; empty when every icon draws
 */
export function iconsWithoutSymbol(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("use")]
      .map((use) => (use.getAttribute("href") ?? "").slice(1))
      .filter((id) => !document.getElementById(id)),
  );
}

const serviceHeaders = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/**
 * Rows of a table in the stand-in whose email matches, read with the service_role key.
 * @param match "eq" for an exact match, "ilike" to ignore case
 */
export async function rowsByEmail(
  table: "contact_submissions" | "newsletter_subscriptions",
  email: string,
  match: "eq" | "ilike" = "eq",
): Promise<Record<string, unknown>[]> {
  const url = `${inject("standinUrl")}/rest/v1/${table}?select=*&email=${match}.${encodeURIComponent(email)}`;
  const res = await fetch(url, { headers: serviceHeaders });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>[];
}

/** Sets (or clears with null) the fault the stand-in applies to every /rest/v1 request. */
export async function setStandinFault(fault: Fault): Promise<void> {
  const res = await fetch(`${inject("standinUrl")}/__standin/fault`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(fault),
  });
  if (res.status !== 204) throw new Error(`setting fault ${JSON.stringify(fault)}: ${res.status} ${await res.text()}`);
}

/** The contact form's controls, found by their labels (the optional "Last name" included). */
export function contactForm(page: Page) {
  const region = page.getByRole("region", { name: "Tell us about your project" });
  return {
    region,
    firstName: region.getByLabel("First name"),
    lastName: region.getByLabel("Last name"),
    email: region.getByLabel("Email", { exact: true }),
    company: region.getByLabel("Company"),
    projectType: region.getByLabel("Project type"),
    projectDetails: region.getByLabel("Project details"),
    submit: region.getByRole("button", { name: "Send Inquiry" }),
  };
}

/**
 * The error summary at the top of a form: each link's text and the id of the control it
 * points at ("#field-email" gives "field-email"), in page order; empty when the form shows none.
 */
export async function errorSummary(region: Locator): Promise<{ label: string; target: string }[]> {
  return region
    .locator("p", { hasText: /needs? your attention/ })
    .locator("xpath=..")
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((a) => ({ label: (a.textContent ?? "").trim(), target: (a.getAttribute("href") ?? "").slice(1) })),
    );
}

export type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  /** The option's label, as a visitor picks it. */
  projectType: string;
  projectDetails: string;
};

/** Fills every contact field the way a visitor would. */
export async function fillContactForm(page: Page, values: ContactValues): Promise<void> {
  const form = contactForm(page);
  await form.firstName.fill(values.firstName);
  await form.lastName.fill(values.lastName);
  await form.email.fill(values.email);
  await form.company.fill(values.company);
  await form.projectType.selectOption({ label: values.projectType });
  await form.projectDetails.fill(values.projectDetails);
}

/** What the contact form's controls hold now (the select as its value). */
export async function contactFormValues(page: Page): Promise<Record<keyof ContactValues, string>> {
  const form = contactForm(page);
  const [firstName, lastName, email, company, projectType, projectDetails] = await Promise.all(
    [form.firstName, form.lastName, form.email, form.company, form.projectType, form.projectDetails].map((l) =>
      l.inputValue(),
    ),
  );
  return { firstName, lastName, email, company, projectType, projectDetails };
}

/** The footer's newsletter form on any page. */
export function footerNewsletter(page: Page) {
  const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" });
  return { form, email: form.getByLabel("Email address"), submit: form.getByRole("button") };
}

/** The messages an empty contact form gets, by required field. */
export const EMPTY_CONTACT_ERRORS = {
  firstName: "First name is required",
  email: "Email is required",
  company: "Company name is required",
  projectDetails: "Project details are required",
} as const;

/**
 * Opens /contact, sends the form empty and waits until every message of
 * {@link EMPTY_CONTACT_ERRORS} is shown.
 * @returns the form's controls
 */
export async function sendEmptyContactForm(visitor: Visitor): Promise<ReturnType<typeof contactForm>> {
  await visit(visitor, "/contact");
  const form = contactForm(visitor.page);
  await form.submit.click();
  for (const message of Object.values(EMPTY_CONTACT_ERRORS)) {
    await form.region.getByText(message, { exact: true }).waitFor();
  }
  return form;
}

/** The articles suggested after an inquiry and after subscribing. */
export const CONTACT_READING = ["/blog/sketch-to-summit", "/blog/sustainable-materials", "/blog/one-size-fits-none"];
export const NEWSLETTER_READING = ["/blog/grip-matters", "/blog/lightweight-vs-durable", "/blog/midsole-breakdown"];

/**
 * Takes away (or gives back) anon's INSERT grant on a table in the stand-in: inserts are then
 * refused for good with 42501, which the Worker reports instead of queueing.
 */
export async function setAnonInsert(
  table: "contact_submissions" | "newsletter_subscriptions",
  allowed: boolean,
): Promise<void> {
  const res = await fetch(`${inject("controlUrl")}/anon-insert/${table}/${allowed ? "grant" : "revoke"}`, {
    method: "POST",
  });
  if (res.status !== 204)
    throw new Error(`${allowed ? "granting" : "revoking"} insert on ${table}: ${res.status} ${await res.text()}`);
}

/**
 * Runs the Worker's Cron Trigger once, which replays the outbox into the stand-in, and waits
 * until the replay is done (the preview stack's `runScheduled`, through the setup's control).
 */
export async function runScheduledReplay(): Promise<void> {
  const res = await fetch(`${inject("controlUrl")}/scheduled`, { method: "POST" });
  if (res.status !== 204) throw new Error(`scheduled handler: ${res.status} ${await res.text()}`);
}

/**
 * The built server's list of class names with their short names (vite-plugins/inline-css.ts),
 * read once: by class name, its name as the stylesheet writes it (CSS escapes included) and its
 * short name.
 */
export function shortClassNames(): Readonly<Record<string, readonly [written: string, short: string]>> {
  shortNames ??= JSON.parse(
    readFileSync(new URL("../../build/server/assets/short-class-names.json", import.meta.url), "utf8"),
  );
  return shortNames as Readonly<Record<string, readonly [written: string, short: string]>>;
}
let shortNames: unknown;

/**
 * A selector for the elements with a class, on a page that writes it by name (/contact, which
 * hydrates) or by its short name (every other page; app/lib/page-css.server.ts).
 * @param name a class name of the stylesheet, e.g. `article-body`
 * @returns e.g. `:is(.article-body,.Qd)`
 * @throws Error when the stylesheet has no such class
 */
export function classSelector(name: string): string {
  const entry = shortClassNames()[name];
  if (!entry) throw new Error(`the stylesheet has no class "${name}"`);
  return `:is(.${entry[0]},.${entry[1]})`;
}
