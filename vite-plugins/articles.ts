/**
 * Vite plugin: the blog's markdown articles and the legal documents, compiled at build time (decision
 * record 0003). No markdown parser ships in the Worker or the browser.
 *
 * - `virtual:articles` exports `articles` (metadata, newest first) and `categories`
 *   (those in use, in filter order). Safe for the browser: no bodies.
 * - `virtual:article-html.server` exports `getArticleHtml(slug)`. Server only: its id ends
 *   in `.server`, so React Router refuses to bundle it for the browser, and this plugin
 *   refuses to load it in a client environment.
 * - `virtual:legal-documents.server` exports `legalDocuments` and `getLegalDocument(slug)`:
 *   app/content/legal/*.md with their `{{key}}` placeholders filled from the identity module
 *   (app/content/site.ts `identityPlaceholders`). Server only, like the article bodies.
 *
 * Bad frontmatter or a slug that breaks the rule fails the build with a message that
 * names the file and the field, and so does a legal placeholder the identity module does not
 * fill. In dev, editing, adding or removing an article or legal document reloads.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import type { EnvironmentModuleNode, Plugin } from "vite";
import {
  ARTICLE_CATEGORIES,
  ArticleContentError,
  type CompiledArticle,
  type CompiledLegal,
  compileArticles,
  compileLegal,
  linkedSlugs,
} from "./article-source.ts";

export { ArticleContentError, slugFromTitle } from "./article-source.ts";

const LIST_ID = "virtual:articles";
const HTML_ID = "virtual:article-html.server";
const LEGAL_ID = "virtual:legal-documents.server";
const IDS = [LIST_ID, HTML_ID, LEGAL_ID];
const SITE_MODULE = "app/content/site.ts";
const PLACEHOLDERS_MODULE = fileURLToPath(new URL("./placeholders.ts", import.meta.url));
const resolved = (id: string) => `\0${id}`;

export type ArticlesPluginOptions = {
  /** Articles folder, relative to the Vite root. Default `app/content/articles`. */
  dir?: string;
  /** Legal documents folder, relative to the Vite root. Default `app/content/legal`. */
  legalDir?: string;
};

/** Source of `virtual:articles`. */
function listModule(compiled: CompiledArticle[]): string {
  const articles = compiled.map((a) => a.meta);
  const inUse = new Set(articles.map((a) => a.category));
  const categories = ARTICLE_CATEGORIES.filter((c) => inUse.has(c));
  return [
    `export const articles = Object.freeze(${JSON.stringify(articles)});`,
    `export const categories = Object.freeze(${JSON.stringify(categories)});`,
  ].join("\n");
}

/** Source of `virtual:article-html.server`. */
function htmlModule(compiled: CompiledArticle[]): string {
  const bySlug = Object.fromEntries(compiled.map((a) => [a.meta.slug, a.html]));
  const linksBySlug = Object.fromEntries(compiled.map((a) => [a.meta.slug, linkedSlugs(a.html)]));
  return [
    `const html = ${JSON.stringify(bySlug)};`,
    `export function getArticleHtml(slug) { return Object.hasOwn(html, slug) ? html[slug] : undefined; }`,
    `export const articleLinks = Object.freeze(${JSON.stringify(linksBySlug)});`,
  ].join("\n");
}

/**
 * Compiles every legal document in a folder, checking its placeholders against the identity module.
 * @throws ArticleContentError with one line per problem across all files
 */
async function compileLegalDocuments(dir: string, root: string): Promise<CompiledLegal[]> {
  const identity = (await tsImport(path.join(root, SITE_MODULE), import.meta.url)) as {
    identityPlaceholders: Record<string, string>;
  };
  const known = Object.keys(identity.identityPlaceholders);
  const names = (await readdir(dir)).filter((n) => n.endsWith(".md")).sort();
  const problems: string[] = [];
  const compiled: CompiledLegal[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const relPath = path.relative(root, file).split(path.sep).join("/");
    try {
      compiled.push(await compileLegal(await readFile(file, "utf8"), relPath, known));
    } catch (error) {
      if (error instanceof ArticleContentError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ArticleContentError(problems);
  return compiled;
}

/** Source of `virtual:legal-documents.server`: placeholders are filled from the identity module when it loads. */
function legalModule(compiled: CompiledLegal[], root: string): string {
  const docs = compiled.map((d) => ({ ...d.meta, sections: d.sections, html: d.html }));
  return [
    `import { identityPlaceholders } from ${JSON.stringify(path.join(root, SITE_MODULE))};`,
    `import { fillPlaceholders } from ${JSON.stringify(PLACEHOLDERS_MODULE)};`,
    `export const legalDocuments = Object.freeze(${JSON.stringify(docs)}.map((d) => Object.freeze({ ...d, html: fillPlaceholders(d.html, identityPlaceholders) })));`,
    `export function getLegalDocument(slug) { return legalDocuments.find((d) => d.slug === slug); }`,
  ].join("\n");
}

/**
 * Creates the articles plugin. Register it before `reactRouter()`.
 * @param options.dir the articles folder relative to the Vite root
 * @returns a Vite plugin resolving `virtual:articles` and `virtual:article-html.server`
 */
export function articles(options: ArticlesPluginOptions = {}): Plugin {
  let root = process.cwd();
  let dir = path.resolve(root, options.dir ?? "app/content/articles");
  let legalDir = path.resolve(root, options.legalDir ?? "app/content/legal");
  let compiling: Promise<CompiledArticle[]> | undefined;
  let compilingLegal: Promise<CompiledLegal[]> | undefined;

  const compile = () => (compiling ??= compileArticles(dir, root));
  const compileLegalOnce = () => (compilingLegal ??= compileLegalDocuments(legalDir, root));
  const isArticle = (file: string) => path.dirname(path.resolve(file)) === dir && file.endsWith(".md");
  const isLegal = (file: string) =>
    (path.dirname(path.resolve(file)) === legalDir && file.endsWith(".md")) ||
    path.resolve(file) === path.join(root, SITE_MODULE);

  return {
    name: "alpine-last:articles",
    enforce: "pre",

    configResolved(config) {
      root = config.root;
      dir = path.resolve(root, options.dir ?? "app/content/articles");
      legalDir = path.resolve(root, options.legalDir ?? "app/content/legal");
    },

    resolveId: {
      filter: { id: /^virtual:(articles|article-html\.server|legal-documents\.server)$/ },
      handler(id) {
        if (IDS.includes(id)) return resolved(id);
      },
    },

    load: {
      filter: { id: /^\0virtual:(articles|article-html\.server|legal-documents\.server)$/ },
      async handler(id) {
        if (!IDS.some((known) => resolved(known) === id)) return;
        if (id !== resolved(LIST_ID) && this.environment?.config.consumer === "client") {
          this.error(`${id.slice(1)} holds full texts and is server-only; import it from a route loader.`);
        }
        if (id === resolved(LEGAL_ID)) {
          let legal: CompiledLegal[];
          try {
            legal = await compileLegalOnce();
          } catch (error) {
            compilingLegal = undefined;
            throw error;
          }
          for (const d of legal) this.addWatchFile(path.join(legalDir, `${d.meta.slug}.md`));
          this.addWatchFile(path.join(root, SITE_MODULE));
          return legalModule(legal, root);
        }
        let compiled: CompiledArticle[];
        try {
          compiled = await compile();
        } catch (error) {
          compiling = undefined;
          throw error;
        }
        for (const a of compiled) this.addWatchFile(path.join(dir, `${a.meta.slug}.md`));
        return id === resolved(LIST_ID) ? listModule(compiled) : htmlModule(compiled);
      },
    },

    hotUpdate({ file }) {
      const article = isArticle(file);
      if (!article && !isLegal(file)) return;
      if (article) compiling = undefined;
      else compilingLegal = undefined;
      const graph = this.environment.moduleGraph;
      const mods = IDS.map((id) => graph.getModuleById(resolved(id))).filter(
        (m): m is EnvironmentModuleNode => m !== undefined,
      );
      for (const m of mods) graph.invalidateModule(m);
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}
