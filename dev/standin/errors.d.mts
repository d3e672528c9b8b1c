// Types for errors.mjs (hand-written; keep in step with its JSDoc).
export class ApiError extends Error {
  constructor(
    status: number,
    code: string,
    message: string,
    extra?: { details?: string | null; hint?: string | null; headers?: Record<string, string> },
  );
  status: number;
  code: string;
  details: string | null;
  hint: string | null;
  headers: Record<string, string>;
  toBody(): { code: string; details: string | null; hint: string | null; message: string };
}
export function statusForSqlState(sqlState: string | undefined, role: string, message?: string): number;
export function toApiError(err: unknown, role: string): ApiError;
