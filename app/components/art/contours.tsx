import { useId } from "react";
import { type Pt, ring } from "./geometry";

/** How many rings the texture draws. */
const RING_COUNT = 10;
/** The line width, in units of the 600-unit drawing. */
const STROKE = 1.2;

/**
 * One contour ring 100 units across: a smooth closed curve through eight points, its radius
 * varying gently with the angle.
 */
function unitRing(): string {
  const points: Pt[] = [];
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * Math.PI * 2;
    const r = 100 * (1 + 0.09 * Math.sin(2 * a + 0.6) + 0.05 * Math.sin(3 * a + 1.7));
    points.push([r * Math.cos(a) * 1.12, r * Math.sin(a)]);
  }
  return ring(points, 1, 0.1);
}

const RING = unitRing();

/**
 * Where each ring sits: the ring scaled to its size around its centre. Rings grow by more than
 * their shape varies, so they never cross, and their centres drift downhill, as contours on a
 * real slope do.
 */
const PLACEMENTS = Array.from({ length: RING_COUNT }, (_, i) => {
  const scale = (34 + i * 30) / 100;
  return {
    transform: `translate(${300 - i * 5} ${300 + i * 3.5})scale(${scale})`,
    // The line is 1.2 units of the drawing whatever the ring's scale.
    strokeWidth: +(STROKE / scale).toFixed(2),
  };
});

/**
 * A topographic contour pattern, as texture behind dark bands. Decorative.
 *
 * The ring is drawn once and placed ten times (`<use>`), so the texture costs the page about
 * 400 bytes compressed instead of 750. Each placement sets the line width that keeps its line as
 * wide as the others' once scaled (`vector-effect` would do it too, but the share-image renderer
 * ignores it).
 * With `fade`, the rings fade out towards the square's edges (a radial mask), so wherever the
 * drawing's box ends inside a band, no ring ends on a straight edge: the texture file has it.
 * @param className sizing and colour (lines use currentColor)
 */
export function ContourArt({ className = "", fade = false }: { className?: string; fade?: boolean }) {
  // One id per drawing: a page may show several (the blog's cards).
  const id = `contour${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg viewBox="0 0 600 600" className={className} aria-hidden="true" fill="none" stroke="currentColor">
      <defs>
        <path id={id} d={RING} />
        {fade && (
          <>
            <radialGradient id={`${id}-fade`}>
              <stop offset="0.55" stopColor="#fff" />
              <stop offset="1" stopColor="#fff" stopOpacity="0" />
            </radialGradient>
            <mask id={`${id}-mask`}>
              <circle cx="300" cy="300" r="300" fill={`url(#${id}-fade)`} />
            </mask>
          </>
        )}
      </defs>
      <g mask={fade ? `url(#${id}-mask)` : undefined}>
        {PLACEMENTS.map(({ transform, strokeWidth }) => (
          <use key={transform} href={`#${id}`} transform={transform} strokeWidth={strokeWidth} />
        ))}
      </g>
    </svg>
  );
}
