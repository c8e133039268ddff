import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { createLead } from "#app/features/leads/leads.server";
import { withdrawConsent } from "#app/features/leads/consent-ledger.server";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { leadQueue } from "#app/features/inbox/lead-queue.server";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import { logCall, setFollowUp } from "#app/features/leads/lead-work.server";
import { runRetention } from "#app/features/privacy/retention.server";
import { saveAlertSettings } from "#app/features/outbox/alert-settings.server";
import { BannerLeadSchema, StandardLeadSchema } from "#app/features/leads/lead-schema";
import { enquiryToken, withdrawToken } from "#app/features/leads/withdraw-link.server";
import { acknowledgementEmail, type AcknowledgementPayload } from "#app/features/leads/acknowledgement-email.server";
import {
  confirmByLink,
  confirmLinkState,
  withdrawByLink,
  withdrawLinkState,
} from "#app/features/privacy/consent-links.server";
import { mayCall } from "#app/features/leads/lead-contact";
import { Refusal } from "#app/utils/refusal";
import { enquirers } from "../setup/enquirers";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 22, "Nobody can act on another person's lead": each reproduction of the security review
 * as a test. An enquiry is a claim (features/leads/lead-identity.server.ts); look-alikes are
 * merged by people, with undo (lead-merge.server.ts).
 */

const SECRET = Buffer.alloc(32, 7);
const LINKS = { origin: "https://example.in", secret: SECRET };

const person = enquirers(LINKS, "96");

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
const acknowledgementsTo = async (db: DB, to: string) =>
  (await db.selectFrom("outbox").select(["event_key", "payload"]).orderBy("id").execute())
    .filter((row) => row.event_key.endsWith("-acknowledgement"))
    .map((row) => JSON.parse(row.payload) as AcknowledgementPayload)
    .filter((payload) => payload.to === to);
const enquiryIds = async (db: DB, leadId: number) =>
  (await db.selectFrom("lead_enquiries").select("id").where("lead_id", "=", leadId).orderBy("id").execute()).map(
    (row) => row.id,
  );

describeEachEngine("an enquiry is a claim", (db) => {
  test("a stranger's enquiry with a withdrawn lead's phone leaves it withdrawn, its consents and details unchanged", async () => {
    const student = person({
      form: "banner",
      page: "/",
      email: null,
      applicant: "minor",
      guardianName: "Sunita Parent",
      guardianPhone: "9811122233",
    });
    const { id } = await createLead(db(), student);
    // The person withdraws all contact (with the link a counsellor sent them: the banner has no e-mail).
    await db()
      .transaction()
      .execute((trx) => withdrawConsent(trx, id, { purposes: ["contact"], source: "withdraw-link" }));
    const before = await leadRow(db(), id);
    const ledgerBefore = await ledger(db(), id);
    expect(before.contact_withdrawn_at).not.toBeNull();

    // A stranger sends the banner form with the same phone, ticks updates, and says who they are.
    const stranger = await createLead(db(), {
      ...student,
      name: "Someone Else",
      applicant: "parent",
      guardianName: "Not The Parent",
      guardianPhone: "9000000001",
      consentPurposes: ["contact", "updates"],
      submissionId: "banner:stranger",
    });
    expect(stranger).toMatchObject({ id, repeat: true });
    const after = await leadRow(db(), id);
    for (const column of [
      "contact_withdrawn_at",
      "consent_purposes",
      "name",
      "phone",
      "email",
      "applicant",
      "guardian_name",
      "guardian_phone",
    ] as const)
      expect(after[column], column).toEqual(before[column]);
    // Nothing changed in the ledger: the stranger's ticked box is on their enquiry only.
    expect(await ledger(db(), id)).toEqual(ledgerBefore);
    // Staff see it as a new enquiry after withdrawal, on the timeline, and may call about it.
    expect(after.enquiry_after_withdrawal_at).not.toBeNull();
    const events = await db().selectFrom("lead_events").select("kind").where("lead_id", "=", id).execute();
    expect(events.map((event) => event.kind)).toContain("enquiry_after_withdrawal");
  });

  test("a planted lead gets a new lead marked as a possible duplicate, not the student's enquiry", async () => {
    const studentPhone = "9845011111";
    // 1. The attacker enquires with the student's phone and their own e-mail.
    const planted = await createLead(db(), person({ phone: studentPhone, email: "attacker@evil.example" }));
    // 2. The student, a minor, enquires with that phone and a parent's details.
    const student = await createLead(
      db(),
      person({
        phone: studentPhone,
        email: "parent@example.in",
        applicant: "minor",
        guardianName: "Sunita Parent",
        guardianPhone: "9811122233",
      }),
    );
    expect(student.repeat).toBe(false);
    expect(student.id).not.toBe(planted.id);
    expect((await leadRow(db(), student.id)).duplicate_of).toBe(planted.id);
    // The planted lead holds only the attacker's own enquiry, and none of the parent's details.
    const plantedRow = await leadRow(db(), planted.id);
    expect(plantedRow.guardian_name).toBeNull();
    expect(await enquiryIds(db(), planted.id)).toHaveLength(1);
    // 3. The student gets their acknowledgement.
    expect(await acknowledgementsTo(db(), "parent@example.in")).toHaveLength(1);
    // The look-alike is in the inbox, assigned like any new lead.
    const { items } = await listLeads(db(), {});
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([planted.id, student.id]));
  });

  test("the acknowledgement is sent whether or not the phone had a lead, and is the same e-mail", async () => {
    const known = await createLead(db(), person({ phone: "9845022222", email: null, form: "banner", page: "/" }));
    await createLead(db(), person({ phone: "9845022222", email: "first@example.in" }));
    await createLead(db(), person({ phone: "9845033333", email: "second@example.in" }));
    const [toKnown] = await acknowledgementsTo(db(), "first@example.in");
    const [toNew] = await acknowledgementsTo(db(), "second@example.in");
    expect(toKnown).toBeDefined();
    expect(toNew).toBeDefined();
    const text = (payload: AcknowledgementPayload) =>
      acknowledgementEmail({ ...payload, to: "", withdrawUrl: "LINK", confirmUrl: null }).text;
    expect(text(toKnown!)).toBe(text(toNew!));
    expect(known.id).toBeGreaterThan(0);
  });

  test("the same phone and e-mail, or one of them missing on a side, is the same person", async () => {
    const banner = await createLead(db(), person({ phone: "9845044444", email: null, form: "banner", page: "/" }));
    const contact = await createLead(db(), person({ phone: "9845044444", email: "Meera@Example.in" }));
    expect(contact).toMatchObject({ id: banner.id, repeat: true });
    // Now the lead holds an e-mail (on its enquiry): another address with the phone is a look-alike.
    const other = await createLead(db(), person({ phone: "9845044444", email: "not.meera@example.in" }));
    expect(other.repeat).toBe(false);
    expect((await leadRow(db(), other.id)).duplicate_of).toBe(banner.id);
    // The same e-mail with another phone is a look-alike too.
    const otherPhone = await createLead(db(), person({ phone: "9845055555", email: "meera@example.in" }));
    expect((await leadRow(db(), otherPhone.id)).duplicate_of).toBe(banner.id);
    // The same e-mail and phone again is a repeat.
    const again = await createLead(db(), person({ phone: "9845044444", email: "MEERA@example.in" }));
    expect(again).toMatchObject({ id: banner.id, repeat: true });
  });

  test("updates start only when confirmed: by the link in the acknowledgement, or by a counsellor on a call", async () => {
    const keen = await createLead(db(), person({ consentPurposes: ["contact", "updates"] }));
    expect(JSON.parse((await leadRow(db(), keen.id)).consent_purposes)).toEqual(["contact"]);
    expect(await ledger(db(), keen.id)).toEqual(["contact: given", "updates: requested"]);
    const [ack] = await acknowledgementsTo(db(), (await leadRow(db(), keen.id)).email!);
    expect(ack!.confirmUrl).toMatch(/^https:\/\/example\.in\/privacy\/confirm\?token=e\d+\./);
    const token = new URL(ack!.confirmUrl!).searchParams.get("token")!;
    // The withdrawal token is no confirmation token.
    const withdrawToken = new URL(ack!.withdrawUrl).searchParams.get("token")!;
    expect(await confirmByLink(db(), SECRET, withdrawToken)).toBe("unknown");
    expect(await confirmByLink(db(), SECRET, token)).toBe("done");
    expect(JSON.parse((await leadRow(db(), keen.id)).consent_purposes)).toEqual(["contact", "updates"]);
    expect(await ledger(db(), keen.id)).toEqual(["contact: given", "updates: requested", "updates: given"]);
    // Twice changes nothing more.
    expect(await confirmByLink(db(), SECRET, token)).toBe("done");
    expect(await ledger(db(), keen.id)).toHaveLength(3);

    const counsellor = await insertStaff(db(), { name: "Kiran Counsellor", role: "counsellor" });
    const called = await createLead(db(), person());
    await db().updateTable("leads").set({ assignee_id: counsellor }).where("id", "=", called.id).execute();
    await logCall(
      db(),
      { leadId: called.id, outcome: "interested", note: "", updatesAgreed: true },
      { id: counsellor, role: "counsellor" },
    );
    expect(JSON.parse((await leadRow(db(), called.id)).consent_purposes)).toEqual(["contact", "updates"]);
    const given = await db()
      .selectFrom("consent_records")
      .select(["state", "source", "actor_id"])
      .where("lead_id", "=", called.id)
      .where("state", "=", "given")
      .where("purpose", "=", "updates")
      .executeTakeFirstOrThrow();
    expect(given).toEqual({ state: "given", source: "call", actor_id: counsellor });
  });

  test("a confirmation link does nothing on a lead whose person withdrew contact", async () => {
    const lead = await createLead(db(), person({ consentPurposes: ["contact", "updates"] }));
    const [enquiryId] = await enquiryIds(db(), lead.id);
    expect(await withdrawByLink(db(), SECRET, enquiryToken(SECRET, "withdraw", enquiryId!), "contact")).toBe("done");
    expect(await confirmByLink(db(), SECRET, enquiryToken(SECRET, "confirm", enquiryId!))).toBe("withdrawn");
    expect(JSON.parse((await leadRow(db(), lead.id)).consent_purposes)).toEqual([]);
  });

  test("an enquiry after withdrawal brings the lead back to the queue, marked, and calls are about it only", async () => {
    const counsellor = await insertStaff(db(), { name: "Ravi Counsellor", role: "counsellor" });
    const viewer = { id: counsellor, role: "counsellor" as const };
    const first = await createLead(db(), person({ phone: "9845066666", email: "back@example.in" }));
    const [enquiryId] = await enquiryIds(db(), first.id);
    await withdrawByLink(db(), SECRET, enquiryToken(SECRET, "withdraw", enquiryId!), "contact");
    expect((await leadQueue(db(), viewer)).map((row) => row.id)).not.toContain(first.id);
    await expect(logCall(db(), { leadId: first.id, outcome: "no_answer", note: "" }, viewer)).rejects.toBeInstanceOf(
      Refusal,
    );
    await createLead(db(), person({ phone: "9845066666", email: "back@example.in", page: "/engineering" }));
    expect((await leadQueue(db(), viewer)).map((row) => row.id)).toContain(first.id);
    await logCall(db(), { leadId: first.id, outcome: "interested", note: "about the new enquiry" }, viewer);
    expect((await leadRow(db(), first.id)).contact_withdrawn_at).not.toBeNull();
  });

  test("the webhook sends the lead as held, and a repeat's typed details apart, as the enquiry", async () => {
    await saveAlertSettings(db(), { alertsEmail: "", webhookUrl: "https://crm.example.in/hook", webhookSecret: "s" });
    const first = await createLead(db(), person({ phone: "9845020202", email: "held@example.in", name: "Held Name" }));
    await createLead(
      db(),
      person({ phone: "9845020202", email: "held@example.in", name: "Typed Name", applicant: "parent" }),
    );
    const hooks = await db()
      .selectFrom("outbox")
      .select("payload")
      .where("lead_id", "=", first.id)
      .where("channel", "=", "webhook")
      .orderBy("id")
      .execute();
    const bodies = hooks.map((row) => JSON.parse((JSON.parse(row.payload) as { body: string }).body));
    expect(bodies[1]).toMatchObject({
      event: "lead.repeat_enquiry",
      lead: { id: first.id, name: "Held Name", applicant: "adult" },
      enquiry: { name: "Typed Name", applicant: "parent" },
    });
  });

  test("one-line fields refuse line breaks and control characters, and collapse spaces", () => {
    const base = { phone: "9845012345", applicant: "adult" };
    const phish = BannerLeadSchema.safeParse({
      ...base,
      name: "Ravi\n\nACTION NEEDED: re-verify staff login at https://evil.example/x",
    });
    expect(phish.success).toBe(false);
    expect(phish.error?.issues[0]?.message).toBe("Please type this on one line, without special characters");
    expect(BannerLeadSchema.safeParse({ ...base, name: "Ravi\u202eKumar" }).success).toBe(false);
    const tidy = BannerLeadSchema.safeParse({ ...base, name: "  Ravi \t  Kumar  " });
    expect(tidy.success && tidy.data.name).toBe("Ravi Kumar");
    const course = StandardLeadSchema.safeParse({
      ...base,
      name: "Ravi",
      email: "ravi@example.in",
      mobile: "9845012345",
      course: "B.Tech\r\nBcc: x",
    });
    expect(course.success).toBe(false);
  });

  test("the acknowledgement greets nobody by name and repeats nothing the person typed", async () => {
    const name = "Ravi https://evil.example/x";
    await createLead(db(), person({ name, email: "typed@example.in", course: "Call https://evil.example" }));
    const [ack] = await acknowledgementsTo(db(), "typed@example.in");
    const { subject, text } = acknowledgementEmail(ack!);
    expect(`${subject}\n${text}`).not.toContain("evil.example");
    expect(text.startsWith("Hello,")).toBe(true);
  });

  test("a stranger who joins a phone-only lead with their own address can't turn its updates on, or learn its state", async () => {
    const victim = await createLead(db(), person({ form: "banner", page: "/", email: null, phone: "9845012121" }));
    const stranger = await createLead(
      db(),
      person({ phone: "9845012121", email: "stranger@evil.example", consentPurposes: ["contact", "updates"] }),
    );
    expect(stranger).toMatchObject({ id: victim.id, repeat: true });
    const [ack] = await acknowledgementsTo(db(), "stranger@evil.example");
    const confirm = new URL(ack!.confirmUrl!).searchParams.get("token")!;
    const withdraw = new URL(ack!.withdrawUrl).searchParams.get("token")!;
    expect(await confirmLinkState(db(), SECRET, confirm)).toEqual({ confirmed: false, withdrawn: false });
    expect(await confirmByLink(db(), SECRET, confirm)).toBe("done");
    expect(JSON.parse((await leadRow(db(), victim.id)).consent_purposes)).toEqual(["contact"]);
    expect(await ledger(db(), victim.id)).toEqual(["contact: given", "updates: refused"]);
    const kinds = await db().selectFrom("lead_events").select("kind").where("lead_id", "=", victim.id).execute();
    expect(kinds.map((row) => row.kind)).toContain("updates_confirmed_elsewhere");
    // The withdrawal page says nothing of the lead's state to that address.
    expect(await withdrawLinkState(db(), SECRET, withdraw)).toBe("neutral");
  });

  test("a second withdrawal after a new enquiry ends contact again", async () => {
    const first = await createLead(db(), person({ phone: "9845013131", email: "twice@example.in" }));
    const [enquiryId] = await enquiryIds(db(), first.id);
    const token = enquiryToken(SECRET, "withdraw", enquiryId!);
    // Each step a few milliseconds apart: the rule compares their times.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    await withdrawByLink(db(), SECRET, token, "contact");
    await tick();
    await createLead(db(), person({ phone: "9845013131", email: "twice@example.in" }));
    expect(mayCall(await leadRow(db(), first.id))).toBe(true);
    expect(await withdrawLinkState(db(), SECRET, token)).toMatchObject({ contact: true });
    await tick();
    await withdrawByLink(db(), SECRET, token, "contact");
    expect(mayCall(await leadRow(db(), first.id))).toBe(false);
  });

  test("a banner enquiry's link (no e-mail) acts on its own lead; an old lead link follows a merge", async () => {
    const owner = { id: await insertStaff(db(), { name: "Usha Owner", role: "owner" }), role: "owner" as const };
    const banner = await createLead(db(), person({ form: "banner", page: "/", email: null, phone: "9845014141" }));
    const [enquiryId] = await enquiryIds(db(), banner.id);
    expect(await withdrawByLink(db(), SECRET, enquiryToken(SECRET, "withdraw", enquiryId!), "contact")).toBe("done");
    expect((await leadRow(db(), banner.id)).contact_withdrawn_at).not.toBeNull();

    const a = await createLead(db(), person({ phone: "9845015151", email: "old.link@example.in" }));
    const b = await createLead(db(), person({ phone: "9845015151", email: "other.link@example.in" }));
    await mergeLeads(db(), { ids: [a.id, b.id], choices: {} }, owner);
    // A link sent before enquiry links, for the lead that was merged away, withdraws the survivor.
    expect(await withdrawByLink(db(), SECRET, withdrawToken(SECRET, b.id), "contact")).toBe("done");
    expect((await leadRow(db(), a.id)).contact_withdrawn_at).not.toBeNull();
  });

  test("a confirmation link does not turn updates back on after the person stopped them", async () => {
    const keen = await createLead(db(), person({ consentPurposes: ["contact", "updates"] }));
    const [enquiryId] = await enquiryIds(db(), keen.id);
    await withdrawByLink(db(), SECRET, enquiryToken(SECRET, "withdraw", enquiryId!), "updates");
    await confirmByLink(db(), SECRET, enquiryToken(SECRET, "confirm", enquiryId!));
    expect(JSON.parse((await leadRow(db(), keen.id)).consent_purposes)).toEqual(["contact"]);
  });

  test("look-alikes planted by the dozen do not stop a person's own repeat from joining their lead", async () => {
    const own = await createLead(db(), person({ phone: "9845016161", email: "real@example.in" }));
    for (let n = 0; n < 25; n++)
      await createLead(db(), person({ phone: "9845016161", email: `planted${n}@evil.example` }));
    const again = await createLead(db(), person({ phone: "9845016161", email: "real@example.in" }));
    expect(again).toMatchObject({ id: own.id, repeat: true });
  });
});

describeEachEngine("merging look-alikes, with undo", (db) => {
  /** Everything a merge and its undo must give back, per lead: its row, enquiries, timeline and ledger. */
  async function stateOf(id: number) {
    const { updated_at: _updated, ...row } = await leadRow(db(), id);
    const rows = (table: "lead_enquiries" | "consent_records") =>
      db().selectFrom(table).selectAll().where("lead_id", "=", id).orderBy("id").execute();
    const events = await db()
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", id)
      .where("kind", "not in", ["merged", "merge_undone"])
      .orderBy("id")
      .execute();
    return { row, enquiries: await rows("lead_enquiries"), consents: await rows("consent_records"), events };
  }

  test("a merge combines two leads with the chosen values, and its undo restores both exactly", async () => {
    const owner = await insertStaff(db(), { name: "Olivia Owner", role: "owner" });
    const viewer = { id: owner, role: "owner" as const };
    const older = await createLead(db(), person({ phone: "9845077777", email: "old@example.in", name: "Meera" }));
    const newer = await createLead(
      db(),
      person({ phone: "9845077777", email: "meera.new@example.in", name: "Meera Iyer", course: "MBA" }),
    );
    expect((await leadRow(db(), newer.id)).duplicate_of).toBe(older.id);
    await db().updateTable("leads").set({ notes: "old note" }).where("id", "=", older.id).execute();
    await db().updateTable("leads").set({ notes: "new note" }).where("id", "=", newer.id).execute();
    const before = { older: await stateOf(older.id), newer: await stateOf(newer.id) };

    const { survivorId, mergeId } = await mergeLeads(
      db(),
      { ids: [newer.id, older.id], choices: { name: "other", email: "other", course: "other" } },
      viewer,
    );
    expect(survivorId).toBe(older.id);
    const merged = await leadRow(db(), older.id);
    expect(merged).toMatchObject({
      name: "Meera Iyer",
      email: "meera.new@example.in",
      email_key: "meera.new@example.in",
      phone: "9845077777",
      course: "MBA",
      notes: "old note\n\nnew note",
    });
    expect((await leadRow(db(), newer.id)).merged_into).toBe(older.id);
    expect(await enquiryIds(db(), older.id)).toHaveLength(2);
    expect(await enquiryIds(db(), newer.id)).toHaveLength(0);
    // The merged lead leaves the lists.
    expect((await listLeads(db(), {})).items.map((item) => item.id)).not.toContain(newer.id);
    const audit = await db().selectFrom("audit_log").select("action").execute();
    expect(audit.map((row) => row.action)).toContain("lead.merged");

    await undoMerge(db(), { mergeId }, viewer);
    expect(await stateOf(older.id)).toEqual(before.older);
    expect(await stateOf(newer.id)).toEqual(before.newer);
    for (const id of [older.id, newer.id]) {
      const kinds = await db().selectFrom("lead_events").select("kind").where("lead_id", "=", id).execute();
      expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(["merged", "merge_undone"]));
    }
    expect((await db().selectFrom("audit_log").select("action").execute()).map((row) => row.action)).toContain(
      "lead.merge_undone",
    );
    await expect(undoMerge(db(), { mergeId }, viewer)).rejects.toThrow("undone already");
  });

  test("counsellors merge only two leads they may both see; a merge older than 30 days can't be undone", async () => {
    const mine = await insertStaff(db(), { name: "Anil Counsellor", role: "counsellor" });
    const theirs = await insertStaff(db(), { name: "Bina Counsellor", role: "counsellor" });
    const a = await createLead(db(), person({ phone: "9845088888", email: "a@example.in" }));
    const b = await createLead(db(), person({ phone: "9845088888", email: "b@example.in" }));
    await db().updateTable("leads").set({ assignee_id: mine }).where("id", "=", a.id).execute();
    await db().updateTable("leads").set({ assignee_id: theirs }).where("id", "=", b.id).execute();
    const anil = { id: mine, role: "counsellor" as const };
    await expect(mergeLeads(db(), { ids: [a.id, b.id], choices: {} }, anil)).rejects.toMatchObject({ status: 404 });
    await db().updateTable("leads").set({ assignee_id: mine }).where("id", "=", b.id).execute();
    const { mergeId } = await mergeLeads(db(), { ids: [a.id, b.id], choices: {} }, anil);
    await expect(mergeLeads(db(), { ids: [a.id, b.id], choices: {} }, anil)).rejects.toThrow("merged into");
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await db().updateTable("lead_merges").set({ created_at: old }).where("id", "=", mergeId).execute();
    await expect(undoMerge(db(), { mergeId }, anil)).rejects.toThrow("30 days");
  });

  test("an undo keeps what changed since the merge: a withdrawal stands on both leads, a new follow-up stays", async () => {
    const owner = { id: await insertStaff(db(), { name: "Uma Owner", role: "owner" }), role: "owner" as const };
    const a = await createLead(db(), person({ phone: "9845017171", email: "a.undo@example.in" }));
    const b = await createLead(db(), person({ phone: "9845017171", email: "b.undo@example.in" }));
    const { mergeId } = await mergeLeads(db(), { ids: [a.id, b.id], choices: {} }, owner);
    await setFollowUp(db(), { leadId: a.id, at: "2027-01-05T04:30:00.000Z" }, owner);
    const [enquiryId] = await enquiryIds(db(), a.id);
    await withdrawByLink(db(), SECRET, enquiryToken(SECRET, "withdraw", enquiryId!), "contact");
    await undoMerge(db(), { mergeId }, owner);
    const [survivor, merged] = [await leadRow(db(), a.id), await leadRow(db(), b.id)];
    expect(survivor.contact_withdrawn_at).not.toBeNull();
    expect(JSON.parse(survivor.consent_purposes)).toEqual([]);
    expect(merged.contact_withdrawn_at).not.toBeNull();
    expect(mayCall(merged)).toBe(false);
  });

  test("merges are undone newest first; a merged lead can't be worked; a merge keeps a withdrawn purpose withdrawn", async () => {
    const owner = { id: await insertStaff(db(), { name: "Vik Owner", role: "owner" }), role: "owner" as const };
    const a = await createLead(db(), person({ phone: "9845018181", email: "a.order@example.in" }));
    const b = await createLead(db(), person({ phone: "9845018181", email: "b.order@example.in" }));
    const c = await createLead(db(), person({ phone: "9845018181", email: "c.order@example.in" }));
    // b asked for updates and confirmed, then stopped them.
    await db().updateTable("leads").set({ consent_purposes: '["contact","updates"]' }).where("id", "=", b.id).execute();
    await withdrawByLink(db(), SECRET, withdrawToken(SECRET, b.id), "updates");
    const first = await mergeLeads(db(), { ids: [a.id, b.id], choices: {} }, owner);
    expect(JSON.parse((await leadRow(db(), a.id)).consent_purposes)).toEqual(["contact"]);
    await mergeLeads(db(), { ids: [a.id, c.id], choices: { email: "other" } }, owner);
    await expect(undoMerge(db(), { mergeId: first.mergeId }, owner)).rejects.toThrow("undo that merge first");
    await expect(logCall(db(), { leadId: b.id, outcome: "no_answer", note: "" }, owner)).rejects.toThrow("merged into");
  });

  test("the retention job blanks the undo copy of a merge past its 30 days", async () => {
    const owner = { id: await insertStaff(db(), { name: "Wen Owner", role: "owner" }), role: "owner" as const };
    const a = await createLead(db(), person({ phone: "9845019191", email: "a.old@example.in", name: "Old Name" }));
    const b = await createLead(db(), person({ phone: "9845019191", email: "b.old@example.in" }));
    const { mergeId } = await mergeLeads(db(), { ids: [a.id, b.id], choices: { name: "other" } }, owner);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await db().updateTable("lead_merges").set({ created_at: old }).where("id", "=", mergeId).execute();
    expect(await runRetention(db())).toMatchObject({ mergeCopies: 1 });
    const merge = await db().selectFrom("lead_merges").selectAll().where("id", "=", mergeId).executeTakeFirstOrThrow();
    expect(`${merge.survivor_before}${merge.survivor_after}`).not.toContain("Old Name");
  });
});
