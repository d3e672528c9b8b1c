#!/usr/bin/env node
/**
 * Draws the site's share images and icons from SVG (`npm run og-images`; also runs as `prebuild`):
 *
 *   public/og/<section>.png       1200×630 Open Graph card per section (app/content/og-images.ts)
 *   public/og/blog/<slug>.png     1200×630 card per article, with its category and title
 *   public/favicon.ico            16×16 and 32×32
 *   public/apple-touch-icon.png   180×180, full bleed (iOS rounds the corners itself)
 *   public/icon-192.png, public/icon-512.png, public/icon-maskable-512.png   web app manifest icons
 *
 * The art is the site's own: contour rings, layered ridgelines and the logo mark.
 * Text is set in Sora from @fontsource/sora. The renderer (resvg) reads TrueType but not WOFF,
 * so the WOFF files are unpacked to TrueType in a temporary folder first.
 *
 * The PNGs are committed (small, deterministic), so dev, tests and previews have them without a
 * build. A file is written only when its bytes change, and cards of removed articles are deleted,
 * so a run on an unchanged tree leaves the working tree clean. With `--check` nothing is written:
 * the run fails when a committed file differs from what the sources draw.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { tsImport } from "tsx/esm/api";
import { parse as parseYaml } from "yaml";

const root = fileURLToPath(new URL("..", import.meta.url));
const checkOnly = process.argv.includes("--check");
const publicDir = path.join(root, "public");
const require = createRequire(import.meta.url);

const COLORS = {
  charcoal: "#14171a",
  charcoal800: "#1d2125",
  charcoal700: "#262b30",
  granite300: "#aab4bf",
  snow: "#f6f7f5",
  glacier: "#8ecfe6",
  summit: "#ff7a45",
};

/** Imports one of the app's TypeScript modules (with its own imports), so this script and the app read the same source. */
function importTs(relPath) {
  return tsImport(path.join(root, relPath), import.meta.url);
}

/**
 * Unpacks a WOFF 1.0 font into the TrueType/OpenType file it wraps (W3C WOFF 1.0, §3–§5):
 * a 44-byte header, a 20-byte directory entry per table, each table zlib-compressed unless its
 * compressed length equals its original length.
 */
function woffToSfnt(woff) {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = woff.toString("latin1", at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength)
      throw new Error(`WOFF table ${tag}: expected ${origLength} bytes, got ${data.length}`);
    tables.push({ tag, checksum, data });
  }
  let searchPow = 1;
  let log2 = 0;
  while (searchPow * 2 <= numTables) {
    searchPow *= 2;
    log2++;
  }
  const headerLength = 12 + numTables * 16;
  const pad4 = (n) => (n + 3) & ~3;
  const total = tables.reduce((sum, t) => sum + pad4(t.data.length), headerLength);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchPow * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - searchPow * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.write(t.tag, at, "latin1");
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

/** Unpacks the Sora weights the cards use and returns their TrueType paths. */
async function prepareFonts() {
  const dir = await mkdtemp(path.join(tmpdir(), "og-fonts-"));
  const files = [];
  for (const weight of [400, 600, 700]) {
    const woff = await readFile(require.resolve(`@fontsource/sora/files/sora-latin-${weight}-normal.woff`));
    const file = path.join(dir, `sora-${weight}.ttf`);
    await writeFile(file, woffToSfnt(woff));
    files.push(file);
  }
  return { dir, files };
}

const escapeXml = (s) =>
  String(s).replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]);

/** The logo mark (app/components/logo.tsx) in its 40×40 box, without the rounded tile. */
const MARK = `<path d="M7 28 L16 13 L21 20 L25 15 L33 28 Z" fill="${COLORS.glacier}"/><path d="M16 13 L18.6 17.3 L16.8 19 L14.9 16.8 Z" fill="${COLORS.snow}"/><path d="M7 31.5 H33" stroke="${COLORS.summit}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`;

/** Contour rings (app/components/art/contours.tsx) in a 600×600 box. */
function contourRings() {
  return Array.from({ length: 9 }, (_, i) => {
    const d = `M${300 - 40 - i * 30} 300c0-${60 + i * 22} ${70 + i * 20}-${95 + i * 26} ${130 + i * 28}-${90 + i * 30}s${110 + i * 14} ${60 + i * 18} ${95 + i * 22} ${120 + i * 20}-${40 + i * 14} ${100 + i * 24}-${120 + i * 22} ${95 + i * 20}-${105 + i * 32}-${50 + i * 10}-${105 + i * 32}-${125 + i * 22}Z`;
    return `<path d="${d}"/>`;
  }).join("");
}

/** Layered ridgelines (app/components/art/ridgeline.tsx) in a 1440×160 box, back to front. */
const RIDGES = [
  "M0 160V92l70-30 64 22 90-58 70 40 64-18 98 62 82-50 70 28 96-66 86 54 64-22 92 48 78-36 96 52 72-30 98 44 64-24 96 40V160Z",
  "M0 160v-40l96-30 84 34 110-50 84 44 102-32 90 40 120-58 96 50 88-24 104 44 96-40 92 36 110-46 80 30 88-12V160Z",
  "M0 160v-18l130-24 120 20 140-30 130 26 150-22 120 18 150-28 140 24 120-14 160 22 80-8V160Z",
];

function renderOptions(fonts, fitTo) {
  return {
    font: { fontFiles: fonts.files, loadSystemFonts: false, defaultFontFamily: "Sora" },
    ...(fitTo ? { fitTo } : {}),
    shapeRendering: 2,
    textRendering: 1,
  };
}

/** Width in pixels of one line of text, as the renderer lays it out. */
function measure(fonts, text, size, weight) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="0" y="200" font-family="Sora" font-weight="${weight}" font-size="${size}">${escapeXml(text)}</text></svg>`;
  return new Resvg(svg, renderOptions(fonts)).getBBox()?.width ?? 0;
}

/** Breaks a title into at most `maxLines` lines no wider than `maxWidth`, shrinking the type until it fits. */
function layoutTitle(fonts, title, maxWidth) {
  const words = title.split(/\s+/);
  for (const size of [76, 68, 60, 54, 48]) {
    const lines = [];
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(fonts, candidate, size, 700) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
    if (lines.length <= 3 && lines.every((l) => measure(fonts, l, size, 700) <= maxWidth)) return { size, lines };
  }
  throw new Error(`title too long for a share card: "${title}"`);
}

/** One 1200×630 card: logo and site name, an eyebrow, the title, and alpine art. */
function cardSvg(fonts, { eyebrow, title, corner, siteName }) {
  const W = 1200;
  const H = 630;
  const left = 80;
  const { size, lines } = layoutTitle(fonts, title, W - left * 2);
  const lineHeight = Math.round(size * 1.14);
  const titleTop = 268;
  const tspans = lines
    .map((line, i) => `<tspan x="${left}" y="${titleTop + size + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${COLORS.charcoal}"/>
  <g transform="translate(1010 110) scale(1.25) rotate(180) translate(-300 -300)" fill="none" stroke="${COLORS.glacier}" stroke-opacity="0.16" stroke-width="1.3">${contourRings()}</g>
  <g transform="translate(0 520) scale(${W / 1440} 0.6875)">
    <path d="${RIDGES[0]}" fill="${COLORS.charcoal700}"/>
    <path d="${RIDGES[1]}" fill="${COLORS.charcoal800}"/>
    <path d="${RIDGES[2]}" fill="#101315"/>
  </g>
  <rect x="0" y="${H - 8}" width="${W}" height="8" fill="${COLORS.summit}"/>
  <g transform="translate(${left} 64) scale(1.5)"><rect width="40" height="40" rx="10" fill="${COLORS.charcoal800}" stroke="${COLORS.charcoal700}"/>${MARK}</g>
  <text x="${left + 78}" y="114" font-family="Sora" font-weight="600" font-size="34" fill="${COLORS.snow}">${escapeXml(siteName)}</text>
  <text x="${W - left}" y="110" text-anchor="end" font-family="Sora" font-weight="400" font-size="24" fill="${COLORS.granite300}">${escapeXml(corner)}</text>
  <rect x="${left}" y="222" width="44" height="6" rx="3" fill="${COLORS.summit}"/>
  <text x="${left + 64}" y="234" font-family="Sora" font-weight="600" font-size="24" letter-spacing="3.5" fill="${COLORS.glacier}">${escapeXml(eyebrow.toUpperCase())}</text>
  <text font-family="Sora" font-weight="700" font-size="${size}" fill="${COLORS.snow}">${tspans}</text>
</svg>`;
}

/** The mark on a charcoal tile: rounded for favicons and `any` icons, full bleed for touch and maskable icons. */
function iconSvg({ rounded, safeZone = false }) {
  const inner = safeZone ? `<g transform="translate(20 20) scale(0.78) translate(-20 -20)">${MARK}</g>` : MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40"${rounded ? ' rx="10"' : ""} fill="${COLORS.charcoal}"/>${inner}</svg>`;
}

function renderPng(fonts, svg, width) {
  return new Resvg(svg, renderOptions(fonts, width ? { mode: "width", value: width } : undefined)).render().asPng();
}

/** An ICO file that holds PNG images (supported by every current browser). */
function icoFromPngs(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

const written = [];
const unchanged = [];

/** Writes a file only when its bytes differ from what is on disk. */
async function writeIfChanged(file, bytes) {
  const existing = await readFile(file).catch(() => undefined);
  const rel = path.relative(root, file);
  if (existing?.equals(bytes)) {
    unchanged.push(rel);
    return;
  }
  if (checkOnly) {
    written.push(`${rel} is ${existing ? "out of date" : "missing"}`);
    return;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  written.push(rel);
}

/** Each article's slug (its file name), category and title, from the frontmatter. */
async function readArticles() {
  const dir = path.join(root, "app/content/articles");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(dir, file), "utf8");
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
      const fm = match ? parseYaml(match[1]) : undefined;
      if (!fm?.title || !fm?.category || !fm?.readTime) {
        throw new Error(`app/content/articles/${file}: frontmatter needs title, category and readTime`);
      }
      return { slug: file.slice(0, -3), title: fm.title, category: fm.category, readTime: fm.readTime };
    }),
  );
}

async function main() {
  const started = Date.now();
  const { site } = await importTs("app/content/site.ts");
  const { ogSections } = await importTs("app/content/og-images.ts");
  const articles = await readArticles();
  const fonts = await prepareFonts();
  try {
    for (const [name, card] of Object.entries(ogSections)) {
      const svg = cardSvg(fonts, { ...card, corner: "Designed in Chamonix", siteName: site.name });
      await writeIfChanged(path.join(publicDir, "og", `${name}.png`), renderPng(fonts, svg));
    }
    for (const a of articles) {
      const svg = cardSvg(fonts, {
        eyebrow: a.category,
        title: a.title,
        corner: `Blog · ${a.readTime} min read`,
        siteName: site.name,
      });
      await writeIfChanged(path.join(publicDir, "og", "blog", `${a.slug}.png`), renderPng(fonts, svg));
    }
    // Cards of articles that no longer exist.
    const keep = new Set(articles.map((a) => `${a.slug}.png`));
    const blogDir = path.join(publicDir, "og", "blog");
    for (const file of await readdir(blogDir).catch(() => [])) {
      if (file.endsWith(".png") && !keep.has(file)) {
        if (!checkOnly) await rm(path.join(blogDir, file));
        written.push(`public/og/blog/${file} belongs to no article${checkOnly ? "" : ": removed"}`);
      }
    }

    const rounded = iconSvg({ rounded: true });
    await writeIfChanged(
      path.join(publicDir, "favicon.ico"),
      icoFromPngs([16, 32].map((size) => ({ size, png: renderPng(fonts, rounded, size) }))),
    );
    await writeIfChanged(
      path.join(publicDir, "apple-touch-icon.png"),
      renderPng(fonts, iconSvg({ rounded: false }), 180),
    );
    await writeIfChanged(path.join(publicDir, "icon-192.png"), renderPng(fonts, rounded, 192));
    await writeIfChanged(path.join(publicDir, "icon-512.png"), renderPng(fonts, rounded, 512));
    await writeIfChanged(
      path.join(publicDir, "icon-maskable-512.png"),
      renderPng(fonts, iconSvg({ rounded: false, safeZone: true }), 512),
    );
  } finally {
    await rm(fonts.dir, { recursive: true, force: true });
  }
  const changes = written.length ? `\n  ${written.join("\n  ")}` : "";
  if (checkOnly) {
    if (written.length) {
      console.error(`og-images --check: ${written.length} file(s) differ; run \`npm run og-images\`.${changes}`);
      process.exit(1);
    }
    console.log(`og-images --check: ${unchanged.length} files up to date (${Date.now() - started} ms)`);
    return;
  }
  console.log(
    `og-images: ${written.length} written, ${unchanged.length} unchanged (${Date.now() - started} ms)${changes}`,
  );
}

main().catch((error) => {
  console.error(`og-images: ${error.message}`);
  process.exit(1);
});
