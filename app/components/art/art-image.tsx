import sizes from "./art-file-sizes.json";
import { ART_FILES, type ArtFileName } from "./art-files";

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
  if (!size || !(name in ART_FILES)) throw new Error(`No art file named ${name}: run npm run art-files.`);
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
