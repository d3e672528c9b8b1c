/**
 * The browser for the journeys (tests/e2e/browser.ts), `npm run shots` and the Lighthouse bench:
 * an installed Chrome or Chromium driven through playwright-core, which never downloads a browser
 * of its own.
 *
 * Where the browser is found, first hit wins:
 * 1. `CHROME_PATH` (chrome-launcher's variable), which must then name an executable file;
 * 2. chrome-launcher's search of the usual install places of Linux, macOS and Windows;
 * 3. Debian's `/usr/bin/chromium` (`apt-get install chromium`).
 *
 * @module
 */
import { accessSync, constants, statSync } from "node:fs";
import { Launcher } from "chrome-launcher";
import { chromium } from "playwright-core";

/** Debian's Chromium, the browser CI installs. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** What to do when no browser is found, as one line. */
export const INSTALL_HINT =
  "No Chrome or Chromium found. Install one (Debian/Ubuntu: sudo apt-get install chromium; " +
  "macOS: brew install --cask google-chrome; Windows: winget install Google.Chrome) " +
  "or set CHROME_PATH to its executable.";

/**
 * Flags that keep the browser from reaching out to the network at start-up, and one that keeps
 * its shared memory out of /dev/shm, which a container may cap at 64 MB (Debian's launcher adds
 * that flag itself only when its own check of /dev/shm's free space succeeds).
 */
export const CHROMIUM_ARGS = [
  "--disable-dev-shm-usage",
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * True when `path` is a regular file this process may execute.
 * @param {string} path
 */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Finds the browser binary (see the module comment for the order).
 * @returns {string} absolute path of a Chrome or Chromium executable
 * @throws {Error} with a one-line message: `CHROME_PATH` names no executable, or no browser is
 *   installed ({@link INSTALL_HINT})
 */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is ${fromEnv}, which is not an executable file. ${INSTALL_HINT}`);
  }
  let found;
  try {
    found = Launcher.getInstallations().find(isExecutable);
  } catch {
    // chrome-launcher throws on platforms it does not know; Debian's path is still worth a look.
  }
  if (found) return found;
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(INSTALL_HINT);
}

/**
 * Starts a headless browser that other processes connect to (`chromium.connect(wsEndpoint)`):
 * the Chromium suite's test files share one. Callers close it.
 * @returns {Promise<import("playwright-core").BrowserServer>}
 * @throws {Error} when no browser is found (see {@link findChrome}) or it fails to start
 */
export function launchBrowserServer() {
  return chromium.launchServer({ executablePath: findChrome(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * Starts a headless browser. Callers close it.
 * @returns {Promise<import("playwright-core").Browser>}
 * @throws {Error} when no browser is found (see {@link findChrome}) or it fails to start
 */
export function launchChromium() {
  return chromium.launch({ executablePath: findChrome(), args: CHROMIUM_ARGS, headless: true });
}
