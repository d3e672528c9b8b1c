/**
 * The contour texture behind dark heroes and bands, painted from its drawing file
 * (`/art/contours.svg`, drawn by `ContourArt` through art-files.tsx) as a CSS mask over
 * the current text colour (`.contour-texture` in base.css). Decorative.
 *
 * A mask, not an `<img>` or a background image: Chromium counts both of those as candidates for
 * the Largest Contentful Paint, and the texture's box is larger than any heading, so a page's
 * LCP would have been a 10 %-opacity texture arriving a round trip after the text. A mask image
 * is not a candidate (Largest Contentful Paint, W3C: only content images, background images and
 * text are), and inlined as SVG the texture cost about 0.3 kB compressed of every page's first
 * round trip.
 * @param className position, size, colour (`text-*`) and opacity
 */
export function ContourTexture({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`contour-texture pointer-events-none absolute ${className}`} />;
}
