/**
 * The route table, in the order of spec §2.
 */
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
