/**
 * Types of the virtual modules that `vite-plugins/articles.ts` generates at build time.
 */

declare module "virtual:articles" {
  /** One article's listing data, from its frontmatter. */
  export interface ArticleMeta {
    /** The file name without `.md`; the URL is /blog/{slug}. */
    readonly slug: string;
    readonly title: string;
    /** One or two sentences, at most 220 characters. */
    readonly excerpt: string;
    /** One of the blog filter's categories. */
    readonly category: string;
    /** Publication date, YYYY-MM-DD. */
    readonly date: string;
    /** The date of the last revision that changed what it says, YYYY-MM-DD, when there was one. */
    readonly updated?: string;
    /** What that revision changed, one sentence, set for display (whole ranges, units with figures); present exactly when `updated` is. */
    readonly revision?: string;
    /** Reading time in whole minutes. */
    readonly readTime: number;
    /** Name and role, e.g. "Léa Martin, Head of Design". */
    readonly author: string;
  }
  /** Every article, newest first. */
  export const articles: readonly ArticleMeta[];
  /** The categories in use, in the blog filter's order. */
  export const categories: readonly string[];
}

declare module "virtual:article-html.server" {
  /**
   * One article's body as HTML, compiled from markdown during the build.
   * @returns the HTML, or undefined for an unknown slug
   */
  export function getArticleHtml(slug: string): string | undefined;
  /** The articles each article's body links to, by slug, each once (read at build time). */
  export const articleLinks: Readonly<Record<string, readonly string[]>>;
}

declare module "virtual:legal-documents.server" {
  /** One legal document (privacy, terms, cookies, accessibility), compiled from app/content/legal/<slug>.md. */
  export interface LegalDocument {
    /** The file name without `.md`; the URL is /{slug}. */
    readonly slug: string;
    /** The page H1. */
    readonly title: string;
    /** The meta description. */
    readonly description: string;
    /** One or two sentences under the H1. */
    readonly summary: string;
    /** Date of the last change, YYYY-MM-DD. */
    readonly lastUpdated: string;
    /** The level-2 headings, for the table of contents. */
    readonly sections: readonly { readonly id: string; readonly heading: string }[];
    /** The body as HTML, identity values filled in. */
    readonly html: string;
  }
  /** Every legal document, in file-name order. */
  export const legalDocuments: readonly LegalDocument[];
  /** @returns the document for a slug, or undefined */
  export function getLegalDocument(slug: string): LegalDocument | undefined;
}
