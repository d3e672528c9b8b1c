/**
 * Build-time article and legal-document compiler: reads `app/content/articles/<slug>.md`,
 * validates its YAML frontmatter with valibot, checks the slug rule and turns
 * the markdown body into an HTML string. Runs in Node only; nothing here reaches the
 * Worker bundle or the browser.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { toString as hastText } from "hast-util-to-string";
import type { Root as MdastRoot } from "mdast";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import remarkSmartypants from "remark-smartypants";
import { retext } from "retext";
import retextSmartypants from "retext-smartypants";
import { unified } from "unified";
import * as v from "valibot";
import { parse as parseYaml, YAMLParseError } from "yaml";
import artSizes from "../app/components/art/art-file-sizes.json";
import { visibleText } from "../app/lib/typography.ts";
import { placeholderNames } from "./placeholders.ts";

/**
 * Categories in the order the blog filter shows them: the five original filter buttons,
 * then "Industry Insights", which articles use and the filter lists too.
 */
export const ARTICLE_CATEGORIES = [
  "Design Process",
  "Technical Innovation",
  "Sustainability",
  "Testing & Development",
  "Material Science",
  "Industry Insights",
] as const;

/** The seven slugs the site launched with; they keep their short form so old links stay valid. */
export const LEGACY_SLUGS: ReadonlySet<string> = new Set([
  "sustainable-materials",
  "lightweight-vs-durable",
  "grip-matters",
  "midsole-breakdown",
  "chamonix-testing",
  "sketch-to-summit",
  "one-size-fits-none",
]);

/** Longest excerpt the blog card shows without truncation. */
export const EXCERPT_MAX = 220;

const FIELDS = ["title", "excerpt", "category", "date", "updated", "revision", "readTime", "author"] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `s` is a real calendar date written YYYY-MM-DD. */
function isCalendarDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const text = (max: number) =>
  v.pipe(
    v.string("must be text in quotes"),
    v.trim(),
    v.nonEmpty("must not be empty"),
    v.maxLength(
      max,
      (issue) => `must be at most ${max} characters (it has ${String(issue.received).replace(/\D/g, "")})`,
    ),
  );

/** A calendar date written YYYY-MM-DD; `example` shows the form in the message. */
const calendarDate = (example: string) =>
  v.pipe(
    v.string(`must be a date written YYYY-MM-DD, e.g. ${example}`),
    v.check(isCalendarDate, `must be a date written YYYY-MM-DD, e.g. ${example}`),
  );

/** The frontmatter every article carries; other writers follow this exact format. */
export const FrontmatterSchema = v.strictObject({
  title: text(120),
  excerpt: text(EXCERPT_MAX),
  category: v.picklist(ARTICLE_CATEGORIES, `must be one of ${ARTICLE_CATEGORIES.map((c) => `"${c}"`).join(", ")}`),
  date: calendarDate("2024-03-15"),
  /** The date of the article's last revision (a review or a change to what it says), when there was one. */
  updated: v.optional(calendarDate("2026-11-20")),
  /**
   * The revision in one sentence: who reviewed the article and against what, or what it changed;
   * written with `updated`, and only then.
   */
  revision: v.optional(text(160)),
  readTime: v.pipe(
    v.number("must be a whole number of minutes"),
    v.integer("must be a whole number of minutes"),
    v.minValue(1, "must be a whole number of minutes, at least 1"),
    v.maxValue(90, "must be a whole number of minutes, at most 90"),
  ),
  author: text(120),
});

/** Listing data for one article: everything but the body. */
export type ArticleMeta = v.InferOutput<typeof FrontmatterSchema> & { slug: string };

/** One compiled article: its metadata and its body as an HTML string. */
export type CompiledArticle = { meta: ArticleMeta; html: string };

/**
 * Problems in one or more article files. The message has one line per problem, each
 * starting with the file's path relative to the project root, so a failed build names
 * the file and the field.
 */
export class ArticleContentError extends Error {
  override name = "ArticleContentError";
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/**
 * The slug rule: lowercase, runs of non-alphanumeric characters become "-",
 * leading and trailing hyphens trimmed.
 * @param title an article title
 * @returns its slug, e.g. "Private Label or Custom Design: Choosing Your Path" →
 *   "private-label-or-custom-design-choosing-your-path"
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Turns valibot issues into "frontmatter "field" …" sentences. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[], fields: readonly string[] = FIELDS): string[] {
  return issues.map((issue) => {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : undefined;
    if (field && !fields.includes(field)) {
      return `frontmatter has an unknown field "${field}" (allowed: ${fields.join(", ")})`;
    }
    if (field && issue.input === undefined) return `frontmatter "${field}" is missing`;
    if (!field) return `frontmatter must be a list of "field: value" lines (${issue.message})`;
    return `frontmatter "${field}" ${issue.message}`;
  });
}

/**
 * Wraps each table in a scrollable container so wide tables never widen the page. The
 * container is a focusable `<section>` (a region) named by the heading above the table, so keyboard users
 * can scroll it too (WCAG 2.1.1); runs after rehype-slug, which gives headings their ids.
 * Each body cell also gets its column's heading as `data-label`: on a phone a row is shown as a
 * card, each value under its label (app/styles/article.css), unless every cell is short enough
 * for it to stay a table there (`article-table-compact`).
 */
function rehypeWrapTables() {
  return (tree: HastRoot) => {
    let headingId: string | undefined;
    const wrap = (node: HastRoot | Element) => {
      node.children = node.children.map((child) => {
        if (child.type !== "element") return child;
        if (/^h[2-6]$/.test(child.tagName) && typeof child.properties.id === "string") {
          headingId = child.properties.id;
        }
        if (child.tagName === "table") {
          labelCells(child);
          const wrapper: ElementContent = {
            type: "element",
            tagName: "section",
            properties: {
              className: isCompactTable(child) ? ["article-table", "article-table-compact"] : ["article-table"],
              tabIndex: 0,
              ...(headingId ? { ariaLabelledBy: [headingId] } : { ariaLabel: "Table" }),
            },
            children: [child],
          };
          return wrapper;
        }
        wrap(child);
        return child;
      }) as typeof node.children;
    };
    wrap(tree);
  };
}

/** The longest body cell, in characters, of a table that stays a table on a phone. */
const COMPACT_CELL_CHARS = 12;

/**
 * Whether a table's body cells are all short (figures, sizes, a word), so that on a phone its
 * rows still fit side by side and comparing across a row is the point: it then stays a table
 * there instead of becoming a stack of cards.
 * @param table a `<table>` as remark-gfm and remark-rehype make it
 * @returns true when no body cell is longer than {@link COMPACT_CELL_CHARS} characters
 */
function isCompactTable(table: Element): boolean {
  return childElements(table, "tbody")
    .flatMap((tbody) => childElements(tbody, "tr"))
    .flatMap((row) => childElements(row, "td"))
    .every((td) => hastText(td).trim().length <= COMPACT_CELL_CHARS);
}

/** The child elements of a hast element with the given tag name. */
function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((c): c is Element => c.type === "element" && c.tagName === tagName);
}

/**
 * Gives every body cell of a table its column's heading text as `data-label`.
 * @param table a `<table>` as remark-gfm and remark-rehype make it (`thead` with one row, `tbody`)
 */
function labelCells(table: Element): void {
  const [head] = childElements(table, "thead").flatMap((thead) => childElements(thead, "tr"));
  if (!head) return;
  const labels = childElements(head, "th").map((th) => hastText(th).trim());
  for (const row of childElements(table, "tbody").flatMap((tbody) => childElements(tbody, "tr"))) {
    childElements(row, "td").forEach((td, i) => {
      if (labels[i]) td.properties.dataLabel = labels[i];
    });
  }
}

/** How an article names a drawing of the illustration system in an image: `![alt](art:<file name> "caption")`. */
const ART_SCHEME = "art:";

/**
 * Turns each paragraph that holds only a drawing, written `![what it shows](art:<name> "caption")`,
 * into a figure: the drawing file `/art/<name>.svg` (app/components/art/art-files.tsx) with its
 * width and height, so its box is reserved before it loads, fetched lazily and at low priority
 * like every drawing below the first screen, and the caption under it.
 * @param tree the article body as hast
 * @returns one message per drawing that has no file, no description or no caption
 */
function placeArtFigures(tree: HastRoot): string[] {
  const problems: string[] = [];
  const sizes = artSizes as Record<string, { width: number; height: number }>;
  tree.children = tree.children.map((node) => {
    if (node.type !== "element" || node.tagName !== "p") return node;
    const elements = node.children.filter((c) => c.type === "element");
    const rest = node.children.filter((c) => c.type === "text" && c.value.trim() !== "");
    const [img] = elements;
    if (elements.length !== 1 || rest.length > 0 || img?.tagName !== "img") return node;
    const src = String(img.properties.src ?? "");
    if (!src.startsWith(ART_SCHEME)) return node;
    const name = src.slice(ART_SCHEME.length);
    const size = sizes[name];
    const alt = typographicQuotes(String(img.properties.alt ?? "").trim());
    const caption = visibleText(typographicQuotes(String(img.properties.title ?? "").trim()));
    if (!size) problems.push(`drawing "${name}" has no file: the names are those of public/art/*.svg`);
    if (!alt) problems.push(`drawing "${name}" needs a description: ![what it shows](${src} "caption")`);
    if (!caption) problems.push(`drawing "${name}" needs a caption: ![${alt || "what it shows"}](${src} "caption")`);
    if (!size || !alt || !caption) return node;
    const figure: Element = {
      type: "element",
      tagName: "figure",
      properties: { className: ["article-figure"] },
      children: [
        {
          type: "element",
          tagName: "img",
          properties: {
            src: `/art/${name}.svg`,
            alt,
            width: size.width,
            height: size.height,
            loading: "lazy",
            decoding: "async",
            fetchPriority: "low",
          },
          children: [],
        },
        { type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: caption }] },
      ],
    };
    return figure;
  });
  return problems;
}

/** Joins number ranges, figures to their units and standards to their numbers in prose, so none breaks across lines (app/lib/typography.ts); code is left alone. */
function rehypeKeepRangesWhole() {
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type === "text") child.value = visibleText(child.value);
        else if (child.type === "element" && child.tagName !== "code" && child.tagName !== "pre") visit(child);
      }
    };
    visit(tree);
  };
}

/** A word of letters joined by hyphens: "trade-off", "bio-based", "heel-to-toe". */
const COMPOUND = /(\p{L}+(?:-\p{L}+)+)/u;

/**
 * Headings never break inside a hyphenated word ("trade- / off" on a phone): each such word in a
 * heading's own text is wrapped in a `whitespace-nowrap` span. Prose may break at its hyphens.
 */
function rehypeKeepCompoundsInHeadings() {
  const wrap = (heading: Element) => {
    heading.children = heading.children.flatMap((child): ElementContent[] => {
      if (child.type !== "text" || !COMPOUND.test(child.value)) return [child];
      // Split on a capturing pattern: the compounds are at the odd indices.
      return child.value.split(COMPOUND).flatMap((part, i): ElementContent[] => {
        if (part === "") return [];
        if (i % 2 === 0) return [{ type: "text", value: part }];
        const text: ElementContent = { type: "text", value: part };
        return [
          { type: "element", tagName: "span", properties: { className: ["whitespace-nowrap"] }, children: [text] },
        ];
      });
    });
  };
  return (tree: HastRoot) => {
    for (const child of tree.children) {
      if (child.type === "element" && /^h[2-4]$/.test(child.tagName)) wrap(child);
    }
  };
}

/** The longest last word, in characters, that a paragraph joins to the word before it. */
const WIDOW_MAX = 7;

/**
 * No widows: where a paragraph or list item ends on a short word (at most {@link WIDOW_MAX}
 * characters, its punctuation included, such as "to." or "it."), a no-break space joins it to the
 * word before, so the paragraph never ends on a line of that one short word. A longer last word
 * may stand alone: joining it would pull a long pair down and leave the line above short. Where
 * the last word is inside an element (a link, bold text), the paragraph is left as it is.
 */
function rehypeNoWidows() {
  const joinLastWords = (block: Element) => {
    const last = block.children.at(-1);
    if (last?.type !== "text") return;
    const text = last.value.trimEnd();
    const space = text.lastIndexOf(" ");
    if (space > 0 && text.length - space - 1 <= WIDOW_MAX) {
      last.value = `${text.slice(0, space)}\u00a0${text.slice(space + 1)}`;
    }
  };
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type !== "element" || child.tagName === "pre" || child.tagName === "code") continue;
        if (child.tagName === "p" || child.tagName === "li") joinLastWords(child);
        visit(child);
      }
    };
    visit(tree);
  };
}

/**
 * Straight quotes and apostrophes become typographic ones ("it's" → it’s, "a" → “a”), as the
 * site's other text writes them; dashes, ellipses and backticks stay as written (retext-smartypants
 * options: only `quotes`). Authors may type either.
 */
const QUOTES_ONLY = { quotes: true, dashes: false, ellipses: false, backticks: false } as const;
const quotesProcessor = retext().use(retextSmartypants, QUOTES_ONLY);

/**
 * A frontmatter line of visible text with typographic quotes.
 * @param text e.g. `Men's and women's lasts`
 * @returns e.g. `Men’s and women’s lasts`
 */
export function typographicQuotes(text: string): string {
  return String(quotesProcessor.processSync(text));
}

const markdown = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm);
const toHtml = unified()
  .use(remarkSmartypants, QUOTES_ONLY)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeWrapTables)
  .use(rehypeKeepRangesWhole)
  .use(rehypeKeepCompoundsInHeadings)
  .use(rehypeNoWidows)
  .use(rehypeStringify);

/**
 * Compiles one article file.
 * @param source the file's text
 * @param relPath the file's path relative to the project root, used in messages
 *   (e.g. "app/content/articles/grip-matters.md"); its base name is the slug
 * @returns the article's metadata and body HTML
 * @throws ArticleContentError naming the file and each bad field, a slug that breaks the
 *   rule, a missing frontmatter block, a level-1 heading or an empty body
 */
export async function compileArticle(source: string, relPath: string): Promise<CompiledArticle> {
  const slug = path.basename(relPath, ".md");
  const fail = (problems: string[]): never => {
    throw new ArticleContentError(problems.map((p) => `${relPath}: ${p}`));
  };

  const tree = markdown.parse(source) as MdastRoot;
  const [first, ...body] = tree.children;
  if (first?.type !== "yaml") {
    return fail(['frontmatter block is missing: the file must start with "---", the fields, then "---"']);
  }

  let raw: unknown;
  try {
    raw = parseYaml(first.value) ?? {};
  } catch (error) {
    const detail = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
    return fail([`frontmatter is not valid YAML: ${detail}`]);
  }
  const parsed = v.safeParse(FrontmatterSchema, raw, { abortPipeEarly: true });
  if (!parsed.success) return fail(describeIssues(parsed.issues));
  const fm = parsed.output;

  const problems: string[] = [];
  const expected = slugFromTitle(fm.title);
  if (!LEGACY_SLUGS.has(slug) && slug !== expected) {
    problems.push(
      `file name must be "${expected}.md": the slug is the title lowercased, with runs of other characters turned into "-"`,
    );
  }
  if (body.some((node) => node.type === "heading" && node.depth === 1)) {
    problems.push(
      'body must not contain a level-1 heading ("# …"): the title is the page\'s H1, start sections with "##"',
    );
  }
  if (fm.updated !== undefined && fm.updated <= fm.date) {
    problems.push(`frontmatter "updated" (${fm.updated}) must be later than "date" (${fm.date}), or left out`);
  }
  if ((fm.updated === undefined) !== (fm.revision === undefined)) {
    problems.push(
      'frontmatter "updated" and "revision" go together: the date of a revision and one sentence on what it changed',
    );
  }
  if (body.length === 0) problems.push("body is empty: write the article below the frontmatter");
  if (problems.length > 0) fail(problems);

  const bodyTree: MdastRoot = { type: "root", children: body };
  const hast = (await toHtml.run(bodyTree)) as HastRoot;
  const figureProblems = placeArtFigures(hast);
  if (figureProblems.length > 0) fail(figureProblems);
  const html = toHtml.stringify(hast).trim();
  const meta: ArticleMeta = {
    slug,
    ...fm,
    title: typographicQuotes(fm.title),
    excerpt: typographicQuotes(fm.excerpt),
    // Shown only on the page, so set there and then: typographic quotes, whole ranges, units with figures.
    ...(fm.revision === undefined ? {} : { revision: visibleText(typographicQuotes(fm.revision)) }),
  };
  return { meta, html };
}

/** Newest first; the same date falls back to title order so the list is stable. */
export function byNewest(a: ArticleMeta, b: ArticleMeta): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/**
 * Compiles every `*.md` file in a folder.
 * @param dir absolute path of the articles folder
 * @param root absolute project root, for the paths in messages
 * @returns the articles, newest first
 * @throws ArticleContentError with one line per problem across all files
 */
export async function compileArticles(dir: string, root: string): Promise<CompiledArticle[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith(".md")).sort();
  const relDir = path.relative(root, dir).split(path.sep).join("/");
  const problems: string[] = [];
  const compiled: CompiledArticle[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const relPath = path.relative(root, file).split(path.sep).join("/");
    try {
      compiled.push(await compileArticle(await readFile(file, "utf8"), relPath));
    } catch (error) {
      if (error instanceof ArticleContentError) problems.push(...error.problems);
      else throw error;
    }
  }
  problems.push(...linksToLaterArticles(compiled, relDir));
  if (problems.length > 0) throw new ArticleContentError(problems);
  return compiled.sort((a, b) => byNewest(a.meta, b.meta));
}

/**
 * The articles a body links to, from its `href="/blog/<slug>"` attributes.
 * @param html a compiled article body
 * @returns each linked slug once, in the order of first appearance
 */
export function linkedSlugs(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/blog\/([a-z0-9-]+)(?:#[^"]*)?"/g)].map((m) => m[1] as string))];
}

/**
 * An article can only link to an article that existed when it was written or last revised: a
 * 2024 article pointing at a 2026 one, with no revision date, reads as if it predicted it.
 * @param compiled every article
 * @param relDir the articles folder relative to the project root, for the messages
 * @returns one message per link to an article published after the linking article's `updated`
 *   date, or its `date` when it has none
 */
export function linksToLaterArticles(compiled: readonly CompiledArticle[], relDir: string): string[] {
  const published = new Map(compiled.map(({ meta }) => [meta.slug, meta.date]));
  return compiled.flatMap(({ meta, html }) => {
    const revised = meta.updated ?? meta.date;
    return linkedSlugs(html).flatMap((slug) => {
      const date = published.get(slug);
      if (date === undefined || date <= revised) return [];
      return [
        `${relDir}/${meta.slug}.md: links to /blog/${slug}, published ${date}, after this article's ${meta.updated ? `"updated" date (${meta.updated})` : `date (${meta.date})`}: set "updated" to the date of the revision that added the link`,
      ];
    });
  });
}

/** The frontmatter of a legal document (app/content/legal/<slug>.md). */
export const LegalFrontmatterSchema = v.strictObject({
  title: text(120),
  description: text(300),
  summary: text(400),
  lastUpdated: calendarDate("2026-11-22"),
});

/** One compiled legal document: metadata, its sections for the table of contents, and the body HTML. */
export type CompiledLegal = {
  meta: v.InferOutput<typeof LegalFrontmatterSchema> & { slug: string };
  /** Each level-2 heading: its id (from rehype-slug) and its text. */
  sections: { id: string; heading: string }[];
  /** Body HTML; identity placeholders stay as `{{key}}`, in text and in link targets. */
  html: string;
};

/** Markdown percent-encodes `{{key}}` inside link targets; this puts the placeholder back. */
function rehypeKeepPlaceholdersInLinks() {
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        const href = child.properties.href;
        if (typeof href === "string") child.properties.href = href.replace(/%7B%7B([\w.]+)%7D%7D/gi, "{{$1}}");
        visit(child);
      }
    };
    visit(tree);
  };
}

/** Plain text of a hast node. */
function textOf(node: ElementContent | Element): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

const legalToHtml = unified()
  .use(remarkSmartypants, QUOTES_ONLY)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeKeepPlaceholdersInLinks)
  .use(rehypeWrapTables)
  .use(rehypeKeepRangesWhole)
  .use(rehypeNoWidows)
  .use(rehypeStringify);

/**
 * Compiles one legal document.
 * @param source the file's text: frontmatter (title, description, summary, lastUpdated) and a
 *   markdown body whose sections start with `##`
 * @param relPath the file's path relative to the project root, for messages; its base name is the slug
 * @param knownPlaceholders the `{{key}}` names the identity module fills
 * @returns metadata, sections and body HTML with placeholders kept
 * @throws ArticleContentError naming the file and each problem (bad frontmatter, unknown placeholder,
 *   level-1 heading, empty body)
 */
export async function compileLegal(
  source: string,
  relPath: string,
  knownPlaceholders: readonly string[],
): Promise<CompiledLegal> {
  const slug = path.basename(relPath, ".md");
  const fail = (problems: string[]): never => {
    throw new ArticleContentError(problems.map((p) => `${relPath}: ${p}`));
  };
  const tree = markdown.parse(source) as MdastRoot;
  const [first, ...body] = tree.children;
  if (first?.type !== "yaml") return fail(['frontmatter block is missing: the file must start with "---"']);
  let raw: unknown;
  try {
    raw = parseYaml(first.value) ?? {};
  } catch (error) {
    return fail([`frontmatter is not valid YAML: ${String(error).split("\n")[0]}`]);
  }
  const parsed = v.safeParse(LegalFrontmatterSchema, raw, { abortPipeEarly: true });
  if (!parsed.success) return fail(describeIssues(parsed.issues, Object.keys(LegalFrontmatterSchema.entries)));
  const problems = placeholderNames(source)
    .filter((name) => !knownPlaceholders.includes(name))
    .map((name) => `unknown placeholder {{${name}}}: use one of ${knownPlaceholders.join(", ")}`);
  if (body.some((node) => node.type === "heading" && node.depth === 1)) {
    problems.push('body must not contain a level-1 heading ("# …"): the title is the page\'s H1');
  }
  if (body.length === 0) problems.push("body is empty");
  if (problems.length > 0) fail(problems);

  const bodyTree: MdastRoot = { type: "root", children: body };
  const hast = (await legalToHtml.run(bodyTree)) as HastRoot;
  const sections = hast.children.flatMap((node) =>
    node.type === "element" && node.tagName === "h2" && typeof node.properties.id === "string"
      ? [{ id: node.properties.id, heading: textOf(node) }]
      : [],
  );
  const { title, description, summary } = parsed.output;
  const meta = {
    slug,
    ...parsed.output,
    title: typographicQuotes(title),
    description: typographicQuotes(description),
    summary: typographicQuotes(summary),
  };
  return { meta, sections, html: legalToHtml.stringify(hast).trim() };
}
