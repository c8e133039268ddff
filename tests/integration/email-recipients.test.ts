import crypto from "node:crypto";
import { expect, test } from "vitest";
import { addStep } from "#app/features/admissions/application-steps.server";
import { addApplication } from "#app/features/admissions/applications.server";
import { sendStatusLink, uploadFromStatusPage } from "#app/features/status-link/status-links.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { saveWeeklyHours } from "#app/features/counselling/availability.server";
import { bookingOffer, bookSession } from "#app/features/counselling/booking.server";
import { cancelSession, rescheduleSession } from "#app/features/counselling/session-changes.server";
import { sessionLinkToken } from "#app/features/counselling/session-link.server";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { enqueueMorningDigests } from "#app/features/inbox/morning-digest.server";
import { enqueueFirstCallAlerts } from "#app/features/first-call/first-call-alert-email.server";
import { receiveRequest } from "#app/features/privacy/rights-requests.server";
import { inviteColleague } from "#app/features/team/invitations.server";
import type { DB } from "#app/db/db.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import {
  EMAIL_KINDS,
  outgoingEmail,
  type EmailKind,
  type EmailRowPayload,
  type OutgoingEmail,
} from "../../server/email-kinds";
import { collegeInput } from "../factories";
import { samplePdf } from "../setup/document-files";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Every kind of e-mail, once (issue 41, items 4 and 12; docs/decisions/063-nothing-typed-is-mailed.md):
 * each is written by the code that writes it on the site, from enquiries, a booking and a rights
 * request whose every typed field holds a link, line breaks and a phone number, with staff whose
 * personal address, mobile and surname are known. What goes to anyone but staff (a student, a
 * parent, a booker, a requester: whatever address was typed) must hold none of it, in its subject,
 * its text or its invitation. A new kind of e-mail fails the typecheck here (WRITE_ONE is keyed by
 * every kind) and the first test (the kinds the outbox knows) until it is covered.
 */

const SECRET = crypto.randomBytes(32);
const ORIGIN = "https://example.in";
const MAIL_FROM = "admissions@consultancy.example";

/** What a visitor typed: each value is a link, with line breaks and a number to call. */
const TYPED = {
  name: "Visit-https://evil.example/login",
  message: "Urgent: verify at https://evil.example/pay\nor call 9999999999\n\nnow",
  course: "Course-https://evil.example/course",
  college: "College-https://evil.example/college",
  guardian: "Guardian-https://evil.example/guardian",
  privacyDetails: "Details-https://evil.example/details",
  fileName: "https-evil.example-file.pdf",
};
/** None of these may reach anyone but staff. */
const VISITOR_MARKS = ["evil.example", "Visit-", "Urgent", "9999999999", "Course-", "Guardian-", "Details-"];

/** Staff: a counsellor and an owner, with personal addresses, mobiles and surnames. */
const STAFF = [
  { name: "Priya Mehrotra", role: "counsellor", email: "priya.personal@staff.example", mobile: "9876500001" },
  { name: "Olga Ownerson", role: "owner", email: "olga.home@staff.example", mobile: "9876500002" },
] as const;
const STAFF_MARKS = ["staff.example", "Mehrotra", "Ownerson", "9876500001", "98765 00001", "9876500002", "Olga"];

const ALL_DAY = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
  slotMinutes: 30,
  meetingLink: "https://meet.example.in/priya",
};

interface World {
  db: DB;
  counsellor: number;
  owner: { id: number; role: "owner" };
  /** A new lead from a visitor with this e-mail (and a phone of their own), everything they typed poisoned. */
  enquiry(email: string, phone: string, extra?: Partial<NewLead>): Promise<number>;
}

/**
 * Makes the site write each kind of e-mail as it does for real. Keyed by every kind: a kind added
 * to the outbox (EmailRowPayload) without a way to write it here fails the typecheck.
 */
const WRITE_ONE: Record<EmailKind, (world: World) => Promise<void>> = {
  // A new enquiry writes the counsellor's alert and the visitor's acknowledgement.
  lead_alert: async (world) => {
    await world.enquiry("alert.student@example.in", "9000000001");
  },
  acknowledgement: async (world) => {
    await world.enquiry("ack.student@example.in", "9000000002", {
      applicant: "minor",
      guardianPhone: "9000000012",
      // The guardian gets their own copy (issue 43): it too repeats nothing typed.
      guardianEmail: "ack.guardian@example.in",
    });
  },
  privacy_code: async ({ db }) => {
    await receiveRequest(
      db,
      { kind: "access", email: "requester@example.in", phone: "", details: TYPED.privacyDetails, ipHash: "ip-1" },
      { origin: ORIGIN, secret: SECRET },
    );
  },
  // An application with a fee due in 10 days: its reminders to the counsellor and the student.
  step_reminder: async (world) => {
    const leadId = await world.enquiry("steps.student@example.in", "9000000003");
    await application(world, leadId);
  },
  status_link: async (world) => {
    const leadId = await world.enquiry("status.student@example.in", "9000000004");
    await sendStatusLink(world.db, { leadId, secret: SECRET, origin: ORIGIN }, world.owner);
  },
  // A parent uploads a document from the status page: the counsellor is told.
  document_uploaded: async (world) => {
    const leadId = await world.enquiry("upload.student@example.in", "9000000005");
    const documentId = await application(world, leadId);
    await uploadFromStatusPage(world.db, { leadId }, { documentId, fileName: TYPED.fileName, bytes: samplePdf() });
  },
  digest: async (world) => {
    const leadId = await world.enquiry("digest.student@example.in", "9000000006");
    const at = new Date(`${indiaDay(new Date())}T05:00:00.000Z`); // 10:30 in India: after the digest's hour
    await world.db
      .updateTable("leads")
      .set({ next_follow_up_at: new Date(at.getTime() - 3_600_000).toISOString() })
      .where("id", "=", leadId)
      .execute();
    expect(await enqueueMorningDigests(world.db, at)).toBe(1);
  },
  first_call_alert: async (world) => {
    const leadId = await world.enquiry("late.student@example.in", "9000000007");
    await enqueueFirstCallAlerts(
      world.db,
      {
        reason: "overdue",
        leadId,
        student: TYPED.name,
        receivedAt: new Date().toISOString(),
        targetMinutes: 15,
        assignee: STAFF[0].name,
      },
      [
        { id: world.counsellor, email: STAFF[0].email },
        { id: world.owner.id, email: STAFF[1].email },
      ],
    );
  },
  // Booked (from the Hindi page), another moved to a new time, a third booked and cancelled: each
  // with its invitation or cancellation and its reminders.
  counselling: async (world) => {
    const { db } = world;
    await saveWeeklyHours(db, { id: world.counsellor }, ALL_DAY);
    const ahead = (await bookingOffer(db)).slots.filter(
      (slot) => slot.adminId === world.counsellor && Date.parse(slot.startsAt) > Date.now() + 26 * 3_600_000,
    );
    const book = async (email: string, phone: string, startsAt: string, language: "en" | "hi" = "en") => {
      const outcome = await bookSession(db, {
        lead: { ...booker(email, phone), language },
        startsAt,
        counsellorId: world.counsellor,
        topic: TYPED.message,
        secret: SECRET,
      });
      if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
      const { manage_salt } = await db
        .selectFrom("counselling_sessions")
        .select("manage_salt")
        .where("id", "=", outcome.sessionId)
        .executeTakeFirstOrThrow();
      return sessionLinkToken(SECRET, manage_salt);
    };
    await book("booker.hindi@example.in", "9000000010", ahead[6]!.startsAt, "hi");
    const moved = await book("booker.one@example.in", "9000000008", ahead[0]!.startsAt);
    expect(await rescheduleSession(db, { token: moved, startsAt: ahead[2]!.startsAt })).toMatchObject({
      kind: "booked",
    });
    const cancelled = await book("booker.two@example.in", "9000000009", ahead[4]!.startsAt);
    expect(await cancelSession(db, { token: cancelled })).toBe(true);
  },
  // An owner invites a colleague: the e-mail names no one else on the staff.
  staff_invitation: async (world) => {
    await inviteColleague(
      world.db,
      { name: "Meera", email: "new.colleague@example.in", role: "counsellor" },
      { byAdminId: world.owner.id, secret: SECRET },
    );
  },
};

/** A booking's lead, as /counselling/book makes it: the topic is the message. */
function booker(email: string, phone: string): NewLead {
  return {
    form: "booking",
    page: "/counselling/book",
    name: TYPED.name,
    email,
    phone,
    message: TYPED.message,
    utm: {},
    consentPurposes: ["contact", "updates"],
    applicant: "adult",
    links: { origin: ORIGIN, secret: SECRET },
  };
}

/** An application (by staff) with a fee due in 10 days; returns one of its documents' ids. */
async function application(world: World, leadId: number): Promise<number> {
  const college = await createCollege(world.db, collegeInput({ name: `RV College of Engineering ${leadId}` }));
  await addApplication(
    world.db,
    { leadId, collegeId: college.id, course: "B.E. CSE", intake: 2027, applicationNumber: "RV-77", status: "applied" },
    world.owner,
  );
  const { id: applicationId } = await world.db
    .selectFrom("lead_applications")
    .select("id")
    .where("lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
  await addStep(
    world.db,
    {
      leadId,
      applicationId,
      kind: "fee_due",
      onDate: addIndiaDays(indiaDay(new Date()), 10),
      atTime: "10:30",
      note: "",
    },
    world.owner,
  );
  const document = await world.db
    .selectFrom("application_documents")
    .select("id")
    .where("application_id", "=", applicationId)
    .executeTakeFirstOrThrow();
  return document.id;
}

/** Everything a mail program shows of an e-mail: the invitation unfolded and unescaped (RFC 5545). */
function shown(email: OutgoingEmail): string {
  const calendar = (email.icalEvent?.content ?? "")
    .replace(/\r\n[ \t]/g, "")
    .replace(/\\n/gi, "\n")
    .replace(/\\([,;\\])/g, "$1");
  return [email.subject, email.text, calendar].join("\n");
}

describeEachEngine(
  "every e-mail kind: nothing typed and nothing of staff reaches a student, a parent or a booker",
  (db) => {
    test("every kind the outbox sends is written here", () => {
      expect(Object.keys(WRITE_ONE).sort()).toEqual([...EMAIL_KINDS.keys()].sort());
    });

    test("each kind, written from poisoned enquiries with known staff, tells others nothing typed and no staff contact", async () => {
      const [counsellor, owner] = await Promise.all(STAFF.map((person) => insertStaff(db(), person)));
      const world: World = {
        db: db(),
        counsellor: counsellor!,
        owner: { id: owner!, role: "owner" },
        async enquiry(email, phone, extra = {}) {
          const stored = await createLead(db(), {
            form: "contact",
            page: "/Contact",
            name: TYPED.name,
            email,
            phone,
            course: TYPED.course,
            college_name: TYPED.college,
            message: TYPED.message,
            utm: {},
            consentPurposes: ["contact", "updates"],
            applicant: "adult",
            guardianName: extra.applicant === "minor" ? TYPED.guardian : null,
            links: { origin: ORIGIN, secret: SECRET },
            ...extra,
          });
          return stored.id;
        },
      };
      for (const write of Object.values(WRITE_ONE)) await write(world);

      const rows = await db()
        .selectFrom("outbox")
        .select(["event_key", "payload"])
        .where("channel", "=", "email")
        .execute();
      const staffAddresses = new Set<string>(STAFF.map((person) => person.email));
      const sent: { kind: EmailKind; key: string; email: OutgoingEmail }[] = [];
      for (const row of rows) {
        const payload = JSON.parse(row.payload) as EmailRowPayload;
        const email = await outgoingEmail(db(), payload, { origin: ORIGIN, linkSecret: SECRET, mailFrom: MAIL_FROM });
        if (email) sent.push({ kind: payload.kind, key: row.event_key, email });
      }
      const toOthers = sent.filter(({ email }) => !staffAddresses.has(email.to));

      // Each kind was written, and those meant for the visitor reached them.
      expect(new Set(sent.map((mail) => mail.kind))).toEqual(new Set(Object.keys(WRITE_ONE)));
      expect(new Set(toOthers.map((mail) => mail.kind))).toEqual(
        new Set(["acknowledgement", "privacy_code", "step_reminder", "status_link", "counselling", "staff_invitation"]),
      );
      // The bookers' e-mails: booked, new time and cancelled, each with its invitation, and the reminders.
      const bookerKeys = toOthers.filter((mail) => mail.kind === "counselling").map((mail) => mail.key);
      expect(bookerKeys.map((key) => key.replace(/^counselling-\d+-/, "")).sort()).toEqual([
        "s0-invitation-student",
        "s0-reminder-1h-student",
        "s0-reminder-24h-student",
        "s1-cancellation-student",
        "s1-invitation-student",
        "s1-reminder-1h-student",
        "s1-reminder-24h-student",
      ]);

      for (const { key, email } of toOthers) {
        const text = shown(email);
        for (const mark of [...VISITOR_MARKS, ...STAFF_MARKS]) {
          expect(text.includes(mark), `${key} to ${email.to} holds "${mark}":\n${text}`).toBe(false);
        }
      }
      // The invitations are organised by the consultancy's address, with the counsellor's first name.
      const invitations = toOthers.filter(({ email }) => email.icalEvent);
      expect(invitations).toHaveLength(3);
      for (const { email } of invitations) {
        expect(shown(email)).toContain(`ORGANIZER;CN="Priya":mailto:${MAIL_FROM}`);
      }
      // Staff still get what they need: the counsellor's own copy of the booking carries the topic.
      const counsellorInvitation = sent.find(({ key }) => key.endsWith("-s1-invitation-counsellor"))!;
      expect(counsellorInvitation.email.to).toBe(STAFF[0].email);
      expect(shown(counsellorInvitation.email)).toContain("https://evil.example/pay");
    });
  },
);
