/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Draws the site's share images, article covers and icons (`npm run og-images`; also runs as
 * `prebuild`):
 *
 *   public/og/<section>.png       1200×630 Open Graph card per section (app/content/og-images.ts)
 *   public/og/blog/<slug>.png     1200×630 share image of each article: category, title and a drawing
 *   public/og/blog/<slug>.svg     its cover on the blog cards and the article page: the drawing
 *                                 alone on the same ground, as compact SVG (the page prints the
 *                                 title beside it)
 *   public/favicon.ico            16×16 and 32×32
 *   public/apple-touch-icon.png   180×180, full bleed (iOS rounds the corners itself)
 *   public/icon-512.png           512×512, the organisation's logo in the structured data
 *
 * satori lays the cards out (text wrapping, Sora from @fontsource/sora, the WOFF files as they
 * ship) into SVG; resvg turns that SVG into PNG; png-to-ico packs the favicon. Colours come from
 * app/styles/tokens.ts, the mark from app/components/logo.tsx, the drawings from the
 * illustration system (app/components/art), and the articles from the same frontmatter
 * compiler as the blog (vite-plugins/article-source.ts).
 *
 * The files are committed (small, deterministic), so dev, tests and previews have them without a
 * build. A file is written only when its bytes change, and covers of removed articles are deleted,
 * so a run on an unchanged tree leaves the working tree clean. With `--check` nothing is written:
 * the run fails when a committed file differs from what the sources draw.
 *
 * Run with tsx and the app's tsconfig (tsconfig.cloudflare.json), so the app's components
 * compile with React's JSX runtime; the pragma on the first line does the same for this file.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import pngToIco from "png-to-ico";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import satori, { type Font } from "satori";
import { optimize } from "svgo";
import { ContourArt } from "../app/components/art/contours.tsx";
import { coverDrawing } from "../app/components/art/cover-drawing.tsx";
import { RidgelineArt } from "../app/components/art/ridgeline.tsx";
import { logoMarkSvg } from "../app/components/logo.tsx";
import { articleCover, OG_IMAGE_SIZE, ogSections } from "../app/content/og-images.ts";
import { site } from "../app/content/site.ts";
import { colors, SYSTEM_SANS } from "../app/styles/tokens.ts";
import { compileArticles } from "../vite-plugins/article-source.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const checkOnly = process.argv.includes("--check");
const publicDir = path.join(root, "public");
const require = createRequire(import.meta.url);
const { width: W, height: H } = OG_IMAGE_SIZE;
const SVG_NS = "http://www.w3.org/2000/svg";

/** The Sora weights the cards use, as the WOFF files @fontsource/sora ships. */
async function loadFonts(): Promise<Font[]> {
  return Promise.all(
    ([400, 600, 700] as const).map(async (weight) => ({
      name: "Sora",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/sora/files/sora-latin-${weight}-normal.woff`)),
    })),
  );
}

/** An SVG document as a data URI, for an `<img>` in a satori layout. */
function svgUri(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * One of the app's SVG components as a standalone SVG document: namespace and a size from its
 * viewBox added, page-only attributes (class, ARIA) dropped. Text set in the display face (a
 * balloon's number, a dimension's figure) takes the system face instead, as the site's drawing
 * files do: the web font does not reach into an image. The share PNG, drawn without system
 * fonts, leaves such text out; its drawing is too small there for it to read anyway.
 * @param colour replaces `currentColor`, which an image has no page to inherit from
 */
function componentSvg(element: ReactElement, colour?: string): { svg: string; width: number; height: number } {
  let markup = renderToStaticMarkup(element)
    .replace(/ class="(?:[^"]* )?font-display(?: [^"]*)?"/g, ` font-family="${SYSTEM_SANS}"`)
    .replace(/ (class|aria-hidden|focusable)="[^"]*"/g, "");
  if (colour) markup = markup.replaceAll("currentColor", colour);
  const viewBox = /viewBox="([^"]+)"/
    .exec(markup)?.[1]
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length !== 4) throw new Error("an art component rendered no viewBox");
  const [, , width, height] = viewBox;
  const svg = markup.replace(/^<svg /, `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" `);
  return { svg, width, height };
}

/**
 * satori embeds images as base64; the drawings are SVG, so they go back in as nested `<svg>`
 * elements, which keeps the cover compact and readable. Renders the same in resvg and browsers.
 */
function inlineSvgImages(svg: string): string {
  return svg.replace(
    /<image ([^>]*?)href="data:image\/svg\+xml;base64,([^"]+)"([^>]*)\/>/g,
    (_, before, data, after) => {
      // A nested <svg> clips to its own viewport, which is the box satori's clip and mask give the image.
      const attrs = `${before}${after}`
        .replace(/ ?(clip-path|mask)="[^"]*"/g, "")
        .trim()
        .replace(/\s+/g, " ");
      return Buffer.from(data, "base64")
        .toString("utf8")
        .replace(
          /^<svg([^>]*)>/,
          (_tag, own: string) => `<svg ${attrs}${own.replace(/ (xmlns|width|height)="[^"]*"/g, "")}>`,
        );
    },
  );
}

/**
 * The cover as shipped: drawings inlined, then svgo (paths in relative, one-decimal form; a
 * tenth of a pixel on a 1200 px card) roughly halves satori's output.
 */
function compact(svg: string): string {
  return optimize(inlineSvgImages(svg), { multipass: true, floatPrecision: 1 }).data;
}

/**
 * The width a drawing is shown at: `width` px, or narrower where its proportions would make it
 * taller than `maxHeight` px (an upright drawing such as the shoebox), so that it stays within
 * the card.
 */
function fitWidth(art: { width: number; height: number }, width: number, maxHeight: number): number {
  return Math.round(Math.min(width, (maxHeight * art.width) / art.height));
}

/** Title size for a column width, by length: long titles step down so they stay within four lines. */
function titleSize(title: string, column: "wide" | "narrow"): number {
  const steps = column === "wide" ? [76, 68, 60] : [60, 54, 48];
  const limits = column === "wide" ? [34, 48] : [30, 46];
  return title.length <= limits[0] ? steps[0] : title.length <= limits[1] ? steps[1] : steps[2];
}

// Faded towards its square's edges: the square reaches past the card's right edge but ends above
// its bottom, where unfaded rings stopped on a straight line.
const contours = componentSvg(<ContourArt fade />, colors.glacier.DEFAULT);
const ridges = componentSvg(<RidgelineArt tone="dark" />);
const mark = svgUri(logoMarkSvg("dark", 44));

/** The card's ground, shared by the share cards and the covers: the contour texture, top right… */
const contourTexture = (
  <img
    src={svgUri(contours.svg)}
    width={760}
    height={760}
    alt=""
    style={{ position: "absolute", left: 640, top: -290, opacity: 0.16 }}
  />
);
/** …and the summit-coloured rule along the bottom edge. */
const summitRule = (
  <div
    style={{
      position: "absolute",
      left: 0,
      bottom: 0,
      width: W,
      height: 8,
      backgroundColor: colors.summit.DEFAULT,
    }}
  />
);

type CardInput = {
  eyebrow: string;
  title: string;
  /** Small text at the top right. */
  corner: string;
  /** A drawing beside the title (article covers); without it the title spans the card over ridgelines. */
  drawing?: ReactElement;
};

/** The box every image stands on: the full card size on the charcoal ground, holding absolutely placed art. */
const ground = {
  width: W,
  height: H,
  display: "flex",
  position: "relative",
  backgroundColor: colors.charcoal.DEFAULT,
} as const;

/** One 1200×630 card: the mark and site name, an eyebrow, the title, and the art. */
function card({ eyebrow, title, corner, drawing }: CardInput): ReactElement {
  const art = drawing ? componentSvg(drawing) : undefined;
  const artWidth = art ? fitWidth(art, 470, 430) : 0;
  const size = titleSize(title, art ? "narrow" : "wide");
  return (
    <div
      style={{
        ...ground,
        flexDirection: "column",
        boxSizing: "border-box",
        padding: "64px 80px 0",
        color: colors.snow.DEFAULT,
        fontFamily: "Sora",
      }}
    >
      {contourTexture}
      {!art && (
        <img
          src={svgUri(ridges.svg)}
          width={W}
          height={110}
          alt=""
          style={{ position: "absolute", left: 0, bottom: 8 }}
        />
      )}
      {summitRule}
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 60,
              height: 60,
              borderRadius: 15,
              backgroundColor: colors.charcoal[800],
              border: `1.5px solid ${colors.charcoal[700]}`,
            }}
          >
            <img src={mark} width={40} height={40} alt="" />
          </div>
          <div style={{ marginLeft: 18, fontSize: 34, fontWeight: 600, letterSpacing: -0.5 }}>{site.name}</div>
        </div>
        <div style={{ fontSize: 24, color: colors.granite[300] }}>{corner}</div>
      </div>
      <div style={{ display: "flex", flex: 1, alignItems: "center", paddingBottom: art ? 24 : 120 }}>
        <div style={{ display: "flex", flexDirection: "column", flexShrink: 0, width: art ? 540 : W - 160 }}>
          <div style={{ display: "flex", alignItems: "center" }}>
            <div style={{ width: 44, height: 6, borderRadius: 3, backgroundColor: colors.summit.DEFAULT }} />
            <div
              style={{
                marginLeft: 20,
                fontSize: 24,
                fontWeight: 600,
                letterSpacing: 3.5,
                color: colors.glacier.DEFAULT,
                textTransform: "uppercase",
              }}
            >
              {eyebrow}
            </div>
          </div>
          <div
            style={{
              marginTop: 28,
              fontSize: size,
              fontWeight: 700,
              lineHeight: 1.14,
              letterSpacing: -size * 0.02,
            }}
          >
            {title}
          </div>
        </div>
        {art && (
          <img
            src={svgUri(art.svg)}
            width={artWidth}
            height={Math.round((artWidth * art.height) / art.width)}
            alt=""
            style={{ marginLeft: "auto", flexShrink: 0 }}
          />
        )}
      </div>
    </div>
  );
}

/**
 * An article's cover as the site shows it, beside the title it already prints: the card's ground
 * (contours, the summit rule) with the drawing alone, larger. The share image (a PNG) keeps the
 * title, since a feed shows the image without the page's text.
 */
function coverArt(drawing: ReactElement): ReactElement {
  const art = componentSvg(drawing);
  const artWidth = fitWidth(art, 820, 520);
  return (
    <div style={{ ...ground, alignItems: "center", justifyContent: "center" }}>
      {contourTexture}
      {summitRule}
      {/* Positioned, so it paints over the texture: in CSS's painting order an absolutely placed
          box (the texture) paints over in-flow boxes, and its rings showed through the drawing. */}
      <img
        src={svgUri(art.svg)}
        width={artWidth}
        height={Math.round((artWidth * art.height) / art.width)}
        alt=""
        style={{ position: "relative" }}
      />
    </div>
  );
}

/** The mark on a charcoal tile: rounded for favicons and the logo icon, full bleed for the touch icon. */
function iconSvg(size: number, { rounded, markShare }: { rounded: boolean; markShare: number }): string {
  const markSize = size * markShare;
  const offset = (size - markSize) / 2;
  const markSvg = logoMarkSvg("dark", markSize).replace(/^<svg xmlns="[^"]*"/, `<svg x="${offset}" y="${offset}"`);
  const radius = rounded ? ` rx="${size * 0.22}"` : "";
  return `<svg xmlns="${SVG_NS}" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}"${radius} fill="${colors.charcoal.DEFAULT}"/>${markSvg}</svg>`;
}

function renderPng(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

const written: string[] = [];
const unchanged: string[] = [];

/** Writes a file only when its bytes differ from what is on disk. */
async function writeIfChanged(file: string, bytes: Buffer): Promise<void> {
  const existing = await readFile(file).catch(() => undefined);
  const rel = path.relative(root, file).split(path.sep).join("/");
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

async function main(): Promise<void> {
  const started = Date.now();
  const fonts = await loadFonts();
  const articles = (await compileArticles(path.join(root, "app/content/articles"), root)).map((a) => a.meta);
  const draw = (element: ReactElement) => satori(element, { width: W, height: H, fonts });

  for (const [name, section] of Object.entries(ogSections)) {
    const svg = await draw(card({ ...section, corner: "Designed in Chamonix" }));
    await writeIfChanged(path.join(publicDir, "og", `${name}.png`), renderPng(svg));
  }

  const sizes: string[] = [];
  for (const a of articles) {
    const shareCard = await draw(
      card({
        eyebrow: a.category,
        title: a.title,
        corner: `Blog · ${a.readTime} min read`,
        drawing: coverDrawing(a.category, a.slug),
      }),
    );
    const cover = articleCover(a.slug);
    const svgBytes = Buffer.from(`${compact(await draw(coverArt(coverDrawing(a.category, a.slug))))}\n`);
    const pngBytes = renderPng(compact(shareCard));
    await writeIfChanged(path.join(publicDir, cover.svg), svgBytes);
    await writeIfChanged(path.join(publicDir, cover.png), pngBytes);
    sizes.push(
      `${a.slug}: svg ${(svgBytes.length / 1024).toFixed(1)} KB, png ${(pngBytes.length / 1024).toFixed(1)} KB`,
    );
  }
  // Covers of articles that no longer exist.
  const keep = new Set(articles.flatMap((a) => Object.values(articleCover(a.slug)).map((p) => path.basename(p))));
  const blogDir = path.join(publicDir, "og", "blog");
  for (const file of await readdir(blogDir).catch(() => [])) {
    if (/\.(png|svg)$/.test(file) && !keep.has(file)) {
      if (!checkOnly) await rm(path.join(blogDir, file));
      written.push(`public/og/blog/${file} belongs to no article${checkOnly ? "" : ": removed"}`);
    }
  }

  const favicon = await pngToIco([16, 32].map((size) => renderPng(iconSvg(size, { rounded: true, markShare: 0.84 }))));
  await writeIfChanged(path.join(publicDir, "favicon.ico"), favicon);
  await writeIfChanged(
    path.join(publicDir, "apple-touch-icon.png"),
    renderPng(iconSvg(180, { rounded: false, markShare: 0.68 })),
  );
  await writeIfChanged(
    path.join(publicDir, "icon-512.png"),
    renderPng(iconSvg(512, { rounded: true, markShare: 0.72 })),
  );

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
  if (process.argv.includes("--sizes")) console.log(`covers:\n  ${sizes.join("\n  ")}`);
}

main().catch((error: unknown) => {
  console.error(`og-images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
