import { type Pt, ring } from "./geometry";

/**
 * Contour rings around a summit: each ring is a smooth closed curve through eight points,
 * its radius varying gently with the angle. Rings grow by more than their variation, so they
 * never cross, and their centres drift downhill, as contours on a real slope do.
 */
function contourRings(count: number): string[] {
  const rings: string[] = [];
  for (let i = 0; i < count; i++) {
    const base = 34 + i * 30;
    const cx = 300 - i * 5;
    const cy = 300 + i * 3.5;
    const points: Pt[] = [];
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      const r = base * (1 + 0.09 * Math.sin(2 * a + 0.6 + i * 0.18) + 0.05 * Math.sin(3 * a + 1.7 - i * 0.11));
      points.push([cx + r * Math.cos(a) * 1.12, cy + r * Math.sin(a)]);
    }
    // Whole units: a texture 600 units wide drawn at most about 830 px wide never shows the
    // difference, and the page carries a third fewer bytes of it.
    rings.push(ring(points, 1, 1));
  }
  return rings;
}

const rings = contourRings(10);

/**
 * A topographic contour pattern, as texture behind dark bands. Decorative.
 * @param className sizing and colour (lines use currentColor)
 */
export function ContourArt({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 600"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
    >
      {rings.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
