import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { isDatabaseUnavailable } from "#app/db/db-errors";
import type { CatalogueErrorCode } from "#app/utils/catalogue-error";
import { asCatalogueError } from "#app/utils/catalogue-error-message";
import { matchesEtag } from "#app/utils/etag";
import { logFailure } from "#app/utils/logger.server";
import { ServerBusyError } from "#app/utils/server-busy";

/**
 * The HTTP side of the original product's API (docs/original-contract.md#api-calls): how a body
 * is read, how an answer is written, how an error becomes a JSON 4xx. Nothing here knows about
 * colleges or courses.
 */

/** A refusal the caller can act on: a 4xx answer naming the field (in the spec's spelling) when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const JSON_TYPE = "application/json; charset=utf-8";

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store", ...init.headers },
  });
}

/**
 * Every failure answer has the same shape, so any client of the original finds what it read:
 * `message` (registration, login, category), `error` (Add Course), `success: false`
 * (registration), plus `field` and `errors` naming what to fix.
 */
export function errorBody(error: ApiError) {
  return {
    success: false,
    message: error.message,
    error: error.message,
    field: error.field ?? null,
    errors: error.errors ?? (error.field ? { [error.field]: error.message } : {}),
  };
}

const CATALOGUE_STATUS: Record<CatalogueErrorCode, number> = {
  duplicate: 409,
  "in-use": 409,
  reserved: 409,
  "not-found": 404,
  "invalid-reference": 400,
};

/**
 * Runs an API handler: a refusal becomes its JSON 4xx; a broken catalogue rule becomes a 4xx naming
 * the field (renamed to the spec's spelling by `specField`); anything unexpected is logged and
 * answered with a plain JSON 500 that carries no stack trace.
 */
export async function answer(
  { context }: { context: AppLoadContext },
  work: () => Promise<Response>,
  options: {
    specField?: (ours: string) => string;
    decorateError?: (body: ReturnType<typeof errorBody>) => object;
  } = {},
): Promise<Response> {
  const send = (error: ApiError) =>
    json(options.decorateError ? options.decorateError(errorBody(error)) : errorBody(error), {
      status: error.status,
      headers: error.headers,
    });
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return send(error);
    const rule = asCatalogueError(error);
    if (rule) {
      const field = rule.field && options.specField ? options.specField(rule.field) : rule.field;
      return send(new ApiError(CATALOGUE_STATUS[rule.code], rule.message, field));
    }
    if (error instanceof Response) throw error;
    if (error instanceof ServerBusyError) {
      return json(
        { success: false, message: error.message, error: "busy" },
        { status: 503, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    if (isDatabaseUnavailable(error)) {
      logFailure(context.log, error, "API call failed");
      return json(
        {
          success: false,
          message: "The service is briefly unavailable. Please try again shortly.",
          error: "unavailable",
        },
        { status: 503, headers: { "Retry-After": "15" } },
      );
    }
    logFailure(context.log, error, "API call failed");
    return json(
      { success: false, message: "Something went wrong on our side. Please try again.", error: "internal" },
      { status: 500 },
    );
  }
}

export function methodNotAllowed(allow: "GET" | "POST"): Response {
  return json(errorBody(new ApiError(405, `Use ${allow} for this address.`)), {
    status: 405,
    headers: { Allow: allow === "GET" ? "GET, HEAD" : "POST" },
  });
}

export function assertMethod(request: Request, allow: "POST"): void {
  if (request.method !== allow) {
    throw new ApiError(405, `Use ${allow} for this address.`, undefined, { Allow: allow });
  }
}

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

/** A JSON object body: 415 for another content type, 413 when too large, 400 when it isn't a JSON object. */
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

/**
 * A read answer with a validator: the ETag is a hash of the exact bytes sent, so it changes
 * whenever the data does, and a caller that already has them gets a bodiless 304.
 */
export function cachedJson(request: Request, body: unknown, options: { private?: boolean } = {}): Response {
  const text = JSON.stringify(body);
  const etag = `W/"${crypto.createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": JSON_TYPE,
    "Cache-Control": options.private ? "private, no-cache" : "public, no-cache",
    ETag: etag,
    Vary: options.private ? "Cookie" : "Accept-Encoding",
  };
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers });
}
