import { getLegalDocument } from "virtual:legal-documents.server";
import { data } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { LegalPage } from "~/components/sections/legal-page";
import { contentPageHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/legal";

/**
 * One route module for the four legal documents: app/routes.ts registers it at /privacy, /terms,
 * /cookies and /accessibility, and the path names the document (app/content/legal/<slug>.md).
 */

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData.title} | Alpine Last`,
    description: loaderData.description,
    path: `/${loaderData.slug}`,
    image: "legal",
  });

export const headers = contentPageHeaders;

/**
 * Reads the document for the request's path.
 * @throws a 404 response for a path with no document (only reachable through a route table mistake)
 */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const doc = getLegalDocument(slug);
  if (!doc) throw data(null, { status: 404 });
  return doc;
}

export default function Legal({ loaderData: doc }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: doc.title, path: `/${doc.slug}` }])} />
      <LegalPage doc={doc} />
    </>
  );
}
