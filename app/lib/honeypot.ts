/**
 * The honeypot: a text field hidden from people and assistive technology.
 * Bots that fill every field fill it; the action then pretends success and stores nothing.
 */
export const HONEYPOT_FIELD = "website_url";
