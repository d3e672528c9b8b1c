import { NO_STORE } from "~/lib/cache-control";
import { contactAction } from "~/lib/contact-action.server";
import { isFormApiName } from "~/lib/form-api";
import { newsletterAction } from "~/lib/newsletter-action.server";
import type { Route } from "./+types/form-api";

/**
 * `GET /api/<form>`: these URLs only take posts.
 * @returns 405 with `Allow: POST`, or 404 for a form that does not exist
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isFormApiName(params.form)) return notFound();
  return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": NO_STORE } });
}

/**
 * `POST /api/contact` and `POST /api/newsletter`: the form's action, answered as JSON for the
 * page's script (app/lib/form-api.ts). The pipeline is the one the plain-form posts go through
 * (same-origin check in the Worker entry, body limits, honeypot, valibot, throttle, insert or
 * outbox); only the answer's form differs.
 * @returns a JSON {@link FormOutcome} with the action's HTTP status and headers (`no-store`,
 *   `Retry-After` on 429); 404 for a form that does not exist
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isFormApiName(params.form)) return notFound();
  const answer =
    params.form === "contact" ? await contactAction(request, context) : await newsletterAction(request, context);
  return Response.json(answer.data, answer.init ?? undefined);
}

function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Cache-Control": NO_STORE } });
}
