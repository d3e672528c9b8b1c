/**
 * Every build gets its own id (vite-plugins/build-id.ts): the edge cache's key includes it, so a
 * deploy that changes only server-side code or CSS still misses.
 */
import type { UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import { buildId } from "../../vite-plugins/build-id";

/** The `__BUILD_ID__` a plugin instance defines. */
function definedId(plugin: ReturnType<typeof buildId>): string {
  const hook = plugin.config as () => UserConfig;
  return JSON.parse(String(hook().define?.__BUILD_ID__));
}

describe("build id", () => {
  it("is a new UUID for each build, and the same throughout one build", () => {
    const first = buildId();
    const second = buildId();
    expect(definedId(first)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(definedId(first)).toBe(definedId(first));
    expect(definedId(second)).not.toBe(definedId(first));
  });
});
