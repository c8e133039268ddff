import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import type { DB } from "#app/db/db.server";
import { isDatabaseUnavailable } from "#app/db/db-errors";
import type { CatalogueErrorCode } from "#app/utils/catalogue-error";
import { asCatalogueError } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { matchesEtag } from "#app/utils/etag";
import { logFailure } from "#app/utils/logger.server";
import { ServerBusyError } from "#app/utils/server-busy";

/**
 * The HTTP side of the original product's API (docs/original-contract.md#api-calls): how an
 * answer is written and how an error becomes a JSON 4xx (how a body is read:
 * request-body.server.ts). Nothing here knows about colleges or courses.
 */

/** What a call gets from its route module's loader or action. */
export interface CallArgs {
  request: Request;
  context: AppLoadContext;
}

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

/** A read: GET only, answered with an ETag and 304 when the caller's copy is current. */
export function readCall(
  load: (db: DB, url: URL, args: CallArgs) => Promise<unknown>,
  options: { private?: boolean } = {},
) {
  return (args: CallArgs) =>
    answer(args, async () => {
      const body = await load(dbFrom(args.context), new URL(args.request.url), args);
      return cachedJson(args.request, body, options);
    });
}
