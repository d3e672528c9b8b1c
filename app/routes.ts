/**
 * The route table: one route module per URL, except the legal documents, which share one module.
 * Articles resolve through the slug route.
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { LEGAL_SLUGS } from "./lib/site-index";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("sustainability", "routes/sustainability.tsx"),
  route("work", "routes/work.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("branding-packaging", "routes/branding-packaging.tsx"),
  // One module, four documents: the path names the markdown file in app/content/legal/.
  ...LEGAL_SLUGS.map((slug) => route(slug, "routes/legal.tsx", { id: `routes/legal-${slug}` })),
  route("newsletter", "routes/newsletter.tsx"),
  // The forms' actions answered as JSON, for /contact's script (app/lib/form-api.ts).
  route("api/:form", "routes/form-api.ts"),
  // Resource routes for search engines, feed readers and browsers (no page, no layout).
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog/rss.xml", "routes/rss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
