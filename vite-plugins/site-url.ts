/**
 * Vite plugin: the site's public origin from the `SITE_URL` variable, fixed at build time as
 * `__SITE_URL__` (read by app/content/site.ts). Canonical URLs, the sitemap, the feed and share
 * cards are written into cached pages and images, so the origin is a build input.
 *
 * Where it comes from, first found wins: the build's environment (`SITE_URL=https://… npm run
 * build`), then `SITE_URL` under `[vars]` in wrangler.toml. Neither set: the development default.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Reads `SITE_URL` from the `[vars]` table of a wrangler.toml text.
 * @returns the value, or undefined when the table or key is absent
 */
export function siteUrlFromWranglerToml(toml: string): string | undefined {
  const vars = toml.split(/^\[/m).find((table) => table.startsWith("vars]"));
  return vars?.match(/^SITE_URL\s*=\s*"([^"]*)"/m)?.[1] || undefined;
}

/**
 * The configured site URL.
 * @param root the project root holding wrangler.toml
 * @returns an absolute http(s) origin without a trailing slash, or undefined when none is set
 * @throws Error when SITE_URL is set but is not an absolute http(s) URL
 */
export function configuredSiteUrl(root: string): string | undefined {
  let value: string | undefined = process.env.SITE_URL || undefined;
  if (!value) {
    try {
      value = siteUrlFromWranglerToml(readFileSync(path.join(root, "wrangler.toml"), "utf8"));
    } catch {
      value = undefined;
    }
  }
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.alpinelast.com (got "${value}")`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must start with https:// (got "${value}")`);
  }
  return url.origin;
}

/** Creates the plugin; register it in every Vite config that compiles app code. */
export function siteUrl(): Plugin {
  return {
    name: "alpine-last:site-url",
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      return { define: { __SITE_URL__: JSON.stringify(configuredSiteUrl(root) ?? "") } };
    },
  };
}
