/**
 * The committed display face (app/fonts/sora-display.woff2) is what scripts/display-font.mjs cuts
 * from the source font, and it covers every character of the article titles and categories,
 * which the blog sets in it.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

const run = promisify(execFile);
const DISPLAY_FONT = "app/fonts/sora-display.woff2";

describe("display font", () => {
  it("is up to date with its source and its character list", async () => {
    const { stdout } = await run(process.execPath, ["scripts/display-font.mjs", "--check"]);
    expect(stdout).toMatch(/display-font --check: up to date/);
    expect(readFileSync(DISPLAY_FONT).subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(statSync(DISPLAY_FONT).size).toBeLessThan(25_000);
  });

  it("has every character of the article titles and categories", async () => {
    const { DISPLAY_CHARACTERS } = await import("../../scripts/display-font.mjs");
    const dir = "app/content/articles";
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".md"))) {
      const front = parseYaml(readFileSync(`${dir}/${name}`, "utf8").split(/^---$/m)[1]) as Record<string, string>;
      for (const char of `${front.title}${front.category}`)
        expect(DISPLAY_CHARACTERS, `${name}: ${char}`).toContain(char);
    }
  });
});
