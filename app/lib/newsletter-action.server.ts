/**
 * The newsletter action (spec §5, §7, §8): one `newsletter_subscriptions` row per address.
 * A 23505 on the address (in any case) answers "Already subscribed"; a 23505 on the
 * submission id is a replay of a stored subscription and answers the welcome again.
 */
import { runFormAction } from "./form-action.server";
import { storeInquiry } from "./inquiry-store.server";
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
    successNotice: newsletterSubscribed,
    async store(env, input, submissionId) {
      const row = { submission_id: submissionId, email: input.email };
      const result = await storeInquiry(env, "newsletter_subscriptions", row);
      switch (result.kind) {
        case "stored":
          return {
            outcome: "stored",
            notice: newsletterSubscribed,
            lead: { kind: "newsletter", status: "stored", row },
          };
        case "replayed":
          return { outcome: "stored", notice: newsletterSubscribed, detail: "replayed" };
        case "conflict":
          return { outcome: "duplicate", notice: newsletterDuplicate };
        case "queued":
          return {
            outcome: "queued",
            notice: newsletterSubscribed,
            lead: { kind: "newsletter", status: "queued", row },
          };
        case "failed":
          return { outcome: "failed", notice: newsletterFailed, detail: result.detail };
      }
    },
  });
}
