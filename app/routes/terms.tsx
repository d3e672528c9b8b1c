import { JsonLd } from "~/components/json-ld";
import { LegalPage } from "~/components/sections/legal-page";
import { termsAndConditions } from "~/content/legal/terms";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: termsAndConditions.metaTitle,
    description: termsAndConditions.description,
    path: "/terms",
    image: "legal",
  });

export const headers = contentPageHeaders;

/** Terms and conditions, with publisher and host details (design §2: a real page instead of the spec's 404). */
export default function Terms() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Terms and conditions", path: "/terms" }])} />
      <LegalPage doc={termsAndConditions} />
    </>
  );
}
