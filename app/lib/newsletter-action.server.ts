/**
 * The newsletter action (spec §5, §7, §8): one `newsletter_subscriptions` row per address.
 * A 23505 unique violation (the address, in any case, is already there) answers "Already subscribed".
 */
import { runFormAction } from "./form-action.server";
import { newsletterDuplicate, newsletterFailed, newsletterSubscribed } from "./notices";
import { NewsletterSchema, newsletterFields } from "./schemas";
import { insertRow } from "./supabase.server";

/**
 * Handles POST /newsletter.
 * @returns see {@link runFormAction}: 200 stored or duplicate, 400 invalid, 429 throttled, 503 failed
 */
export function newsletterAction(request: Request, context: Parameters<typeof runFormAction>[1]) {
  return runFormAction(request, context, {
    name: "newsletter",
    fields: newsletterFields,
    schema: NewsletterSchema,
    successNotice: newsletterSubscribed,
    failureNotice: newsletterFailed,
    async store(env, input) {
      const result = await insertRow(env, "newsletter_subscriptions", { email: input.email });
      if (result.ok) return { outcome: "stored", notice: newsletterSubscribed };
      if (result.code === "23505") return { outcome: "duplicate", notice: newsletterDuplicate };
      return { outcome: "failed", notice: newsletterFailed, detail: `${result.status} ${result.code} ${result.message}` };
    },
  });
}
