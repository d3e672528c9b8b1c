/**
 * The committed share cards, article covers and icons (public/og, favicons) match what
 * scripts/og-images.tsx draws from the current sources: a renamed article or a new one fails
 * here until `npm run og-images` is run and the files are committed.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
/** tsx's command-line entry, run with this Node (no shell, no npx). */
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");

describe("share images", () => {
  it("are up to date with the articles, the section cards and the site identity", async () => {
    const { stdout } = await run(process.execPath, [
      tsxCli,
      "--tsconfig",
      "tsconfig.cloudflare.json",
      "scripts/og-images.tsx",
      "--check",
    ]);
    expect(stdout).toMatch(/og-images --check: \d+ files up to date/);
    // It renders every share image again in a child process: 15-20 s on a 2-core machine while the
    // other suites run, too close to the default 30 s.
  }, 120_000);

  it("are 1200×630 PNGs, and the icons have their sizes", async () => {
    const size = async (file: string) => {
      const png = await readFile(file);
      expect(png.subarray(1, 4).toString("latin1"), file).toBe("PNG");
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    expect(await size("public/og/home.png")).toEqual([1200, 630]);
    expect(await size("public/og/blog/grip-matters.png")).toEqual([1200, 630]);
    expect(await size("public/apple-touch-icon.png")).toEqual([180, 180]);
    expect(await size("public/icon-512.png")).toEqual([512, 512]);
    const cover = await readFile("public/og/blog/grip-matters.svg", "utf8");
    expect(cover).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(cover, "text is drawn as paths, images are inline").not.toMatch(/<text|<image|data:/);
    const ico = await readFile("public/favicon.ico");
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 2]);
    expect([ico[6 + 16], ico[6 + 16 + 1]]).toEqual([32, 32]);
  });
});
