import crypto from "node:crypto";
import { beforeEach, expect, test } from "vitest";
import { addStep } from "#app/features/admissions/application-steps.server";
import { addApplication } from "#app/features/admissions/applications.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { consentHistory, consentNow } from "#app/features/leads/consent-ledger.server";
import { mailRecipients, RECIPIENT_COLUMNS } from "#app/features/leads/lead-recipients";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { withdrawByLink, withdrawLinkState } from "#app/features/privacy/consent-links.server";
import { sendStatusLink } from "#app/features/status-link/status-links.server";
import type { DB } from "#app/db/db.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { outgoingEmail, type EmailRowPayload } from "../../server/email-kinds";
import { collegeInput } from "../factories";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Parents are contacts (issue 43, item 3; docs/decisions/076-guardian-contacts-and-document-locker.md):
 * a minor's enquiry with a guardian's e-mail. Who receives mail about the lead is one rule
 * (lead-recipients.ts) that the acknowledgement, a step's reminders and the status link all ask;
 * the guardian's own withdrawal link stops mail to that address only, recorded as theirs.
 */

const SECRET = crypto.randomBytes(32);
const ORIGIN = "https://example.in";
const CONTEXT = { origin: ORIGIN, linkSecret: SECRET, mailFrom: "admissions@example.in" };

const minor = (extra: Partial<NewLead> = {}): NewLead => ({
  form: "contact",
  page: "/Contact",
  name: "Aarav Singh",
  email: "aarav@example.in",
  phone: "9876500011",
  utm: {},
  consentPurposes: ["contact"],
  applicant: "minor",
  guardianName: "Meera Singh",
  guardianPhone: "9876500022",
  guardianEmail: "meera@example.in",
  links: { origin: ORIGIN, secret: SECRET },
  ...extra,
});

describeEachEngine("a minor's guardian is a contact", (db) => {
  let owner: { id: number; role: "owner" };

  beforeEach(async () => {
    owner = { id: await insertStaff(db(), { name: "Olga", role: "owner" }), role: "owner" };
  });

  /** The e-mails the outbox holds for a lead, as they would be sent now: to whom, and the payload. */
  async function mailOf(leadId: number, kind: string) {
    const rows = await db()
      .selectFrom("outbox")
      .select(["event_key", "payload"])
      .where("lead_id", "=", leadId)
      .where("channel", "=", "email")
      .orderBy("id")
      .execute();
    const mails = [];
    for (const row of rows) {
      const payload = JSON.parse(row.payload) as EmailRowPayload;
      if (payload.kind !== kind) continue;
      const email = await outgoingEmail(db(), payload, CONTEXT);
      if (email) mails.push({ key: row.event_key, to: email.to, text: email.text, payload });
    }
    return mails;
  }

  const recipientsOf = async (leadId: number) =>
    mailRecipients(
      await db().selectFrom("leads").select(RECIPIENT_COLUMNS).where("id", "=", leadId).executeTakeFirstOrThrow(),
    );

  test("the guardian's e-mail is kept, and the acknowledgement goes to the guardian and to the student", async () => {
    const { id } = await createLead(db(), minor());
    const lead = await db()
      .selectFrom("leads")
      .select(["guardian_email"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead.guardian_email).toBe("meera@example.in");
    expect(await recipientsOf(id)).toEqual([
      { contact: "guardian", to: "meera@example.in" },
      { contact: "student", to: "aarav@example.in" },
    ]);
    const acks = await mailOf(id, "acknowledgement");
    expect(acks.map((ack) => ack.to).sort()).toEqual(["aarav@example.in", "meera@example.in"]);
    // Each with its own withdrawal link: the guardian's names their address, not the student's.
    const guardianAck = acks.find((ack) => ack.to === "meera@example.in")!;
    const studentAck = acks.find((ack) => ack.to === "aarav@example.in")!;
    expect(guardianAck.text).toMatch(/privacy\/withdraw\?token=g\d+\./);
    expect(studentAck.text).toMatch(/privacy\/withdraw\?token=e\d+\./);
  });

  test("a parent who sends the enquiry is the guardian; an adult's mail goes to the student alone", async () => {
    const parent = await createLead(
      db(),
      minor({ applicant: "parent", email: "parent@example.in", phone: "9876500033", guardianEmail: null }),
    );
    expect(await recipientsOf(parent.id)).toEqual([{ contact: "guardian", to: "parent@example.in" }]);
    const adult = await createLead(
      db(),
      // A guardian's e-mail sent by an adult is not kept (the form shows it only for a minor).
      minor({ applicant: "adult", email: "adult@example.in", phone: "9876500044", guardianEmail: null }),
    );
    expect(await recipientsOf(adult.id)).toEqual([{ contact: "student", to: "adult@example.in" }]);
  });

  test("the status link goes to whom staff choose: the guardian, the student, or both", async () => {
    const { id } = await createLead(db(), minor());
    const toGuardian = await sendStatusLink(
      db(),
      { leadId: id, secret: SECRET, origin: ORIGIN, to: "guardian" },
      owner,
    );
    expect(toGuardian.emailedTo).toBe("meera@example.in");
    const toBoth = await sendStatusLink(db(), { leadId: id, secret: SECRET, origin: ORIGIN }, owner);
    expect(toBoth.emailedTo).toBe("meera@example.in and aarav@example.in");
    const links = await mailOf(id, "status_link");
    expect(links.map((link) => link.to)).toEqual(["meera@example.in", "meera@example.in", "aarav@example.in"]);
    expect(links[0]!.text).toContain(toGuardian.url);
  });

  test("a step's reminders go to the guardian as well as the student and the counsellor", async () => {
    const { id } = await createLead(db(), minor());
    await stepIn10Days(db(), id, owner);
    const reminders = await mailOf(id, "step_reminder");
    const students = reminders.filter(
      (reminder) => (reminder.payload as { recipient?: string }).recipient !== "counsellor",
    );
    expect(new Set(students.map((reminder) => reminder.to))).toEqual(new Set(["meera@example.in", "aarav@example.in"]));
  });

  test("the guardian's withdrawal link stops mail to the guardian's address only, recorded as theirs", async () => {
    const { id } = await createLead(db(), minor());
    const guardianAck = (await mailOf(id, "acknowledgement")).find((ack) => ack.to === "meera@example.in")!;
    const token = /token=([^\s&]+)/.exec(guardianAck.text)![1]!;
    expect(await withdrawLinkState(db(), SECRET, token)).toEqual({ updates: false, contact: true });
    expect(await withdrawByLink(db(), SECRET, token, "contact")).toBe("done");
    expect(await withdrawLinkState(db(), SECRET, token)).toEqual({ updates: false, contact: false });
    expect(await recipientsOf(id)).toEqual([{ contact: "student", to: "aarav@example.in" }]);
    // The student's contact stands; the ledger's new row is the guardian's.
    const lead = await db()
      .selectFrom("leads")
      .select(["contact_withdrawn_at", "guardian_email_withdrawn_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead.contact_withdrawn_at).toBeNull();
    expect(lead.guardian_email_withdrawn_at).not.toBeNull();
    const withdrawn = (await consentHistory(db(), id)).filter((row) => row.state === "withdrawn");
    expect(withdrawn).toMatchObject([{ purpose: "contact", contact: "guardian", source: "withdraw-link" }]);
    // The student's consent in force is unchanged: the guardian's row is about their address.
    expect(consentNow(await consentHistory(db(), id), ["contact"]).contact).toBe("given");
    // A status link now goes to the student alone, and a step's reminders too.
    const sent = await sendStatusLink(db(), { leadId: id, secret: SECRET, origin: ORIGIN }, owner);
    expect(sent.emailedTo).toBe("aarav@example.in");
  });
});

/** An application with a fee due in 10 days (its reminders are written with it). */
async function stepIn10Days(db: DB, leadId: number, owner: { id: number; role: "owner" }) {
  const college = await createCollege(db, collegeInput({ name: `RV College ${leadId}` }));
  await addApplication(
    db,
    { leadId, collegeId: college.id, course: "B.E. CSE", intake: 2027, applicationNumber: "", status: "applied" },
    owner,
  );
  const application = await db
    .selectFrom("lead_applications")
    .select("id")
    .where("lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
  await addStep(
    db,
    {
      leadId,
      applicationId: application.id,
      kind: "fee_due",
      onDate: addIndiaDays(indiaDay(new Date()), 10),
      atTime: "10:30",
      note: "",
    },
    owner,
  );
}
