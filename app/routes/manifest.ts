import { site } from "~/content/site";
import { FEED } from "~/lib/cache-control";
import { backgroundColor, themeColor } from "~/styles/tokens";

/** /manifest.webmanifest: name, colours and icons (drawn by scripts/og-images.tsx) for "Add to Home Screen". */
export function loader() {
  const manifest = {
    id: "/",
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": FEED },
  });
}
