#!/usr/bin/env node
/**
 * `npm run shots`: full-page screenshots of every route at 390 and 1440 px wide (design §8),
 * taken in Debian's Chromium from the production build served by the preview stack.
 *
 *   npm run shots                 build, then shoot into shots/<name>-<width>.png
 *   npm run shots -- --no-build   reuse build/
 *
 * Besides the routes: the contact form with every error shown (contact-errors-<width>.png)
 * and the mobile menu open (menu-open-390.png). Prints the files written, then warnings for
 * pages wider than the window. Exits non-zero when a page answers with an unexpected status,
 * throws in the browser, or a shot fails.
 * CHROMIUM_PATH overrides the browser binary (default /usr/bin/chromium).
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startPreviewStack } from "../../dev/preview-stack.mjs";
import { launchChromium } from "./chromium.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const outDir = `${root}shots`;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** name → path; the last one is a missing page and must answer 404. */
const ROUTES = [
  ["home", "/"],
  ["about", "/about"],
  ["services", "/services"],
  ["sustainability", "/sustainability"],
  ["work", "/work"],
  ["blog", "/blog"],
  ["article", "/blog/sketch-to-summit"],
  ["contact", "/contact"],
  ["faq", "/faq"],
  ["branding-packaging", "/branding-packaging"],
  ["privacy", "/privacy"],
  ["accessibility", "/accessibility"],
  ["newsletter", "/newsletter"],
  ["not-found", "/this-page-does-not-exist"],
];

/**
 * Waits for hydration and web fonts, so a shot shows the page as a visitor sees it.
 * @param {import("playwright-core").Page} page
 */
async function settle(page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
    },
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function main() {
  const build = !process.argv.includes("--no-build");
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
    browser = await launchChromium();
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ baseURL: stack.baseUrl, viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      let current = "";
      page.on("pageerror", (error) => problems.push(`${current}: ${error.message}`));

      /** @param {string} name */
      const shoot = async (name) => {
        const file = `${outDir}/${name}-${viewport.width}.png`;
        // Fixed elements (the top bar) are drawn where the page is scrolled to: shoot from the top.
        await page.evaluate(() => window.scrollTo(0, 0));
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > viewport.width) {
          warnings.push(`${name} at ${viewport.width}: the page is ${scrollWidth} px wide (scrolls sideways)`);
        }
        await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
        written.push(file.slice(root.length));
      };

      for (const [name, path] of ROUTES) {
        current = `${path} at ${viewport.width}`;
        const response = await page.goto(path);
        const expected = name === "not-found" ? 404 : 200;
        if (response?.status() !== expected)
          problems.push(`${current}: HTTP ${response?.status()}, expected ${expected}`);
        await settle(page);
        await shoot(name);
      }

      current = `contact errors at ${viewport.width}`;
      await page.goto("/contact");
      await settle(page);
      await page.getByRole("button", { name: "Send inquiry" }).click();
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
        await shoot("menu-open");
      }
      await context.close();
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
  console.log(`\n${written.length} screenshots in shots/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
