/**
 * Search and sharing (issue "Fast everywhere, found by search engines"): every page's head
 * tags, share images, structured data, and the sitemap, robots.txt and RSS feed, through the
 * real Worker in workerd.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { faqItems } from "~/content/faq";
import { site } from "~/content/site";
import { articles } from "~/lib/articles";
import { allPagePaths, LEGAL_SLUGS } from "~/lib/site-index";
import routeTable from "../../app/routes.ts?raw";

const ORIGIN = "http://localhost";

/**
 * Files in public/, by path from the site root. Static assets are served in front of the
 * Worker in production but not in this pool, so an image "exists" when its file does.
 */
const publicFiles = new Set(
  Object.keys(import.meta.glob(["/public/**/*.png", "/public/**/*.ico", "/public/**/*.svg"])).map((f) =>
    f.replace(/^\/public/, ""),
  ),
);

/** The structured data types a page carries beyond its breadcrumb trail. */
const extraJsonLd: Record<string, string[]> = { "/": ["Organization"], "/faq": ["FAQPage", "BreadcrumbList"] };

/** Every page, with the structured data types it carries. */
const pages: [path: string, jsonLd: string[]][] = allPagePaths(articles.map((a) => a.slug)).map((path) => [
  path,
  path.startsWith("/blog/") ? ["Article", "BreadcrumbList"] : (extraJsonLd[path] ?? ["BreadcrumbList"]),
]);

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The attributes of one start tag. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2])]));
}

/** The head of a page, read as a crawler would. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributes(m[0]));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0]));
  const meta = (key: string) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    meta,
    one: (key: string) => {
      const values = meta(key);
      expect(values, key).toHaveLength(1);
      return values[0];
    },
    links,
  };
}

/** The JSON-LD blocks of a page, parsed, with the nonce each carries. */
function readJsonLd(html: string) {
  return [...html.matchAll(/<script\b([^>]*type="application\/ld\+json"[^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    nonce: attributes(m[1]).nonce,
    data: JSON.parse(m[2]) as Record<string, unknown> & { "@type": string },
  }));
}

async function get(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { res, html: await res.text() };
}

describe("head tags on every page", () => {
  it.each(pages)("%s: title, description, canonical, Open Graph and Twitter card", async (path) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    const head = readHead(html);
    const canonical = `${site.url}${path === "/" ? "/" : path}`;

    expect(head.title).toMatch(/\S.*Alpine Last|Alpine Last.*\S/);
    expect(head.one("description").length).toBeGreaterThan(50);
    expect(head.links.filter((l) => l.rel === "canonical").map((l) => l.href)).toEqual([canonical]);

    expect(head.one("og:url")).toBe(canonical);
    expect(head.one("og:title")).not.toBe("");
    expect(head.one("og:description")).toBe(head.one("description"));
    expect(head.one("og:site_name")).toBe(site.name);
    expect(head.one("og:locale")).toMatch(/^en_[A-Z]{2}$/);
    expect(head.one("og:type")).toBe(path.startsWith("/blog/") ? "article" : "website");
    const image = head.one("og:image");
    expect(image.startsWith(`${site.url}/og/`)).toBe(true);
    expect(publicFiles.has(new URL(image).pathname), `${image} is in public/`).toBe(true);
    expect(head.one("og:image:width")).toBe("1200");
    expect(head.one("og:image:height")).toBe("630");
    expect(head.one("og:image:alt").length).toBeGreaterThan(10);

    expect(head.one("twitter:card")).toBe("summary_large_image");
    expect(head.one("twitter:image:alt")).toBe(head.one("og:image:alt"));
    // X falls back to og:title, og:description and og:image: no second copy of each.
    expect(head.meta("twitter:title")).toEqual([]);
    expect(head.meta("twitter:description")).toEqual([]);
    expect(head.meta("twitter:image")).toEqual([]);
  });

  it("every page has its own title and its own share URL", async () => {
    const heads = await Promise.all(pages.map(async ([path]) => readHead((await get(path)).html)));
    const titles = heads.map((h) => h.title);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(heads.map((h) => h.one("og:url"))).size).toBe(pages.length);
  });

  it("articles carry their own share card, publication date and section", async () => {
    for (const article of articles) {
      const head = readHead((await get(`/blog/${article.slug}`)).html);
      expect(head.one("og:image")).toBe(`${site.url}/og/blog/${article.slug}.png`);
      expect(head.one("og:title")).toBe(article.title);
      expect(head.one("article:published_time")).toBe(`${article.date}T00:00:00Z`);
      expect(head.one("article:modified_time")).toBe(`${article.updated ?? article.date}T00:00:00Z`);
      expect(head.one("article:section")).toBe(article.category);
    }
  });

  it("a category filter is canonical to itself; an unknown one is kept out of search results", async () => {
    const filtered = readHead((await get("/blog?category=Sustainability")).html);
    expect(filtered.links.find((l) => l.rel === "canonical")?.href).toBe(`${site.url}/blog?category=Sustainability`);
    expect(filtered.meta("robots")).toEqual([]);
    const unknown = readHead((await get("/blog?category=Nope")).html);
    expect(unknown.meta("robots")).toEqual(["noindex"]);
    expect(unknown.links.find((l) => l.rel === "canonical")?.href).toBe(`${site.url}/blog`);
  });

  it("not-found pages are noindex and name no canonical URL", async () => {
    for (const path of ["/no-such-trail", "/blog/no-such-article"]) {
      const { res, html } = await get(path);
      expect(res.status).toBe(404);
      const head = readHead(html);
      expect(head.meta("robots")).toEqual(["noindex"]);
      expect(head.links.some((l) => l.rel === "canonical")).toBe(false);
    }
  });

  it("links the favicon set, the touch icon and the feed, and the files exist; no web app manifest", async () => {
    const { links } = readHead((await get("/about")).html);
    const href = (rel: string, type?: string) =>
      links.find((l) => l.rel === rel && (type === undefined || l.type === type))?.href;
    expect(href("icon", "image/svg+xml")).toBe("/favicon.svg");
    expect(links.find((l) => l.rel === "icon" && l.href === "/favicon.ico")?.sizes).toBe("32x32");
    expect(href("apple-touch-icon")).toBe("/apple-touch-icon.png");
    expect(href("manifest")).toBeUndefined();
    expect(href("alternate", "application/rss+xml")).toBe("/blog/rss.xml");
    for (const file of ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/icon-512.png"]) {
      expect(publicFiles.has(file), file).toBe(true);
    }
  });
});

describe("structured data (JSON-LD)", () => {
  it.each(pages)("%s: parses, has the right types and carries the response's nonce", async (path, types) => {
    const { res, html } = await get(path);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    const blocks = readJsonLd(html);
    expect(blocks.map((b) => b.data["@type"])).toEqual(types);
    for (const block of blocks) {
      expect(block.nonce).toBe(nonce);
      expect(block.data["@context"]).toBe("https://schema.org");
    }
    const crumbs = blocks.find((b) => b.data["@type"] === "BreadcrumbList")?.data as
      | { itemListElement: { position: number; item: string }[] }
      | undefined;
    if (crumbs) {
      expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${site.url}/` });
      expect(crumbs.itemListElement.at(-1)?.item).toBe(`${site.url}${path}`);
    }
  });

  it("the home page describes the organisation: identity, contact, Chamonix address and social profiles", async () => {
    const [org] = readJsonLd((await get("/")).html).map((b) => b.data);
    expect(org).toMatchObject({
      name: site.name,
      url: `${site.url}/`,
      email: site.email,
      telephone: site.phone.e164,
      address: { "@type": "PostalAddress", addressLocality: "Chamonix-Mont-Blanc", addressCountry: "FR" },
      sameAs: site.social.map((s) => s.href),
    });
    expect((org.logo as { url: string }).url).toBe(`${site.url}/icon-512.png`);
  });

  it("each article has headline, date, author, publisher, image and main entity", async () => {
    for (const article of articles) {
      const [ld] = readJsonLd((await get(`/blog/${article.slug}`)).html).map((b) => b.data);
      expect(ld).toMatchObject({
        headline: article.title,
        datePublished: `${article.date}T00:00:00Z`,
        dateModified: `${article.updated ?? article.date}T00:00:00Z`,
        author: { "@type": "Person", name: article.author.split(", ")[0] },
        publisher: { "@type": "Organization", name: site.name },
        image: [`${site.url}/og/blog/${article.slug}.png`],
        mainEntityOfPage: { "@type": "WebPage", "@id": `${site.url}/blog/${article.slug}` },
      });
    }
  });

  it("the FAQ lists every question with a full answer", async () => {
    const [faq] = readJsonLd((await get("/faq")).html).map((b) => b.data);
    const questions = faq.mainEntity as { "@type": string; name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((q) => q.name)).toEqual(faqItems.map((i) => i.question));
    for (const q of questions) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(80);
    }
    expect(questions.find((q) => q.name.includes("size"))?.acceptedAnswer.text).toContain("EU");
  });
});

describe("sitemap, robots.txt and RSS", () => {
  it("/sitemap.xml lists every page of the route table, every article and the legal pages, on the site origin", async () => {
    const { res, html: xml } = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length);
    const locs = entries.map((e) => e[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${site.url}/`)).toBe(true);

    // Every static page route in app/routes.ts (not the catch-all, not a resource route).
    const staticRoutes = [...routeTable.matchAll(/route\("([^"]+)",\s*"routes\/[^"]+\.tsx"\)/g)]
      .map((m) => m[1])
      .filter((p) => p !== "*" && !p.includes(":"));
    expect(staticRoutes.length).toBeGreaterThanOrEqual(9);
    for (const p of ["", ...staticRoutes, ...LEGAL_SLUGS]) expect(locs).toContain(`${site.url}/${p}`);
    // The page list and the sitemap are the same set: no page is missing, none is extra.
    expect(locs).toEqual(allPagePaths(articles.map((a) => a.slug)).map((p) => `${site.url}${p === "/" ? "/" : p}`));

    expect(articles).toHaveLength(10);
    for (const a of articles) {
      const entry = entries.find((e) => e[1] === `${site.url}/blog/${a.slug}`);
      expect(entry?.[2], a.slug).toBe(a.updated ?? a.date);
    }
    // The blog list changed when its newest article or newest revision did.
    const newest = articles
      .map((a) => a.updated ?? a.date)
      .sort()
      .at(-1);
    expect(entries.find((e) => e[1] === `${site.url}/blog`)?.[2]).toBe(newest);
  });

  it("/robots.txt allows every crawler and points to the sitemap", async () => {
    const { res, html: text } = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain(`\nSitemap: ${site.url}/sitemap.xml\n`);
  });

  it("/blog/rss.xml is RSS 2.0 with every article", async () => {
    const { res, html: xml } = await get("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<atom:link href="${site.url}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    expect(items).toHaveLength(10);
    const field = (item: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(item)?.[1];
    for (const a of articles) {
      const item = items.find((i) => field(i, "link") === `${site.url}/blog/${a.slug}`);
      expect(item, a.slug).toBeDefined();
      expect(field(item!, "guid")).toBe(`${site.url}/blog/${a.slug}`);
      expect(field(item!, "pubDate")).toBe(new Date(`${a.date}T00:00:00Z`).toUTCString());
      expect(field(item!, "pubDate")).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/,
      );
      expect(field(item!, "category")).toBe(a.category.replace("&", "&amp;"));
      expect(field(item!, "description")!.length).toBeGreaterThan(40);
      expect(field(item!, "title")!.length).toBeGreaterThan(5);
    }
  });
});
