import sizes from "./art-file-sizes.json";
// Only the type: the list of drawings (and every drawing's code) stays out of the Worker; the
// sizes file is written from that list by `npm run art-files`.
import type { ArtFileName } from "./art-files";

/**
 * A drawing from its file (art-files.tsx), for a drawing below the first screen: it is fetched
 * only when it nears the viewport, at low priority, and its box is reserved before it loads
 * (width and height give the aspect ratio). Decorative, like the inline drawings: the page
 * states in text every figure a drawing shows. A drawing in the first screen stays inline, so
 * the first paint never waits for a request (the contour texture is a CSS mask:
 * contour-texture.tsx).
 * @param name the drawing's file name
 * @param className sizing; the drawing keeps its proportions inside the box
 * @param box width and left offset computed from a drawing's own figures, set inline (the only
 *   inline style the pages allow), for a drawing placed against HTML labels
 * @throws Error when the sizes file has no entry for `name` (the drawing files were not written)
 */
export function ArtImage({
  name,
  className = "",
  box,
}: {
  name: ArtFileName;
  className?: string;
  box?: { width: string; left: string };
}) {
  const size = (sizes as Record<string, { width: number; height: number }>)[name];
  if (!size) throw new Error(`No art file named ${name}: run npm run art-files.`);
  return (
    <img
      src={`/art/${name}.svg`}
      width={size.width}
      height={size.height}
      alt=""
      loading="lazy"
      decoding="async"
      fetchPriority="low"
      className={className}
      style={box}
    />
  );
}
