import { isRouteErrorResponse, Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { NotFoundContent } from "./components/not-found-content";
import { SiteFooter } from "./components/site-footer";
import { SiteNav } from "./components/site-nav";
import { IconSprite } from "./components/ui/icon";
import displayFontUrl from "./fonts/sora-display.woff2?url";
import { displayFontFace, displayFontScript } from "./lib/display-font";
import { DOCUMENT_SCRIPT } from "./lib/document-script";
import { readSiteEnv } from "./lib/env.server";
import { ISLAND_LOADER_ID, islandLoaderScript, routeIslandScript } from "./lib/islands";
import { LATE_ART_SCRIPT } from "./lib/late-art";
import { SITE_CSS_ID, siteCss } from "./styles/site-css";
import { themeColor } from "./styles/tokens";

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "alternate", type: "application/rss+xml", title: "Alpine Last Blog", href: "/blog/rss.xml" },
  ];
}

/**
 * Root loader: the request's CSP nonce and the year for the footer copyright. Nothing per
 * visitor besides the nonce: content pages are cached at the edge, so the newsletter form
 * makes its submission id in the browser.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    nonce: context.cspNonce,
    year: new Date().getUTCFullYear(),
    turnstileSiteKey: readSiteEnv(context.cloudflare.env).turnstile?.siteKey ?? null,
  };
}

export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.nonce;
  // Documents ship no framework JavaScript: only a route whose handle names an island hydrates,
  // and only that island's parts of the page.
  const islandScript = routeIslandScript(useMatches());
  return (
    // The head script may set the display-font attribute before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: displayFontScript(displayFontUrl) + LATE_ART_SCRIPT }}
        />
        <style dangerouslySetInnerHTML={{ __html: displayFontFace(displayFontUrl) }} />
        <Meta />
        <Links />
        {/* Inlined in production builds: no request before the first paint. The server writes the
            rules this page uses in place of the marker (entry.server.tsx). */}
        <style id={SITE_CSS_ID} dangerouslySetInnerHTML={{ __html: siteCss }} />
      </head>
      <body className="min-h-screen flex flex-col bg-snow font-sans text-charcoal antialiased">
        <a
          href="#main"
          className="sr-only focus:(not-sr-only fixed left-4 top-4 z-100 rounded-full bg-charcoal px-5 py-3 text-snow outline-3 outline-solid outline-glacier)"
        >
          Skip to content
        </a>
        {children}
        <IconSprite hydrates={islandScript !== null} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DOCUMENT_SCRIPT }} />
        {islandScript && (
          <script
            id={ISLAND_LOADER_ID}
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: islandLoaderScript(islandScript) }}
          />
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteNav />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter year={loaderData.year} />
    </>
  );
}

/**
 * An unhandled routing error shows "Unexpected Application Error!" with the
 * message. The stack trace is shown only in development.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="flex-1">
        <NotFoundContent />
      </main>
    );
  }
  let message = "Something went wrong on our side. Please try again in a moment.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    message = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <main id="main" className="container-site flex-1 py-32">
      <h1 className="font-display text-3xl font-700">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-granite">{message}</p>
      {stack && <pre className="mt-6 overflow-x-auto rounded-xl bg-charcoal p-4 text-xs text-snow">{stack}</pre>}
      <a href="/" className="btn-primary mt-8">
        Return to Home
      </a>
    </main>
  );
}
