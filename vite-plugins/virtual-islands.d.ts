/**
 * Types of the virtual module that `vite-plugins/islands.ts` generates.
 */

declare module "virtual:islands" {
  /** Each island's browser script URL by name (`contact` → `/assets/contact.island-<hash>.js`). */
  export const islandScripts: Readonly<Record<string, string>>;
}
