/**
 * The newsletter action: one `newsletter_subscriptions` row per address. A 23505 on the
 * address (in any case) answers "Already subscribed"; a 23505 on the submission id is a
 * replay of a stored subscription and answers the welcome again.
 */
import { runFormAction } from "./form-action.server";
import { newsletterDuplicate, newsletterFailed, newsletterSubscribed } from "./notices";
import { NewsletterSchema, newsletterFields } from "./schemas";

/**
 * Handles POST /newsletter.
 * @returns see {@link runFormAction}: 200 stored or duplicate, 202 queued, 400 invalid,
 *   429 throttled, 503 failed
 */
export function newsletterAction(request: Request, context: Parameters<typeof runFormAction>[1]) {
  return runFormAction(request, context, {
    name: "newsletter",
    fields: newsletterFields,
    schema: NewsletterSchema,
    table: "newsletter_subscriptions",
    toRow: (input) => ({ email: input.email }),
    notices: { success: newsletterSubscribed, duplicate: newsletterDuplicate, failed: newsletterFailed },
  });
}
