/**
 * Structured logs: one JSON line per event, `{"level","event","requestId",...fields}`,
 * written with the console method of its level so Workers Logs files it correctly.
 * The request id comes from the request being served (see {@link withRequestId}).
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type LogLevel = "info" | "warn" | "error";

const requestIds = new AsyncLocalStorage<string>();

/**
 * Runs `fn` with `requestId` attached to every log line written inside it, including its
 * background work (ctx.waitUntil).
 * @param requestId the request's id (cf-ray or a UUID)
 * @param fn the request handler
 * @returns what `fn` returns
 */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestIds.run(requestId, fn);
}

/**
 * Writes one log line.
 * @param level "info" → console.log, "warn" → console.warn, "error" → console.error
 * @param event a snake_case event name, e.g. "form_outcome"
 * @param fields more properties; never personal data (hash IPs, keep only e-mail domains)
 */
export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const requestId = requestIds.getStore();
  const line = JSON.stringify({ level, event, ...(requestId ? { requestId } : {}), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

const lastLogged = new Map<string, number>();

/**
 * Like {@link log}, at most once per `key` per `intervalMs` in this isolate: for faults that
 * every request would otherwise repeat (a wrong key, a wrong URL).
 * @returns true when the line was written
 */
export function logAtMostEvery(
  intervalMs: number,
  key: string,
  level: LogLevel,
  event: string,
  fields: Record<string, unknown> = {},
  nowMs = Date.now(),
): boolean {
  const last = lastLogged.get(key);
  if (last !== undefined && nowMs - last < intervalMs) return false;
  lastLogged.set(key, nowMs);
  log(level, event, fields);
  return true;
}
