import { JsonLd } from "~/components/json-ld";
import { LegalPage } from "~/components/sections/legal-page";
import { cookiePolicy } from "~/content/legal/cookies";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: cookiePolicy.metaTitle,
    description: cookiePolicy.description,
    path: "/cookies",
    image: "legal",
  });

export const headers = contentPageHeaders;

/** Cookie policy: the site sets no tracking cookies (design §2: a real page instead of the spec's 404). */
export default function Cookies() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: "Cookie policy", path: "/cookies" }])} />
      <LegalPage doc={cookiePolicy} />
    </>
  );
}
