import { LegalPage } from "~/components/sections/legal-page";
import { cookiePolicy } from "~/content/legal/cookies";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = () => [
  { title: cookiePolicy.metaTitle },
  { name: "description", content: cookiePolicy.description },
];

/** Cookie policy: the site sets no tracking cookies (design §2: a real page instead of the spec's 404). */
export default function Cookies() {
  return <LegalPage doc={cookiePolicy} />;
}
