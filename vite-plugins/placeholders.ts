/**
 * `{{key}}` placeholders in compiled legal texts, filled from the identity module
 * (app/content/site.ts `identityPlaceholders`). Pure and dependency-free: the build checks
 * the names, and the Worker fills the values when the legal module loads.
 */

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The distinct `{{key}}` names a text uses, in order of first use. */
export function placeholderNames(source: string): string[] {
  return [...new Set([...source.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Fills `{{key}}` placeholders in HTML with HTML-escaped values.
 * @param html compiled HTML with placeholders in text and attribute values
 * @param values plain-text values by key
 * @returns the filled HTML
 * @throws Error naming the first placeholder that has no value
 */
export function fillPlaceholders(html: string, values: Readonly<Record<string, string>>): string {
  return html.replace(PLACEHOLDER, (_, key: string) => {
    const value = values[key];
    if (value === undefined) {
      throw new Error(`unknown placeholder {{${key}}}: use one of ${Object.keys(values).join(", ")}`);
    }
    return value.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
  });
}
