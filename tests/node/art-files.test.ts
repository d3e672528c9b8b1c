/**
 * The committed drawing files (public/art) match what scripts/art-files.tsx draws from the
 * illustration system and the case studies, and each is a standalone SVG an <img> can show.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import sizes from "../../app/components/art/art-file-sizes.json";

const run = promisify(execFile);
/** tsx's command-line entry, run with this Node (no shell, no npx). */
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");

describe("drawing files", () => {
  it("are up to date with the drawings and the case studies", async () => {
    const { stdout } = await run(process.execPath, [
      tsxCli,
      "--tsconfig",
      "tsconfig.cloudflare.json",
      "scripts/art-files.tsx",
      "--check",
    ]);
    expect(stdout).toMatch(/art-files --check: up to date/);
  });

  it("are standalone SVG documents with the viewBox their <img> sizes come from", async () => {
    expect(Object.keys(sizes).length).toBeGreaterThan(5);
    for (const [name, { width, height }] of Object.entries(sizes)) {
      const svg = await readFile(`public/art/${name}.svg`, "utf8");
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1].split(" ").map(Number);
      expect(viewBox?.slice(2).map(Math.round), name).toEqual([width, height]);
      // Sized by the page, not by the file: width or height here would stretch the drawing.
      expect(svg, name).not.toMatch(/^<svg[^>]*\s(width|height)=/);
      // Page classes do not reach into an image: no utility class but the file's own, the labels'
      // face and the brand marks that keep their size on a phone.
      for (const cls of svg.match(/class="([^"]*)"/g) ?? []) {
        expect(cls, name).toMatch(/^class="(font-display|print-marks)( font-display)?"$/);
      }
    }
  });
});
