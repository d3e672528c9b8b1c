/**
 * Checks that come before a form's content is read: method, content type and body size.
 * The same-origin check runs earlier, in the Worker entry, for every unsafe method
 * ({@link isSameOrigin}): a cross-site post never reaches an action.
 */

/** Largest accepted form body, in bytes. */
export const MAX_FORM_BYTES = 32 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type RequestCheck =
  | { ok: true; formData: FormData }
  | { ok: false; status: 405 | 413 | 415; reason: "method" | "content_type" | "too_large" | "malformed_body" };

/**
 * True when the request comes from one of our own pages.
 * Uses Sec-Fetch-Site (Fetch Metadata) when the browser sends it, then Origin (RFC 6454);
 * a request with neither (curl, old browsers) is accepted because it carries no ambient credentials.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return true;
  return origin === new URL(request.url).origin;
}

/**
 * Reads a form post after the method, type and size checks.
 * @param request the incoming POST (already checked to be same-origin)
 * @returns the parsed FormData, or the HTTP status to answer with (405, 415, 413) and why
 */
export async function readFormRequest(request: Request): Promise<RequestCheck> {
  if (request.method !== "POST") return { ok: false, status: 405, reason: "method" };
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return { ok: false, status: 415, reason: "content_type" };
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_FORM_BYTES) return { ok: false, status: 413, reason: "too_large" };
  const body = await readCapped(request, MAX_FORM_BYTES);
  if (!body) return { ok: false, status: 413, reason: "too_large" };
  try {
    const formData = await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type")! },
    }).formData();
    return { ok: true, formData };
  } catch {
    return { ok: false, status: 415, reason: "malformed_body" };
  }
}

/** Reads at most `cap` bytes of a body; null when it is longer. */
async function readCapped(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
