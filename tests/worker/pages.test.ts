/**
 * Every page of the site (the one page list, app/lib/site-index.ts, and every article) through
 * the real Worker in workerd, and the not-found page. Each page answers 200 with exactly one H1,
 * shows nothing unfinished, and links that would otherwise lead nowhere go somewhere.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BRANDING_ZONES, PEAK_MARK } from "~/components/art/shoe-elevation";
import { caseStudies } from "~/content/cases";
import { site } from "~/content/site";
import { articles } from "~/lib/articles";
import { allPagePaths, sitePages } from "~/lib/site-index";
import { textOf } from "./support";

const ORIGIN = "http://localhost";

/** The H1 of each page that is not an article; articles show their title. */
const h1ByPath: Record<string, string> = {
  "/": "Elite Private Label Trail Running Shoes",
  "/about": "Designed in Chamonix, built for the mountains",
  "/services": "Everything your trail shoe needs, from one team",
  "/sustainability": "Built for the mountains, responsible to them",
  "/work": "Trail shoes we have brought to market",
  "/blog": "Insights from the trail to the factory floor",
  "/contact": "Contact us",
  "/faq": "Frequently asked questions",
  "/branding-packaging": "Your brand in every detail, from insole to shoebox",
  "/newsletter": "Field notes from the Alps",
  "/privacy": "Privacy and Data Protection Policy",
  "/terms": "Terms and Conditions",
  "/cookies": "Cookie Policy",
  "/accessibility": "Accessibility Statement",
};
const articleTitle = new Map(articles.map((a) => [`/blog/${a.slug}`, a.title]));
const pages: [path: string, h1: string][] = allPagePaths(articles.map((a) => a.slug)).map((path) => [
  path,
  articleTitle.get(path) ?? h1ByPath[path] ?? `no H1 written down for ${path}`,
]);

/**
 * Text of an HTML fragment: tags dropped, the entities React writes decoded, spaces collapsed and
 * non-breaking hyphens read as hyphens.
 */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/\u2011/g, "-")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of every H1 in a page. */
function h1s(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => plain(m[1]));
}

async function get(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { res, html: await res.text() };
}

describe("every page", () => {
  it("the page list and the expected H1s name the same pages", () => {
    expect(Object.keys(h1ByPath).sort()).toEqual(sitePages.map((p) => p.path).sort());
  });

  it.each(pages)("%s answers 200 with one H1: %s", async (path, h1) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(h1s(html)).toEqual([h1]);
  });

  it('answers 404 with "Oops! Page not found" and a way home for an unknown path', async () => {
    const { res, html } = await get("/no-such-trail");
    expect(res.status).toBe(404);
    expect(h1s(html)).toEqual(["Oops! Page not found"]);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    // Onward links to Services, Work, Blog and Contact in the page itself (the menu has its own
    // links to them), each with the line that says what the page holds.
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    for (const [path, summary] of [
      ["/services", "Design, prototyping, testing, manufacturing and branding"],
      ["/work", "Case studies with each client’s shoe and figures"],
      ["/blog", "Field notes on materials, testing and production"],
      ["/contact", "Start your project(?:(?!</a>).)*Tell us about your brand and the shoe you have in mind"],
    ]) {
      expect(main, path).toMatch(new RegExp(`<a[^>]*href="${path}"[^>]*>(?:(?!</a>).)*${summary}`, "s"));
    }
  });
  it("names the address it did not find, escaped, and cuts a long one", async () => {
    const { html } = await get("/no-such-trail");
    // textOf sets a space where an element ends: the address is a span of its own.
    expect(textOf(html)).toMatch(/there is no page at \/no-such-trail \./);
    const odd = await get(`/${"<b>".repeat(30)}`);
    expect(odd.res.status).toBe(404);
    expect(odd.html).not.toContain("<b>");
    // The browser percent-encodes the brackets; the page shows 59 characters of it and an ellipsis.
    expect(textOf(odd.html)).toContain(`there is no page at /${"%3Cb%3E".repeat(8)}%3… .`);
  });
});

/** The pages built from content modules: their own title and description (issue: every page has a meta export). */
const contentPages = [
  "/about",
  "/services",
  "/sustainability",
  "/work",
  "/faq",
  "/branding-packaging",
  "/privacy",
  "/terms",
  "/cookies",
  "/accessibility",
];

describe("page metadata", () => {
  it("gives each page its own '… | Alpine Last' title and a description", async () => {
    const titles = new Set<string>();
    for (const path of contentPages) {
      const { html } = await get(path);
      const title = plain(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "");
      expect(title, path).toMatch(/ \| Alpine Last$/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      titles.add(title);
    }
    expect(titles.size).toBe(contentPages.length);
  });
});

describe("calls to action and legal pages lead somewhere real", () => {
  it('About: "Learn About Our Sustainability" leads to /sustainability', async () => {
    const { html } = await get("/about");
    expect(html).toMatch(/<a[^>]*href="\/sustainability"[^>]*>Learn About Our Sustainability/);
  });

  it("Services: the Branding & Packaging card links to /branding-packaging, and the profit section to /contact", async () => {
    const { html } = await get("/services");
    expect(html).toMatch(/<a[^>]*href="\/branding-packaging"[^>]*>Explore Full Branding (<span[^>]*>)?Solutions/);
    const start = html.indexOf('id="profit-heading"');
    const profit = html.slice(start, html.indexOf("</section>", start));
    expect(profit).toMatch(/<a[^>]*href="\/contact"/);
    for (const value of ["40%", "60%", "25%", "85%"]) expect(profit).toContain(`>${value}</dd>`);
  });

  it("Sustainability: the partner link opens in a new tab, safely, and says so", async () => {
    const { html } = await get("/sustainability");
    const link = html.match(new RegExp(`<a[^>]*href="${site.partner.href}"[^>]*>[\\s\\S]*?</a>`))?.[0] ?? "";
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(plain(link)).toContain("(opens in a new tab)");
  });

  it("Work: the call to action leads to /contact", async () => {
    const { html } = await get("/work");
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Start Your Project/);
  });

  it("FAQ: eight questions in one exclusive <details> group, then the two calls to action", async () => {
    const { html } = await get("/faq");
    expect(html.match(/<details[^>]*name="faq"/g)).toHaveLength(8);
    expect(html.match(/<details[^>]*name="faq"[^>]*open=""/g) ?? []).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Start Your Project/);
    expect(html).toMatch(/<a[^>]*href="\/contact\?type=design-consultation"[^>]*>[\s\S]*?Schedule a Consultation/);
  });

  it("FAQ: the figures at a glance say what the defect rate counts and link to the audit article", async () => {
    const { html } = await get("/faq");
    const panel = html.match(/<section aria-labelledby="quick-facts-heading"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(panel).toContain("Defect rate: pairs claimed for a manufacturing fault, over all pairs shipped.");
    // The sizes row spans the groups' EU ranges, youth's smallest to men's largest, kept whole.
    expect(panel).toMatch(/Sizes \(men, women, youth\)<\/dt><dd[^>]*>EU\u00a028\u201148<\/dd>/);
    expect(panel).toMatch(
      /<a[^>]*href="\/blog\/how-we-audit-quality-on-every-production-run"[^>]*>How we audit every run<\/a>/,
    );
    expect(panel).toMatch(/<a[^>]*href="#pricing-payment"[^>]*>Pricing and payment terms<\/a>/);
    // The contact card follows the answers in reading order.
    expect(html.indexOf("still-a-question-heading")).toBeGreaterThan(html.lastIndexOf('name="faq"'));
  });

  it("Branding and packaging: calls to action preselect only a fitting project type", async () => {
    const { html } = await get("/branding-packaging");
    // The link whose visible words start with the label (its words may be split by inline tags).
    const linkTo = (label: string) =>
      [...html.matchAll(/<a[^>]*href="(\/contact[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
        .find((m) =>
          m[2]
            .replace(/<[^>]+>/g, "")
            .trim()
            .startsWith(label),
        )?.[1]
        ?.replaceAll("&amp;", "&");
    expect(linkTo("Plan your packaging")).toBe("/contact");
    expect(linkTo("Prepare your launch")).toBe("/contact");
    expect(linkTo("Discuss your identity")).toBe("/contact?type=design-consultation");
    expect(linkTo("Sample the finishes")).toBe("/contact?type=prototyping");
  });

  it("Branding and packaging: the hero prints the client's mark in every logo zone and lists the zones in the balloons' order", async () => {
    const { html } = await get("/branding-packaging");
    const figure = html.match(/<figure>[\s\S]*?<\/figure>/)?.[0] ?? "";
    const texts = [...figure.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    const marks = texts.filter((t) => !/^\d+$/.test(t));
    // Where no word of the name fits, the zone carries the client's drawn mark, never initials.
    const glyphs = figure.split(`d="${PEAK_MARK}"`).length - 1;
    expect(marks.length + glyphs).toBe(BRANDING_ZONES.length);
    const client = caseStudies.find((c) => c.category === "Private Label")?.client.name ?? "";
    const name = client.toUpperCase();
    for (const mark of marks) expect([name, name.split(" ")[0]]).toContain(mark);
    // At least one zone is wide enough for a word.
    expect(marks.length).toBeGreaterThan(0);
    expect(texts.filter((t) => /^\d+$/.test(t))).toEqual(BRANDING_ZONES.map((_, i) => String(i + 1)));
    const items = [...(figure.match(/<ol\b[\s\S]*?<\/ol>/)?.[0] ?? "").matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)];
    // An ordered list: the browser numbers the items as the balloons are numbered.
    expect(items.map((m) => plain(m[1]).toLowerCase())).toEqual([...BRANDING_ZONES]);
  });

  it("Work: each case's order says how many colourways or styles its launch held, as the shipped record counts them", async () => {
    const text = textOf((await get("/work")).html);
    // Launch rows: Ridgeline 1,800 pairs at 600 per colourway, Summit 800 at 400 per style,
    // Vertical 500 at 500 per colourway (app/content/shipped-record.ts and cases.ts).
    // textOf turns every space, the no-break ones between a figure and its unit too, into " ".
    expect(text).toContain("Order, three colourways 600 pairs each");
    expect(text).toContain("Order, two styles 400 pairs each");
    expect(text).toContain("Order, one colourway 500 pairs ");
  });

  it.each(["/privacy", "/terms", "/cookies", "/accessibility"])(
    "%s has a compact header with its last-updated date, and every identity value filled in",
    async (path) => {
      const { html } = await get(path);
      expect(html).toMatch(/Last updated: <time dateTime="\d{4}-\d{2}-\d{2}">/i);
      // The header's card: who answers for the page, and how to write or call.
      const header = html.slice(
        html.indexOf("Questions about this page?"),
        html.indexOf("</header>", html.indexOf("<main")),
      );
      expect(plain(header)).toContain(`Answered by ${site.legal.director}`);
      expect(header).toContain(`href="mailto:${site.email}"`);
      expect(header).toContain(`href="tel:${site.phone.e164}"`);
      expect(html).not.toContain("{{");
      expect(html).not.toMatch(/%7B%7B/i);
    },
  );

  it("the legal notices name the company, its registration, address and director from the identity module", async () => {
    const terms = plain((await get("/terms")).html);
    for (const value of [site.legal.entity, site.legal.registration, site.legal.vatNumber, site.legal.director]) {
      expect(terms).toContain(value);
    }
    expect(terms).toContain(site.postalAddress);
    const privacy = plain((await get("/privacy")).html);
    expect(privacy).toContain(site.processors.databaseRegion);
    expect(privacy).toContain(site.processors.emailProvider);
  });

  it("the accessibility statement names WCAG 2.2 AA and the e-mail for reporting problems", async () => {
    const { html } = await get("/accessibility");
    expect(plain(html)).toContain("WCAG 2.2 level AA");
    expect(html).toContain(`href="mailto:${site.email}"`);
    expect(plain(html)).toContain("We reply within 24 hours");
  });
});

/** Visible text of a page: the body without scripts, styles and tags. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return plain(body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " "));
}

describe("nothing reads as unfinished", () => {
  it.each(pages)('%s shows no bracket, no "to be completed" and no "template"', async (path) => {
    const text = visibleText((await get(path)).html);
    expect(text).not.toContain("[");
    expect(text).not.toMatch(/to be (completed|confirmed)/i);
    expect(text).not.toMatch(/\btemplate\b/i);
  });

  it("catches a bracketed blank (the check itself)", () => {
    expect(visibleText("<body><p>Registered as [number to be completed]</p></body>")).toContain("[");
  });

  it("social links go to profiles, never to a network's home page", () => {
    for (const s of site.social) expect(new URL(s.href).pathname.replace(/\/+$/, ""), s.href).not.toBe("");
  });
});
