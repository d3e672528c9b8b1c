import { LegalPage } from "~/components/sections/legal-page";
import { termsAndConditions } from "~/content/legal/terms";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [
  { title: termsAndConditions.metaTitle },
  { name: "description", content: termsAndConditions.description },
];

/** Terms and conditions, with publisher and host details (design §2: a real page instead of the spec's 404). */
export default function Terms() {
  return <LegalPage doc={termsAndConditions} />;
}
