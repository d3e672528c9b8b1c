/**
 * What JavaScript each page names: documents none but their inline scripts; /contact no module
 * script either, but an inline loader that imports its island script after the first paint, and
 * no router (decision record 0019).
 */
import { SELF } from "cloudflare:test";
import { islandScripts } from "virtual:islands";
import { describe, expect, it } from "vitest";

const moduleScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*type="module"[^>]*>/g)].map((m) => m[0].match(/src="([^"]+)"/)?.[1] ?? "inline");

describe("page scripts", () => {
  it("/contact names one script to load, the contact island, from an inline loader with the nonce of its CSP; no router, no modulepreload", async () => {
    const res = await SELF.fetch("http://localhost/contact");
    expect(res.status).toBe(200);
    const html = await res.text();
    // The island's URL as the islands plugin gives it (here the dev server's entry for the source file).
    expect(islandScripts.contact).toMatch(/contact/);
    expect(moduleScripts(html)).toEqual([]);
    const nonce = res.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const loaders = [...html.matchAll(/<script id="island-loader" nonce="([^"]+)">([^<]*)<\/script>/g)];
    expect(loaders.map(([, n, body]) => [n, body.match(/import\("([^"]+)"\)/)?.[1]])).toEqual([
      [nonce, islandScripts.contact],
    ]);
    expect(html.match(/import\(/g)).toHaveLength(1);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toMatch(/rel="modulepreload"/);
    // The islands it hydrates, with the props the contact form renders from.
    expect(html).toContain('<div data-island="contact-form">');
    expect(html).toContain('<div data-island="footer-newsletter">');
    const props = JSON.parse(
      html.match(/<script type="application\/json" id="contact-form-island-props">([^<]*)</)?.[1] ?? "",
    );
    expect(props).toMatchObject({ preselectedType: "", turnstileSiteKey: null });
    expect(props.initialSubmissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(html).toContain(`name="submissionId" value="${props.initialSubmissionId}"`);
  });

  it("/contact?type=… preselects the project type in the page and in the island's props alike", async () => {
    const html = await (await SELF.fetch("http://localhost/contact?type=design-consultation")).text();
    const props = JSON.parse(html.match(/id="contact-form-island-props">([^<]*)</)?.[1] ?? "");
    expect(props.preselectedType).toBe("design-consultation");
    expect(html).toMatch(/<option value="design-consultation" selected="">/);
  });

  for (const path of ["/", "/blog", "/blog/grip-matters", "/newsletter", "/no-such-page"]) {
    it(`${path}, a document, loads no framework JavaScript: no module script, no router context`, async () => {
      const res = await SELF.fetch(`http://localhost${path}`);
      const html = await res.text();
      expect(moduleScripts(html)).toEqual([]);
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toContain("__reactRouterContext");
      expect(html).not.toContain("island-props");
      expect(html).not.toContain("island-loader");
      expect(html).toMatch(/<\/html>\s*$/);
    });
  }
});
