import { JsonLd } from "~/components/json-ld";
import { LegalPage } from "~/components/sections/legal-page";
import { accessibilityStatement } from "~/content/legal/accessibility";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: accessibilityStatement.metaTitle,
    description: accessibilityStatement.description,
    path: "/accessibility",
    image: "legal",
  });

export const headers = contentPageHeaders;

/** Accessibility statement with the WCAG 2.2 AA target and a contact (design §2). */
export default function Accessibility() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Accessibility", path: "/accessibility" }])} />
      <LegalPage doc={accessibilityStatement} />
    </>
  );
}
