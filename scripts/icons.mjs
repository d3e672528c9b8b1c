#!/usr/bin/env node
/**
 * Writes the Lucide icons the site uses as small SVG files, public/icons/<name>.svg
 * (`npm run icons`; also part of `prebuild`). UnoCSS's icon classes (`i-lucide-<name>`) point
 * their CSS mask at these files (uno.config.ts) instead of inlining each icon as a data URL in the
 * stylesheet that every page carries: the files are fetched once and cached, and the inline CSS
 * of a page stays small.
 *
 * Which icons: every `i-lucide-<name>` written in app/ (components and content modules). The SVG
 * comes from @iconify-json/lucide through @iconify/utils, in `currentColor`, which the mask ignores.
 * Files are written only when their bytes change; files of icons no longer used are deleted.
 * With `--check` nothing is written: the run fails when public/icons differs from what app/ uses.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getIconData, iconToHTML, iconToSVG } from "@iconify/utils";
import { icons as lucide } from "@iconify-json/lucide";

const root = fileURLToPath(new URL("..", import.meta.url));
const iconsDir = path.join(root, "public/icons");
/** The class that names an icon, as UnoCSS reads it. */
const ICON_CLASS = /\bi-lucide-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

/**
 * The icon names used in app/.
 * @returns {Promise<string[]>} sorted names, e.g. ["arrow-right", "mail"]
 */
export async function usedIconNames() {
  const files = (await readdir(path.join(root, "app"), { recursive: true })).filter((f) => /\.(tsx?|md)$/.test(f));
  const names = new Set();
  for (const file of files) {
    for (const match of (await readFile(path.join(root, "app", file), "utf8")).matchAll(ICON_CLASS))
      names.add(match[1]);
  }
  return [...names].sort();
}

/**
 * One icon as an SVG document.
 * @param {string} name a Lucide icon name
 * @returns {string} the SVG text
 * @throws {Error} when Lucide has no icon of that name
 */
export function iconSvg(name) {
  const data = getIconData(lucide, name);
  if (!data) throw new Error(`Lucide has no icon "${name}" (class i-lucide-${name})`);
  const { attributes, body } = iconToSVG(data, { height: "auto" });
  return `${iconToHTML(body, attributes)}\n`;
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? "")) {
  const check = process.argv.includes("--check");
  const names = await usedIconNames();
  const wanted = new Map(names.map((name) => [`${name}.svg`, iconSvg(name)]));
  await mkdir(iconsDir, { recursive: true });
  const present = (await readdir(iconsDir)).filter((f) => f.endsWith(".svg"));
  const problems = [];
  for (const [file, svg] of wanted) {
    const current = await readFile(path.join(iconsDir, file), "utf8").catch(() => null);
    if (current === svg) continue;
    if (check) problems.push(`${file} is ${current === null ? "missing" : "out of date"}`);
    else await writeFile(path.join(iconsDir, file), svg);
  }
  for (const file of present.filter((f) => !wanted.has(f))) {
    if (check) problems.push(`${file} is no longer used`);
    else await rm(path.join(iconsDir, file));
  }
  if (problems.length) {
    console.error(`public/icons is out of date (run \`npm run icons\` and commit it):\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`icons${check ? " --check" : ""}: ${wanted.size} icons ${check ? "up to date" : "written"}`);
}
