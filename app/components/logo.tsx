import { site } from "~/content/site";
import { colors } from "~/styles/tokens";

/**
 * The Alpine Last mark, on a 32 × 32 grid: a shoe last in profile whose cone rises to a summit,
 * a glacier-blue ball-girth line across it, and the sole beneath in the summit accent. Plain
 * paths only (no filters, masks or text), so the favicon, app icons and share cards draw the
 * same shapes. Reads at 16 px: every stroke and gap is at least 2 grid units.
 */
export const logoMark = {
  viewBox: "0 0 32 32",
  /** The last: heel, summit cone, instep, toe. */
  last: "M3.2 23.4C2.6 19.4 2.9 15.2 5.4 11.6L11.6 3.4L17.4 10.8C20.2 14 24.4 16.2 27.8 17.8C30.4 19 30.8 22.2 28.8 23.1C26.8 24 24.2 23.6 21.8 23.4H3.2Z",
  /** The ball girth, drawn across the last in the ground colour of the girth. */
  girth: "M18.3 12.4C20.4 15.6 21 19.8 20.2 23.4",
  /** The sole: flat under the heel, rising to the toe. */
  sole: "M3 26.4H21.6C24.6 26.4 27.6 26 30 24.6V28.2C27.6 29.3 24.6 29.6 21.6 29.6H3Z",
} as const;

/** Colours of the mark on a light ground and on a dark ground. */
export const logoColors = {
  light: { last: colors.charcoal.DEFAULT, girth: colors.glacier[600], sole: colors.summit[600] },
  dark: { last: colors.snow.DEFAULT, girth: colors.glacier.DEFAULT, sole: colors.summit.DEFAULT },
} as const;

/**
 * The mark as a standalone SVG document (for favicon.svg, icons and share cards).
 * @param tone "light" for a light ground (charcoal last), "dark" for a dark ground
 * @param size width and height in px of the returned SVG
 * @returns an SVG document string
 */
export function logoMarkSvg(tone: "light" | "dark" = "light", size = 32): string {
  const c = logoColors[tone];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMark.viewBox}" width="${size}" height="${size}"><path d="${logoMark.last}" fill="${c.last}"/><path d="${logoMark.girth}" fill="none" stroke="${c.girth}" stroke-width="2.2" stroke-linecap="round"/><path d="${logoMark.sole}" fill="${c.sole}"/></svg>`;
}

/** The mark as inline SVG. Decorative: the link around it carries the name. */
export function LogoMark({ tone = "light", className = "h-8 w-8" }: { tone?: "light" | "dark"; className?: string }) {
  const c = logoColors[tone];
  return (
    <svg viewBox={logoMark.viewBox} className={className} aria-hidden="true">
      <path d={logoMark.last} fill={c.last} />
      <path d={logoMark.girth} fill="none" stroke={c.girth} strokeWidth="2.2" strokeLinecap="round" />
      <path d={logoMark.sole} fill={c.sole} />
    </svg>
  );
}

/** The mark and the wordmark side by side. */
export function Logo({
  tone = "light",
  className = "",
  markClassName = "h-9 w-9",
  wordmarkClassName = "",
}: {
  tone?: "light" | "dark";
  className?: string;
  markClassName?: string;
  wordmarkClassName?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark tone={tone} className={markClassName} />
      <span className={`font-display text-lg font-700 tracking-tight ${wordmarkClassName}`}>{site.name}</span>
    </span>
  );
}
