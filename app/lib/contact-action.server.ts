/**
 * The contact form's action: validates with {@link ContactSchema} and stores one
 * `contact_submissions` row, or queues it in the outbox when Supabase cannot take it now.
 */
import { runFormAction } from "./form-action.server";
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
    table: "contact_submissions",
    toRow: (input) => ({
      name: joinName(input),
      email: input.email,
      company: input.company,
      project_type: input.projectType || null,
      project_details: input.projectDetails,
    }),
    notices: { success: contactReceived, failed: contactFailed },
  });
}
