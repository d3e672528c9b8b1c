/**
 * The short names that stand in for the stylesheet's class names in a document that does not
 * hydrate (app/lib/page-css.server.ts; decision record 0023).
 *
 * The stylesheet's class names are numbered in the order they first appear in it, and number `i`
 * always gets the same short name, so one build writes one name for a class on every page, and
 * the build can list the pairs for the Chromium suite (vite-plugins/inline-css.ts).
 *
 * A short name is an upper-case letter followed by letters: `A`…`Z`, then `AA`, `Ab`…`Zz`, and so
 * on. The site's own class names and UnoCSS's utilities are lower-case, and the build refuses a
 * stylesheet with a class name of this form (vite-plugins/css-rules.ts), so a short name can never
 * select an element that carries a real class name. Class selectors are case-sensitive in a
 * document in no-quirks mode (Selectors Level 4, "Case sensitivity"), which every page is.
 */

const FIRST = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const NEXT = `${FIRST}abcdefghijklmnopqrstuvwxyz`;

/** What a short name looks like; no class name of the stylesheet may look like it. */
export const SHORT_CLASS_NAME = /^[A-Z][A-Za-z]*$/;

/**
 * The short name of the class numbered `index`.
 * @param index the class's number, 0 for the first class of the stylesheet (an integer ≥ 0)
 * @returns `A` for 0, `Z` for 25, `AA` for 26, `Az` for 77, `BA` for 78…; three letters from 1378 on
 * @throws RangeError when index is not a non-negative integer
 */
export function shortClassName(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`no short class name for ${index}`);
  if (index < FIRST.length) return FIRST[index];
  let rest = index - FIRST.length;
  let tailLength = 1;
  let count = FIRST.length * NEXT.length;
  while (rest >= count) {
    rest -= count;
    tailLength++;
    count *= NEXT.length;
  }
  let tail = "";
  for (let i = 0; i < tailLength; i++) {
    tail = NEXT[rest % NEXT.length] + tail;
    rest = Math.floor(rest / NEXT.length);
  }
  return FIRST[rest] + tail;
}
