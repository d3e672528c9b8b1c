import { colors } from "~/styles/tokens";

/**
 * Layered alpine ridgelines, drawn as SVG (the site uses drawings, never stock photography).
 * The nearest ridge takes the colour of the ground below it (the page's snow on the light tone),
 * so the drawing ends without a seam. Decorative: hidden from assistive technology.
 */
export function RidgelineArt({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const layers =
    tone === "dark"
      ? ["#1d2125", "#262b30", "#2f353b"]
      : [colors.snow.DEFAULT, colors.granite[200], colors.granite[300]];
  return (
    <svg viewBox="0 0 1440 160" preserveAspectRatio="none" className={className} aria-hidden="true">
      <path
        fill={layers[2]}
        d="M0 160V92l70-30 64 22 90-58 70 40 64-18 98 62 82-50 70 28 96-66 86 54 64-22 92 48 78-36 96 52 72-30 98 44 64-24 96 40V160Z"
      />
      <path
        fill={layers[1]}
        d="M0 160v-40l96-30 84 34 110-50 84 44 102-32 90 40 120-58 96 50 88-24 104 44 96-40 92 36 110-46 80 30 88-12V160Z"
      />
      <path
        fill={layers[0]}
        d="M0 160v-18l130-24 120 20 140-30 130 26 150-22 120 18 150-28 140 24 120-14 160 22 80-8V160Z"
      />
    </svg>
  );
}
