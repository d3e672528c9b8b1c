/**
 * The contour texture behind dark heroes and bands, painted from its drawing file
 * (`/art/contours.svg`, drawn by `ContourArt` through art-files.tsx) as a CSS mask over
 * the current text colour (`.contour-texture` in base.css). Decorative, and rendered only once the
 * page has loaded, so its file is never requested in front of the largest paint (app/lib/late-art.ts).
 *
 * A mask, not an `<img>`: Chromium took the texture as an `<img>` for the page's Largest
 * Contentful Paint (its box is larger than any heading), so the metric followed a 10 %-opacity
 * texture arriving a round trip after the text. As a mask behind the heroes and in the dark
 * bands it is not taken on any page (tests/e2e/largest-paint.test.ts checks every page on a
 * phone), but Chromium does report a mask image as a candidate where it is the largest thing
 * painted: inside the blog's featured card it was, so that card draws the texture inline
 * (`ContourArt`). Inlined everywhere, it cost about 0.3 kB compressed of every page's first
 * round trip.
 * @param className position, size, colour (`text-*`) and opacity
 */
export function ContourTexture({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`contour-texture pointer-events-none absolute ${className}`} />;
}
