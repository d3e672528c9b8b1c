/**
 * What the server renders in the page's <style> until the rules the page uses are known
 * (app/lib/page-css.server.ts writes them in its place). A CSS comment, so a page that is
 * never filled in still carries valid CSS.
 */
export const PAGE_CSS_MARKER = "/*page-css*/";
