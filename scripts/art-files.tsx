/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Writes the drawings that pages show below the first screen as standalone SVG files
 * (`npm run art-files`; also runs as `prebuild`):
 *
 *   public/art/<name>.svg                    each drawing of app/components/art/art-files.tsx
 *   app/components/art/art-file-sizes.json   each file's viewBox width and height, which the
 *                                            page's <img> gives so its box is reserved before it loads
 *
 * The drawing is rendered by React, as on a page, and made standalone: the SVG namespace, the
 * colour its `currentColor` lines take, and the face of its labels (a page's CSS does not reach
 * into an image; labels use the body text's system face, as headings do before the display font is cached).
 *
 * The files are committed (small, deterministic). A file is written only when its bytes change,
 * and files of removed drawings are deleted. With `--check` nothing is written: the run fails
 * when a committed file differs from what the sources draw.
 *
 * Run with tsx and the app's tsconfig (tsconfig.cloudflare.json).
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { ART_FILES, type ArtFile } from "../app/components/art/art-files";
import { PHONE_CALLOUT_UNITS, PHONE_DRAWING_MAX_PX } from "../app/components/art/drawing";
import { SYSTEM_SANS } from "../app/styles/tokens";

const root = fileURLToPath(new URL("..", import.meta.url));
const artDir = path.join(root, "public/art");
const sizesFile = path.join(root, "app/components/art/art-file-sizes.json");
const check = process.argv.includes("--check");

/** Labels use the body text's system face: a page's web fonts do not reach into an image. */
const LABEL_FACE = SYSTEM_SANS.replace(/,\s+/g, ",");

/**
 * A drawing as a standalone SVG document.
 * @returns the SVG text, and its viewBox width and height (user units, rounded to whole numbers)
 * @throws Error when the rendered drawing has no viewBox
 */
export function standaloneSvg({ element, color }: ArtFile): { svg: string; width: number; height: number } {
  const markup = renderToStaticMarkup(element);
  const viewBox = /^<svg[^>]*\sviewBox="([^"]+)"/.exec(markup)?.[1];
  if (!viewBox) throw new Error(`A drawing has no viewBox: ${markup.slice(0, 80)}`);
  // HTML's width and height are whole pixels; they only give the <img> its proportions.
  const [, , width, height] = viewBox.split(/[\s,]+/).map((n) => Math.round(Number(n)));
  const svg = markup
    .replace(/^<svg([^>]*?) class="[^"]*"/, "<svg$1")
    .replace(/^<svg/, `<svg xmlns="http://www.w3.org/2000/svg"${color ? ` color="${color}"` : ""}`)
    .replace(
      /^(<svg[^>]*>)/,
      `$1<style>.font-display{font-family:${LABEL_FACE};font-weight:600}@media (max-width:${PHONE_DRAWING_MAX_PX}px){text:not(.print-marks>text){font-size:${PHONE_CALLOUT_UNITS}px}}</style>`,
    );
  return { svg: `${svg}\n`, width, height };
}

async function main() {
  const problems: string[] = [];
  const sizes: Record<string, { width: number; height: number }> = {};
  const write = async (file: string, text: string) => {
    const current = await readFile(file, "utf8").catch(() => null);
    if (current === text) return;
    if (check) problems.push(`${path.relative(root, file)} is out of date`);
    else await writeFile(file, text);
  };
  if (!check) await mkdir(artDir, { recursive: true });
  for (const [name, art] of Object.entries(ART_FILES)) {
    const { svg, width, height } = standaloneSvg(art);
    sizes[name] = { width, height };
    await write(path.join(artDir, `${name}.svg`), svg);
  }
  await write(sizesFile, `${JSON.stringify(sizes, null, 2)}\n`);
  for (const file of await readdir(artDir).catch(() => [])) {
    if (file.endsWith(".svg") && !(file.slice(0, -4) in ART_FILES)) {
      if (check) problems.push(`public/art/${file} draws nothing the site uses`);
      else await rm(path.join(artDir, file));
    }
  }
  if (problems.length) {
    console.error(`art-files --check: run \`npm run art-files\` and commit:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    check ? "art-files --check: up to date" : `art-files: ${Object.keys(ART_FILES).length} drawings in public/art`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
