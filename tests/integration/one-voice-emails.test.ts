import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { addStep } from "#app/features/admissions/application-steps.server";
import { addApplication } from "#app/features/admissions/applications.server";
import { saveWeeklyHours } from "#app/features/counselling/availability.server";
import { bookingOffer } from "#app/features/counselling/booking.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { PUBLIC_ONLY } from "#app/features/outbox/egress-address.server";
import { smtpMailer } from "#app/features/outbox/mailer.server";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { createLead } from "#app/features/leads/leads.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { openStatusPage } from "#app/features/status-link/status-links.server";
import { action as bookingPageAction } from "#app/routes/public/counselling/book";
import { parseEnv } from "#app/utils/env.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { createLogger } from "#app/utils/logger.server";
import { startOutboxWorker } from "../../server/outbox-worker";
import { startSmtpPeer } from "../e2e/server/outbox-peers";
import { collegeInput } from "../factories";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * One voice in e-mails (issue 44, item 5; docs/decisions/080-one-voice-in-emails.md), delivered by
 * the outbox worker to a real SMTP peer in the test process: a booking sends the student its
 * confirmation only (no acknowledgement besides), carrying the enquiry's withdraw and confirm links
 * and the consultancy's signature; a step's reminder says what is due, when and how much, and links
 * the status page, in the lead's language.
 */

const SECRET = crypto.randomBytes(32);
const ORIGIN = "https://example.in";

/** Open every day, all day: whatever time the test runs, there are slots ahead. */
const ALL_DAY = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
  slotMinutes: 30,
  meetingLink: "https://meet.example.in/anil",
};

/** Runs the outbox worker against the SMTP peer until nothing due is left, and answers what the peer received. */
async function deliverAll(db: DB) {
  const peer = await startSmtpPeer();
  const mailer = smtpMailer({ smtpUrl: peer.url, from: "Admissions <alerts@example.in>", timeoutMs: 5_000 });
  const worker = startOutboxWorker(db, {
    log: createLogger({ destination: { write: () => {} } }),
    mailer,
    origin: ORIGIN,
    leaseMs: 60_000,
    webhookEgress: PUBLIC_ONLY,
    linkSecret: SECRET,
    pollIntervalMs: 10,
  });
  try {
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom("outbox")
              .select("id")
              .where("status", "=", "pending")
              .where("next_attempt_at", "<=", new Date().toISOString())
              .execute()
          ).length,
        { timeout: 10_000 },
      )
      .toBe(0);
  } finally {
    await worker.stop();
    mailer.close();
    await peer.stop();
  }
  return peer.received;
}

describeEachEngine("one voice in e-mails", (db) => {
  let anil: number;

  beforeEach(async () => {
    anil = await insertStaff(db(), { name: "Anil Kumar", role: "counsellor" });
    await saveWeeklyHours(db(), { id: anil }, ALL_DAY);
  });

  /** Posts the booking page's form (as the browser does, without JavaScript) for a free slot a day or more ahead. */
  async function book(path: string, person: { name: string; phone: string; email: string }) {
    const { slots } = await bookingOffer(db());
    const slot = slots.find((free) => Date.parse(free.startsAt) > Date.now() + 26 * 3_600_000)!;
    const context = {
      database: { db: db() },
      env: parseEnv({ PUBLIC_ORIGIN: ORIGIN }),
      ipHashKey: SECRET,
      clientIp: "203.0.113.9",
    } as unknown as AppLoadContext;
    const request = new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        counsellor: String(anil),
        slot: slot.startsAt,
        day: indiaDay(slot.startsAt),
        ...person,
        applicant: "adult",
        message: "Which branch suits me?",
        consent_updates: "on",
      }),
    });
    const answer = (await bookingPageAction({ request, context, params: {} } as never)) as { data: { ok: boolean } };
    expect(answer.data.ok).toBe(true);
  }

  test("a booking sends exactly one e-mail to the student: its confirmation, with the enquiry's choices and the signature", async () => {
    await book("/counselling/book", { name: "Priya Sharma", phone: "9876543210", email: "priya@example.in" });
    await book("/hi/counselling/book", { name: "Ravi Verma", phone: "9123456780", email: "ravi@example.in" });
    // A booking on a phone-only lead: the lead keeps no typed address, so the confirmation has nowhere to go.
    const banner = { form: "banner", page: "/", name: "Kiran", phone: "9000000001", utm: {} } as const;
    await createLead(db(), { ...banner, consentPurposes: ["contact"], applicant: "adult" });
    await book("/counselling/book", { name: "Kiran", phone: "9000000001", email: "kiran@example.in" });
    const received = await deliverAll(db());
    const { phone, brandName } = await getSiteSettings(db());

    const toPriya = received.filter((mail) => mail.to.includes("priya@example.in"));
    expect(toPriya.map((mail) => mail.decoded.subject)).toEqual([
      expect.stringMatching(/^Your counselling session is booked for /),
    ]);
    const text = toPriya[0]!.decoded.text;
    expect(text).toContain(`${ORIGIN}/counselling/session/`);
    // What the acknowledgement carried that still matters: withdraw, confirm the updates asked for, rights.
    expect(text).toMatch(new RegExp(`${ORIGIN}/privacy/withdraw\\?token=e\\d+\\.`));
    expect(text).toMatch(new RegExp(`${ORIGIN}/privacy/confirm\\?token=e\\d+\\.`));
    expect(text).toContain(`${ORIGIN}/privacy/request`);
    // Not the generic acknowledgement's promise of a call.
    expect(text).not.toContain("within one working day");
    expect(text).toContain(`${brandName}\nCall us: ${phone}`);

    // A Hindi page's booking: one e-mail too, in Hindi, its links to the Hindi pages, signed in Hindi.
    const toRavi = received.filter((mail) => mail.to.includes("ravi@example.in"));
    expect(toRavi).toHaveLength(1);
    expect(toRavi[0]!.decoded.subject).toMatch(/^आपका काउंसलिंग सेशन .* को बुक हो गया है$/);
    expect(toRavi[0]!.decoded.text).toContain(`${ORIGIN}/hi/privacy/withdraw?token=`);
    expect(toRavi[0]!.decoded.text).toContain(`${brandName}\nहमें फ़ोन करें: ${phone}`);

    // That address still hears from us, once: the acknowledgement, as every enquiry's address does.
    const toKiran = received.filter((mail) => mail.to.includes("kiran@example.in"));
    expect(toKiran.map((mail) => mail.decoded.subject)).toEqual([expect.stringMatching(/^We received your enquiry/)]);
  });

  test("a reminder names the amount and links the status page; a step of kind Other reads as its note; Hindi for a Hindi lead", async () => {
    const college = (await createCollege(db(), collegeInput({ name: "PES University" }))).id;
    const viewer = { id: anil, role: "counsellor" as const };
    const tomorrow = addIndiaDays(indiaDay(new Date()), 1);
    const leadWithSteps = async (email: string, language: "en" | "hi") => {
      const at = new Date().toISOString();
      const { id } = await db()
        .insertInto("leads")
        .values({
          form: "contact",
          page: "/Contact",
          name: "Meera",
          email,
          assignee_id: anil,
          language,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await addApplication(
        db(),
        {
          leadId: id,
          collegeId: college,
          course: "B.Tech CSE",
          intake: 2027,
          applicationNumber: "",
          status: "applied",
        },
        viewer,
      );
      const application = await db()
        .selectFrom("lead_applications")
        .select("id")
        .where("lead_id", "=", id)
        .executeTakeFirstOrThrow();
      const step = { leadId: id, applicationId: application.id, onDate: tomorrow, atTime: null };
      await addStep(
        db(),
        { ...step, kind: "fee_due", note: "At the accounts office", amountPaise: 1_25_000_00 },
        viewer,
      );
      await addStep(db(), { ...step, kind: "other", note: "PESSAT slot booking" }, viewer);
      return id;
    };
    await leadWithSteps("meera@example.in", "en");
    await leadWithSteps("meena@example.in", "hi");
    const received = await deliverAll(db());
    const { phone } = await getSiteSettings(db());

    const toMeera = received.filter((mail) => mail.to.includes("meera@example.in"));
    const fee = toMeera.find((mail) => mail.decoded.subject === "The fee is due tomorrow")!;
    expect(fee).toBeDefined();
    expect(fee.decoded.text).toContain("Amount: ₹1,25,000\n");
    expect(fee.decoded.text).toContain("Details: At the accounts office");
    expect(fee.decoded.text).toContain(`Call us: ${phone}`);
    // The status page's link, which opens that lead's page.
    const url = /https:\/\/example\.in\/status\/([A-Za-z0-9_-]{43})/.exec(fee.decoded.text);
    expect(url).not.toBeNull();
    const page = await openStatusPage(db(), { token: url![1]!, ipHash: "test" });
    expect(page && "applications" in page && page.applications[0]?.name).toMatch(/^PES University/);
    // Other reads as its note, as a plain sentence; both reminders link the same page.
    const other = toMeera.find((mail) => mail.decoded.subject === "PESSAT slot booking is due tomorrow")!;
    expect(other.decoded.text).toContain(url![0]);
    expect(other.decoded.text).not.toContain("Other");

    const toMeena = received.filter((mail) => mail.to.includes("meena@example.in"));
    expect(toMeena.map((mail) => mail.decoded.subject).sort()).toEqual([
      "PESSAT slot booking कल है",
      "फ़ीस कल जमा करनी है",
    ]);
    const hindiFee = toMeena.find((mail) => mail.decoded.subject === "फ़ीस कल जमा करनी है")!;
    expect(hindiFee.decoded.text).toContain("राशि: ₹1,25,000\n");
    expect(hindiFee.decoded.text).toMatch(/https:\/\/example\.in\/hi\/status\/[A-Za-z0-9_-]{43}/);
  });

  test("the acknowledgement names the course and college from our catalogue, never what was typed", async () => {
    const college = (await createCollege(db(), collegeInput({ name: "PES University" }))).id;
    await db()
      .insertInto("courses")
      .values({
        college_id: college,
        name: "B.Tech CSE",
        duration: "4 years",
        fee_inr: 400_000,
        semesters: 8,
        created_at: new Date().toISOString(),
      })
      .execute();
    const context = {
      database: { db: db() },
      env: parseEnv({ PUBLIC_ORIGIN: ORIGIN, LEADS_PER_IP_PER_HOUR: "0" }),
      ipHashKey: SECRET,
      clientIp: "203.0.113.9",
      metrics: { leadsCreated: { inc: () => {} } },
    } as unknown as AppLoadContext;
    const enquire = (email: string, mobile: string, course: string) =>
      handleLeadSubmission(
        {
          request: new Request(`${ORIGIN}/pes-university`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ form: "college", name: "Asha", email, mobile, course, applicant: "adult" }),
          }),
          context,
        },
        // The page's college, as the route reads it from the database (routes/public/lead-pages.server.ts).
        { forms: ["college"], collegeName: "PES University" },
      );
    await enquire("asha@example.in", "9876501234", "B.Tech CSE");
    await enquire("typed@example.in", "9876505678", "Call https://evil.example");
    const received = await deliverAll(db());
    const text = (to: string) => received.find((mail) => mail.to.includes(to))!.decoded.text;
    expect(text("asha@example.in")).toContain("You asked about B.Tech CSE at PES University.");
    // A course that is not ours is not named; the page's college still is.
    expect(text("typed@example.in")).toContain("You asked about PES University.");
    expect(text("typed@example.in")).not.toContain("evil.example");
  });
});
