import { authenticateApiKey, type ApiCaller } from "#app/features/intake/api-keys.server";
import { IntakeLeadSchema, intakeErrors } from "#app/features/intake/lead-intake-schema";
import { receiveApiLead } from "#app/features/intake/lead-intake.server";
import { dbFrom } from "#app/utils/context.server";
import { siteOrigin } from "#app/utils/env.server";
import { hitRateLimits, type RateLimit } from "#app/utils/rate-limit.server";
import { ApiError, answer, assertMethod, json, type CallArgs } from "./http.server";
import { BODY_LIMIT, readJsonObject } from "./request-body.server";

/**
 * POST /api/leads (docs/api.md#the-intake-api-post-apileads, docs/decisions/055-intake-api.md): another system
 * sends a lead with its API key. Checked in this order: method (405), key (401), the key's limit
 * (429), content type (415), size (413), JSON (400), fields (400), Idempotency-Key (400, 422).
 * No cookie is read: the key alone says who calls, so server/same-origin.ts lets the path through.
 */

/** Calls per key: a call centre's busiest minute is well under this; a runaway loop is stopped. */
export const INTAKE_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 };

/** Printable ASCII, as Stripe allows; a UUID is the usual choice. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const unauthorised = (message: string, error: "invalid_request" | "invalid_token") =>
  new ApiError(401, message, undefined, { "WWW-Authenticate": `Bearer realm="leads", error="${error}"` });

async function requireKey(args: CallArgs): Promise<ApiCaller> {
  const authorization = args.request.headers.get("Authorization");
  if (!authorization) throw unauthorised("Send your API key: Authorization: Bearer <key>.", "invalid_request");
  const caller = await authenticateApiKey(dbFrom(args.context), authorization);
  if (!caller) throw unauthorised("This API key is not one that works here (unknown or revoked).", "invalid_token");
  return caller;
}

function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get("Idempotency-Key");
  if (key === null) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError(400, "Idempotency-Key must be 1 to 255 printable characters, e.g. a UUID.", "Idempotency-Key");
  }
  return key;
}

export function receiveLeadCall(args: CallArgs) {
  return answer(args, async () => {
    assertMethod(args.request, "POST");
    const db = dbFrom(args.context);
    const caller = await requireKey(args);
    const limited = await hitRateLimits(db, [{ bucket: `api-key:${caller.id}`, rule: INTAKE_LIMIT }]);
    if (!limited.ok) {
      throw new ApiError(
        429,
        `This key may send ${INTAKE_LIMIT.limit} leads a minute. Please wait and try again.`,
        undefined,
        {
          "Retry-After": String(limited.retryAfterSeconds),
        },
      );
    }
    const body = await readJsonObject(args.request, BODY_LIMIT);
    const parsed = IntakeLeadSchema.safeParse(body);
    if (!parsed.success) {
      const { field, message, errors } = intakeErrors(parsed.error);
      throw new ApiError(400, message, field, {}, errors);
    }
    const key = idempotencyKeyOf(args.request);
    const result = await receiveApiLead(db, {
      caller,
      lead: parsed.data,
      idempotency: key === undefined ? undefined : { key, body },
      links: { origin: siteOrigin(args.context.env), secret: args.context.ipHashKey },
    });
    if (result.kind === "key-reused") {
      throw new ApiError(
        422,
        "This Idempotency-Key was used with a different body. Use a new key for a new lead.",
        "Idempotency-Key",
      );
    }
    if (result.newLead) args.context.metrics.leadsCreated.inc({ form: "api" });
    return json(result.body, {
      status: result.status,
      headers: result.kind === "replayed" ? { "Idempotent-Replayed": "true" } : {},
    });
  });
}
