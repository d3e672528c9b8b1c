// Types for csv.mjs (hand-written; keep in step with its JSDoc).
export function encodeCsvField(value: unknown, options?: { guardFormulas?: boolean }): string;
export function encodeCsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
  options?: { guardFormulas?: boolean },
): string;
