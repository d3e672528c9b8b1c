/**
 * The route table, in the order of spec §2, plus the pages we add (design §2):
 * the three missing articles resolve through the slug route, and the legal pages are real.
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";

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
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  // Resource routes for search engines, feed readers and browsers (no page, no layout).
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog/rss.xml", "routes/rss.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
