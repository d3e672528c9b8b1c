/**
 * The icon sprite: each page's Lucide glyphs as <symbol>s, written into the page by the server.
 *
 * <Icon> (app/components/ui/icon.tsx) draws `<use href="#i-<name>">`. The root layout renders an
 * empty sprite (<IconSprite>) holding a marker; once the whole document is rendered,
 * app/entry.server.tsx puts in its place the symbols the page refers to. Where the marker says
 * the page hydrates, React may draw more icons (a field error, a toast), so the sprite also holds
 * those the page's scripts name, as the build records them; without that record (the dev
 * server), it holds every symbol.
 *
 * Why not CSS masks over data URLs (UnoCSS preset-icons): Chromium builds an image for each one
 * while it computes styles, and that made style recalculation on load three to four times slower
 * (docs/decisions/0017-icons-as-an-inline-sprite.md).
 *
 * The glyphs come from the Lucide set of Iconify (`@iconify-json/lucide`), read at build time by
 * unplugin-icons, whose `raw` compiler (vite.config.ts) makes each import the glyph's SVG text; only
 * these icons reach the Worker. The imports carry no `?raw` query: the dev server refuses to
 * transform a `?raw` id that is not a file on disk.
 */

import { ICON_ID_PREFIX, iconSpriteMarker } from "~/components/ui/icon";
import arrowLeft from "~icons/lucide/arrow-left";
import arrowRight from "~icons/lucide/arrow-right";
import arrowUpRight from "~icons/lucide/arrow-up-right";
import badgeCheck from "~icons/lucide/badge-check";
import building2 from "~icons/lucide/building-2";
import calendar from "~icons/lucide/calendar";
import check from "~icons/lucide/check";
import chevronDown from "~icons/lucide/chevron-down";
import circleAlert from "~icons/lucide/circle-alert";
import circleCheck from "~icons/lucide/circle-check";
import clock from "~icons/lucide/clock";
import cloudRain from "~icons/lucide/cloud-rain";
import compass from "~icons/lucide/compass";
import factory from "~icons/lucide/factory";
import fileDown from "~icons/lucide/file-down";
import flaskConical from "~icons/lucide/flask-conical";
import globe from "~icons/lucide/globe";
import info from "~icons/lucide/info";
import layers from "~icons/lucide/layers";
import leaf from "~icons/lucide/leaf";
import linkedin from "~icons/lucide/linkedin";
import mail from "~icons/lucide/mail";
import mapPin from "~icons/lucide/map-pin";
import menu from "~icons/lucide/menu";
import mountain from "~icons/lucide/mountain";
import mountainSnow from "~icons/lucide/mountain-snow";
import newspaper from "~icons/lucide/newspaper";
import penTool from "~icons/lucide/pen-tool";
import phone from "~icons/lucide/phone";
import plus from "~icons/lucide/plus";
import quote from "~icons/lucide/quote";
import refreshCw from "~icons/lucide/refresh-cw";
import route from "~icons/lucide/route";
import share2 from "~icons/lucide/share-2";
import trendingUp from "~icons/lucide/trending-up";
import twitter from "~icons/lucide/twitter";
import users from "~icons/lucide/users";
import x from "~icons/lucide/x";
import type { PageCssData } from "../../vite-plugins/css-rules";
import { namesScriptsRender } from "./page-css.server";

/** Every icon's SVG text, as unplugin-icons gives it. A new icon is one import and one entry here. */
const ICON_SVGS = {
  "arrow-left": arrowLeft,
  "arrow-right": arrowRight,
  "arrow-up-right": arrowUpRight,
  "badge-check": badgeCheck,
  "building-2": building2,
  calendar,
  check,
  "chevron-down": chevronDown,
  "circle-alert": circleAlert,
  "circle-check": circleCheck,
  clock,
  "cloud-rain": cloudRain,
  compass,
  factory,
  "flask-conical": flaskConical,
  globe,
  info,
  layers,
  leaf,
  linkedin,
  mail,
  "map-pin": mapPin,
  menu,
  mountain,
  "mountain-snow": mountainSnow,
  newspaper,
  "pen-tool": penTool,
  phone,
  plus,
  quote,
  "refresh-cw": refreshCw,
  route,
  "file-down": fileDown,
  "share-2": share2,
  "trending-up": trendingUp,
  twitter,
  users,
  x,
};

/** The name of a site icon, as <Icon name> takes it. */
export type IconName = keyof typeof ICON_SVGS;

/** Every site icon's name: the whole set a sprite can carry. */
export const ICON_NAMES = Object.keys(ICON_SVGS) as IconName[];

/**
 * One icon as a <symbol>.
 * @param name the icon
 * @returns `<symbol id="i-<name>" viewBox="…">…</symbol>`
 * @throws Error when the SVG text has no viewBox (not an icon unplugin-icons made)
 */
function symbolFor(name: IconName): string {
  const svg: string = ICON_SVGS[name];
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error(`icon ${name}: no viewBox in its SVG`);
  const body = svg
    .slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"))
    .replace(LUCIDE_STROKE, "")
    .replace(/^<g>([\s\S]*)<\/g>$/, "$1");
  return `<symbol id="${ICON_ID_PREFIX}${name}" viewBox="${viewBox}">${body}</symbol>`;
}

/**
 * The stroke every Lucide glyph draws with, as the attributes unplugin-icons writes on its outer
 * element. base.css gives `svg.icon` the same stroke, which the glyph inherits through `<use>`,
 * so the sprite need not repeat it on every symbol (about 150 bytes less per page, compressed).
 */
const LUCIDE_STROKE =
  / (?:fill="none"|stroke="currentColor"|stroke-linecap="round"|stroke-linejoin="round"|stroke-width="2")(?=[ />])/g;

/** Each icon's <symbol>, built once. */
const SYMBOLS = new Map<string, string>(ICON_NAMES.map((name) => [name, symbolFor(name)]));

/**
 * The icons a document refers to.
 * @param html a rendered document
 * @returns the names in its `<use href="#i-<name>">` references that are site icons, in first-use order
 */
export function iconsIn(html: string): IconName[] {
  const names = new Set<IconName>();
  for (const match of html.matchAll(/<use href="#i-([a-z0-9-]+)"/g)) {
    if (SYMBOLS.has(match[1])) names.add(match[1] as IconName);
  }
  return [...names];
}

/**
 * Fills the document's icon sprite.
 * @param html a rendered document holding one of the sprite's markers once (documents without
 *   one, such as an error page rendered outside the root layout, are returned unchanged)
 * @param scripts class and icon names by browser script URL, from a production build
 *   (`siteCssRules.scripts`); null where the build has not recorded them
 * @returns the document, the marker replaced by the symbols its icons use; where the marker is
 *   the one of a page that hydrates, also by those its scripts name, or by every symbol when
 *   `scripts` is null
 */
export function inlineIconSprite(html: string, scripts: PageCssData["scripts"] | null): string {
  const hydrates = html.includes(iconSpriteMarker(true));
  const marker = iconSpriteMarker(hydrates);
  if (!html.includes(marker)) return html;
  let names: string[] = iconsIn(html);
  if (hydrates) names = scripts ? [...new Set([...names, ...namesScriptsRender(html, scripts)])] : [...SYMBOLS.keys()];
  const symbols = names.flatMap((name) => SYMBOLS.get(name) ?? []).join("");
  return html.replace(marker, () => symbols);
}
