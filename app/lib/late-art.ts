/**
 * Decoration that waits for the page to load: the contour texture behind dark heroes and bands
 * (`.contour-texture` in base.css) is painted from a drawing file, and a file requested before
 * the largest paint is counted in front of it by Lighthouse, in some loads a round trip more
 * (docs/performance.md, "No request before the largest paint"). So the texture is not rendered,
 * and its file not requested, until a second after `load`, when a head script sets
 * {@link LATE_ART_ATTRIBUTE} on <html>; it then fades in (at once for a visitor who prefers reduced
 * motion). Without scripting it is rendered from the start (`@media (scripting: none)`).
 */

/** How long after the load event the page fetches what it does not need for its first paint, ms. */
export const AFTER_LOAD_DELAY_MS = 1000;

/** The attribute on <html> that lets the late decoration render (base.css). */
export const LATE_ART_ATTRIBUTE = "data-late-art";

/** The head script's statement that sets {@link LATE_ART_ATTRIBUTE} a while after `load`. */
export const LATE_ART_SCRIPT = `addEventListener("load",()=>setTimeout(()=>document.documentElement.setAttribute(${JSON.stringify(LATE_ART_ATTRIBUTE)},""),${AFTER_LOAD_DELAY_MS}));`;
