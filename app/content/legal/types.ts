/**
 * Inline rich text: plain runs and links, for short passages written as data (FAQ answers,
 * notes). Long documents such as the legal pages are markdown (app/content/legal/*.md).
 */

/** A run of text, or a link inside it (internal path, `mailto:`/`tel:` or external URL). */
export type Inline = string | { text: string; href: string };

/** A paragraph: plain text, or text with links. */
export type Rich = string | readonly Inline[];
