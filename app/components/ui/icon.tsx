/**
 * Icons: Lucide glyphs drawn inline as SVG.
 *
 * <Icon name> renders `<svg><use href="#i-<name>"></svg>`; the glyph itself is a <symbol> in the
 * page's icon sprite, which the server fills with the symbols the page uses
 * (app/lib/icon-sprite.server.ts). An icon is therefore part of the document: no request, no
 * image to decode, and the page carries each glyph once however often it appears. Icons are
 * decorative: the text next to them, or the control's accessible name, says what they mean.
 */
// A type only: nothing of the server module reaches the browser.
import type { IconName } from "~/lib/icon-sprite.server";

/** Every icon the site uses: the keys of the server's glyph table (app/lib/icon-sprite.server.ts). */
export type { IconName };

/** The id of the sprite element in every page. */
export const ICON_SPRITE_ID = "icon-sprite";
/** The prefix of each symbol's id in the sprite: `i-arrow-right`. */
export const ICON_ID_PREFIX = "i-";
/**
 * What the server renders inside the sprite; the page's symbols replace it (app/entry.server.tsx).
 * @param hydrates true on a page that hydrates: React may draw icons there that its HTML does not
 *   (a toast, a field error, the confirmation panel), so it also gets the symbols its scripts name
 * @returns an HTML comment
 */
export function iconSpriteMarker(hydrates: boolean): string {
  return hydrates ? "<!--icon-sprite:hydrates-->" : "<!--icon-sprite-->";
}

/**
 * One icon, 1.15em square (it follows the font size: `text-2xl` makes it larger), sitting on the
 * text's baseline like a glyph (base.css `.icon`).
 * @param name the icon
 * @param className more classes, e.g. a colour, size or `shrink-0`
 */
export function Icon({ name, className = "" }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden="true">
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}

/**
 * The page's icon sprite, rendered once by the root layout. The server renders the marker, which
 * it then replaces with the page's symbols; in the browser React keeps what the server sent.
 * @param hydrates true on a page that hydrates ({@link iconSpriteMarker})
 */
export function IconSprite({ hydrates }: { hydrates: boolean }) {
  const content =
    typeof document === "undefined"
      ? iconSpriteMarker(hydrates)
      : (document.getElementById(ICON_SPRITE_ID)?.innerHTML ?? "");
  return (
    <svg id={ICON_SPRITE_ID} className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: content }} />
  );
}
