import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Alpine Last" },
  { name: "robots", content: "noindex" },
];

/** Logs the missing path (spec §8) and answers 404. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  console.warn(JSON.stringify({ level: "warn", event: "not_found", path }));
  return data({ path }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
