/**
 * Static files (scripts, fonts, icons, share cards) are served from the build's assets with the
 * headers of `public/_headers`, never through the Worker. The preview server applies that file as
 * Cloudflare's static assets do, so these requests check what a browser is really sent: every
 * file gets `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy: same-origin`,
 * and its Cache-Control policy from app/lib/cache-control.ts.
 */
import { readdirSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { IMMUTABLE_ASSET, STATIC_FILE } from "../../app/lib/cache-control";

const builtAsset = (extension: string) => {
  const name = readdirSync("build/client/assets").find((file) => file.endsWith(extension));
  if (!name) throw new Error(`the build has no ${extension} asset`);
  return `/assets/${name}`;
};

describe("static files as served", () => {
  it.each([
    [builtAsset(".js"), IMMUTABLE_ASSET],
    [builtAsset(".woff2"), IMMUTABLE_ASSET],
    ["/favicon.ico", STATIC_FILE],
    ["/favicon.svg", STATIC_FILE],
    ["/apple-touch-icon.png", STATIC_FILE],
    ["/icon-512.png", STATIC_FILE],
    ["/og/home.png", STATIC_FILE],
    ["/art/contours.svg", STATIC_FILE],
  ])("%s has nosniff, Cross-Origin-Resource-Policy and its Cache-Control", async (path, cacheControl) => {
    const res = await fetch(new URL(path, inject("baseUrl")));
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("cache-control")).toBe(cacheControl);
  });

  it("does not serve the _headers file itself", async () => {
    const res = await fetch(new URL("/_headers", inject("baseUrl")));
    expect(await res.text()).not.toContain("X-Content-Type-Options");
  });
});
