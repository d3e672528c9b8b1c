/**
 * Debian's Chromium through playwright-core (no browser download; design §7), shared by the
 * journeys (tests/e2e/browser.ts) and `npm run shots`.
 */
import { chromium } from "playwright-core";

/** Path of the Chromium binary; CHROMIUM_PATH overrides the Debian default. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that keep Chromium from reaching out to the network at start-up. */
export const CHROMIUM_ARGS = [
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
 * Starts a headless Chromium. Callers close it.
 * @returns {Promise<import("playwright-core").Browser>}
 */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
