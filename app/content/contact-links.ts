/**
 * Links into the contact form with a preselected project type: calls to action lead to
 * /contact?type=…, and the values are the form's project types.
 */
import { href } from "react-router";
import type { ProjectType } from "~/lib/schemas";

/**
 * The contact page URL, optionally preselecting a project type.
 * @param type one of the six project-type values, or none for a blank form
 * @returns "/contact" or "/contact?type=<value>"
 */
export function contactHref(type?: ProjectType): string {
  return type ? `${href("/contact")}?type=${type}` : href("/contact");
}
