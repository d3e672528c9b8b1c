/**
 * Launches Debian's Chromium through playwright-core (no browser download; design §7).
 * The path and flags live in chromium.mjs, which `npm run shots` also uses.
 */
export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from "./chromium.mjs";
