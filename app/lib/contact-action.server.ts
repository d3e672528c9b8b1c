/**
 * The contact form's action (spec §5, §7, §8): validates with {@link ContactSchema}
 * and inserts one `contact_submissions` row.
 */
import { runFormAction } from "./form-action.server";
import { contactFailed, contactReceived } from "./notices";
import { ContactSchema, contactFields, joinName } from "./schemas";
import { insertRow } from "./supabase.server";

/**
 * Handles POST /contact.
 * @returns see {@link runFormAction}: 200 stored, 400 invalid, 429 throttled, 503 failed (form kept)
 */
export function contactAction(request: Request, context: Parameters<typeof runFormAction>[1]) {
  return runFormAction(request, context, {
    name: "contact",
    fields: contactFields,
    schema: ContactSchema,
    successNotice: contactReceived,
    failureNotice: contactFailed,
    async store(env, input) {
      const result = await insertRow(env, "contact_submissions", {
        name: joinName(input),
        email: input.email,
        company: input.company,
        project_type: input.projectType || null,
        project_details: input.projectDetails,
      });
      if (result.ok) return { outcome: "stored", notice: contactReceived };
      return { outcome: "failed", notice: contactFailed, detail: `${result.status} ${result.code} ${result.message}` };
    },
  });
}
