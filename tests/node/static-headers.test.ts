/**
 * Static files (scripts, fonts, icons, share cards) are served by Cloudflare from the build's
 * assets with the headers of `public/_headers`, never through the Worker: every path must get
 * `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy: same-origin` from it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Parses the `_headers` format: a path pattern line, then indented `Name: value` lines. */
function parseHeaders(text: string): { pattern: RegExp; headers: Record<string, string> }[] {
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
    } else {
      const [name, ...value] = line.trim().split(":");
      rules.at(-1)!.headers[name.trim().toLowerCase()] = value.join(":").trim();
    }
  }
  return rules;
}

const rules = parseHeaders(readFileSync("public/_headers", "utf8"));
const headersFor = (path: string) =>
  Object.assign({}, ...rules.filter((r) => r.pattern.test(path)).map((r) => r.headers)) as Record<string, string>;

describe("public/_headers", () => {
  it.each([
    "/assets/entry.client-abc123.js",
    "/assets/sora-latin-wght-normal.woff2",
    "/favicon.ico",
    "/og/home.png",
    "/robots.txt",
    "/site.webmanifest",
  ])("gives %s nosniff and Cross-Origin-Resource-Policy", (path) => {
    const headers = headersFor(path);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});
