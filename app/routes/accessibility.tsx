import { LegalPage } from "~/components/sections/legal-page";
import { accessibilityStatement } from "~/content/legal/accessibility";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = () => [
  { title: accessibilityStatement.metaTitle },
  { name: "description", content: accessibilityStatement.description },
];

/** Accessibility statement with the WCAG 2.2 AA target and a contact (design §2). */
export default function Accessibility() {
  return <LegalPage doc={accessibilityStatement} />;
}
