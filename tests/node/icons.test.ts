/**
 * The icon files (public/icons) match the `i-lucide-*` classes written in app/: a new icon fails
 * here until `npm run icons` is run and the file committed, and so does one left behind.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

describe("icon files", () => {
  it("are up to date with the icon classes the app uses", async () => {
    const { stdout } = await run(process.execPath, ["scripts/icons.mjs", "--check"]);
    expect(stdout).toMatch(/icons --check: \d+ icons up to date/);
  });

  it("are standalone SVG documents with one namespace and a view box", async () => {
    const { usedIconNames } = await import("../../scripts/icons.mjs");
    const names = await usedIconNames();
    expect(names).toContain("mail");
    for (const name of names) {
      const svg = readFileSync(`public/icons/${name}.svg`, "utf8");
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 24 24"/);
      expect(svg.match(/xmlns=/g), name).toHaveLength(1);
    }
  });
});
