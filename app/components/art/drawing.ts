/**
 * The illustration system's one stroke system and one palette. Drawings are defined in
 * millimetres (one SVG unit = 1 mm of the real part), so a 295 mm outsole is 295 units long
 * in every drawing, and the same stroke weights read the same everywhere.
 */
import { colors } from "~/styles/tokens";

/** Stroke weights in millimetres. */
export const stroke = {
  /** Part outlines. */
  outline: 1.5,
  /** Panel and construction lines inside a part. */
  panel: 0.9,
  /** Stitching, hatching and girth lines. */
  detail: 0.6,
  /** Dimension and leader lines. */
  dimension: 0.5,
} as const;

/** Dash pattern for stitching, in millimetres. */
export const stitch = "1.6 1.4";

/** Dash pattern for the assembly lines of an exploded view, in millimetres. */
export const assembly = "4 3";

/** Text size of callouts, in millimetres of the drawing. */
export const calloutSize = 8.5;

/**
 * Callouts of a drawing shown narrower than {@link PHONE_DRAWING_MAX_PX} CSS pixels (a phone's
 * column, or a figure about as narrow) grow to this size, in drawing units, so that they read at
 * 11 px or more: a drawing about 350 units wide is shown about 300-480 px wide there. Just past
 * that width its callouts at {@link calloutSize} read about 11.8 px. Drawing files carry the rule as a
 * media query on their own width; inline drawings get it from base.css on a viewport under 640 px.
 */
export const PHONE_CALLOUT_UNITS = 13;
/** The widest a drawing is shown in a phone's column, in CSS pixels. */
export const PHONE_DRAWING_MAX_PX = 480;

/**
 * The presentation attributes that halo a label in its ground's colour, so that a line or a part
 * it sits on never runs through its letters (the stroke is painted under the fill).
 * @param palette the drawing's palette
 * @returns SVG text attributes, to spread onto a `<text>`
 */
export function halo(palette: Palette) {
  return { stroke: palette.ground, strokeWidth: 1.8, strokeLinejoin: "round", paintOrder: "stroke" } as const;
}

/** Which ground a drawing sits on. */
export type Tone = "dark" | "light";

/** Line and fill colours of a drawing on its ground. */
export type Palette = {
  line: string;
  upper: string;
  overlay: string;
  midsole: string;
  foam: string;
  outsole: string;
  plate: string;
  accent: string;
  dimension: string;
  text: string;
  /** The ground the drawing sits on: the halo behind a dimension's label, where a line or a part passes under it. */
  ground: string;
};

export const palettes: Record<Tone, Palette> = {
  dark: {
    line: colors.snow.DEFAULT,
    upper: colors.charcoal[800],
    overlay: colors.charcoal[600],
    midsole: "#20404c",
    foam: "#2a5566",
    // Rubber a step lighter than the ground: near-black, the lugs read as empty outlines.
    outsole: colors.charcoal[700],
    plate: colors.granite[300],
    accent: colors.summit.DEFAULT,
    dimension: colors.glacier.DEFAULT,
    text: colors.snow.DEFAULT,
    ground: colors.charcoal.DEFAULT,
  },
  light: {
    line: colors.charcoal.DEFAULT,
    upper: "#ffffff",
    overlay: colors.granite[100],
    midsole: "#dff0f6",
    foam: "#bfe2ee",
    outsole: colors.granite[200],
    plate: colors.granite[300],
    accent: colors.summit[600],
    dimension: colors.glacier[700],
    text: colors.charcoal.DEFAULT,
    ground: colors.snow.DEFAULT,
  },
};
