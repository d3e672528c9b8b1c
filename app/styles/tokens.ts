/**
 * Brand colours, stated once. UnoCSS builds its theme from them (uno.config.ts), the document's
 * theme-color and the illustration system read them, and the share-card script imports them.
 * Values are sRGB hex strings.
 */
export const colors = {
  /** Granite and charcoal: text, dark bands, the header over dark heroes. */
  charcoal: { DEFAULT: "#14171a", 800: "#1d2125", 700: "#262b30", 600: "#343b42" },
  granite: { DEFAULT: "#5b6570", 300: "#aab4bf", 200: "#cfd6dc", 100: "#e6eaee" },
  /** Snow white: the page ground. */
  snow: { DEFAULT: "#f6f7f5", 50: "#fbfbfa" },
  /** Glacier blue: links, eyebrows, tints. 600 and 700 pass 4.5:1 on snow; DEFAULT on charcoal. */
  glacier: { DEFAULT: "#8ecfe6", 600: "#1f6f8b", 700: "#1a5d75" },
  /** The one warm summit accent. 600 carries white text at 4.5:1. */
  summit: { DEFAULT: "#ff7a45", 600: "#c4410f", 700: "#a83810" },
  danger: { DEFAULT: "#b42318", 50: "#fef3f2" },
} as const;

/** The browser UI colour (`<meta name="theme-color">`). */
export const themeColor = colors.charcoal.DEFAULT;

/**
 * The system font stack of body text, of headings on a first visit and of the labels in drawing
 * files: the Apple, Windows, Android and ChromeOS UI faces, then Arial (Liberation Sans on Linux).
 */
export const SYSTEM_SANS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
