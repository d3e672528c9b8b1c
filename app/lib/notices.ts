/**
 * The notices a visitor sees after submitting a form: the product's success and error
 * messages word for word, plus the notices for throttled, refused and malformed posts.
 */
import { articleTitles } from "~/content/article-catalog";
import { articlePath } from "./site-index";

export type NoticeLink = { href: string; label: string };

/** One notice, shown as a Radix toast with JavaScript and in the page without it. */
export type Notice = {
  title: string;
  description: string;
  /** "destructive" notices are failures; they use role="alert" without JavaScript. */
  tone: "success" | "info" | "destructive";
  /** Optional reading list: a lead-in such as "Start reading:" and its links. */
  links?: { lead: string; items: NoticeLink[] };
};

const articleLink = (slug: string): NoticeLink => ({
  href: articlePath(slug),
  label: articleTitles[slug] ?? slug,
});

/** Newsletter success. */
export const newsletterSubscribed: Notice = {
  title: "Welcome to the community!",
  description: "Thanks for subscribing! You'll receive our latest insights soon.",
  tone: "success",
  links: {
    lead: "Start reading:",
    items: ["grip-matters", "lightweight-vs-durable", "midsole-breakdown"].map(articleLink),
  },
};

/** Newsletter address already stored (unique violation 23505). */
export const newsletterDuplicate: Notice = {
  title: "Already subscribed",
  description: "This email is already in our newsletter.",
  tone: "info",
};

/** Any other newsletter failure. */
export const newsletterFailed: Notice = {
  title: "Subscription failed",
  description: "Please try again later.",
  tone: "destructive",
};

/** Contact success. */
export const contactReceived: Notice = {
  title: "Thank you for your inquiry!",
  description: "We'll get back to you within 24 hours.",
  tone: "success",
  links: {
    lead: "While you wait, check out these articles:",
    items: ["sketch-to-summit", "sustainable-materials", "one-size-fits-none"].map(articleLink),
  },
};

/** Contact failure: the row was refused, or neither Supabase nor the outbox took it. */
export const contactFailed: Notice = {
  title: "Error submitting form",
  description: "Please try again or contact us directly.",
  tone: "destructive",
};

/**
 * Shown with HTTP 429 when a visitor passes the per-IP limit.
 * @param retryAfterSeconds seconds until a post is allowed again, as sent in Retry-After
 */
export function tooManyRequests(retryAfterSeconds: number): Notice {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    title: "Too many attempts",
    description: `We've received several submissions from your connection in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}. What you typed is still here.`,
    tone: "destructive",
  };
}

/** Shown with HTTP 403 when Turnstile could not confirm a person sent the form. */
export const verificationFailed: Notice = {
  title: "Please confirm you're human",
  description:
    "We couldn't complete the security check. Tick the check box above the button and send again. Everything you typed is still here.",
  tone: "destructive",
};

/** Shown with HTTP 405 when a form is sent with another method than POST. */
export const methodNotAllowed: Notice = {
  title: "Form not accepted",
  description: "This form can only be sent with the button on the page. Please reload the page and try again.",
  tone: "destructive",
};

/** Shown with HTTP 413 when a form body is larger than the limit. */
export const bodyTooLarge: Notice = {
  title: "Message too long",
  description: "What you sent is larger than this form accepts. Please shorten the project details and send again.",
  tone: "destructive",
};

/** Shown with HTTP 415 when a body is not an HTML form (wrong Content-Type or a malformed body). */
export const unsupportedBody: Notice = {
  title: "Form not readable",
  description: "We couldn't read what was sent. Please reload the page and send the form again.",
  tone: "destructive",
};

/** Shown with HTTP 403 when a post comes from another site's page (the Worker entry's same-origin check). */
export const crossSiteRefused: Notice = {
  title: "Form not accepted",
  description: "This form can only be sent from our own pages. Please reload the page and try again.",
  tone: "destructive",
};
