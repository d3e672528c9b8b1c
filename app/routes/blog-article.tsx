import { data } from "react-router";
import { PageHero } from "~/components/page-hero";
import { articleTitles } from "~/content/article-catalog";
import type { Route } from "./+types/blog-article";

// Placeholder until the article pipeline lands.
export function loader({ params }: Route.LoaderArgs) {
  const title = articleTitles[params.slug];
  if (!title) throw data(null, { status: 404 });
  return { title };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <PageHero eyebrow="Blog" title={loaderData.title} />;
}
