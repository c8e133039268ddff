import { pathDeeperThan } from "#app/utils/json-depth";
import { ApiError } from "./http.server";

/**
 * How the API reads a request's body: counted as the bytes arrive (chunked bodies too), so no body
 * runs past its limit, and refused with a JSON 4xx when it is too large, of the wrong type or
 * unreadable.
 */

/** Small bodies: every field of every call fits in this with room to spare. */
export const BODY_LIMIT = 16 * 1024;

/**
 * Levels of objects and arrays a JSON body may nest, the body itself counted: no call's fields
 * nest at all, so 8 leaves room for a caller's own extra fields while keeping every walk over a
 * body (validation, the intake API's canonical hash) short.
 */
export const MAX_JSON_DEPTH = 8;

/** The body's bytes, refusing (413) once it passes `limit`, whether or not Content-Length was sent or honest. */
async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new ApiError(413, `The body is too large (at most ${Math.floor(limit / 1024)} KB).`);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancel(): that destroys the connection before the 413 is sent. The server reads the
      // rest and throws it away once the answer is out (server/body-limit.ts).
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * A JSON object body: 415 for another content type, 413 when too large, 400 when it isn't a JSON
 * object or nests deeper than MAX_JSON_DEPTH (naming where).
 */
export async function readJsonObject(request: Request, limit: number): Promise<Record<string, unknown>> {
  if (mediaType(request) !== "application/json") {
    throw new ApiError(415, "Send the body as JSON, with Content-Type: application/json.");
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(await readLimitedBytes(request, limit));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "The body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "Send one JSON object with the fields named in docs/api.md.");
  }
  const tooDeep = pathDeeperThan(body, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    throw new ApiError(
      400,
      `The field ${tooDeep} nests too deeply: a body may hold at most ${MAX_JSON_DEPTH} levels of objects and arrays.`,
      tooDeep,
    );
  }
  return body as Record<string, unknown>;
}

const FORM_TYPES = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);

/** A form body (multipart, as the spec's registration sends, or URL-encoded): its text fields; files count as wrong types. */
export async function readFormObject(request: Request, limit: number): Promise<Record<string, unknown>> {
  if (!FORM_TYPES.has(mediaType(request))) {
    throw new ApiError(415, "Send the body as multipart/form-data (or application/x-www-form-urlencoded).");
  }
  const bytes = await readLimitedBytes(request, limit);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
  } catch {
    throw new ApiError(400, "The form body could not be read.");
  }
  // No prototype: a field named "__proto__" or "constructor" is just a field.
  const values: Record<string, unknown> = Object.create(null);
  for (const [key, value] of form.entries()) values[key] = value;
  return values;
}
