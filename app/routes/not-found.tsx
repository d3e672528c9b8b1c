import { data, Link } from "react-router";
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
  return (
    <section className="container-site flex flex-col items-start py-40">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 font-display text-4xl font-700 sm:text-5xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-xl text-lg text-granite">
        The trail ends here. The page you were looking for has moved or never existed.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
