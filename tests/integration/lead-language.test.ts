import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { createApiKey } from "#app/features/intake/api-keys.server";
import { action } from "#app/routes/api/leads";
import { parseEnv } from "#app/utils/env.server";
import { outgoingEmail, type EmailRowPayload } from "../../server/email-kinds";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * A lead's language (issue 44, item 7; docs/decisions/081-a-leads-language-and-hindi-search.md): a lead sent to
 * POST /api/leads is written to in the `language` the call names, else in the script of its name
 * (Devanagari is Hindi); the counsellor's alert says "Prefers Hindi". Through the route's own
 * handler and the outbox, as the worker would write each e-mail.
 */

const SECRET = Buffer.alloc(32, 7);
const ORIGIN = "https://example.in";
const DEVANAGARI = /[\u0900-\u097F]/;

const context = (db: DB) =>
  ({
    database: { db },
    env: parseEnv({ PUBLIC_ORIGIN: ORIGIN }),
    ipHashKey: SECRET,
    metrics: { leadsCreated: { inc: () => undefined } },
    log: { error: console.error, warn: console.warn },
  }) as unknown as AppLoadContext;

describeEachEngine("a lead's language", (db) => {
  let key: string;
  beforeEach(async () => {
    const owner = { id: await insertStaff(db(), { name: "Olga", role: "owner" }), name: "Olga" };
    ({ key } = await createApiKey(db(), { name: "IVR" }, owner));
  });

  async function send(body: object): Promise<Response> {
    const request = new Request(`${ORIGIN}/api/leads`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return action({ request, context: context(db()), params: {} } as never);
  }

  /** The lead's language, and its e-mails as the outbox worker would send them now. */
  async function leadAndMail(response: Response) {
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const { language } = await db()
      .selectFrom("leads")
      .select("language")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const rows = await db()
      .selectFrom("outbox")
      .select("payload")
      .where("lead_id", "=", id)
      .where("channel", "=", "email")
      .execute();
    const mail: Record<string, { subject: string; text: string }> = {};
    for (const row of rows) {
      const payload = JSON.parse(row.payload) as EmailRowPayload;
      const email = await outgoingEmail(db(), payload, {
        origin: ORIGIN,
        linkSecret: SECRET,
        mailFrom: "a@example.in",
      });
      if (email) mail[payload.kind] = email;
    }
    return { language, acknowledgement: mail.acknowledgement!, alert: mail.lead_alert! };
  }

  test("a Devanagari-named intake lead gets a Hindi acknowledgement, and its counsellor is told it prefers Hindi", async () => {
    const { language, acknowledgement, alert } = await leadAndMail(
      await send({ name: "प्रिया शर्मा", phone: "9845022222", email: "priya@example.in" }),
    );
    expect(language).toBe("hi");
    expect(acknowledgement.subject).toMatch(DEVANAGARI);
    expect(acknowledgement.text).toContain(`${ORIGIN}/hi/privacy`);
    expect(alert.text).toContain("Prefers Hindi");
  });

  test("the `language` field wins over the name's script, either way", async () => {
    const hindi = await leadAndMail(
      await send({ name: "Priya Sharma", phone: "9845022222", email: "priya@example.in", language: "hi" }),
    );
    expect(hindi.language).toBe("hi");
    expect(hindi.acknowledgement.text).toContain(`${ORIGIN}/hi/privacy`);
    expect(hindi.alert.text).toContain("Prefers Hindi");

    const english = await leadAndMail(
      await send({ name: "प्रिया शर्मा", phone: "9845033333", email: "priya2@example.in", language: "en" }),
    );
    expect(english.language).toBe("en");
    expect(english.acknowledgement.subject).not.toMatch(DEVANAGARI);
    expect(english.acknowledgement.text).toContain(`${ORIGIN}/privacy`);
    expect(english.alert.text).not.toContain("Prefers Hindi");
  });

  test("a Latin-lettered name with no `language` is English", async () => {
    const { language, acknowledgement, alert } = await leadAndMail(
      await send({ name: "Kavya Rao", phone: "9845044444", email: "kavya@example.in" }),
    );
    expect(language).toBe("en");
    expect(acknowledgement.text).not.toMatch(DEVANAGARI);
    expect(alert.text).not.toContain("Prefers Hindi");
  });

  test("a `language` other than en or hi is refused with a message naming the field, and nothing is stored", async () => {
    for (const language of ["hindi", "HI", " hi", "fr", 1, ["hi"]]) {
      const response = await send({ name: "Kavya Rao", phone: "9845044444", language });
      expect(response.status, JSON.stringify(language)).toBe(400);
      expect(await response.json()).toMatchObject({
        field: "language",
        message: 'Send "en" (English) or "hi" (Hindi), or leave it out to go by the script of the name',
      });
    }
    expect(await db().selectFrom("leads").select("id").execute()).toEqual([]);
    expect(await db().selectFrom("outbox").select("id").execute()).toEqual([]);
  });
});
