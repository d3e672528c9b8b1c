// Types for preview-stack.mjs (hand-written; keep in step with its JSDoc).
import type { Standin } from "./standin/server.mjs";

export interface PreviewStackOptions {
  /** Run `react-router build` first. Default true; with false the existing build/ is served. */
  build?: boolean;
}

export interface PreviewStack {
  /** The site, e.g. `http://localhost:40123`, no trailing slash. */
  baseUrl: string;
  /** The in-memory stand-in, e.g. `http://127.0.0.1:40125`, no trailing slash. */
  standinUrl: string;
  /** The running stand-in (faults, superuser database). */
  standin: Standin;
  /** The last lines the preview server printed (Worker logs included). */
  output(): string;
  /** Stops the preview server and the stand-in. Safe to call twice. */
  stop(): Promise<void>;
}

export function startPreviewStack(options?: PreviewStackOptions): Promise<PreviewStack>;
