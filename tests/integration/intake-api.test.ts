import crypto from "node:crypto";
import { expect, test } from "vitest";
import { authenticateApiKey, createApiKey, listApiKeys, revokeApiKey } from "#app/features/intake/api-keys.server";
import { IntakeLeadSchema, intakeErrors, type IntakeLead } from "#app/features/intake/lead-intake-schema";
import { receiveApiLead, type IntakeCall } from "#app/features/intake/lead-intake.server";
import { findInEveryTable } from "../setup/find-in-every-table";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * The intake API's domain (docs/decisions/055-intake-api.md): keys kept as hashes, revoked for
 * good, in the audit log; a lead stored as a web enquiry is, once per Idempotency-Key even when
 * the retries arrive together; a reused key with another body refused. The HTTP side, on a real
 * server and two processes: tests/e2e/api/intake-api.test.ts.
 */

const LINKS = { origin: "https://example.in", secret: crypto.randomBytes(32) };

const lead = (overrides: Partial<IntakeLead> = {}): IntakeLead =>
  IntakeLeadSchema.parse({ name: "Kavya Rao", phone: "+91 98450 22222", email: "kavya@example.in", ...overrides });

describeEachEngine("intake API", (db) => {
  async function ownerKey(name = "Call centre") {
    const owner = { id: await insertStaff(db(), { name: "Olga", role: "owner" }), name: "Olga" };
    const made = await createApiKey(db(), { name }, owner);
    const caller = (await authenticateApiKey(db(), `Bearer ${made.key}`))!;
    return { owner, made, caller };
  }

  test("a key is shown once, kept as a hash with its prefix, works until revoked, and both steps are audited", async () => {
    const { owner, made, caller } = await ownerKey();
    expect(made.key).toMatch(/^mk_live_[A-Za-z0-9_-]{43}$/);
    expect(caller).toEqual({ id: made.id, name: "Call centre", prefix: made.key.slice(0, 12) });
    expect(await findInEveryTable(db(), [made.key.slice(8)])).toEqual([]);
    const [listed] = await listApiKeys(db());
    expect(listed).toMatchObject({ name: "Call centre", prefix: made.prefix, createdBy: "Olga", revokedAt: null });
    expect(listed!.lastUsedAt).not.toBeNull();

    expect(await authenticateApiKey(db(), `Bearer ${made.key}x`)).toBeUndefined();
    expect(await authenticateApiKey(db(), made.key)).toBeUndefined();
    await revokeApiKey(db(), made.id, owner);
    expect(await authenticateApiKey(db(), `Bearer ${made.key}`)).toBeUndefined();
    await expect(revokeApiKey(db(), made.id, owner)).rejects.toThrow("already revoked");
    const audit = await db().selectFrom("audit_log").select(["action", "actor_id", "subject"]).orderBy("id").execute();
    expect(audit).toEqual([
      { action: "api_key.created", actor_id: owner.id, subject: `api_key:${made.id}` },
      { action: "api_key.revoked", actor_id: owner.id, subject: `api_key:${made.id}` },
    ]);
  });

  test("a lead is stored as a web enquiry would be, with form api and the key's name as source; a repeat joins it", async () => {
    const { caller } = await ownerKey("IVR");
    const call = (overrides: Partial<IntakeLead> = {}): IntakeCall => ({ caller, lead: lead(overrides), links: LINKS });
    const first = await receiveApiLead(db(), call({ campaign: "kharif-fair" }));
    expect(first).toMatchObject({ kind: "stored", status: 201, newLead: true });
    const id = first.kind === "key-reused" ? 0 : first.body.id;
    const stored = await db()
      .selectFrom("leads")
      .select(["form", "phone", "utm_source", "utm_campaign", "consent_purposes"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      form: "api",
      phone: "9845022222",
      utm_source: "IVR",
      utm_campaign: "kharif-fair",
      consent_purposes: '["contact"]',
    });
    const acknowledgements = await db().selectFrom("outbox").select("channel").where("lead_id", "=", id).execute();
    expect(acknowledgements.filter((row) => row.channel === "email").length).toBeGreaterThanOrEqual(1);

    const repeat = await receiveApiLead(db(), call({ source: "walk-in" }));
    expect(repeat).toMatchObject({ kind: "stored", status: 201, body: { id }, newLead: false });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "subject"])
      .where("action", "=", "lead.received_by_api")
      .execute();
    expect(audit).toEqual([
      { action: "lead.received_by_api", subject: `lead:${id}` },
      { action: "lead.received_by_api", subject: `lead:${id}` },
    ]);
  });

  test("a student under 18 comes with a parent, who gets the acknowledgement too and is kept as on the web forms; no updates for a minor", async () => {
    const { caller } = await ownerKey("School fair");
    const call = (overrides: Partial<IntakeLead>): IntakeCall => ({ caller, lead: lead(overrides), links: LINKS });
    const minor = await receiveApiLead(
      db(),
      call({
        name: "Ishaan Reddy",
        phone: "9845022223",
        email: "ishaan@example.in",
        applicant: "minor",
        guardian_name: "Lakshmi Reddy",
        guardian_phone: "+91 98450-22224",
        guardian_email: "lakshmi.reddy@example.in",
        consent: ["contact", "updates"],
      }),
    );
    const minorId = minor.kind === "key-reused" ? 0 : minor.body.id;
    const whoOf = (id: number) =>
      db()
        .selectFrom("leads")
        .select(["applicant", "guardian_name", "guardian_phone", "guardian_email"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await whoOf(minorId)).toEqual({
      applicant: "minor",
      guardian_name: "Lakshmi Reddy",
      guardian_phone: "9845022224",
      guardian_email: "lakshmi.reddy@example.in",
    });
    // The acknowledgement is written twice, the student's and the parent's own copy, and neither
    // offers updates (the link that would start them): a minor is never offered them.
    const acknowledgementsOf = async (id: number) =>
      (
        await db()
          .selectFrom("outbox")
          .select("payload")
          .where("lead_id", "=", id)
          .where("channel", "=", "email")
          .execute()
      )
        .map((row) => JSON.parse(row.payload) as { kind: string; to?: string; confirmUrl?: string | null })
        .filter((payload) => payload.kind === "acknowledgement");
    const toMinor = await acknowledgementsOf(minorId);
    expect(toMinor.map((payload) => payload.to).sort()).toEqual(["ishaan@example.in", "lakshmi.reddy@example.in"]);
    expect(toMinor.map((payload) => payload.confirmUrl)).toEqual([null, null]);

    // A grown-up student's or a parent's own call keeps no guardian, as a web form does not.
    const adult = await receiveApiLead(
      db(),
      call({
        name: "Meera Iyer",
        phone: "9845022225",
        email: "meera@example.in",
        applicant: "adult",
        guardian_name: "Ravi",
        consent: ["updates"],
      }),
    );
    const adultId = adult.kind === "key-reused" ? 0 : adult.body.id;
    expect((await acknowledgementsOf(adultId)).map((payload) => payload.confirmUrl)).toEqual([expect.any(String)]);
    expect(await whoOf(adultId)).toEqual({
      applicant: "adult",
      guardian_name: null,
      guardian_phone: null,
      guardian_email: null,
    });
  });

  test("one Idempotency-Key stores one lead, even for calls that arrive together; another body under it is refused", async () => {
    const { caller } = await ownerKey();
    const body = { name: "Imran Sheikh", phone: "9845033333" };
    const call = (key: string, sent: object = body): IntakeCall => ({
      caller,
      lead: IntakeLeadSchema.parse(sent),
      idempotency: { key, body: sent },
      links: LINKS,
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => receiveApiLead(db(), call("retry-1"))));
    expect(answers.filter((answer) => answer.kind === "stored")).toHaveLength(1);
    expect(answers.filter((answer) => answer.kind === "replayed")).toHaveLength(4);
    const ids = new Set(answers.map((answer) => (answer.kind === "key-reused" ? 0 : answer.body.id)));
    expect(ids.size).toBe(1);
    const leads = await db().selectFrom("lead_enquiries").select("id").where("phone", "=", "9845033333").execute();
    expect(leads).toHaveLength(1);

    // The same fields in another order are the same call; another value is not.
    expect(await receiveApiLead(db(), call("retry-1", { phone: "9845033333", name: "Imran Sheikh" }))).toMatchObject({
      kind: "replayed",
    });
    expect(await receiveApiLead(db(), call("retry-1", { ...body, name: "Imran S" }))).toEqual({ kind: "key-reused" });
  });

  test("bad input names its field; null and empty count as not given", () => {
    const failed = IntakeLeadSchema.safeParse({ name: "Asha", phone: "12345" });
    expect(failed.success).toBe(false);
    expect(intakeErrors(failed.error!)).toMatchObject({ field: "phone" });
    const wrongType = IntakeLeadSchema.safeParse({ name: ["Asha"], phone: "9845011111" });
    expect(intakeErrors(wrongType.error!)).toMatchObject({ field: "name", message: "Send this as a JSON string" });
    const consent = IntakeLeadSchema.safeParse({ name: "Asha", phone: "9845011111", consent: ["spam"] });
    expect(intakeErrors(consent.error!)).toMatchObject({ field: "consent" });
    const child = IntakeLeadSchema.safeParse({ name: "Asha", phone: "9845011111", applicant: "child" });
    expect(intakeErrors(child.error!)).toMatchObject({
      field: "applicant",
      message: expect.stringContaining('"minor"'),
    });
    // A minor without a parent's name and phone: both named, the first first.
    const alone = IntakeLeadSchema.safeParse({
      name: "Asha",
      phone: "9845011111",
      applicant: "minor",
      guardian_phone: "123",
    });
    expect(intakeErrors(alone.error!)).toEqual({
      field: "guardian_name",
      message: "A student under 18 needs a parent's or guardian's name",
      errors: {
        guardian_name: "A student under 18 needs a parent's or guardian's name",
        guardian_phone: "Give the parent's or guardian's 10-digit Indian mobile number",
      },
    });
    const badMail = IntakeLeadSchema.safeParse({
      name: "Asha",
      phone: "9845011111",
      applicant: "minor",
      guardian_name: "Sunita",
      guardian_phone: "9845011112",
      guardian_email: "sunita@",
    });
    expect(intakeErrors(badMail.error!)).toMatchObject({ field: "guardian_email" });
    expect(IntakeLeadSchema.parse({ name: "Asha", phone: "9845011111", email: null, course: "" })).toEqual({
      name: "Asha",
      phone: "9845011111",
    });
  });
});
