import { LegalPage } from "~/components/sections/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: privacyPolicy.metaTitle },
  { name: "description", content: privacyPolicy.description },
];

/** Privacy and data protection policy (design §2: a real page instead of the spec's 404). */
export default function Privacy() {
  return <LegalPage doc={privacyPolicy} />;
}
