/**
 * The build-time articles plugin (vite-plugins/articles.ts): frontmatter validation, the
 * slug rule and a real Vite build that fails on a bad article.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import {
  ArticleContentError,
  compileArticle,
  compileArticles,
  compileLegal,
  LEGACY_SLUGS,
  linksToLaterArticles,
} from "../../vite-plugins/article-source";
import { articles, slugFromTitle } from "../../vite-plugins/articles";
import { fillPlaceholders } from "../../vite-plugins/placeholders";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** A complete, valid frontmatter block; `overrides` replace or drop (undefined) fields. */
function article(
  overrides: Record<string, string | undefined> = {},
  body = "First paragraph.\n\n## A section\n\nSecond.",
) {
  const fields: Record<string, string | undefined> = {
    title: '"Why Grip Matters on Technical Terrain"',
    excerpt: '"Short and sweet."',
    category: '"Technical Innovation"',
    date: "2024-02-28",
    readTime: "5",
    author: '"Anna Keller, Footwear Engineer"',
    ...overrides,
  };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
}

/** Compiles `source` as `app/content/articles/<name>` and returns the error message. */
async function errorFor(source: string, name = "grip-matters.md"): Promise<string> {
  const error = await compileArticle(source, `app/content/articles/${name}`).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ArticleContentError);
  return (error as Error).message;
}

describe("slug rule", () => {
  it("lowercases, turns runs of other characters into hyphens and trims them", () => {
    expect(slugFromTitle("Private Label or Custom Design: Choosing Your Path")).toBe(
      "private-label-or-custom-design-choosing-your-path",
    );
    expect(slugFromTitle("Understanding MOQs and Timelines for Your First Collection")).toBe(
      "understanding-moqs-and-timelines-for-your-first-collection",
    );
    expect(slugFromTitle("  Lightweight vs. Durable: Finding the Balance!  ")).toBe(
      "lightweight-vs-durable-finding-the-balance",
    );
  });

  it("accepts a new article whose file name is its title's slug", async () => {
    const title = "How We Audit Quality on Every Production Run";
    const { meta } = await compileArticle(
      article({ title: `"${title}"` }),
      "app/content/articles/how-we-audit-quality-on-every-production-run.md",
    );
    expect(meta.slug).toBe("how-we-audit-quality-on-every-production-run");
  });

  it("lets the seven legacy slugs keep their short form", async () => {
    expect(LEGACY_SLUGS.size).toBe(7);
    const { meta } = await compileArticle(article(), "app/content/articles/grip-matters.md");
    expect(meta.slug).toBe("grip-matters");
  });

  it("rejects any other file name, naming the file and the expected name", async () => {
    const message = await errorFor(article({ title: '"How We Audit Quality"' }), "quality-audits.md");
    expect(message).toBe(
      'app/content/articles/quality-audits.md: file name must be "how-we-audit-quality.md": the slug is the title lowercased, with runs of other characters turned into "-"',
    );
  });
});

describe("frontmatter validation", () => {
  it("names the file and the field for a read time that is not whole minutes", async () => {
    expect(await errorFor(article({ readTime: '"5 min"' }))).toBe(
      'app/content/articles/grip-matters.md: frontmatter "readTime" must be a whole number of minutes',
    );
    expect(await errorFor(article({ readTime: "4.5" }))).toBe(
      'app/content/articles/grip-matters.md: frontmatter "readTime" must be a whole number of minutes',
    );
  });

  it("reports missing, unknown and malformed fields, one line each", async () => {
    const message = await errorFor(
      article({ author: undefined, readtime: "5", date: "15/03/2024", category: '"Design"' }),
    );
    const lines = message.split("\n");
    expect(lines).toContain('app/content/articles/grip-matters.md: frontmatter "author" is missing');
    expect(lines).toContain(
      'app/content/articles/grip-matters.md: frontmatter has an unknown field "readtime" (allowed: title, excerpt, category, date, updated, revision, readTime, author)',
    );
    expect(lines).toContain(
      'app/content/articles/grip-matters.md: frontmatter "date" must be a date written YYYY-MM-DD, e.g. 2024-03-15',
    );
    expect(
      lines.some((l) => l.startsWith('app/content/articles/grip-matters.md: frontmatter "category" must be one of')),
    ).toBe(true);
  });

  it("rejects an impossible date and an excerpt over 220 characters", async () => {
    expect(await errorFor(article({ date: "2024-02-30" }))).toMatch(/frontmatter "date" must be a date/);
    expect(await errorFor(article({ excerpt: `"${"x".repeat(221)}"` }))).toBe(
      'app/content/articles/grip-matters.md: frontmatter "excerpt" must be at most 220 characters (it has 221)',
    );
  });

  it("takes an optional revision date, later than the publication date, with a sentence on the revision", async () => {
    const revision = '"Added the outsole drawing."';
    const { meta } = await compileArticle(
      article({ updated: "2026-11-19", revision }),
      "app/content/articles/grip-matters.md",
    );
    expect(meta).toMatchObject({ updated: "2026-11-19", revision: "Added the outsole drawing." });
    expect(await errorFor(article({ updated: "2024-02-28", revision }))).toBe(
      'app/content/articles/grip-matters.md: frontmatter "updated" (2024-02-28) must be later than "date" (2024-02-28), or left out',
    );
    expect(await errorFor(article({ updated: "19/11/2026", revision }))).toMatch(
      /frontmatter "updated" must be a date/,
    );
    expect(await errorFor(article({ updated: "2026-11-19" }))).toMatch(/"updated" and "revision" go together/);
    expect(await errorFor(article({ revision }))).toMatch(/"updated" and "revision" go together/);
  });

  it("rejects a file without frontmatter, a level-1 heading and an empty body", async () => {
    expect(await errorFor("Just text.\n")).toMatch(
      /^app\/content\/articles\/grip-matters\.md: frontmatter block is missing/,
    );
    expect(await errorFor(article({}, "# Title again\n\nText."))).toMatch(/level-1 heading/);
    expect(await errorFor(article({}, ""))).toMatch(/body is empty/);
  });
});

describe("markdown to HTML", () => {
  it("compiles GFM with heading ids and wraps tables in a focusable region named by the heading above, dropping raw HTML", async () => {
    const body =
      "Intro with **bold**.\n\n## Lug depth\n\n| Lug | mm |\n| --- | --- |\n| A | 5 |\n\n<script>alert(1)</script>";
    const { html } = await compileArticle(article({}, body), "app/content/articles/grip-matters.md");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<h2 id="lug-depth">Lug depth</h2>');
    // Every cell is short, so on a phone the table stays a table (the compact class).
    expect(html).toContain(
      '<section class="article-table article-table-compact" tabindex="0" aria-labelledby="lug-depth"><table>',
    );
    expect(html).not.toContain("<script");
  });

  it("marks a table compact only when every body cell is 12 characters or fewer", async () => {
    const table = (cell: string) => `Intro.\n\n## Lugs\n\n| Lug | Use |\n| --- | --- |\n| A | ${cell} |`;
    const compiled = async (cell: string) =>
      (await compileArticle(article({}, table(cell)), "app/content/articles/grip-matters.md")).html;
    expect(await compiled("Twelve chars")).toContain('class="article-table article-table-compact"');
    expect(await compiled("Thirteen char")).toContain('class="article-table" ');
  });

  it("keeps a hyphenated word in a heading on one line, lets prose break at its hyphens, but never before a short last part", async () => {
    const body = "Intro.\n\n## Match the bio-based foam to the runner\n\nA bio-based foam is a trade-off in prose.";
    const { html } = await compileArticle(article({}, body), "app/content/articles/grip-matters.md");
    expect(html).toContain(
      '<h2 id="match-the-bio-based-foam-to-the-runner">Match the <span class="whitespace-nowrap">bio-based</span> foam to the runner</h2>',
    );
    expect(html).toContain("<p>A bio-based foam is a trade\u2011off in\u00a0prose.</p>");
  });

  it("turns a paragraph holding only a drawing into a figure with its file's size, a lazy load and the caption", async () => {
    const body = 'Intro.\n\n![An outsole from below](art:outsole-light "The outsole, seen from below.")\n\nAfter.';
    const { html } = await compileArticle(article({}, body), "app/content/articles/grip-matters.md");
    expect(html).toContain(
      '<figure class="article-figure"><img src="/art/outsole-light.svg" alt="An outsole from below" width="308" height="118" loading="lazy" decoding="async" fetchpriority="low"><figcaption>The outsole, seen from below.</figcaption></figure>',
    );
    expect(html).not.toContain("<p><img");
  });

  it("rejects a drawing with no file, no description or no caption, naming each", async () => {
    expect(await errorFor(article({}, 'Intro.\n\n![A shoe](art:no-such-drawing "Caption.")'))).toMatch(
      /drawing "no-such-drawing" has no file/,
    );
    expect(await errorFor(article({}, 'Intro.\n\n![](art:outsole-light "Caption.")'))).toMatch(
      /drawing "outsole-light" needs a description/,
    );
    expect(await errorFor(article({}, "Intro.\n\n![An outsole](art:outsole-light)"))).toMatch(
      /drawing "outsole-light" needs a caption/,
    );
  });

  it("compiles the site's ten articles, newest first", async () => {
    const all = await compileArticles(path.join(projectRoot, "app/content/articles"), projectRoot);
    expect(all).toHaveLength(10);
    const dates = all.map((a) => a.meta.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.map((a) => a.meta.slug)).toEqual(expect.arrayContaining([...LEGACY_SLUGS]));
  });
});

describe("links between articles", () => {
  /** Compiles an article named `slug` published on `date`, with `body`. */
  const compiled = (slug: string, fields: Record<string, string>, body = "Text.") =>
    compileArticle(article({ title: `"${slug}"`, ...fields }, body), `app/content/articles/${slug}.md`);

  it("names an article that links to one published after it, and accepts it once its revision date is later", async () => {
    const newer = await compiled("newer", { date: "2026-11-12" });
    const older = await compiled("older", { date: "2024-03-05" }, "See [the newer one](/blog/newer#tiers).");
    expect(linksToLaterArticles([newer, older], "app/content/articles")).toEqual([
      'app/content/articles/older.md: links to /blog/newer, published 2026-11-12, after this article\'s date (2024-03-05): set "updated" to the date of the revision that added the link',
    ]);
    const revision = '"Linked the newer one."';
    const revisedTooEarly = await compiled(
      "older",
      { date: "2024-03-05", updated: "2026-11-01", revision },
      "[x](/blog/newer)",
    );
    expect(linksToLaterArticles([newer, revisedTooEarly], "app/content/articles")).toEqual([
      expect.stringContaining('after this article\'s "updated" date (2026-11-01)'),
    ]);
    const revised = await compiled(
      "older",
      { date: "2024-03-05", updated: "2026-11-17", revision },
      "[x](/blog/newer)",
    );
    expect(linksToLaterArticles([newer, revised], "app/content/articles")).toEqual([]);
  });

  it("fails the folder's compilation on such a link, naming the file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "articles-"));
    try {
      await writeFile(path.join(dir, "newer.md"), article({ title: '"Newer"', date: "2026-11-12" }));
      await writeFile(
        path.join(dir, "older.md"),
        article({ title: '"Older"', date: "2024-03-05" }, "[x](/blog/newer)"),
      );
      const error = await compileArticles(dir, path.dirname(dir)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArticleContentError);
      expect((error as Error).message).toMatch(/older\.md: links to \/blog\/newer, published 2026-11-12/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the plugin in a Vite build", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** Builds a one-file project that imports both virtual modules. */
  async function buildWith(files: Record<string, string>) {
    dir = await mkdtemp(path.join(tmpdir(), "articles-plugin-"));
    await mkdir(path.join(dir, "app/content/articles"), { recursive: true });
    for (const [name, text] of Object.entries(files))
      await writeFile(path.join(dir, "app/content/articles", name), text);
    await writeFile(
      path.join(dir, "entry.js"),
      'import { articles } from "virtual:articles";\nimport { getArticleHtml } from "virtual:article-html.server";\nexport const out = [articles, getArticleHtml];\n',
    );
    return build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: [articles()],
      build: { write: false, ssr: "entry.js" },
    });
  }

  it("fails the build with a message naming the file and the field", async () => {
    await expect(buildWith({ "grip-matters.md": article({ readTime: "five" }) })).rejects.toThrow(
      'app/content/articles/grip-matters.md: frontmatter "readTime" must be a whole number of minutes',
    );
  });

  it("builds valid articles into plain strings: no markdown parser in the output", async () => {
    const result = await buildWith({ "grip-matters.md": article() });
    const outputs = Array.isArray(result) ? result : [result];
    const code = outputs
      .flatMap((o) => ("output" in o ? o.output : []))
      .map((chunk) => ("code" in chunk ? chunk.code : ""))
      .join("\n");
    expect(code).toContain("Why Grip Matters on Technical Terrain");
    expect(code).toContain('<h2 id=\\"a-section\\">A section</h2>');
    expect(code).not.toMatch(/micromark|remark|unified/);
  });
});

describe("typography and legal documents", () => {
  it("joins number ranges with the non-breaking hyphen, and figures to their units, but not in code", async () => {
    const { html } = await compileArticle(
      article(
        {},
        "Runs of 300-500 pairs, a 4–8 mm drop, 0.18-0.25 g/cm³ foam, ISO 13287 and EN ISO 20344, 2 gaiters and `a-1 mm` in code.",
      ),
      "app/content/articles/grip-matters.md",
    );
    expect(html).toContain("300\u2011500\u00a0pairs");
    expect(html).toContain("4\u20118\u00a0mm");
    expect(html).toContain("0.18\u20110.25\u00a0g/cm³");
    expect(html).toContain("ISO\u00a013287");
    expect(html).toContain("EN\u00a0ISO\u00a020344");
    // "g" is a unit, not the first letter of a word.
    expect(html).toContain("2 gaiters");
    expect(html).toContain("<code>a-1 mm</code>");
  });

  it("joins a paragraph's short last word to the word before it, but lets a long one stand alone", async () => {
    const { html } = await compileArticle(
      article(
        {},
        "A paragraph that ends on a word too short to stand alone on a line of its own.\n\nA paragraph whose last word is inquiries (Art. 6(1)(f)).",
      ),
      "app/content/articles/grip-matters.md",
    );
    expect(html).toContain("its\u00a0own.</p>");
    expect(html).toContain("(Art. 6(1)(f)).</p>");
  });

  it("compiles a legal document: sections for the contents, placeholders kept in text and links", async () => {
    const source = `---\ntitle: "Terms"\ndescription: "${"d".repeat(60)}"\nsummary: "S"\nlastUpdated: 2026-11-22\n---\n\n## Publisher\n\n{{legal.entity}}, [{{email}}](mailto:{{email}})\n`;
    const doc = await compileLegal(source, "app/content/legal/terms.md", ["legal.entity", "email"]);
    expect(doc.sections).toEqual([{ id: "publisher", heading: "Publisher" }]);
    expect(doc.html).toContain('<a href="mailto:{{email}}">{{email}}</a>');
    expect(fillPlaceholders(doc.html, { "legal.entity": "A & B SAS", email: "a@b.example" })).toContain(
      'A &amp; B SAS, <a href="mailto:a@b.example">a@b.example</a>',
    );
  });

  it("fails on a placeholder the identity module does not fill, naming the file", async () => {
    const source = `---\ntitle: "Terms"\ndescription: "D"\nsummary: "S"\nlastUpdated: 2026-11-22\n---\n\n## A\n\n{{legal.nickname}}\n`;
    const error = await compileLegal(source, "app/content/legal/terms.md", ["email"]).catch((e: unknown) => e);
    expect(String(error)).toContain("app/content/legal/terms.md: unknown placeholder {{legal.nickname}}");
  });
});
