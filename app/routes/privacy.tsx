import { JsonLd } from "~/components/json-ld";
import { LegalPage } from "~/components/sections/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: privacyPolicy.metaTitle,
    description: privacyPolicy.description,
    path: "/privacy",
    image: "legal",
  });

export const headers = contentPageHeaders;

/** Privacy and data protection policy (design §2: a real page instead of the spec's 404). */
export default function Privacy() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Privacy", path: "/privacy" }])} />
      <LegalPage doc={privacyPolicy} />
    </>
  );
}
