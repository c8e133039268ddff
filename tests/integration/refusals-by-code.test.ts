import type { AppLoadContext } from "react-router";
import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { createLead } from "#app/features/leads/leads.server";
import { verifyCode } from "#app/features/privacy/rights-requests.server";
import { action as requestAction } from "#app/routes/public/privacy/request";
import { action as requestStatusAction } from "#app/routes/public/privacy/request-status";
import { parseEnv } from "#app/utils/env.server";
import { refusalsEn } from "#app/utils/i18n/en/refusals";
import { refusalsHi } from "#app/utils/i18n/hi/refusals";
import { Refusal } from "#app/utils/refusal";
import { describeEachEngine } from "../setup/test-database";

/**
 * Messages by code (docs/decisions/069-messages-by-code.md): a refusal carries its code and values,
 * and a Hindi page words it from the Hindi catalogue, the count of tries left included. Nothing is
 * found from English (a person's statuses: app/features/privacy/verified-answer.test.tsx).
 */

const SECRET = Buffer.alloc(32, 9);
const context = (db: DB) =>
  ({
    database: { db },
    env: parseEnv({}),
    ipHashKey: SECRET,
    clientIp: "203.0.113.9",
  }) as unknown as AppLoadContext;

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

/** A form posted to a public route's action, as the page would post it. */
async function post(
  action: (args: never) => Promise<unknown>,
  db: DB,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return (await action({ request, context: context(db), params } as never)) as Answer | Response;
}

/** The one-time code, as the e-mail in the outbox carries it. */
async function codeOf(db: DB, publicId: string): Promise<string> {
  const { id } = await db
    .selectFrom("privacy_requests")
    .select("id")
    .where("public_id", "=", publicId)
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom("outbox")
    .select("payload")
    .where("event_key", "=", `privacy-request-${id}-code`)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.payload) as { code: string }).code;
}

describeEachEngine("refusals by code", (db) => {
  test("a Hindi request page says a wrong code, with the tries left, from the Hindi catalogue", async () => {
    const email = "meena.hindi@example.in";
    await createLead(db(), {
      form: "contact",
      page: "/hi/Contact",
      name: "Meena Sharma",
      phone: "9845011223",
      email,
      utm: {},
      consentPurposes: ["contact"],
      applicant: "adult",
    });

    // The form's own rules, refused in Hindi on the Hindi page.
    const invalid = await post(requestAction as never, db(), "/hi/privacy/request", {
      kind: "access",
      email: "x@",
      phone: "",
      details: "",
    });
    expect((invalid as Answer).data).toMatchObject({ fieldErrors: { email: refusalsHi["rights.email"] } });

    const made = (await post(requestAction as never, db(), "/hi/privacy/request", {
      kind: "access",
      email,
      phone: "",
      details: "",
    })) as Response;
    expect(made.status).toBe(302);
    const publicId = /^\/hi\/privacy\/request\/([A-Za-z0-9_-]{22})$/.exec(made.headers.get("location") ?? "")![1]!;
    const code = await codeOf(db(), publicId);
    const wrong = code === "000000" ? "111111" : "000000";
    const path = `/hi/privacy/request/${publicId}`;

    // The code form's own rule, then a wrong code: each in Hindi, the count from the refusal's value.
    const short = (await post(
      requestStatusAction as never,
      db(),
      path,
      { intent: "verify", code: "12" },
      { publicId },
    )) as Answer;
    expect(short.data).toMatchObject({ step: "error", message: refusalsHi["rights.code"], field: "code" });
    const first = (await post(
      requestStatusAction as never,
      db(),
      path,
      { intent: "verify", code: wrong },
      { publicId },
    )) as Answer;
    expect(first.data).toMatchObject({
      step: "error",
      message: refusalsHi["rights.tries_left"]({ tries: 4 }),
      field: "code",
    });
    expect(first.data.message).toContain("4 बार और कोशिश");

    // The same refusal on the English page, and as the server function throws it: its code and value.
    const english = (await post(
      requestStatusAction as never,
      db(),
      `/privacy/request/${publicId}`,
      { intent: "verify", code: wrong },
      { publicId },
    )) as Answer;
    expect(english.data.message).toBe(refusalsEn["rights.tries_left"]({ tries: 3 }));
    expect(english.data.message).toBe("That code is not right. Check the e-mail and try again (3 tries left).");
    const refusal = (await verifyCode(db(), publicId, wrong, SECRET).catch((error: unknown) => error)) as Refusal;
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal.said).toEqual({ code: "rights.tries_left", tries: 2 });
    expect(refusal.message).toBe("That code is not right. Check the e-mail and try again (2 tries left).");

    const last = (await post(
      requestStatusAction as never,
      db(),
      path,
      { intent: "verify", code: wrong },
      { publicId },
    )) as Answer;
    expect(last.data.message).toBe(refusalsHi["rights.tries_left"]({ tries: 1 }));
    const over = (await post(
      requestStatusAction as never,
      db(),
      path,
      { intent: "verify", code: wrong },
      { publicId },
    )) as Answer;
    expect(over.data.message).toBe(refusalsHi["rights.too_many_codes"]);
  });
});
