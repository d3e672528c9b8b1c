#!/usr/bin/env node
/**
 * `npm run shots`: full-page screenshots of every page at 390, 768 and 1440 px wide, taken in
 * Chrome or Chromium (found as the Chromium suite finds it) from the production build served
 * by the preview stack, and one contact sheet per width with every page side by side.
 *
 *   npm run shots                 build when a source file is newer than build/, then shoot
 *   npm run shots -- --no-build   reuse build/
 *
 * The pages are the site's own list, as /sitemap.xml publishes it, plus a missing page (404).
 * Writes shots/<name>-<width>.png and shots/sheet-<width>.png. Besides the pages: the contact
 * form with every error shown (contact-errors-<width>.png), the mobile menu open
 * (menu-open-<width>.png below 1024 px, one screen as a phone shows it) and Home on a first visit, before the display face is
 * cached (home-first-visit-<width>.png). Prints the files written, then warnings for pages
 * wider than the window. Exits non-zero when a page answers with an unexpected status, throws
 * in the browser, or a shot fails.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { startPreviewStack } from "../../dev/preview-stack.mjs";
import { launchChromium } from "./chromium.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const outDir = `${root}shots`;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];
/** A path no route serves. */
const MISSING_PATH = "/this-page-does-not-exist";
/** Contact sheet: each page scaled to this width (px), cut off below SHEET_MAX_HEIGHT. */
const SHEET_COLUMN = 360;
const SHEET_MAX_HEIGHT = 2400;
const SHEET_GAP = 24;
const SHEET_LABEL = 40;

/**
 * The pages to shoot, as [name, path]: every page of the sitemap, then the missing page.
 * @param {string} baseUrl
 * @returns {Promise<[string, string][]>}
 */
async function pagesOf(baseUrl) {
  const res = await fetch(`${baseUrl}/sitemap.xml`);
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`);
  const paths = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (paths.length === 0) throw new Error("/sitemap.xml lists no page");
  /** @type {[string, string][]} */
  const pages = paths.map((path) => [path === "/" ? "home" : path.slice(1).replaceAll("/", "-"), path]);
  return [...pages, ["not-found", MISSING_PATH]];
}

/**
 * Puts shots side by side in one PNG, each scaled to SHEET_COLUMN px wide under its name.
 * @param {{ name: string, file: string }[]} shots
 * @param {string} file the sheet to write
 */
async function contactSheet(shots, file) {
  const tiles = await Promise.all(
    shots.map(async ({ name, file: shot }) => {
      const scaled = await sharp(shot).resize({ width: SHEET_COLUMN }).png().toBuffer({ resolveWithObject: true });
      const height = Math.min(scaled.info.height, SHEET_MAX_HEIGHT);
      const image =
        height < scaled.info.height
          ? await sharp(scaled.data).extract({ left: 0, top: 0, width: SHEET_COLUMN, height }).toBuffer()
          : scaled.data;
      return { name, image, height };
    }),
  );
  const width = tiles.length * (SHEET_COLUMN + SHEET_GAP) + SHEET_GAP;
  const height = SHEET_LABEL + Math.max(...tiles.map((t) => t.height)) + SHEET_GAP;
  /** @param {string} text */
  const escapeXml = (text) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const labels = tiles
    .map(
      (t, i) =>
        `<text x="${SHEET_GAP + i * (SHEET_COLUMN + SHEET_GAP)}" y="28" font-family="sans-serif" font-size="18" fill="#1f2933">${escapeXml(t.name)}</text>`,
    )
    .join("");
  await sharp({ create: { width, height, channels: 3, background: "#e8ecef" } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${SHEET_LABEL}">${labels}</svg>`,
        ),
        top: 0,
        left: 0,
      },
      ...tiles.map((t, i) => ({ input: t.image, top: SHEET_LABEL, left: SHEET_GAP + i * (SHEET_COLUMN + SHEET_GAP) })),
    ])
    .png()
    .toFile(file);
}

/**
 * Waits for the page to load, for hydration where the page hydrates (only pages that ship the
 * framework have a module script; the app marks <html data-hydrated> once React has taken over),
 * for web fonts and for every image, so a shot shows the page as a visitor sees it.
 * @param {import("playwright-core").Page} page
 */
async function settle(page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(
    () => !document.querySelector('script[type="module"]') || document.documentElement.hasAttribute("data-hydrated"),
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A full-page shot shows the whole page at once, as a visitor sees it after scrolling through:
  // sections far below the viewport, which the browser renders only as they come near it
  // (`content-visibility: auto`), are rendered, and lazy images further down are loaded first,
  // or they would be empty frames.
  await page.evaluate(async () => {
    const rendered = document.createElement("style");
    rendered.textContent = "main *, body > footer { content-visibility: visible !important }";
    document.head.append(rendered);
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

async function main() {
  const build = process.argv.includes("--no-build") ? false : "when-stale";
  mkdirSync(outDir, { recursive: true });
  const stack = await startPreviewStack({ build });
  const stopOnSignal = () => stack.stop().finally(() => process.exit(130));
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);

  /** @type {string[]} */
  const written = [];
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const warnings = [];
  let browser;
  try {
    const pages = await pagesOf(stack.baseUrl);
    browser = await launchChromium();
    for (const viewport of WIDTHS) {
      /** @type {{ name: string, file: string }[]} */
      const sheet = [];
      const context = await browser.newContext({ baseURL: stack.baseUrl, viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      let current = "";
      page.on("pageerror", (error) => problems.push(`${current}: ${error.message}`));

      /**
       * @param {string} name
       * @param {{ fullPage?: boolean }} [options] `fullPage: false` shoots one screen: an overlay
       *   fixed to the viewport (the open menu) is drawn only over the first screen of a full-page shot
       */
      const shoot = async (name, { fullPage = true } = {}) => {
        const file = `${outDir}/${name}-${viewport.width}.png`;
        // Fixed elements (the top bar) are drawn where the page is scrolled to: shoot from the top.
        await page.evaluate(() => window.scrollTo(0, 0));
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > viewport.width) {
          warnings.push(`${name} at ${viewport.width}: the page is ${scrollWidth} px wide (scrolls sideways)`);
        }
        await page.screenshot({ path: file, fullPage, animations: "disabled" });
        written.push(file.slice(root.length));
        return file;
      };

      // A first visit sets headings in the body text's system face and fetches the display face after
      // the load event; every page after it uses the display face (docs/decisions/0016). Home is
      // shot both ways: first as a new visitor sees it, then, with the rest, as every later page.
      current = `first visit at ${viewport.width}`;
      await page.goto("/");
      await settle(page);
      await shoot("home-first-visit");
      await page.waitForFunction(() => document.cookie.includes("display-font="), undefined, { polling: 100 });

      for (const [name, path] of pages) {
        current = `${path} at ${viewport.width}`;
        const response = await page.goto(path);
        const expected = path === MISSING_PATH ? 404 : 200;
        if (response?.status() !== expected)
          problems.push(`${current}: HTTP ${response?.status()}, expected ${expected}`);
        await settle(page);
        sheet.push({ name, file: await shoot(name) });
      }

      current = `contact errors at ${viewport.width}`;
      await page.goto("/contact");
      await settle(page);
      await page.getByRole("button", { name: "Send Inquiry" }).click();
      await page.getByText("Project details are required").waitFor();
      await shoot("contact-errors");

      if (viewport.width < 1024) {
        current = `menu open at ${viewport.width}`;
        await page.goto("/");
        await settle(page);
        await page.getByRole("navigation", { name: "Main" }).getByLabel("Menu", { exact: true }).click();
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Contact", exact: true })
          .waitFor();
        await shoot("menu-open", { fullPage: false });
      }
      await context.close();
      const sheetFile = `${outDir}/sheet-${viewport.width}.png`;
      await contactSheet(sheet, sheetFile);
      written.push(sheetFile.slice(root.length));
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await browser?.close();
    await stack.stop();
  }

  for (const file of written) console.log(file);
  if (warnings.length > 0)
    console.warn(`\n${warnings.length} warning(s):\n${warnings.map((w) => `  - ${w}`).join("\n")}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`\n${written.length} images in shots/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
