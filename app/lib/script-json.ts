/**
 * JSON inside an HTML `<script>` element.
 */

/**
 * JSON text that is safe as the content of a `<script>` element: `<`, `>` and `&` become JSON
 * unicode escapes, so no value can close the element or open a comment, and U+2028/2029 too
 * (line terminators in older JavaScript parsers). `JSON.parse` reads it back unchanged.
 * @param value any JSON-serialisable value
 * @returns the JSON text
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
