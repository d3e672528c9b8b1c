/**
 * The notices a visitor sees after submitting a form: spec §8's error catalogue,
 * word for word, plus the throttle notice the spec does not cover.
 */
import { articleTitles } from "~/content/article-catalog";

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
  href: `/blog/${slug}`,
  label: articleTitles[slug] ?? slug,
});

/** Spec §8, newsletter success. */
export const newsletterSubscribed: Notice = {
  title: "Welcome to the community!",
  description: "Thanks for subscribing! You'll receive our latest insights soon.",
  tone: "success",
  links: {
    lead: "Start reading:",
    items: ["grip-matters", "lightweight-vs-durable", "midsole-breakdown"].map(articleLink),
  },
};

/** Spec §8, newsletter insert error 23505. */
export const newsletterDuplicate: Notice = {
  title: "Already subscribed",
  description: "This email is already in our newsletter.",
  tone: "info",
};

/** Spec §8, any other newsletter error. */
export const newsletterFailed: Notice = {
  title: "Subscription failed",
  description: "Please try again later.",
  tone: "destructive",
};

/** Spec §8, contact success. */
export const contactReceived: Notice = {
  title: "Thank you for your inquiry!",
  description: "We'll get back to you within 24 hours.",
  tone: "success",
  links: {
    lead: "While you wait, check out these articles:",
    items: ["sketch-to-summit", "sustainable-materials", "one-size-fits-none"].map(articleLink),
  },
};

/** Spec §8, contact insert error. */
export const contactFailed: Notice = {
  title: "Error submitting form",
  description: "Please try again or contact us directly.",
  tone: "destructive",
};

/**
 * Shown with HTTP 429 when a visitor passes the per-IP limit (not in the spec).
 * @param retryAfterSeconds seconds until the window resets, as sent in Retry-After
 */
export function tooManyRequests(retryAfterSeconds: number): Notice {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    title: "Too many attempts",
    description: `We've received several submissions from your connection in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}. What you typed is still here.`,
    tone: "destructive",
  };
}

/** Shown with HTTP 403 when a post comes from another site. */
export const crossSiteRejected: Notice = {
  title: "Form not accepted",
  description: "This form can only be sent from our own pages. Please reload the page and try again.",
  tone: "destructive",
};

/** Shown with HTTP 403 when Turnstile could not confirm a person sent the form. */
export const verificationFailed: Notice = {
  title: "Please confirm you're human",
  description:
    "We couldn't complete the security check. Tick the check box above the button and send again. Everything you typed is still here.",
  tone: "destructive",
};
