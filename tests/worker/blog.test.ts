/**
 * The blog in workerd: the list, the
 * category filter without JavaScript, every article page and the 404 for an unknown slug.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { articles } from "~/lib/articles";
import { textOf } from "./support";

const ORIGIN = "http://localhost";

/** The ten articles as the spec and the design give them: slug, title, category, date, read time. */
const ARTICLES = [
  [
    "sustainable-materials",
    "Sustainable Materials in Trail Running",
    "Sustainability",
    "2024-02-15",
    "15 February 2024",
    7,
  ],
  [
    "lightweight-vs-durable",
    "Lightweight vs. Durable: Finding the Balance",
    "Material Science",
    "2024-02-22",
    "22 February 2024",
    4,
  ],
  [
    "grip-matters",
    "Why Grip Matters on Technical Terrain",
    "Technical Innovation",
    "2024-02-28",
    "28 February 2024",
    5,
  ],
  [
    "midsole-breakdown",
    "Midsole Breakdown: Foams, Plates and Stack",
    "Technical Innovation",
    "2024-03-05",
    "5 March 2024",
    6,
  ],
  [
    "chamonix-testing",
    "Tested in Chamonix: How the Alps Shape Our Shoes",
    "Testing & Development",
    "2024-03-10",
    "10 March 2024",
    4,
  ],
  ["sketch-to-summit", "From Sketch to Summit: Our Design Process", "Design Process", "2024-03-15", "15 March 2024", 5],
  ["one-size-fits-none", "Why One Size Fits None", "Industry Insights", "2024-03-20", "20 March 2024", 8],
  [
    "understanding-moqs-and-timelines-for-your-first-collection",
    "Understanding MOQs and Timelines for Your First Collection",
    "Industry Insights",
    "2026-11-12",
    "12 November 2026",
    6,
  ],
  [
    "how-we-audit-quality-on-every-production-run",
    "How We Audit Quality on Every Production Run",
    "Industry Insights",
    "2026-10-14",
    "14 October 2026",
    5,
  ],
  [
    "private-label-or-custom-design-choosing-your-path",
    "Private Label or Custom Design: Choosing Your Path",
    "Design Process",
    "2026-09-02",
    "2 September 2026",
    6,
  ],
] as const;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;");

/** The slugs of the "Read More" links on a page, in order. */
function readMoreSlugs(html: string): string[] {
  return [...html.matchAll(/<a[^>]*href="\/blog\/([a-z0-9-]+)"[^>]*>Read More/g)].map((m) => m[1]!);
}

/** The category filter's markup. */
function filterNav(html: string): string {
  return html.match(/<nav aria-label="Filter articles by category">([\s\S]*?)<\/nav>/)?.[1] ?? "";
}

/** The label of the filter link marked `aria-current="page"`. */
function activeFilter(html: string): string | undefined {
  const link = filterNav(html).match(/<a[^>]*aria-current="page"[^>]*>([\s\S]*?)<\/a>/)?.[1];
  return link === undefined ? undefined : textOf(link).trim();
}

async function get(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  // React separates adjacent text nodes with empty comments; they carry no meaning here.
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
}

describe("blog list (/blog)", () => {
  it("an excerpt keeps its number ranges whole, on its card and under its article's title", async () => {
    const article = articles.find((a) => /\d[-\u2013]\d/.test(a.excerpt));
    expect(article, "an article whose excerpt has a range").toBeDefined();
    const range = article!.excerpt.match(/(\d+)[-\u2013](\d+)/)!;
    const whole = `${range[1]}\u2011${range[2]}`;
    for (const path of ["/blog", `/blog/${article!.slug}`]) {
      const { html } = await get(path);
      expect(html, path).toContain(whole);
      expect(html, path).not.toContain(`>${article!.excerpt}<`);
    }
  });

  it("lists all ten articles, newest first, each with a Read More link naming its title", async () => {
    const { status, html } = await get("/blog");
    expect(status).toBe(200);
    const slugs = readMoreSlugs(html);
    expect(slugs).toHaveLength(10);
    expect(new Set(slugs)).toEqual(new Set(ARTICLES.map((a) => a[0])));
    const newestFirst = [...ARTICLES].sort((a, b) => b[3].localeCompare(a[3])).map((a) => a[0]);
    expect(slugs).toEqual(newestFirst);
    for (const [, title, category, iso, display, minutes] of ARTICLES) {
      expect(html).toContain(`Read More<span class="sr-only">: ${escapeHtml(title)}</span>`);
      expect(html).toContain(escapeHtml(category));
      expect(html).toContain(`<time dateTime="${iso}">${display}</time>`);
      expect(textOf(html)).toContain(`${minutes} min read`);
    }
  });

  it("offers All and every category in use, including Industry Insights, as links", async () => {
    const { html } = await get("/blog");
    const nav = filterNav(html);
    const labels = textOf(nav);
    for (const label of [
      "All",
      "Design Process",
      "Technical Innovation",
      "Sustainability",
      "Testing & Development",
      "Material Science",
      "Industry Insights",
    ]) {
      expect(labels).toContain(label);
    }
    expect(activeFilter(html)).toBe("All");
    expect(nav).toContain('href="/blog?category=Industry+Insights"');
  });

  it("filters by ?category= without JavaScript and marks the active category", async () => {
    const { status, html } = await get("/blog?category=Industry%20Insights");
    expect(status).toBe(200);
    expect(readMoreSlugs(html).sort()).toEqual([
      "how-we-audit-quality-on-every-production-run",
      "one-size-fits-none",
      "understanding-moqs-and-timelines-for-your-first-collection",
    ]);
    expect(activeFilter(html)).toBe("Industry Insights");
    expect(html).toContain("<title>Industry Insights articles | Alpine Last Blog</title>");
  });

  it.each([
    ["Testing & Development", ["chamonix-testing"]],
    ["Design Process", ["private-label-or-custom-design-choosing-your-path", "sketch-to-summit"]],
    ["Technical Innovation", ["grip-matters", "midsole-breakdown"]],
  ])("filters %s", async (category, expected) => {
    const { html } = await get(`/blog?category=${encodeURIComponent(category)}`);
    expect(readMoreSlugs(html).sort()).toEqual(expected);
    expect(activeFilter(html)).toBe(category);
  });

  it("ignores letter case: ?category=sustainability selects Sustainability, with its canonical URL", async () => {
    for (const value of ["sustainability", "SUSTAINABILITY", " Sustainability "]) {
      const { status, html } = await get(`/blog?category=${encodeURIComponent(value)}`);
      expect(status, value).toBe(200);
      expect(readMoreSlugs(html), value).toEqual(["sustainable-materials"]);
      expect(activeFilter(html), value).toBe("Sustainability");
      expect(html, value).toContain(
        '<link rel="canonical" href="https://www.alpine-last.example/blog?category=Sustainability"/>',
      );
      expect(html, value).not.toContain('content="noindex"');
    }
  });

  it("gives the Latest badge to the newest article, one of the 2026 articles", async () => {
    const { html } = await get("/blog");
    const newest = [...ARTICLES].sort((a, b) => b[3].localeCompare(a[3]))[0]!;
    expect(newest[3].startsWith("2026-")).toBe(true);
    const latest = html.indexOf(">Latest<");
    expect(latest).toBeGreaterThan(-1);
    expect(readMoreSlugs(html.slice(latest))[0]).toBe(newest[0]);
  });

  it("shows a helpful empty state for an unknown category", async () => {
    const { status, html } = await get("/blog?category=Basket%20Weaving");
    expect(status).toBe(200);
    expect(readMoreSlugs(html)).toHaveLength(0);
    expect(textOf(html)).toContain("No articles in “Basket Weaving”");
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>Show all articles/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("has a Stay Updated box that posts to the newsletter action", async () => {
    const { html } = await get("/blog");
    expect(textOf(html)).toContain("Stay Updated");
    expect(html).toMatch(
      /<form[^>]*aria-label="Stay Updated"[^>]*action="\/newsletter"|<form[^>]*action="\/newsletter"[^>]*aria-label="Stay Updated"/,
    );
  });
});

describe("article pages (/blog/:slug)", () => {
  it("redirects a slug in another letter case to the canonical one (301)", async () => {
    const res = await SELF.fetch(`${ORIGIN}/blog/Grip-Matters`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("Location") ?? "", ORIGIN).pathname).toBe("/blog/grip-matters");
    expect((await SELF.fetch(`${ORIGIN}/blog/grip-matters-not`, { redirect: "manual" })).status).toBe(404);
  });

  it.each(ARTICLES)(
    "%s answers 200 with its title, category, date and read time",
    async (slug, title, category, iso, display, minutes) => {
      const { status, html } = await get(`/blog/${slug}`);
      expect(status).toBe(200);
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
      expect(h1 && textOf(h1).trim()).toBe(title);
      // "Title | Alpine Last Blog", or "Title | Alpine Last" when the longer form passes 70 characters.
      const full = `${escapeHtml(title)} | Alpine Last Blog`;
      const expected = `${title} | Alpine Last Blog`.length <= 70 ? full : `${escapeHtml(title)} | Alpine Last`;
      expect(html).toContain(`<title>${expected}</title>`);
      const header = html.match(/<header class="article-header[\s\S]*?<\/header>/)?.[0] ?? "";
      expect(textOf(header)).toContain(category);
      expect(header).toContain(`<time dateTime="${iso}">${display}</time>`);
      expect(textOf(header)).toContain(`${minutes} min read`);
    },
  );

  it("has the spec's layout: Back to Blog, share links without JavaScript, body, Start Your Project", async () => {
    const { html } = await get("/blog/sketch-to-summit");
    const text = textOf(html);
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>.*?Back to Blog/);
    expect(html).toContain(
      'href="mailto:?subject=From%20Sketch%20to%20Summit%3A%20Our%20Design%20Process&amp;body=http%3A%2F%2Flocalhost%2Fblog%2Fsketch-to-summit"',
    );
    expect(html).toContain(
      "https://www.linkedin.com/sharing/share-offsite/?url=http%3A%2F%2Flocalhost%2Fblog%2Fsketch-to-summit",
    );
    expect(html).toContain('<div class="article-body"><p>');
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Start Your Project/);
    expect(text).toContain("Keep reading");
    expect(text.indexOf("Back to Blog")).toBeLessThan(text.indexOf("Start Your Project", text.indexOf("Back to Blog")));
  });

  it("Keep reading leads with an article the text links to, or one that links to it, before the rest", async () => {
    /** The other articles a page's body links to, and the ones its Keep reading lists, in order. */
    const parts = (html: string) => {
      const [body, aside] = html.split('id="related-heading"');
      const slugsIn = (s: string) => [...new Set([...s.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
      // Keep reading ends where the footer starts: the footer's badges link to articles too.
      return {
        linked: slugsIn(body.slice(body.indexOf('class="article-body"'))),
        related: slugsIn(aside.slice(0, aside.indexOf("<footer"))),
      };
    };
    const pages = new Map(
      await Promise.all(articles.map(async (a) => [a.slug, parts((await get(`/blog/${a.slug}`)).html)] as const)),
    );
    let checked = 0;
    for (const [slug, { linked, related }] of pages) {
      expect(related, slug).toHaveLength(3);
      expect(related, slug).not.toContain(slug);
      const connected = articles
        .map((a) => a.slug)
        .filter((other) => other !== slug && (linked.includes(other) || pages.get(other)?.linked.includes(slug)));
      if (connected.length === 0) continue;
      expect(connected, slug).toContain(related[0]);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("answers an unknown slug with 404 and the not-found screen inside the site layout", async () => {
    const { status, html } = await get("/blog/no-such-article");
    expect(status).toBe(404);
    expect(textOf(html)).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home/);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
