#!/usr/bin/env node
/**
 * Cuts the display face down to what the site sets in it (`npm run display-font`; also runs as
 * part of `prebuild`): Sora's variable latin file from @fontsource-variable/sora, subset with
 * subset-font (HarfBuzz) to the characters of {@link DISPLAY_CHARACTERS} and to the weights the
 * site uses (500-800), written as app/fonts/sora-display.woff2.
 *
 * The file is committed, so dev, tests and previews have it without a build; it is written only
 * when its bytes change. With `--check` nothing is written: the run fails when the committed file
 * differs from what the source font gives.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/**
 * Every character a heading, button or label may use: printable ASCII, the accented letters of
 * French, German, Italian, Spanish and Portuguese names, and the typographic marks of the copy.
 */
export const DISPLAY_CHARACTERS = [
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
  "ÀÁÂÃÄÇÈÉÊËÍÎÏÑÓÔÕÖÚÙÛÜàáâãäçèéêëíîïñóôõöúùûüßæœÆŒ",
  "\u00a0–—‘’“”…•€→×·°±½²³©®™",
].join("");

/** The weight axis range kept: the site sets display text at 500 to 800. */
const WEIGHTS = { min: 500, max: 800 };

/**
 * Cuts the source font down.
 * @returns {Promise<Buffer>} the WOFF2 file's bytes
 */
export async function cutDisplayFont() {
  const source = createRequire(import.meta.url).resolve("@fontsource-variable/sora/files/sora-latin-wght-normal.woff2");
  return subsetFont(await readFile(source), DISPLAY_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
}

if (fileURLToPath(import.meta.url) === resolve(process.argv[1] ?? "")) {
  const target = fileURLToPath(new URL("../app/fonts/sora-display.woff2", import.meta.url));
  const font = await cutDisplayFont();
  const current = await readFile(target).catch(() => null);
  const upToDate = current?.equals(font) ?? false;
  if (process.argv.includes("--check")) {
    if (!upToDate) {
      console.error("app/fonts/sora-display.woff2 is out of date: run `npm run display-font` and commit it.");
      process.exit(1);
    }
    console.log(`display-font --check: up to date (${font.length} bytes)`);
  } else if (!upToDate) {
    await writeFile(target, font);
    console.log(`display-font: wrote app/fonts/sora-display.woff2 (${font.length} bytes)`);
  }
}
