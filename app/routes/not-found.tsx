import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { contentPageHeaders, NOT_FOUND } from "~/lib/cache-control";
import { log } from "~/lib/log.server";
import { notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => notFoundMeta();

export const headers = contentPageHeaders;

/** Logs the missing path and answers 404, cached only briefly. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  log("warn", "not_found", { path });
  return data({ path }, { status: 404, headers: { "Cache-Control": NOT_FOUND } });
}

export default function NotFound() {
  return <NotFoundContent />;
}
