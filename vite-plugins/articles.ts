/**
 * Vite plugin: the blog's markdown articles, compiled at build time (design §6.6,
 * decision record 0003).
 *
 * - `virtual:articles` exports `articles` (metadata, newest first) and `categories`
 *   (those in use, in filter order). Safe for the browser: no bodies.
 * - `virtual:article-html.server` exports `getArticleHtml(slug)`. Server only: its id ends
 *   in `.server`, so React Router refuses to bundle it for the browser, and this plugin
 *   refuses to load it in a client environment.
 *
 * Bad frontmatter or a slug that breaks the rule fails the build with a message that
 * names the file and the field. In dev, editing, adding or removing an article reloads.
 */
import path from "node:path";
import type { EnvironmentModuleNode, Plugin } from "vite";
import { ARTICLE_CATEGORIES, type CompiledArticle, compileArticles } from "./article-source.ts";

export { ArticleContentError, slugFromTitle } from "./article-source.ts";

const LIST_ID = "virtual:articles";
const HTML_ID = "virtual:article-html.server";
const resolved = (id: string) => `\0${id}`;

export type ArticlesPluginOptions = {
  /** Articles folder, relative to the Vite root. Default `app/content/articles`. */
  dir?: string;
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
  return [
    `const html = ${JSON.stringify(bySlug)};`,
    `export function getArticleHtml(slug) { return Object.hasOwn(html, slug) ? html[slug] : undefined; }`,
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
  let compiling: Promise<CompiledArticle[]> | undefined;

  const compile = () => (compiling ??= compileArticles(dir, root));
  const isArticle = (file: string) => path.dirname(path.resolve(file)) === dir && file.endsWith(".md");

  return {
    name: "alpine-last:articles",
    enforce: "pre",

    configResolved(config) {
      root = config.root;
      dir = path.resolve(root, options.dir ?? "app/content/articles");
    },

    resolveId: {
      filter: { id: /^virtual:article(s|-html\.server)$/ },
      handler(id) {
        if (id === LIST_ID || id === HTML_ID) return resolved(id);
      },
    },

    load: {
      filter: { id: /^\0virtual:article(s|-html\.server)$/ },
      async handler(id) {
        if (id !== resolved(LIST_ID) && id !== resolved(HTML_ID)) return;
        if (id === resolved(HTML_ID) && this.environment?.config.consumer === "client") {
          this.error(`${HTML_ID} holds every article body and is server-only; import it from a route loader.`);
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
      if (!isArticle(file)) return;
      compiling = undefined;
      const graph = this.environment.moduleGraph;
      const mods = [LIST_ID, HTML_ID]
        .map((id) => graph.getModuleById(resolved(id)))
        .filter((m): m is EnvironmentModuleNode => m !== undefined);
      for (const m of mods) graph.invalidateModule(m);
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}
