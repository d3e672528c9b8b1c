/**
 * Decodes the escapes of a CSS identifier (CSS Syntax Level 3, "Consume an escaped code point"):
 * `\31 0` → `10`, `sm\:grid` → `sm:grid`.
 * @param name an identifier as a stylesheet writes it, e.g. a class name after its dot
 * @returns the identifier's value
 */
export function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6})[ \t]?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );
}
