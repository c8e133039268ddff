import { beforeEach, expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { addStep } from "#app/features/admissions/application-steps.server";
import { addApplication } from "#app/features/admissions/applications.server";
import { statusLinkContent } from "#app/features/status-link/status-link-content.server";
import { sendStatusLink } from "#app/features/status-link/status-links.server";
import { stepReminderContent } from "#app/features/admissions/step-reminder-content.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { saveWeeklyHours } from "#app/features/counselling/availability.server";
import { bookingOffer, bookSession } from "#app/features/counselling/booking.server";
import { counsellingEmailContent } from "#app/features/counselling/session-email-content.server";
import { withdrawByLink, withdrawLinkState } from "#app/features/privacy/consent-links.server";
import { guessMapping } from "#app/features/imports/import-columns";
import { startImport } from "#app/features/imports/import-run.server";
import { checkImport, uploadImport } from "#app/features/imports/lead-imports.server";
import { mayCall, mayEmail } from "#app/features/leads/lead-contact";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { enquiryToken } from "#app/features/leads/withdraw-link.server";
import { authenticateApiKey, createApiKey } from "#app/features/intake/api-keys.server";
import { IntakeLeadSchema } from "#app/features/intake/lead-intake-schema";
import { receiveApiLead } from "#app/features/intake/lead-intake.server";
import type { StatusLinkPayload } from "#app/features/status-link/status-link-content.server";
import type { StepReminderPayload } from "#app/features/admissions/step-reminder-content.server";
import { indiaDay } from "#app/utils/india-time";
import { collegeInput } from "../factories";
import { TEST_FILE_HEADER } from "../setup/lead-import-file";
import { enquirers } from "../setup/enquirers";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 41, item 3 (docs/decisions/062-enquiry-after-withdrawal-opens-its-own-channel.md): after a
 * person withdrew all contact, a new enquiry opens only its own channel. One by phone (a stranger
 * who typed the person's number) allows a call about it, and nothing automatic is e-mailed to the
 * withdrawn address: no status link, no step reminder, no session e-mail. One from the lead's own
 * address opens e-mail too; a later withdrawal closes both; a merge and its undo keep the rule;
 * an import and a booking store enquiries by the same rule; the withdrawal page says which.
 */

const SECRET = Buffer.alloc(32, 9);
const ORIGIN = "https://example.in";
const LINKS = { origin: ORIGIN, secret: SECRET };
const ALL_DAY = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
  slotMinutes: 30,
  meetingLink: "https://meet.example.in/anil",
};

const person = enquirers(LINKS, "97");
/** A stranger's banner enquiry: a name and the person's phone, no e-mail. */
const byPhone = (phone: string | null | undefined): NewLead =>
  person({ form: "banner", page: "/", name: "Stranger", email: null, phone: phone ?? null });

const leadRow = (db: DB, id: number) =>
  db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
// Each step a few milliseconds apart: the rule compares their times.
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describeEachEngine("a new enquiry after withdrawal opens only its own channel", (db) => {
  let anil: { id: number; role: "counsellor" };
  let owner: { id: number; role: "owner" };
  let collegeId: number;

  beforeEach(async () => {
    anil = { id: await insertStaff(db(), { name: "Anil Kumar", role: "counsellor" }), role: "counsellor" };
    owner = { id: await insertStaff(db(), { name: "Olga", role: "owner" }), role: "owner" };
    collegeId = (await createCollege(db(), collegeInput({ name: "RV College of Engineering" }))).id;
  });

  /** A person's lead (by the contact form) and the withdrawal link of their first enquiry. */
  async function enquirer(overrides: Partial<NewLead> = {}) {
    const details = person(overrides);
    const { id } = await createLead(db(), details);
    const enquiry = await db()
      .selectFrom("lead_enquiries")
      .select("id")
      .where("lead_id", "=", id)
      .executeTakeFirstOrThrow();
    return { id, details, withdraw: enquiryToken(SECRET, "withdraw", enquiry.id) };
  }

  async function withdrawAll(token: string) {
    await tick();
    expect(await withdrawByLink(db(), SECRET, token, "contact")).toBe("done");
    await tick();
  }

  /** Adds an application with a step today: its nearest reminder is due at once. */
  async function stepToday(leadId: number) {
    await addApplication(
      db(),
      { leadId, collegeId, course: "B.E. CSE", intake: 2027, applicationNumber: "RV-1", status: "applied" },
      owner,
    );
    const application = await db()
      .selectFrom("lead_applications")
      .select("id")
      .where("lead_id", "=", leadId)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const { id } = await addStep(
      db(),
      { leadId, applicationId: application.id, kind: "fee_due", onDate: indiaDay(new Date()), atTime: null, note: "" },
      owner,
    );
    return id;
  }

  /** The e-mails to the student the outbox would send now for the lead (each read as the worker reads it). */
  async function studentMail(leadId: number) {
    const rows = await db()
      .selectFrom("outbox")
      .select("payload")
      .where("lead_id", "=", leadId)
      .where("channel", "=", "email")
      .orderBy("id")
      .execute();
    const sent: string[] = [];
    for (const row of rows) {
      const payload = JSON.parse(row.payload) as StatusLinkPayload | StepReminderPayload | { kind: "other" };
      const content =
        payload.kind === "status_link"
          ? await statusLinkContent(db(), payload, LINKS)
          : payload.kind === "step_reminder" && payload.recipient === "student"
            ? await stepReminderContent(db(), payload)
            : undefined;
      if (content) sent.push(`${payload.kind} to ${content.to}`);
    }
    return sent;
  }

  test("a stranger's phone-only enquiry after the withdrawal: a call about it, and no status link, step reminder or state saying otherwise by e-mail", async () => {
    const asha = await enquirer();
    await withdrawAll(asha.withdraw);
    const stranger = await createLead(db(), byPhone(asha.details.phone));
    expect(stranger).toMatchObject({ id: asha.id, repeat: true });

    const lead = await leadRow(db(), asha.id);
    expect(mayCall(lead)).toBe(true);
    expect(mayEmail(lead)).toBe(false);

    // The status link is made for WhatsApp, never e-mailed to the address the person withdrew.
    const sent = await sendStatusLink(db(), { leadId: asha.id, secret: SECRET, origin: ORIGIN }, owner);
    expect(sent.emailedTo).toBeNull();
    expect(sent.whatsApp).toMatch(/^https:\/\/wa\.me\/91/);
    const stepId = await stepToday(asha.id);
    expect(await studentMail(asha.id)).toEqual([]);
    expect(
      await stepReminderContent(db(), { kind: "step_reminder", stepId, recipient: "student", daysBefore: 1 }),
    ).toBe(undefined);

    // The person's withdrawal page says exactly that: a call about the new enquiry, no e-mail.
    const state = await withdrawLinkState(db(), SECRET, asha.withdraw);
    expect(state).toMatchObject({
      contact: true,
      reopened: { withdrawnAt: lead.contact_withdrawn_at, enquiryAt: lead.enquiry_after_withdrawal_at, email: false },
    });
  });

  test("a status link e-mail written before the phone-only enquiry is not sent after it either", async () => {
    const asha = await enquirer();
    const sent = await sendStatusLink(db(), { leadId: asha.id, secret: SECRET, origin: ORIGIN }, owner);
    expect(sent.emailedTo).toBe(asha.details.email);
    await withdrawAll(asha.withdraw);
    await createLead(db(), byPhone(asha.details.phone));
    expect(await studentMail(asha.id)).toEqual([]);
  });

  test("an enquiry after the withdrawal from the lead's own address reopens e-mail; a later withdrawal closes it again", async () => {
    const asha = await enquirer();
    await withdrawAll(asha.withdraw);
    // The same address, written otherwise: compared lower-cased.
    await createLead(db(), person({ phone: asha.details.phone, email: asha.details.email!.toUpperCase() }));
    let lead = await leadRow(db(), asha.id);
    expect(lead.email_reopened_at).toBe(lead.enquiry_after_withdrawal_at);
    expect(mayEmail(lead)).toBe(true);
    expect(await withdrawLinkState(db(), SECRET, asha.withdraw)).toMatchObject({ reopened: { email: true } });

    const sent = await sendStatusLink(db(), { leadId: asha.id, secret: SECRET, origin: ORIGIN }, owner);
    expect(sent.emailedTo).toBe(asha.details.email);
    await stepToday(asha.id);
    expect(await studentMail(asha.id)).toEqual([
      `status_link to ${asha.details.email}`,
      `step_reminder to ${asha.details.email}`,
    ]);

    await withdrawAll(asha.withdraw);
    lead = await leadRow(db(), asha.id);
    expect(lead.email_reopened_at).toBeNull();
    expect([mayCall(lead), mayEmail(lead)]).toEqual([false, false]);
    expect(await studentMail(asha.id)).toEqual([]);
    expect(await withdrawLinkState(db(), SECRET, asha.withdraw)).toEqual({ updates: false, contact: false });

    // And a phone-only enquiry after that second withdrawal opens a call only.
    await createLead(db(), byPhone(asha.details.phone));
    lead = await leadRow(db(), asha.id);
    expect([mayCall(lead), mayEmail(lead)]).toEqual([true, false]);
  });

  test("a booking by phone after the withdrawal: the counsellor gets the session's e-mails, the withdrawn address none", async () => {
    await saveWeeklyHours(db(), { id: anil.id }, ALL_DAY);
    const asha = await enquirer();
    await withdrawAll(asha.withdraw);
    const { slots } = await bookingOffer(db());
    const slot = slots.find((free) => Date.parse(free.startsAt) > Date.now() + 26 * 3_600_000)!;
    const booked = await bookSession(db(), {
      lead: { ...byPhone(asha.details.phone), form: "booking", page: "/counselling/book" },
      startsAt: slot.startsAt,
      counsellorId: anil.id,
      topic: "Fees",
      secret: SECRET,
    });
    expect(booked).toMatchObject({ kind: "booked", leadId: asha.id });
    if (booked.kind !== "booked") return;
    const keys = { secret: SECRET, origin: ORIGIN, organizer: "admissions@example.in" };
    const email = (recipient: "student" | "counsellor") =>
      counsellingEmailContent(
        db(),
        {
          kind: "counselling",
          sessionId: booked.sessionId,
          recipient,
          purpose: "invitation",
          sequence: 0,
        },
        keys,
      );
    expect(await email("student")).toBeUndefined();
    const invitation = await email("counsellor");
    expect(invitation?.to).toBe("anil.kumar@example.in");
    // Not even as an attendee of the counsellor's invitation.
    expect(invitation?.icalEvent?.content).not.toContain(asha.details.email!);
  });

  test("a merge keeps the rule: a later lead's phone-only enquiry opens a call, not e-mail; undone, the person is withdrawn again", async () => {
    const asha = await enquirer();
    await withdrawAll(asha.withdraw);
    // Another lead of the same person's, by phone only and from another number: staff merge it.
    const other = await createLead(db(), byPhone("9123456780"));
    const { mergeId } = await mergeLeads(db(), { ids: [asha.id, other.id], choices: {} }, owner);
    let lead = await leadRow(db(), asha.id);
    expect([mayCall(lead), mayEmail(lead)]).toEqual([true, false]);
    const sent = await sendStatusLink(db(), { leadId: asha.id, secret: SECRET, origin: ORIGIN }, owner);
    expect(sent.emailedTo).toBeNull();

    await undoMerge(db(), { mergeId }, owner);
    lead = await leadRow(db(), asha.id);
    expect([mayCall(lead), mayEmail(lead)]).toEqual([false, false]);
  });

  test("a merge keeps e-mail open that the person's own address reopened, and its undo too; another address stays off", async () => {
    const asha = await enquirer();
    // Another lead of the person's from before the withdrawal, with another address.
    const older = await createLead(db(), person({ email: "asha.home@example.in" }));
    await withdrawAll(asha.withdraw);
    await createLead(db(), person({ phone: asha.details.phone, email: asha.details.email }));
    const later = await createLead(db(), byPhone("9123456781"));
    const { mergeId } = await mergeLeads(db(), { ids: [asha.id, later.id], choices: {} }, owner);
    expect(mayEmail(await leadRow(db(), asha.id))).toBe(true);
    await undoMerge(db(), { mergeId }, owner);
    expect(mayEmail(await leadRow(db(), asha.id))).toBe(true);

    // Merged keeping the other lead's address: no enquiry since the withdrawal came from it.
    await mergeLeads(db(), { ids: [asha.id, older.id], choices: { email: "other" } }, owner);
    const lead = await leadRow(db(), asha.id);
    expect(lead.email).toBe("asha.home@example.in");
    expect([mayCall(lead), mayEmail(lead)]).toEqual([true, false]);
  });

  test("an imported row after the withdrawal: by phone opens a call only, with the lead's address e-mail too", async () => {
    const asha = await enquirer();
    await withdrawAll(asha.withdraw);
    const importRows = async (email: string, fileName: string) => {
      const csv = `${TEST_FILE_HEADER}\r\nFair visitor,${asha.details.phone},${email},B.Tech,,fair,,,\r\n`;
      const { id } = await uploadImport(db(), { fileName, bytes: new TextEncoder().encode(csv), admin: owner });
      expect(await checkImport(db(), id, guessMapping(TEST_FILE_HEADER.split(",")))).toMatchObject({ merged: 1 });
      await (
        await startImport(db(), id, owner)
      ).finished;
      return leadRow(db(), asha.id);
    };
    let lead = await importRows("", "fair-phones.csv");
    expect([mayCall(lead), mayEmail(lead)]).toEqual([true, false]);
    await tick();
    lead = await importRows(asha.details.email!, "fair-emails.csv");
    expect([mayCall(lead), mayEmail(lead)]).toEqual([true, true]);
  });

  test("the intake API's enquiry after the withdrawal: by phone a call only, with the lead's address e-mail too", async () => {
    const asha = await enquirer();
    await withdrawAll(asha.withdraw);
    const made = await createApiKey(db(), { name: "Call centre" }, { id: owner.id, name: "Olga" });
    const caller = (await authenticateApiKey(db(), `Bearer ${made.key}`))!;
    const send = (email?: string) =>
      receiveApiLead(db(), {
        caller,
        lead: IntakeLeadSchema.parse({ name: "Caller", phone: asha.details.phone, ...(email ? { email } : {}) }),
        links: LINKS,
      });
    expect(await send()).toMatchObject({ kind: "stored", body: { id: asha.id } });
    let lead = await leadRow(db(), asha.id);
    expect([mayCall(lead), mayEmail(lead)]).toEqual([true, false]);
    await tick();
    await send(asha.details.email!);
    lead = await leadRow(db(), asha.id);
    expect([mayCall(lead), mayEmail(lead)]).toEqual([true, true]);
  });
});
