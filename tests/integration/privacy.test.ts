import { expect, test } from "vitest";
import type { OutboxStatus, RequestStatus } from "#app/db/column-values";
import type { DB } from "#app/db/db.server";
import type { AuditAction } from "#app/features/audit/audit-actions";
import { PRIVACY_NOTICE_VERSION } from "#app/features/leads/lead-fields";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import {
  enquiryToken,
  leadIdOfWithdrawToken,
  subjectOfToken,
  withdrawToken,
} from "#app/features/leads/withdraw-link.server";
import { leadsPerDay } from "#app/features/leads/leads-inbox.server";
import { openLead } from "#app/features/inbox/lead-page.server";
import { leadQueue } from "#app/features/inbox/lead-queue.server";
import { erasePersonalData } from "#app/features/privacy/lead-erasure.server";
import { exportBreachContactsCsv, exportLeadsCsv } from "#app/features/inbox/lead-export.server";
import { addNote, confirmParent, correctDetails, logCall, setFollowUp } from "#app/features/leads/lead-work.server";
import { saveAlertSettings } from "#app/features/outbox/alert-settings.server";
import { updateAlertSettings } from "#app/features/settings/alert-settings-form.server";
import { registerAdmin, removeAdmin } from "#app/features/admins/admins.server";
import {
  carryOutRequest,
  receiveRequest,
  updateRequest,
  verifyCode,
} from "#app/features/privacy/rights-requests.server";
import { confirmByLink, withdrawByLink, withdrawLinkState } from "#app/features/privacy/consent-links.server";
import { monthsBefore, runRetention } from "#app/features/privacy/retention.server";
import { saveSiteSettings } from "#app/features/settings/site-settings.server";
import { DEFAULT_SITE_SETTINGS } from "#app/features/settings/site-settings";
import { Refusal } from "#app/utils/refusal";
import { sentDigestRow } from "../factories";
import { insertSession, insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

const SECRET = Buffer.alloc(32, 7);
const LINKS = { origin: "https://example.in", secret: SECRET };
const WITHDRAW_PREFIX = "https://example.in/privacy/withdraw?token=";

let people = 0;
/** A new person each time: their own phone and e-mail (the same one would be a repeat enquiry). */
const lead = (overrides: Partial<NewLead> = {}): NewLead => {
  const n = String(++people).padStart(8, "0");
  return {
    form: "college",
    page: "/colleges/rv",
    name: "Asha Rao",
    phone: `97${n}`,
    email: `asha${n}@example.in`,
    utm: { utm_source: "google" },
    consentPurposes: ["contact"],
    applicant: "adult",
    ...overrides,
  };
};

const leadRow = (db: DB, id: number) =>
  db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const ledger = async (db: DB, id: number) =>
  (
    await db
      .selectFrom("consent_records")
      .select(["purpose", "state"])
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute()
  ).map((row) => `${row.purpose}: ${row.state}`);
const outbox = (db: DB, id: number) =>
  db.selectFrom("outbox").select(["event_key", "payload"]).where("lead_id", "=", id).orderBy("id").execute();
const audit = (db: DB, action: AuditAction) =>
  db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
const events = (db: DB, id: number) =>
  db.selectFrom("lead_events").select(["kind", "data", "actor_id"]).where("lead_id", "=", id).orderBy("id").execute();
const requestRow = (db: DB, publicId: string) =>
  db.selectFrom("privacy_requests").selectAll().where("public_id", "=", publicId).executeTakeFirstOrThrow();

/** The one-time code, as the e-mail in the outbox carries it. */
async function codeOf(db: DB, publicId: string): Promise<string> {
  const { id } = await requestRow(db, publicId);
  const row = await db
    .selectFrom("outbox")
    .select("payload")
    .where("event_key", "=", `privacy-request-${id}-code`)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.payload) as { code: string }).code;
}

describeEachEngine("privacy", (db) => {
  // Rule: an enquiry records the notice version, who sent it and the consent ledger; the e-mail
  // acknowledgement and the webhook carry a signed withdrawal link only when links are given.
  test("an enquiry stores its notice, applicant, guardian and consents; the acknowledgement and webhook carry the withdrawal link", async () => {
    await saveAlertSettings(db(), { alertsEmail: "", webhookUrl: "https://crm.example.in/hook", webhookSecret: "s" });
    const adult = await createLead(db(), lead({ links: LINKS }));
    const row = await leadRow(db(), adult.id);
    expect(row).toMatchObject({
      consent_notice_version: PRIVACY_NOTICE_VERSION,
      applicant: "adult",
      guardian_name: null,
    });
    const enquiry = await db()
      .selectFrom("lead_enquiries")
      .selectAll()
      .where("lead_id", "=", adult.id)
      .executeTakeFirstOrThrow();
    expect(enquiry).toMatchObject({ consent_notice_version: PRIVACY_NOTICE_VERSION, applicant: "adult" });
    expect(await ledger(db(), adult.id)).toEqual(["contact: given", "updates: refused"]);
    const consent = await db().selectFrom("consent_records").selectAll().where("lead_id", "=", adult.id).execute();
    expect(consent.every((r) => r.notice_version === PRIVACY_NOTICE_VERSION && r.source === "form:/colleges/rv")).toBe(
      true,
    );

    const rows = await outbox(db(), adult.id);
    const ack = rows.find((r) => r.event_key.endsWith("-acknowledgement"));
    const ackPayload = JSON.parse(ack!.payload) as { withdrawUrl: string; to: string };
    expect(ackPayload.withdrawUrl.startsWith(WITHDRAW_PREFIX)).toBe(true);
    expect(ackPayload.to).toBe(row.email);
    const token = new URL(ackPayload.withdrawUrl).searchParams.get("token")!;
    // The link acts on the enquiries sent with that address (withdraw-link.server.ts).
    expect(subjectOfToken(SECRET, "withdraw", token)).toEqual({ enquiryId: enquiry.id });
    const hook = rows.find((r) => r.event_key.endsWith("-webhook"))!;
    const body = JSON.parse((JSON.parse(hook.payload) as { body: string }).body) as { lead: { withdraw_url: string } };
    expect(body.lead.withdraw_url).toBe(ackPayload.withdrawUrl);

    const keen = await createLead(db(), lead({ consentPurposes: ["contact", "updates"], links: LINKS }));
    expect(await ledger(db(), keen.id)).toEqual(["contact: given", "updates: requested"]);

    const minor = await createLead(
      db(),
      lead({ applicant: "minor", guardianName: "Sunita", guardianPhone: "9845054321", links: LINKS }),
    );
    expect(await leadRow(db(), minor.id)).toMatchObject({
      applicant: "minor",
      guardian_name: "Sunita",
      guardian_phone: "9845054321",
    });
    const minorEnquiry = await db()
      .selectFrom("lead_enquiries")
      .selectAll()
      .where("lead_id", "=", minor.id)
      .executeTakeFirstOrThrow();
    expect(minorEnquiry).toMatchObject({ applicant: "minor", guardian_name: "Sunita", guardian_phone: "9845054321" });
    expect(await ledger(db(), minor.id)).toEqual(["contact: given"]);

    // Without links: no acknowledgement, and the webhook says there is no link.
    const plain = await createLead(db(), lead());
    const plainRows = await outbox(db(), plain.id);
    expect(plainRows.map((r) => r.event_key.replace(/\d+/, "N"))).toEqual([
      "lead-event-N-email",
      "lead-event-N-webhook",
    ]);
    const plainBody = JSON.parse((JSON.parse(plainRows[1]!.payload) as { body: string }).body) as {
      lead: { withdraw_url: unknown };
    };
    expect(plainBody.lead.withdraw_url).toBeNull();
  });

  // Rule: a withdrawal link works only for the lead and the secret it was signed for.
  test("withdrawal tokens round-trip and reject any change, another secret or another lead", () => {
    const token = withdrawToken(SECRET, 42);
    expect(leadIdOfWithdrawToken(SECRET, token)).toBe(42);
    const [id, mac] = token.split(".") as [string, string];
    expect(leadIdOfWithdrawToken(SECRET, `43.${mac}`)).toBeUndefined();
    const flipped = (mac[0] === "A" ? "B" : "A") + mac.slice(1);
    expect(leadIdOfWithdrawToken(SECRET, `${id}.${flipped}`)).toBeUndefined();
    expect(leadIdOfWithdrawToken(Buffer.alloc(32, 8), token)).toBeUndefined();
    expect(leadIdOfWithdrawToken(SECRET, `42.${withdrawToken(SECRET, 41).split(".")[1]}`)).toBeUndefined();
    expect(leadIdOfWithdrawToken(SECRET, "42")).toBeUndefined();
    expect(leadIdOfWithdrawToken(SECRET, `042.${mac}`)).toBeUndefined();
  });

  // Rule: the link withdraws updates, then all contact, once each, as the person's own act, logged.
  test("withdrawing by link updates the ledger, the lead, the timeline and the audit log, once", async () => {
    const { id } = await createLead(db(), lead({ consentPurposes: ["contact", "updates"] }));
    // Updates start when the person confirms them (double opt-in).
    const enquiryId = (
      await db().selectFrom("lead_enquiries").select("id").where("lead_id", "=", id).executeTakeFirstOrThrow()
    ).id;
    expect(await confirmByLink(db(), SECRET, enquiryToken(SECRET, "confirm", enquiryId))).toBe("done");
    const token = withdrawToken(SECRET, id);
    expect(await withdrawLinkState(db(), SECRET, token)).toEqual({ updates: true, contact: true });

    expect(await withdrawByLink(db(), SECRET, token, "updates")).toBe("done");
    expect(await ledger(db(), id)).toEqual([
      "contact: given",
      "updates: requested",
      "updates: given",
      "updates: withdrawn",
    ]);
    let row = await leadRow(db(), id);
    expect(JSON.parse(row.consent_purposes)).toEqual(["contact"]);
    expect(row.contact_withdrawn_at).toBeNull();

    expect(await withdrawByLink(db(), SECRET, token, "contact")).toBe("done");
    expect(await ledger(db(), id)).toEqual([
      "contact: given",
      "updates: requested",
      "updates: given",
      "updates: withdrawn",
      "contact: withdrawn",
    ]);
    row = await leadRow(db(), id);
    expect(JSON.parse(row.consent_purposes)).toEqual([]);
    expect(row.contact_withdrawn_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const withdrawals = await db().selectFrom("consent_records").selectAll().where("state", "=", "withdrawn").execute();
    expect(withdrawals.map((r) => [r.source, r.actor_id])).toEqual([
      ["withdraw-link", null],
      ["withdraw-link", null],
    ]);
    const changed = (await events(db(), id)).filter((e) => e.kind === "consent_changed");
    expect(changed.map((e) => [JSON.parse(e.data), e.actor_id])).toEqual([
      [{ withdrawn: ["updates"], source: "withdraw-link" }, null],
      [{ withdrawn: ["contact"], source: "withdraw-link" }, null],
    ]);
    const logged = await audit(db(), "lead.consent_withdrawn");
    expect(logged.map((r) => [r.actor_id, r.subject])).toEqual([
      [null, `lead:${id}`],
      [null, `lead:${id}`],
    ]);

    // The same withdrawal again adds nothing anywhere.
    expect(await withdrawByLink(db(), SECRET, token, "contact")).toBe("done");
    expect(await withdrawByLink(db(), SECRET, token, "updates")).toBe("done");
    expect(await ledger(db(), id)).toHaveLength(5);
    expect((await events(db(), id)).filter((e) => e.kind === "consent_changed")).toHaveLength(2);
    expect(await audit(db(), "lead.consent_withdrawn")).toHaveLength(2);
    expect(await withdrawLinkState(db(), SECRET, token)).toEqual({ updates: false, contact: false });

    await db().updateTable("leads").set({ erased_at: new Date().toISOString() }).where("id", "=", id).execute();
    expect(await withdrawByLink(db(), SECRET, token, "contact")).toBe("erased");
    expect(await withdrawByLink(db(), SECRET, `${id}.AAAAAAAAAAAAAAAAAAAAAA`, "contact")).toBe("unknown");
    expect(await withdrawByLink(db(), SECRET, withdrawToken(SECRET, 9999), "contact")).toBe("unknown");
  });

  // Rule: an e-mail-verified erasure request anonymises every lead of that person, keeping the counts.
  test("an erasure request verified by the e-mail code shows the data, then erases the person everywhere", async () => {
    const meera = await insertStaff(db(), { name: "Meera Iyer", role: "counsellor" });
    await saveAlertSettings(db(), { alertsEmail: "", webhookUrl: "https://crm.example.in/hook", webhookSecret: "s" });
    const person = lead({
      email: "Ravi.Kumar@Example.in",
      applicant: "minor",
      guardianName: "Sunita",
      guardianPhone: "9845054321",
      ipHash: "hash-1",
      userAgent: "Firefox",
      message: "Call after 6",
      course: "MBA",
      links: LINKS,
    });
    const { id } = await createLead(db(), person);
    await createLead(db(), { ...person, form: "banner", page: "/", submissionId: "banner:2" });
    const counsellor = { id: meera, role: "counsellor" as const };
    await addNote(db(), { leadId: id, note: "Father works at Infosys" }, counsellor);
    await logCall(db(), { leadId: id, outcome: "no_answer", note: "Mother picked up" }, counsellor);
    const other = await createLead(db(), lead({ links: LINKS }));
    expect((await outbox(db(), id)).length).toBeGreaterThan(0);

    const { publicId } = await receiveRequest(
      db(),
      { kind: "erase", email: "ravi.kumar@example.in", phone: "", details: "", ipHash: "ip-1" },
      LINKS,
    );
    expect(await requestRow(db(), publicId)).toMatchObject({
      status: "awaiting_code",
      channel: "email",
      contact: "ravi.kumar@example.in",
    });
    const code = await codeOf(db(), publicId);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === "000000" ? "111111" : "000000";
    const refusal = await verifyCode(db(), publicId, wrong, SECRET).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).message).toContain("4 tries left");
    expect((await requestRow(db(), publicId)).code_attempts).toBe(1);

    const verified = await verifyCode(db(), publicId, code, SECRET);
    expect(verified.request.status).toBe("open");
    expect(verified.data).toHaveLength(1);
    expect(verified.data[0]).toMatchObject({
      id,
      counsellor: "Meera",
      applicant: "minor",
      guardian: { name: "Sunita", phone: "9845054321" },
      currentConsent: { contact: "given" },
    });
    expect(verified.data[0]!.enquiries.map((e) => [e.page, e.email, e.message])).toEqual([
      ["/colleges/rv", "Ravi.Kumar@Example.in", "Call after 6"],
      ["/", "Ravi.Kumar@Example.in", "Call after 6"],
    ]);
    // A repeat enquiry changes no consent: the ledger has the first enquiry's row only.
    expect(verified.data[0]!.consents.map((c) => `${c.purpose}: ${c.state}`)).toEqual(["contact: given"]);
    expect(await requestRow(db(), publicId)).toMatchObject({ status: "open", code_hash: null, lead_ids: `[${id}]` });

    await expect(carryOutRequest(db(), { publicId, proof: "forged" }, SECRET)).rejects.toBeInstanceOf(Refusal);
    await expect(
      carryOutRequest(db(), { publicId, proof: verified.proof }, Buffer.alloc(32, 8)),
    ).rejects.toBeInstanceOf(Refusal);
    expect((await leadRow(db(), id)).erased_at).toBeNull();

    expect(await carryOutRequest(db(), { publicId, proof: verified.proof }, SECRET)).toEqual({
      kind: "erase",
      records: 2,
    });
    const erased = await leadRow(db(), id);
    expect(erased).toMatchObject({
      name: "Erased",
      email: null,
      phone: null,
      email_key: null,
      ip_hash: null,
      user_agent: null,
      message: null,
      guardian_name: null,
      guardian_phone: null,
      notes: "",
      form: "college",
      course: "MBA",
      utm_source: "google",
    });
    expect(erased.erased_at).toMatch(/^\d{4}-/);
    const enquiries = await db().selectFrom("lead_enquiries").selectAll().where("lead_id", "=", id).execute();
    expect(enquiries).toHaveLength(2);
    for (const enquiry of enquiries) {
      expect(enquiry).toMatchObject({
        name: "Erased",
        email: null,
        phone: null,
        message: null,
        ip_hash: null,
        user_agent: null,
      });
      expect(enquiry).toMatchObject({ guardian_name: null, guardian_phone: null, submission_id: null });
    }
    const timeline = await events(db(), id);
    for (const kind of ["note_added", "call_logged"])
      expect(timeline.filter((e) => e.kind === kind).map((e) => e.data)).toEqual(['{"erased":true}']);
    expect(timeline.at(-1)).toMatchObject({ kind: "erased", actor_id: null, data: '{"reason":"request"}' });
    expect(await outbox(db(), id)).toEqual([]);
    expect((await outbox(db(), other.id)).length).toBeGreaterThan(0);
    expect((await leadRow(db(), other.id)).erased_at).toBeNull();

    const request = await requestRow(db(), publicId);
    expect(request).toMatchObject({ status: "done", contact: "(erased)" });
    expect(request.closed_at).not.toBeNull();
    expect((await audit(db(), "lead.erased")).map((r) => r.subject)).toEqual([`lead:${id}`]);
    const subject = `privacy_request:${request.id}`;
    expect((await audit(db(), "privacy_request.received")).map((r) => r.subject)).toEqual([subject]);
    expect((await audit(db(), "privacy_request.verified")).map((r) => r.subject)).toEqual([subject]);
    await expect(carryOutRequest(db(), { publicId, proof: verified.proof }, SECRET)).rejects.toBeInstanceOf(Refusal);

    // The anonymised lead still counts, with its form and day.
    const chart = await leadsPerDay(db(), 2);
    const colleges = Object.values(chart.counts).reduce((n, day) => n + (day.college ?? 0), 0);
    expect(colleges).toBe(2);
  });

  // Rule: a request to see one's data is answered, and closed, as soon as the code is right.
  test("an access request is done at verification, logged as answered; it cannot be carried out", async () => {
    const { id } = await createLead(db(), lead({ email: "neha@example.in" }));
    const { publicId } = await receiveRequest(
      db(),
      { kind: "access", email: "NEHA@example.in", phone: "", details: "", ipHash: "ip-1" },
      LINKS,
    );
    const verified = await verifyCode(db(), publicId, await codeOf(db(), publicId), SECRET);
    expect(verified.data.map((d) => d.id)).toEqual([id]);
    const request = await requestRow(db(), publicId);
    expect(request).toMatchObject({ status: "done", contact: "neha@example.in" });
    expect(request.closed_at).not.toBeNull();
    expect((await audit(db(), "privacy_request.answered")).map((r) => r.subject)).toEqual([
      `privacy_request:${request.id}`,
    ]);
    expect(await audit(db(), "privacy_request.verified")).toEqual([]);
    await expect(carryOutRequest(db(), { publicId, proof: verified.proof }, SECRET)).rejects.toBeInstanceOf(Refusal);
    await expect(verifyCode(db(), publicId, "123456", SECRET)).rejects.toBeInstanceOf(Refusal);
    expect((await leadRow(db(), id)).erased_at).toBeNull();
  });

  // Rule: five tries at most, even when the guesses come all at once; an erasure leaves no code e-mail behind.
  test("parallel guesses get five tries between them; the person's code e-mails leave the outbox with the erasure", async () => {
    await createLead(db(), lead({ email: "guess@example.in" }));
    const { publicId } = await receiveRequest(
      db(),
      { kind: "erase", email: "guess@example.in", phone: "", details: "", ipHash: "ip-1" },
      LINKS,
    );
    const code = await codeOf(db(), publicId);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => verifyCode(db(), publicId, wrong, SECRET)),
    );
    expect(answers.every((answer) => answer.status === "rejected")).toBe(true);
    expect((await requestRow(db(), publicId)).code_attempts).toBe(5);
    // The right code is no use any more: the tries are spent.
    await expect(verifyCode(db(), publicId, code, SECRET)).rejects.toThrow("Too many wrong codes");

    const again = await receiveRequest(
      db(),
      { kind: "erase", email: "guess@example.in", phone: "", details: "", ipHash: "ip-1" },
      LINKS,
    );
    const verified = await verifyCode(db(), again.publicId, await codeOf(db(), again.publicId), SECRET);
    await carryOutRequest(db(), { publicId: again.publicId, proof: verified.proof }, SECRET);
    const left = await db()
      .selectFrom("outbox")
      .select("payload")
      .where("event_key", "like", "privacy-request-%")
      .execute();
    expect(left.filter((row) => row.payload.includes("guess@example.in"))).toEqual([]);
  });

  // Rule: a phone-only request waits for staff to call; they verify, carry it out, and it stays closed.
  test("a phone-only erasure is verified and carried out by staff; a closed request refuses further steps", async () => {
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), name: "Priya Shah" };
    const { id } = await createLead(db(), lead({ phone: "9811122233", email: null }));
    const { publicId } = await receiveRequest(
      db(),
      { kind: "erase", email: "", phone: "9811122233", details: "", ipHash: "ip-1" },
      LINKS,
    );
    const request = await requestRow(db(), publicId);
    expect(request).toMatchObject({ status: "verify_by_phone", channel: "phone", code_hash: null });
    expect(
      await db().selectFrom("outbox").select("id").where("event_key", "like", "privacy-request-%").execute(),
    ).toEqual([]);

    await expect(updateRequest(db(), { id: request.id, action: "carry_out", note: "" }, owner)).rejects.toBeInstanceOf(
      Refusal,
    );
    expect(await updateRequest(db(), { id: request.id, action: "verified_by_phone", note: "called" }, owner)).toContain(
      "1 enquiry record",
    );
    expect(await requestRow(db(), publicId)).toMatchObject({ status: "open", lead_ids: `[${id}]` });
    expect((await leadRow(db(), id)).erased_at).toBeNull();

    await updateRequest(db(), { id: request.id, action: "carry_out", note: "" }, owner);
    expect(await leadRow(db(), id)).toMatchObject({ name: "Erased", phone: null });
    expect(await requestRow(db(), publicId)).toMatchObject({ status: "done", contact: "(erased)" });
    const erasedEvent = (await events(db(), id)).at(-1)!;
    expect(erasedEvent).toMatchObject({ kind: "erased", actor_id: owner.id });
    expect((await audit(db(), "lead.erased")).map((r) => r.actor_id)).toEqual([owner.id]);

    for (const action of ["done", "rejected", "carry_out", "verified_by_phone"] as const)
      await expect(updateRequest(db(), { id: request.id, action, note: "" }, owner)).rejects.toThrow("already closed");
    const steps = await audit(db(), "privacy_request.updated");
    expect(steps.map((r) => [r.actor_id, JSON.parse(r.details)])).toEqual([
      [owner.id, { step: "verified_by_phone" }],
      [owner.id, { step: "carry_out" }],
    ]);
  });

  // Rule: the retention job anonymises inactive leads, deletes stale sign-in rows and old audit entries, once a day.
  test("retention anonymises leads past the retention period and purges old sign-in and audit rows", async () => {
    const at = new Date();
    const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();
    const DAY = 24 * 60 * 60 * 1000;
    const backdate = (id: number, months: number) =>
      db()
        .updateTable("leads")
        .set({ updated_at: monthsBefore(at, months).toISOString() })
        .where("id", "=", id)
        .execute();
    const stale = await createLead(db(), lead());
    const sevenMonths = await createLead(db(), lead());
    const recent = await createLead(db(), lead());
    await backdate(stale.id, 25);
    await backdate(sevenMonths.id, 7);

    const staff = await insertStaff(db(), { name: "Owner", role: "owner" });
    await insertSession(db(), staff);
    await db()
      .insertInto("admin_sessions")
      .values({
        id: "expired",
        admin_id: staff,
        created_at: ago(DAY),
        last_seen_at: ago(DAY / 2),
        expires_at: ago(DAY / 2),
      })
      .execute();
    await db()
      .insertInto("login_attempts")
      .values([
        { email: "old@example.in", ip_hash: "x", succeeded: 0, created_at: ago(31 * DAY) },
        { email: "new@example.in", ip_hash: "x", succeeded: 0, created_at: at.toISOString() },
      ])
      .execute();
    await db()
      .insertInto("audit_log")
      .values([
        {
          action: "staff.signed_in",
          subject: "old",
          actor_id: null,
          actor_name: null,
          details: "{}",
          created_at: ago(401 * DAY),
        },
        {
          action: "staff.signed_in",
          subject: "kept",
          actor_id: null,
          actor_name: null,
          details: "{}",
          created_at: ago(399 * DAY),
        },
        // A run more than a day ago does not stop this one.
        {
          action: "retention.ran",
          subject: null,
          actor_id: null,
          actor_name: null,
          details: "{}",
          created_at: ago(DAY + 60_000),
        },
      ])
      .execute();

    // Notifications carry names and phones: delivered ones go after 90 days, code e-mails after a day.
    const outboxRow = (key: string, status: OutboxStatus, created: string) => ({
      event_key: key,
      channel: "email",
      payload: "{}",
      status,
      next_attempt_at: created,
      created_at: created,
    });
    await db()
      .insertInto("outbox")
      .values([
        outboxRow("old-sent", "sent", ago(91 * DAY)),
        outboxRow("old-pending", "pending", ago(91 * DAY)),
        outboxRow("recent-sent", "sent", ago(89 * DAY)),
        outboxRow("privacy-request-999-code", "sent", ago(2 * DAY)),
      ])
      .execute();
    // A request nobody verified goes after a day; a closed one past the period forgets whose it was.
    const request = (publicId: string, status: RequestStatus, created: string, closed: string | null) => ({
      public_id: publicId,
      kind: "access" as const,
      channel: "email",
      contact: `${publicId}@example.in`,
      status,
      due_at: created,
      created_at: created,
      closed_at: closed,
    });
    await db()
      .insertInto("privacy_requests")
      .values([
        request("unverifiedOldRequest01", "awaiting_code", ago(25 * 60 * 60 * 1000), null),
        request("unverifiedNewRequest01", "awaiting_code", ago(23 * 60 * 60 * 1000), null),
        request("closedLongAgoRequest01", "done", ago(26 * 31 * DAY), ago(25 * 31 * DAY)),
      ])
      .execute();

    // Staff invitations name the person invited: they go 30 days after they ended (used, replaced or expired).
    const invitation = (email: string, ended: { expires: string; accepted?: string; revoked?: string }) => ({
      name: "Invited Colleague",
      email,
      role: "counsellor" as const,
      salt: `salt-${email}`,
      token_hash: `hash-${email}`,
      created_at: ago(40 * DAY),
      expires_at: ended.expires,
      accepted_at: ended.accepted ?? null,
      revoked_at: ended.revoked ?? null,
    });
    await db()
      .insertInto("staff_invitations")
      .values([
        invitation("used-long-ago@example.in", { expires: ago(29 * DAY), accepted: ago(31 * DAY) }),
        invitation("replaced-long-ago@example.in", { expires: ago(29 * DAY), revoked: ago(31 * DAY) }),
        invitation("expired-long-ago@example.in", { expires: ago(31 * DAY) }),
        invitation("used-lately@example.in", { expires: ago(27 * DAY), accepted: ago(29 * DAY) }),
        invitation("still-open@example.in", { expires: ago(-2 * DAY) }),
      ])
      .execute();

    const run = {
      leadsErased: 1,
      mergeCopies: 0,
      sessions: 1,
      loginAttempts: 1,
      auditEntries: 1,
      outboxRows: 2,
      privacyRequests: 2,
      imports: 0,
      invitations: 3,
    };
    expect(await runRetention(db(), { at, unlessRanWithinMs: DAY })).toEqual(run);
    expect(await leadRow(db(), stale.id)).toMatchObject({ name: "Erased", phone: null, email: null });
    expect((await events(db(), stale.id)).at(-1)).toMatchObject({ kind: "erased", data: '{"reason":"retention"}' });
    for (const id of [sevenMonths.id, recent.id]) expect((await leadRow(db(), id)).erased_at).toBeNull();
    expect((await db().selectFrom("admin_sessions").select("id").execute()).map((r) => r.id)).not.toContain("expired");
    expect(await db().selectFrom("admin_sessions").select("id").execute()).toHaveLength(1);
    expect((await db().selectFrom("login_attempts").select("email").execute()).map((r) => r.email)).toEqual([
      "new@example.in",
    ]);
    expect((await audit(db(), "staff.signed_in")).map((r) => r.subject)).toEqual(["kept"]);
    const keys = (await db().selectFrom("outbox").select("event_key").execute()).map((r) => r.event_key);
    expect(keys).toEqual(expect.arrayContaining(["old-pending", "recent-sent"]));
    expect(keys).not.toContain("old-sent");
    expect(keys).not.toContain("privacy-request-999-code");
    expect(
      await db().selectFrom("privacy_requests").select(["public_id", "contact"]).orderBy("public_id").execute(),
    ).toEqual([
      { public_id: "closedLongAgoRequest01", contact: "(erased)" },
      { public_id: "unverifiedNewRequest01", contact: "unverifiedNewRequest01@example.in" },
    ]);
    expect(
      (await db().selectFrom("staff_invitations").select("email").orderBy("email").execute()).map((r) => r.email),
    ).toEqual(["still-open@example.in", "used-lately@example.in"]);
    const ran = (await audit(db(), "retention.ran")).at(-1)!;
    expect(ran.actor_id).toBeNull();
    expect(JSON.parse(ran.details)).toEqual({
      ...run,
      retentionMonths: 24,
      cutoff: monthsBefore(at, 24).toISOString(),
    });
    expect(await runRetention(db(), { unlessRanWithinMs: DAY })).toBe("skipped");

    // A shorter period set by the owners takes the seven-month-old lead too, but not the recent one.
    await saveSiteSettings(db(), { ...DEFAULT_SITE_SETTINGS, retentionMonths: 6 });
    expect(await runRetention(db())).toMatchObject({ leadsErased: 1 });
    expect((await leadRow(db(), sevenMonths.id)).erased_at).not.toBeNull();
    expect((await leadRow(db(), recent.id)).erased_at).toBeNull();
    expect(JSON.parse((await audit(db(), "retention.ran")).at(-1)!.details)).toMatchObject({
      leadsErased: 1,
      retentionMonths: 6,
    });
  });

  // Rule: staff looking at or exporting leads is logged; a minor's parent's agreement is recorded with who and when.
  test("viewing and exporting leads are audited; confirming a parent works on minors only", async () => {
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), role: "owner" as const };
    const other = {
      id: await insertStaff(db(), { name: "Dev", role: "counsellor", active: 0 }),
      role: "counsellor" as const,
    };
    const minor = await createLead(
      db(),
      lead({
        applicant: "minor",
        guardianName: "Sunita",
        guardianPhone: "9845054321",
        guardianEmail: "sunita.parent@example.in",
      }),
    );
    const adult = await createLead(db(), lead({ form: "banner" }));
    await db().updateTable("leads").set({ assignee_id: owner.id }).where("id", "=", adult.id).execute();

    expect(await openLead(db(), minor.id, { ...owner, name: "Priya Shah" })).toBeDefined();
    expect(await openLead(db(), adult.id, { ...other, name: "Dev" })).toBeUndefined();
    const viewed = await audit(db(), "lead.viewed");
    expect(viewed.map((r) => [r.actor_id, r.actor_name, r.subject])).toEqual([
      [owner.id, "Priya Shah", `lead:${minor.id}`],
    ]);

    const csv = await new Response(
      await exportLeadsCsv(db(), { form: "college", q: "" }, { id: owner.id, name: "Priya Shah" }),
    ).text();
    const minorPhone = (await leadRow(db(), minor.id)).phone!;
    expect(csv).toContain(minorPhone);
    // The parent's e-mail goes with the parent's name and phone, and with its withdrawal (none yet).
    expect(csv.split("\r\n")[0]).toContain(
      '"Parent or guardian phone","Parent or guardian email","Parent or guardian email withdrawn (UTC)"',
    );
    expect(csv).toContain('"Sunita","9845054321","sunita.parent@example.in",""');
    expect(csv).not.toContain((await leadRow(db(), adult.id)).phone!);
    const exported = await audit(db(), "leads.exported");
    expect(exported.map((r) => [r.actor_id, r.subject, JSON.parse(r.details)])).toEqual([
      [owner.id, null, { filters: { form: "college" }, rows: 1 }],
    ]);

    // After a breach: the contacts of everyone affected who still has details, and the export is logged.
    const breach = await exportBreachContactsCsv(db(), {}, { id: owner.id, name: "Priya Shah" });
    expect(breach.split("\r\n")[0]).toBe(
      '\uFEFF"ID","Received (UTC)","Name","Phone","Email","Parent or guardian","Parent or guardian phone","Parent or guardian email"',
    );
    expect(breach).toContain(`"${minorPhone}"`);
    // Everyone a breach may have exposed can be told, a parent known only by e-mail too.
    expect(breach).toContain('"Sunita","9845054321","sunita.parent@example.in"');
    expect((await audit(db(), "breach.exported")).map((r) => [r.actor_id, JSON.parse(r.details).rows])).toEqual([
      [owner.id, 2],
    ]);

    await confirmParent(db(), { leadId: minor.id }, owner);
    const confirmed = await leadRow(db(), minor.id);
    expect(confirmed.parent_confirmed_by).toBe(owner.id);
    expect(confirmed.parent_confirmed_at).toMatch(/^\d{4}-/);
    // Confirming again changes nothing.
    await confirmParent(db(), { leadId: minor.id }, owner);
    expect((await events(db(), minor.id)).filter((e) => e.kind === "parent_confirmed")).toEqual([
      { kind: "parent_confirmed", data: "{}", actor_id: owner.id },
    ]);
    expect((await audit(db(), "lead.parent_confirmed")).map((r) => [r.actor_id, r.subject])).toEqual([
      [owner.id, `lead:${minor.id}`],
    ]);

    await expect(confirmParent(db(), { leadId: adult.id }, owner)).rejects.toBeInstanceOf(Refusal);
    expect((await leadRow(db(), adult.id)).parent_confirmed_at).toBeNull();
  });
});

// Rule: the retention cut-off is whole calendar months, never a few days early in a short month.
test("months before a date land on the same day, or the last day of a shorter month", () => {
  expect(monthsBefore(new Date("2026-08-31T10:00:00Z"), 6).toISOString()).toBe("2026-02-28T10:00:00.000Z");
  expect(monthsBefore(new Date("2028-08-31T10:00:00Z"), 6).toISOString()).toBe("2028-02-29T10:00:00.000Z");
  expect(monthsBefore(new Date("2026-11-25T00:00:00Z"), 24).toISOString()).toBe("2024-11-25T00:00:00.000Z");
  expect(monthsBefore(new Date("2026-03-31T23:59:59Z"), 1).toISOString()).toBe("2026-02-28T23:59:59.000Z");
});

describeEachEngine("privacy: no contact", (db) => {
  // Rule: once a person withdrew all contact, nobody logs a call or sets a follow-up for them.
  test("a lead that withdrew all contact refuses calls and follow-ups, but still takes notes", async () => {
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), role: "owner" as const };
    const { id } = await createLead(db(), lead());
    await logCall(db(), { leadId: id, outcome: "no_answer", note: "" }, owner);
    expect(await withdrawByLink(db(), SECRET, withdrawToken(SECRET, id), "contact")).toBe("done");
    await expect(logCall(db(), { leadId: id, outcome: "no_answer", note: "" }, owner)).rejects.toThrow(
      "asked not to be contacted",
    );
    await expect(
      setFollowUp(db(), { leadId: id, at: new Date(Date.now() + 86_400_000).toISOString() }, owner),
    ).rejects.toThrow("asked not to be contacted");
    await addNote(db(), { leadId: id, note: "Asked us to stop calling." }, owner);
    expect((await events(db(), id)).map((event) => event.kind)).toEqual([
      "created",
      "call_logged",
      "status_changed",
      "consent_changed",
      "note_added",
    ]);
  });
});

describeEachEngine("privacy: requests", (db) => {
  // Rule: a few requests an hour per address, so nobody can flood an inbox through the site; a spent code's e-mail goes.
  test("a fourth request for one address within the hour is refused; a verified code's e-mail leaves the outbox", async () => {
    await createLead(db(), lead({ email: "flood@example.in" }));
    const ask = () =>
      receiveRequest(
        db(),
        { kind: "access", email: "Flood@example.in", phone: "", details: "", ipHash: "ip-1" },
        LINKS,
      );
    const first = await ask();
    await ask();
    await ask();
    await expect(ask()).rejects.toThrow("several requests for this address");
    const { id } = await requestRow(db(), first.publicId);
    await verifyCode(db(), first.publicId, await codeOf(db(), first.publicId), SECRET);
    expect(
      await db().selectFrom("outbox").select("id").where("event_key", "=", `privacy-request-${id}-code`).execute(),
    ).toEqual([]);
  });
});

describeEachEngine("privacy: correction", (db) => {
  // Rule: an owner corrects a person's details on request; the timeline and audit name the fields, never the values.
  test("an owner corrects the name, phone and e-mail; a counsellor may not; the record says which fields changed", async () => {
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), role: "owner" as const };
    const counsellor = {
      id: await insertStaff(db(), { name: "Anil", role: "counsellor" }),
      role: "counsellor" as const,
    };
    const { id } = await createLead(db(), lead({ name: "Asha Rao", email: "asha.old@example.in" }));
    const correction = { leadId: id, name: "Asha R. Rao", phone: "9845099999", email: "Asha.New@example.in" };
    await expect(correctDetails(db(), correction, counsellor)).rejects.toThrow("Only an owner");
    await correctDetails(db(), correction, owner);
    expect(await leadRow(db(), id)).toMatchObject({
      name: "Asha R. Rao",
      phone: "9845099999",
      email: "Asha.New@example.in",
      email_key: "asha.new@example.in",
    });
    const corrected = (await events(db(), id)).filter((event) => event.kind === "details_corrected");
    expect(corrected).toEqual([
      { kind: "details_corrected", data: '{"fields":["name","phone","email"]}', actor_id: owner.id },
    ]);
    const changed = (await audit(db(), "lead.changed")).map((row) => row.details);
    expect(changed.some((details) => details.includes("details_corrected"))).toBe(true);
    expect(changed.join()).not.toContain("Asha");
    // The same values again change nothing.
    await correctDetails(db(), correction, owner);
    expect((await events(db(), id)).filter((event) => event.kind === "details_corrected")).toHaveLength(1);
  });
});

describeEachEngine("privacy: staff and alerts in the audit log", (db) => {
  // Rule: who added or removed staff, and who changed where lead details are sent, is on record.
  test("adding and removing staff and changing the lead alerts are audited with who did it", async () => {
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), name: "Priya Shah" };
    const added = await registerAdmin(
      db(),
      {
        name: "New Counsellor",
        email: "new.counsellor@example.in",
        password: "a-long-password",
        mobile: "",
        role: "counsellor",
      },
      { bySignedInAdmin: true, setupTokenRequired: false, actor: owner },
    );
    expect(added.ok).toBe(true);
    const newId = added.ok ? added.admin.id : 0;
    await removeAdmin(db(), { id: newId, byAdminId: owner.id });
    await updateAlertSettings(
      db(),
      {
        alertsEmail: "owners@example.in",
        webhookUrl: "https://crm.example.in/hook",
        webhookSecret: "a-secret-of-sixteen+",
      },
      owner,
    );
    const rows = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "actor_name", "subject", "details"])
      .where("action", "in", ["staff.added", "staff.removed", "alerts.changed"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        action: "staff.added",
        actor_id: owner.id,
        actor_name: "Priya Shah",
        subject: `admin:${newId}`,
        details: '{"role":"counsellor"}',
      },
      {
        action: "staff.removed",
        actor_id: owner.id,
        actor_name: "Priya Shah",
        subject: `admin:${newId}`,
        details: "{}",
      },
      {
        action: "alerts.changed",
        actor_id: owner.id,
        actor_name: "Priya Shah",
        subject: "settings",
        details: '{"alertsEmail":true,"webhookHost":"crm.example.in"}',
      },
    ]);
  });
});

describeEachEngine("privacy: second read", (db) => {
  // Rule: a withdrawal link reaches only the lead's own address; a person sees only the enquiries they sent.
  test("a look-alike enquiry (same phone, another address) is a new lead marked as a possible duplicate; both addresses get the same acknowledgement, and each sees only its own enquiry", async () => {
    const first = await createLead(
      db(),
      lead({ phone: "9845000001", email: "owner.of.lead@example.in", links: LINKS }),
    );
    const other = await createLead(
      db(),
      lead({ phone: "9845000001", email: "someone.else@example.in", name: "Someone Else", links: LINKS }),
    );
    expect(other.repeat).toBe(false);
    expect(other.id).not.toBe(first.id);
    expect((await leadRow(db(), other.id)).duplicate_of).toBe(first.id);
    const acknowledgement = async (leadId: number) => {
      const rows = (await outbox(db(), leadId)).filter((row) => row.event_key.endsWith("-acknowledgement"));
      return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
    };
    const [mine] = await acknowledgement(first.id);
    const [theirs] = await acknowledgement(other.id);
    expect(mine!.to).toBe("owner.of.lead@example.in");
    expect(theirs!.to).toBe("someone.else@example.in");
    // The same e-mail, whether or not a lead existed: only the address and the links differ.
    const same = (payload: Record<string, unknown>) => ({ ...payload, to: "", withdrawUrl: "" });
    expect(same(theirs!)).toEqual(same(mine!));

    // The other sender finds the enquiry they sent (every enquiry is matched), and only that one.
    const theirRequest = await receiveRequest(
      db(),
      { kind: "access", email: "someone.else@example.in", phone: "", details: "", ipHash: "ip-1" },
      LINKS,
    );
    const seenByOther = await verifyCode(
      db(),
      theirRequest.publicId,
      await codeOf(db(), theirRequest.publicId),
      SECRET,
    );
    expect(
      seenByOther.data.flatMap((found) => found.enquiries.map((enquiry) => [enquiry.name, enquiry.email])),
    ).toEqual([["Someone Else", "someone.else@example.in"]]);
    // Its owner sees the enquiries sent with their own address, not the other sender's.
    const myRequest = await receiveRequest(
      db(),
      { kind: "access", email: "owner.of.lead@example.in", phone: "", details: "", ipHash: "ip-1" },
      LINKS,
    );
    const seenByOwner = await verifyCode(db(), myRequest.publicId, await codeOf(db(), myRequest.publicId), SECRET);
    expect(seenByOwner.data.flatMap((found) => found.enquiries.map((enquiry) => enquiry.email))).toEqual([
      "owner.of.lead@example.in",
    ]);
  });

  // Rule: pressing "Erase my details" twice erases once; the search words of an export are not kept.
  test("a request is carried out once however often it is sent; an export's search words stay out of the audit log", async () => {
    await createLead(db(), lead({ email: "twice@example.in" }));
    const { publicId } = await receiveRequest(
      db(),
      { kind: "erase", email: "twice@example.in", phone: "", details: "", ipHash: "ip-1" },
      LINKS,
    );
    const verified = await verifyCode(db(), publicId, await codeOf(db(), publicId), SECRET);
    const both = await Promise.allSettled([
      carryOutRequest(db(), { publicId, proof: verified.proof }, SECRET),
      carryOutRequest(db(), { publicId, proof: verified.proof }, SECRET),
    ]);
    expect(both.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await audit(db(), "lead.erased")).toHaveLength(1);

    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), name: "Priya Shah" };
    await exportLeadsCsv(db(), { q: "Asha Rao 9845" }, owner);
    const [exported] = await audit(db(), "leads.exported");
    expect(JSON.parse(exported!.details).filters).toEqual({ q: true });
    expect(exported!.details).not.toContain("Asha");
  });

  // Rule: an erased lead leaves the digests, takes no notes, and leaves the queue; so does one that withdrew contact.
  test("an erased lead leaves the morning digests and the queue and takes no notes", async () => {
    const counsellor = {
      id: await insertStaff(db(), { name: "Anil", role: "counsellor" }),
      role: "counsellor" as const,
    };
    const kept = await createLead(db(), lead({ name: "Kept Person" }));
    const gone = await createLead(db(), lead({ name: "Gone Person" }));
    const withdrawn = await createLead(db(), lead({ name: "Withdrawn Person" }));
    await db()
      .updateTable("leads")
      .set({ assignee_id: counsellor.id })
      .where("id", "in", [kept.id, gone.id, withdrawn.id])
      .execute();
    await db()
      .insertInto("outbox")
      .values(
        sentDigestRow(counsellor.id, [
          { leadId: kept.id, name: "Kept Person" },
          { leadId: gone.id, name: "Gone Person" },
        ]),
      )
      .execute();
    await db()
      .transaction()
      .execute((trx) => erasePersonalData(trx, { leadId: gone.id }, { reason: "owner" }));
    expect(await withdrawByLink(db(), SECRET, withdrawToken(SECRET, withdrawn.id), "contact")).toBe("done");

    const digest = await db()
      .selectFrom("outbox")
      .select("payload")
      .where("event_key", "like", "digest-%")
      .executeTakeFirstOrThrow();
    expect(digest.payload).toContain("Kept Person");
    expect(digest.payload).not.toContain("Gone Person");
    await expect(addNote(db(), { leadId: gone.id, note: "More about them" }, counsellor)).rejects.toThrow("erased");
    const queue = await leadQueue(db(), counsellor);
    expect(queue.map((row) => row.id)).toEqual([kept.id]);
  });

  // Rule: a correction reaches the enquiries too, so the person sees and we export the right details.
  test("a correction changes the enquiries as well as the lead", async () => {
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), role: "owner" as const };
    const { id } = await createLead(db(), lead({ name: "Wrong Name", email: "right@example.in" }));
    await correctDetails(
      db(),
      { leadId: id, name: "Right Name", phone: "9845077777", email: "right@example.in" },
      owner,
    );
    const enquiries = await db()
      .selectFrom("lead_enquiries")
      .select(["name", "phone"])
      .where("lead_id", "=", id)
      .execute();
    expect(enquiries).toEqual([{ name: "Right Name", phone: "9845077777" }]);
  });
});
