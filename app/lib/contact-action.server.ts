/**
 * The contact form's action (spec §5, §7, §8): validates with {@link ContactSchema}
 * and stores one `contact_submissions` row, or queues it in the outbox when Supabase is down.
 */
import { runFormAction } from "./form-action.server";
import { storeInquiry } from "./inquiry-store.server";
import { contactFailed, contactReceived } from "./notices";
import { ContactSchema, contactFields, joinName } from "./schemas";

/**
 * Handles POST /contact.
 * @returns see {@link runFormAction}: 200 stored (or replayed), 202 queued, 400 invalid,
 *   429 throttled, 503 failed (form kept)
 */
export function contactAction(request: Request, context: Parameters<typeof runFormAction>[1]) {
  return runFormAction(request, context, {
    name: "contact",
    fields: contactFields,
    schema: ContactSchema,
    successNotice: contactReceived,
    async store(env, input, submissionId) {
      const row = {
        submission_id: submissionId,
        name: joinName(input),
        email: input.email,
        company: input.company,
        project_type: input.projectType || null,
        project_details: input.projectDetails,
      };
      const result = await storeInquiry(env, "contact_submissions", row);
      switch (result.kind) {
        case "stored":
          return { outcome: "stored", notice: contactReceived, lead: { kind: "contact", status: "stored", row } };
        case "replayed":
        case "conflict":
          return { outcome: "stored", notice: contactReceived, detail: result.kind };
        case "queued":
          return { outcome: "queued", notice: contactReceived, lead: { kind: "contact", status: "queued", row } };
        case "failed":
          return { outcome: "failed", notice: contactFailed, detail: result.detail };
      }
    },
  });
}
