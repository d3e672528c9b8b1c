/**
 * Valibot schemas for the two forms (spec §5), shared by the browser (instant
 * feedback) and the actions (the authority). Maximum lengths mirror the check
 * constraints in supabase/migrations.
 */
import * as v from "valibot";

/** Project type options, value and label exactly as spec §3 gives them. */
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

/** Spec §5: text, @, domain, dot, at least 2 letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** C0/C1 control characters other than tab, line feed and carriage return. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line breaks are also rejected in single-line fields. */
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

const singleLine = (label: string) =>
  v.check((s: string) => !SINGLE_LINE_CONTROL.test(s), `${label} contains characters we can't accept`);

const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("Email is required"),
  v.maxLength(limits.email, `Email must be at most ${limits.email} characters`),
  v.regex(EMAIL_PATTERN, "Invalid email address"),
  v.toLowerCase(),
);

/** Contact form (spec §3, §5). Input: the form's string fields; output: trimmed values. */
export const ContactSchema = v.object({
  firstName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("First name is required"),
    v.maxLength(limits.name, `First name must be at most ${limits.name} characters`),
    singleLine("First name"),
  ),
  lastName: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(limits.name, `Last name must be at most ${limits.name} characters`),
    singleLine("Last name"),
  ),
  email: emailField,
  company: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Company name is required"),
    v.maxLength(limits.company, `Company name must be at most ${limits.company} characters`),
    singleLine("Company name"),
  ),
  projectType: v.union([v.literal(""), v.picklist(projectTypeValues)], "Please choose one of the listed project types"),
  projectDetails: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Project details are required"),
    v.maxLength(limits.projectDetails, `Project details must be at most ${limits.projectDetails} characters`),
    v.check((s) => !CONTROL_CHARS.test(s), "Project details contain characters we can't accept"),
  ),
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

/** Newsletter form (spec §5): email required, trimmed and lower-cased (design §2). */
export const NewsletterSchema = v.object({ email: emailField });
export { type NewsletterField, newsletterFields } from "./form-fields";

/**
 * The stored `name` column: first and last name joined by one space, trimmed (design §2).
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
