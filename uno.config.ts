/**
 * UnoCSS theme: colour (from the brand token module), type and spacing.
 * Icons are not made here: they are inline SVG from the page's icon sprite (app/components/ui/icon.tsx).
 */
import { defineConfig, presetWind3, transformerDirectives, transformerVariantGroup, type UtilObject } from "unocss";
import { colors, SYSTEM_SANS } from "./app/styles/tokens";

export default defineConfig({
  // Utilities are also written in typed content modules (app/content/*.ts).
  content: { pipeline: { include: [/\.(tsx?|mdx?|html)($|\?)/] } },
  presets: [
    // Only the --un-* variables of utilities in use: the full set (45 custom properties on every
    // element and pseudo-element) made each style recalculation several times slower.
    presetWind3({ preflight: "on-demand" }),
  ],
  // `tabular-nums` as its one declaration: Wind3 composes font-variant-numeric from five
  // variables, whose defaults every page using it then carried.
  rules: [["tabular-nums", { "font-variant-numeric": "tabular-nums" }]],
  transformers: [transformerDirectives(), transformerVariantGroup()],
  postprocess: [plainOpaqueColours, plainSpacing],
  theme: {
    colors: { ...colors },
    fontFamily: {
      // Sora once the browser has it cached, the UI face before (app/lib/display-font.ts, base.css).
      display: "var(--font-display)",
      // Body text loads no font: each platform's own UI face, then Arial (Liberation Sans on Linux).
      sans: SYSTEM_SANS,
    },
    fontSize: {
      // [size, line-height] — a modular scale of 1.25
      xs: ["0.75rem", "1.1rem"],
      sm: ["0.875rem", "1.35rem"],
      base: ["1rem", "1.6rem"],
      lg: ["1.125rem", "1.75rem"],
      xl: ["1.25rem", "1.8rem"],
      "2xl": ["1.5625rem", "2rem"],
      "3xl": ["1.953rem", "2.3rem"],
      "4xl": ["2.441rem", "2.7rem"],
      "5xl": ["3.052rem", "3.2rem"],
      "6xl": ["3.815rem", "3.9rem"],
    },
    maxWidth: { prose: "68ch" },
  },
  shortcuts: {
    "container-site": "mx-auto w-full max-w-7xl px-5 sm:px-8",
    "section-y": "py-16 sm:py-24",
    eyebrow: "font-display text-xs font-600 uppercase tracking-[0.18em] text-glacier-600",
    "eyebrow-dark": "font-display text-xs font-600 uppercase tracking-[0.18em] text-glacier",
    "keyboard-focus": "outline-none focus-visible:(outline-3 outline-offset-3 outline-solid outline-glacier-600)",
    btn: "keyboard-focus inline-flex min-h-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full px-6 py-3 max-[359px]:px-4 text-sm font-600 transition-colors duration-200 motion-reduce:transition-none disabled:(cursor-not-allowed opacity-70)",
    // The large call to action: smaller side padding on phones keeps long labels on one line.
    "btn-lg": "px-5 py-3.5 font-display text-base max-[359px]:(px-4 text-sm) sm:px-7",
    // A touch target of at least 44 x 44 px around a small inline link.
    // A row of calls to action: on phones, stacked at one full width, so two labels never sit at two widths.
    "cta-row": "flex flex-col gap-3 sm:(flex-row flex-wrap)",
    "tap-target": "inline-flex min-h-11 min-w-11 items-center",
    "btn-primary": "btn bg-summit-600 text-white hover:bg-summit-700",
    "btn-light": "btn bg-snow text-charcoal hover:bg-white",
    "btn-outline": "btn border border-current bg-transparent hover:bg-white/10",
    "btn-dark": "btn bg-charcoal text-snow hover:bg-charcoal-700",
    "link-underline": "underline decoration-1 underline-offset-4 hover:decoration-2",
    card: "rounded-2xl border border-granite-100 bg-white p-6 [box-shadow:0_1px_2px_#14171a0a]",
    // An invalid field has a red border; its focus ring stays the site's blue, so the two never
    // merge into one thick red ring that reads as a third state.
    "field-input":
      "keyboard-focus block w-full rounded-xl border border-granite-300 bg-white px-4 py-3 text-base text-charcoal placeholder:text-granite aria-[invalid=true]:(border-danger border-2)",
  },
});

/**
 * Writes an opaque colour as a hex value instead of Wind3's opacity variable: `bg-snow` becomes
 * `background-color:#f6f7f5`, not `--un-bg-opacity:1;background-color:rgb(246 247 245/var(--un-bg-opacity))`.
 * The variable exists so that a separate `bg-opacity-*` class can change it; the site uses none
 * (colours with alpha are written `bg-white/10`, which carries its alpha in the value). Every page
 * inlines its CSS, so the 40-odd characters per colour utility were bytes in front of each first paint.
 * @param util one utility's CSS entries, as UnoCSS passes them to a postprocessor (changed in place)
 */
function plainOpaqueColours(util: UtilObject): void {
  const opaque = new Set(
    util.entries
      .filter(([name, value]) => /^--un-[\w-]+-opacity$/.test(name) && String(value) === "1")
      .map(([name]) => name),
  );
  if (opaque.size === 0) return;
  const used = new Set<string>();
  for (const entry of util.entries) {
    if (typeof entry[1] !== "string") continue;
    entry[1] = entry[1].replace(
      /rgb\((\d+) (\d+) (\d+) ?\/ ?var\((--un-[\w-]+-opacity)\)\)/g,
      (whole, r: string, g: string, b: string, name: string) => {
        if (!opaque.has(name)) {
          used.add(name);
          return whole;
        }
        return `#${[r, g, b].map((channel) => Number(channel).toString(16).padStart(2, "0")).join("")}`;
      },
    );
  }
  util.entries = util.entries.filter(([name]) => !opaque.has(name) || used.has(name));
}

/**
 * Writes the margins of `space-y-*` and `space-x-*`, and the borders of `divide-y` and
 * `divide-x`, as plain values instead of Wind3's calculation over a reverse variable:
 * `space-y-4` becomes `margin-top:1rem;margin-bottom:0`, not
 * `--un-space-y-reverse:0;margin-top:calc(1rem * calc(1 - var(--un-space-y-reverse)));…`, the
 * same value. The variable exists so that a `space-y-reverse` or `divide-y-reverse` class can flip
 * the sides; the site uses none, and the build fails if one appears rather than let it do nothing.
 * @param util one utility's CSS entries, as UnoCSS passes them to a postprocessor (changed in place)
 * @throws Error for a `*-reverse` utility, which sets its variable to 1
 */
function plainSpacing(util: UtilObject): void {
  const reverse = util.entries.find(([name]) => /^--un-(space|divide)-[xy]-reverse$/.test(name));
  if (!reverse) return;
  if (String(reverse[1]) !== "0") {
    throw new Error(
      `${util.selector}: the site writes spacing without reverse variables (uno.config.ts, plainSpacing)`,
    );
  }
  const name = reverse[0];
  for (const entry of util.entries) {
    if (typeof entry[1] !== "string") continue;
    entry[1] = entry[1]
      .replace(new RegExp(`^calc\\((.+) \\* calc\\(1 - var\\(${name}\\)\\)\\)$`), "$1")
      .replace(new RegExp(`^calc\\((.+) \\* var\\(${name}\\)\\)$`), "0");
  }
  util.entries = util.entries.filter(([entryName]) => entryName !== name);
}
