/**
 * The shape of a legal document (privacy, terms, cookies, accessibility; design §2: real
 * pages, marked for the operator to review). Text is plain data; the LegalPage layout
 * renders it, so the four pages share one look.
 */

/** A run of text, or a link inside it (internal path, `mailto:`/`tel:` or external URL). */
export type Inline = string | { text: string; href: string };

/** A paragraph: plain text, or text with links. */
export type Rich = string | readonly Inline[];

export type LegalBlock =
  | Rich
  | { list: readonly Rich[] }
  | { definitions: readonly { term: string; description: Rich }[] };

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  /** The page H1. */
  title: string;
  /** The document `<title>` and meta description. */
  metaTitle: string;
  description: string;
  /** One or two sentences under the H1. */
  summary: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  sections: readonly LegalSection[];
};

/** The date all four documents were last revised. */
export const LEGAL_LAST_UPDATED = "2026-11-22";
