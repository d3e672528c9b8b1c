/** The browser the journeys drive: found and started by chromium.mjs, which `npm run shots` and the bench also use. */
export { CHROMIUM_ARGS, findChrome, INSTALL_HINT, launchBrowserServer, launchChromium } from "./chromium.mjs";
