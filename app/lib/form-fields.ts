/**
 * The newsletter form's field names, apart from the valibot schemas (schemas.ts re-exports
 * them): the newsletter form is on every page, and importing schemas.ts there would put
 * valibot into every page's first-load JavaScript. The contact page, which validates as
 * you type, is the only page that loads valibot.
 */
export type NewsletterField = "email";
/** The newsletter fields in page order. */
export const newsletterFields: NewsletterField[] = ["email"];
