import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApiKey } from "#app/features/intake/api-keys.server";
import { INTAKE_LIMIT } from "#app/routes/api/lead-intake.server";
import { browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { withDatabase } from "../admin/admin-helpers";
import { apiClient, startApiServer, type ApiAnswer, type ApiCall } from "./api-client";
import { OPENAPI, openApiMismatches } from "./intake-openapi";

/**
 * POST /api/leads on a production server (docs/api.md#the-intake-api-post-apileads): each answer the issue names
 * (201, 400, 401, 429, and 415, 422) checked against docs/openapi.json, which is itself checked
 * as an OpenAPI 3.1 document; one lead per Idempotency-Key even when the retries reach two
 * server processes at once; a call from another site's origin is not refused as cross-site.
 */

const PATH = "/api/leads";

test("docs/openapi.json is a valid OpenAPI 3.1 document", async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(OPENAPI));
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe("3.1");
  // The checker bites: an answer the document does not promise is reported.
  const json = new Headers({ "content-type": "application/json" });
  expect(openApiMismatches(PATH, { status: 201, headers: json, body: { id: "7" } })).not.toEqual([]);
  expect(openApiMismatches(PATH, { status: 400, headers: json, body: { error: "x" } })).not.toEqual([]);
  expect(openApiMismatches(PATH, { status: 418, headers: json, body: {} })).not.toEqual([]);
});

for (const engine of browserEngines()) {
  describe(`the intake API, POST /api/leads [${engine}]`, () => {
    let server: RunningServer;
    let peer: RunningServer;
    let databaseUrl: string;
    let call: ApiCall;
    let key: string;
    let keyId: number;

    const send = (json: unknown, headers: Record<string, string> = {}, via: ApiCall = call) =>
      via(PATH, { json, headers: { Authorization: `Bearer ${key}`, ...headers } });
    const documented = (answer: ApiAnswer) => expect(openApiMismatches(PATH, answer)).toEqual([]);
    const enquiriesFrom = (phone: string) =>
      withDatabase(databaseUrl, (db) =>
        db.selectFrom("lead_enquiries").select(["lead_id", "form"]).where("phone", "=", phone).execute(),
      );

    beforeAll(async () => {
      let uploadDir: string;
      ({ server, databaseUrl, uploadDir } = await startApiServer(engine));
      // A second process on the same database, for retries that reach both at once.
      peer = await startServer({ DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir, DEMO_DATA: "1" });
      call = apiClient(server.url);
      ({ key, id: keyId } = await withDatabase(databaseUrl, async (db) => {
        const owner = await db.selectFrom("admins").select(["id", "name"]).executeTakeFirstOrThrow();
        return createApiKey(db, { name: "Call centre" }, owner);
      }));
    });

    afterAll(async () => {
      await Promise.all([server?.stop(), peer?.stop()]);
    });

    test("with a key: 201 {id}, a lead of form api with the key's name as source, in the audit log", async () => {
      const answer = await send({ name: "Kavya Rao", phone: "+91 98450 40001", email: "kavya.api@example.in" });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ id: expect.any(Number) });
      expect(answer.headers.get("cache-control")).toBe("no-store");
      documented(answer);
      const stored = await withDatabase(databaseUrl, async (db) => ({
        lead: await db
          .selectFrom("leads")
          .select(["form", "utm_source"])
          .where("id", "=", answer.body.id)
          .executeTakeFirst(),
        audit: await db
          .selectFrom("audit_log")
          .select("details")
          .where("action", "=", "lead.received_by_api")
          .where("subject", "=", `lead:${answer.body.id}`)
          .execute(),
      }));
      expect(stored.lead).toEqual({ form: "api", utm_source: "Call centre" });
      expect(stored.audit.map((row) => JSON.parse(row.details))).toEqual([
        { apiKeyId: keyId, apiKey: key.slice(0, 12), repeat: false },
      ]);
    });

    test("without a key, or with a wrong one: 401 with WWW-Authenticate: Bearer, and nothing stored", async () => {
      const lead = { name: "No Key", phone: "9845040002" };
      const none = await call(PATH, { json: lead });
      const wrong = await call(PATH, { json: lead, headers: { Authorization: `Bearer mk_live_${"A".repeat(43)}` } });
      for (const answer of [none, wrong]) {
        expect(answer.status).toBe(401);
        expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer realm="leads"/);
        documented(answer);
      }
      expect(await enquiriesFrom("9845040002")).toEqual([]);
    });

    test("a bad phone: 400 naming phone, and nothing stored; the wrong content type: 415; an overlong Idempotency-Key: 400", async () => {
      const answer = await send({ name: "Bad Phone", phone: "98450", email: "bad.phone@example.in" });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, field: "phone", error: expect.stringContaining("10-digit") });
      documented(answer);
      expect(await enquiriesFrom("98450")).toEqual([]);

      const text = await call(PATH, {
        body: JSON.stringify({ name: "Text", phone: "9845040003" }),
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "text/plain" },
      });
      expect(text.status).toBe(415);
      documented(text);

      const longKey = await send({ name: "Long Key", phone: "9845040003" }, { "Idempotency-Key": "k".repeat(256) });
      expect(longKey.status).toBe(400);
      expect(longKey.body).toMatchObject({ field: "Idempotency-Key" });
      documented(longKey);
      expect(await enquiriesFrom("9845040003")).toEqual([]);
    });

    test("a student under 18: 400 naming the parent's phone until it is sent, then 201 with the parent on the lead", async () => {
      const minor = { name: "Ishaan Reddy", phone: "9845040010", applicant: "minor", guardian_name: "Lakshmi Reddy" };
      const missing = await send(minor);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ success: false, field: "guardian_phone" });
      documented(missing);
      expect(await enquiriesFrom("9845040010")).toEqual([]);

      const answer = await send({ ...minor, guardian_phone: "+91 98450 40011", guardian_email: "lakshmi@example.in" });
      expect(answer.status).toBe(201);
      documented(answer);
      const stored = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("leads")
          .select(["applicant", "guardian_name", "guardian_phone", "guardian_email"])
          .where("id", "=", answer.body.id)
          .executeTakeFirst(),
      );
      expect(stored).toEqual({
        applicant: "minor",
        guardian_name: "Lakshmi Reddy",
        guardian_phone: "9845040011",
        guardian_email: "lakshmi@example.in",
      });
    });

    test("a body nested deeper than 8 levels: 400 naming the field, with or without an Idempotency-Key, and nothing stored", async () => {
      const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
      for (const [levels, headers] of [
        [6_000, { "Idempotency-Key": "deep-1" }],
        [6_000, {}],
        [8, {}],
      ] as const) {
        const answer = await call(PATH, {
          body: `{"name":"Deep Body","phone":"9845040009","extra":${deep(levels)}}`,
          headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...headers },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          success: false,
          field: "extra.0.0.0.0.0.0.0",
          error: expect.stringContaining("at most 8 levels"),
        });
        documented(answer);
      }
      expect(await enquiriesFrom("9845040009")).toEqual([]);
      // Seven levels under the body is eight in all: stored.
      const fine = await call(PATH, {
        body: `{"name":"Deep Body","phone":"9845040009","extra":${deep(7)}}`,
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Idempotency-Key": "deep-2" },
      });
      expect(fine.status).toBe(201);
    });

    test("a repeated Idempotency-Key stores one lead, also for six retries at once over two processes; another body under it is 422", async () => {
      const lead = { name: "Imran Sheikh", phone: "9845040004", course: "MBA" };
      const viaPeer = apiClient(peer.url);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => send(lead, { "Idempotency-Key": "order-7781" }, i % 2 ? viaPeer : call)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(5);
      answers.forEach(documented);
      expect(await enquiriesFrom("9845040004")).toEqual([{ lead_id: answers[0]!.body.id, form: "api" }]);

      const later = await send(lead, { "Idempotency-Key": "order-7781" });
      expect(later.body).toEqual(answers[0]!.body);
      const changed = await send({ ...lead, course: "MCA" }, { "Idempotency-Key": "order-7781" });
      expect(changed.status).toBe(422);
      expect(changed.body).toMatchObject({ field: "Idempotency-Key" });
      documented(changed);
      expect(await enquiriesFrom("9845040004")).toHaveLength(1);
    });

    test("past the key's limit: 429 with Retry-After", async () => {
      // This minute's and the next one's windows already full, so the test can't straddle a window's end.
      await withDatabase(databaseUrl, async (db) => {
        const start = Math.floor(Date.now() / 60_000) * 60_000;
        const windows = [start, start + 60_000].map((at) => ({
          bucket: `api-key:${keyId}`,
          window_start: new Date(at).toISOString(),
          hits: INTAKE_LIMIT.limit,
        }));
        await db
          .insertInto("rate_limit_hits")
          .values(windows)
          .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: INTAKE_LIMIT.limit }))
          .execute();
      });
      const answer = await send({ name: "Too Many", phone: "9845040005" });
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      documented(answer);
      expect(await enquiriesFrom("9845040005")).toEqual([]);
      await withDatabase(databaseUrl, (db) => db.deleteFrom("rate_limit_hits").execute());
    });

    test("another site's Origin is no reason to refuse a call: the key, not a cookie, says who calls", async () => {
      const answer = await send({ name: "Landing Page", phone: "9845040006" }, { Origin: "https://pages.example.com" });
      expect(answer.status).toBe(201);
    });
  });
}
