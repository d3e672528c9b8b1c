import { PageHero } from "~/components/page-hero";

// Placeholder until the page's content lands.
export default function Page() {
  return <PageHero eyebrow="Alpine Last" title="Services" />;
}
