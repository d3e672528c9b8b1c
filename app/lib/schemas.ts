/**
 * Valibot schemas for the two forms, shared by the browser (instant feedback) and the
 * actions (the authority). Lengths and the text rule mirror the check constraints in
 * supabase/migrations, so the database never refuses what a schema accepted.
 */
import * as v from "valibot";

/** Project type options: the stored value and the label the form shows. */
export const projectTypes = [
  { value: "complete-development", label: "Complete footwear development" },
  { value: "design-consultation", label: "Design consultation" },
  { value: "prototyping", label: "Prototyping services" },
  { value: "testing", label: "Testing and validation" },
  { value: "manufacturing", label: "Manufacturing partnership" },
  { value: "sustainability", label: "Sustainability consultation" },
] as const;

export type ProjectType = (typeof projectTypes)[number]["value"];
const projectTypeValues = projectTypes.map((t) => t.value) as [ProjectType, ...ProjectType[]];

/** Field length limits; the database check constraints use the same numbers. */
export const limits = { name: 100, email: 254, company: 200, projectDetails: 5000 } as const;

/** Text, @, domain, dot, at least 2 letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/**
 * The one rule for typed text, also enforced by the database's check constraints:
 * - C0 and C1 control characters are refused with a field error (tab, line feed and carriage
 *   return are allowed in multi-line fields only);
 * - zero-width characters and bidirectional formatting characters are removed;
 * - the value is trimmed, and a value that is empty after that counts as missing.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
export const MULTILINE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Zero-width space/joiners, bidi marks, embeddings, overrides and isolates, word joiner, BOM. */
export const INVISIBLE_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

type TextRule = { label: string; max: number; required?: string; multiline?: boolean; plural?: boolean };

/**
 * A text field under the one rule above.
 * @param rule.label the field's name in messages; rule.max its length limit in characters;
 *   rule.required the message for an empty value (optional field when absent);
 *   rule.multiline allows tab and line breaks; rule.plural words messages for a plural label
 * @returns a valibot schema: string in, cleaned and trimmed string out
 */
export function textField(rule: TextRule) {
  const controls = rule.multiline ? MULTILINE_CONTROL_CHARACTERS : CONTROL_CHARACTERS;
  const verb = rule.plural ? "contain" : "contains";
  const cleaned = v.pipe(
    v.string(),
    v.check((s: string) => !controls.test(s), `${rule.label} ${verb} characters we can't accept`),
    v.transform((s: string) => s.replace(INVISIBLE_CHARACTERS, "").trim()),
  );
  const tooLong = `${rule.label} must be at most ${rule.max} characters`;
  return rule.required
    ? v.pipe(cleaned, v.nonEmpty(rule.required), v.maxLength(rule.max, tooLong))
    : v.pipe(cleaned, v.maxLength(rule.max, tooLong));
}

const emailField = v.pipe(
  textField({ label: "Email", max: limits.email, required: "Email is required" }),
  v.regex(EMAIL_PATTERN, "Invalid email address"),
  v.toLowerCase(),
);

/** Contact form. Input: the form's string fields; output: cleaned, trimmed values. */
export const ContactSchema = v.object({
  firstName: textField({ label: "First name", max: limits.name, required: "First name is required" }),
  lastName: textField({ label: "Last name", max: limits.name }),
  email: emailField,
  company: textField({ label: "Company name", max: limits.company, required: "Company name is required" }),
  projectType: v.union([v.literal(""), v.picklist(projectTypeValues)], "Please choose one of the listed project types"),
  projectDetails: textField({
    label: "Project details",
    max: limits.projectDetails,
    required: "Project details are required",
    multiline: true,
    plural: true,
  }),
});

export type ContactInput = v.InferOutput<typeof ContactSchema>;
export type ContactField = keyof v.InferInput<typeof ContactSchema>;
/** The contact fields in page order; the first invalid one gets focus. */
export const contactFields: ContactField[] = [
  "firstName",
  "lastName",
  "email",
  "company",
  "projectType",
  "projectDetails",
];

/** Newsletter form: the e-mail address, required, trimmed and lower-cased. */
export const NewsletterSchema = v.object({ email: emailField });
export { type NewsletterField, newsletterFields } from "./form-fields";

/**
 * The stored `name` column: first and last name joined by one space, trimmed.
 * @param input parsed contact values
 * @returns e.g. "Ada Lovelace", or "Ada" when the last name is empty
 */
export function joinName(input: Pick<ContactInput, "firstName" | "lastName">): string {
  return `${input.firstName} ${input.lastName}`.trim();
}

/** Field errors keyed by field name; one message per field, the first that failed. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Reads a form's string fields into a plain object. Missing fields and files become "";
 * a repeated key keeps its first value.
 * @param formData the submitted form
 * @param fields the field names to read
 */
export function readFields<F extends string>(formData: FormData, fields: readonly F[]): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const f of fields) {
    const value = formData.get(f);
    out[f] = typeof value === "string" ? value : "";
  }
  return out;
}

/**
 * Validates raw form values against a schema.
 * @returns `{ success: true, output }` or `{ success: false, errors }` with the first message per field
 */
export function validate<S extends v.GenericSchema, F extends string>(
  schema: S,
  values: Record<F, string>,
): { success: true; output: v.InferOutput<S> } | { success: false; errors: FieldErrors<F> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors<F> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as F | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { success: false, errors };
}
