declare const __BUILD_ID__: string | undefined;

/**
 * This build's id (vite-plugins/build-id.ts): a UUID, new for every build. "unbuilt" where no
 * Vite config defined it, e.g. a script that imports app code directly.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "unbuilt";
