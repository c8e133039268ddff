import crypto from "node:crypto";
import ICAL from "ical.js";
import { beforeEach, expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { addHoliday, saveWeeklyHours } from "#app/features/counselling/availability.server";
import { bookingOffer, bookSession } from "#app/features/counselling/booking.server";
import { counsellingEmailContent } from "#app/features/counselling/session-email-content.server";
import { sessionLinkToken } from "#app/features/counselling/session-link.server";
import {
  cancelSession,
  changeFromLink,
  markSession,
  openSessionPage,
  rescheduleSession,
} from "#app/features/counselling/session-changes.server";
import type { NewLead } from "#app/features/leads/leads.server";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { personData } from "#app/features/privacy/person-data.server";
import type { CounsellingEmailPayload } from "#app/features/counselling/session-email-content.server";
import type { AppLoadContext } from "react-router";
import { action as bookingPageAction } from "#app/routes/public/counselling/book";
import { parseEnv } from "#app/utils/env.server";
import { indiaDay } from "#app/utils/india-time";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Counselling sessions booked by the student (issue 25, part 1; docs/decisions/051-counselling-bookings.md):
 * a booking is a lead and a session in one transaction; the database decides a race for a slot;
 * a cancelled session frees its slot; moving keeps the invitation's UID and raises its SEQUENCE;
 * e-mails and reminders are read when they are sent.
 */

const SECRET = crypto.randomBytes(32);
const ORIGIN = "https://example.in";
const HOUR = 3_600_000;

/** Open every day, all day: whatever time the test runs, there are slots ahead. */
const ALL_DAY = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
  slotMinutes: 30,
  meetingLink: "https://meet.example.in/anil",
};

function student(name: string, phone: string, email: string): NewLead {
  return {
    form: "booking",
    page: "/counselling/book",
    name,
    phone,
    email,
    message: "Which B.Tech branch suits me?",
    utm: {},
    consentPurposes: ["contact"],
    applicant: "adult",
    links: { origin: ORIGIN, secret: SECRET },
  };
}

describeEachEngine("counselling sessions", (db) => {
  let anil: number;
  let bela: number;

  beforeEach(async () => {
    anil = await insertStaff(db(), { name: "Anil Kumar", role: "counsellor" });
    bela = await insertStaff(db(), { name: "Bela Rao", role: "counsellor" });
    await saveWeeklyHours(db(), { id: anil }, ALL_DAY);
  });

  /** A free slot of Anil's starting more than `hoursAhead` hours from now. */
  async function slotAhead(hoursAhead = 26) {
    const { slots } = await bookingOffer(db());
    return slots.find((slot) => slot.adminId === anil && Date.parse(slot.startsAt) > Date.now() + hoursAhead * HOUR)!;
  }

  const book = (
    startsAt: string,
    who = student("Priya Sharma", "9876543210", "priya@example.in"),
    counsellorId: number | null = anil,
  ) => bookSession(db(), { lead: who, startsAt, counsellorId, topic: who.message!, secret: SECRET });

  async function outboxKeys(database: DB = db()) {
    const rows = await database.selectFrom("outbox").select(["event_key", "payload", "due_at"]).orderBy("id").execute();
    return rows.filter((row) => row.event_key.startsWith("counselling-"));
  }

  test("a booking stores a lead (form booking) assigned to the counsellor, its session, the timeline entry, the invitations and the reminders", async () => {
    const slot = await slotAhead();
    const outcome = await book(slot.startsAt);
    expect(outcome).toMatchObject({ kind: "booked", startsAt: slot.startsAt, counsellor: "Anil Kumar" });
    if (outcome.kind !== "booked") return;

    const lead = await db()
      .selectFrom("leads")
      .select(["form", "assignee_id", "name"])
      .where("id", "=", outcome.leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ form: "booking", assignee_id: anil, name: "Priya Sharma" });
    const session = await db().selectFrom("counselling_sessions").selectAll().executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      lead_id: outcome.leadId,
      admin_id: anil,
      starts_at: slot.startsAt,
      ends_at: slot.endsAt,
      status: "booked",
      sequence: 0,
      meeting_link: ALL_DAY.meetingLink,
    });
    // Only the token's hash is kept, never the token.
    expect(session.manage_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const events = await db().selectFrom("lead_events").select("kind").where("lead_id", "=", outcome.leadId).execute();
    expect(events.map((event) => event.kind)).toContain("session_booked");

    const keys = (await outboxKeys()).map((row) => row.event_key);
    expect(keys).toEqual(
      expect.arrayContaining([
        `counselling-${session.id}-s0-invitation-student`,
        `counselling-${session.id}-s0-invitation-counsellor`,
        `counselling-${session.id}-s0-reminder-24h-student`,
        `counselling-${session.id}-s0-reminder-1h-counsellor`,
      ]),
    );
    expect(keys).toHaveLength(6);
    const dayBefore = (await outboxKeys()).find((row) => row.event_key.endsWith("-24h-student"))!;
    expect(dayBefore.due_at).toBe(new Date(Date.parse(slot.startsAt) - 24 * HOUR).toISOString());
  });

  test("the invitation is a REQUEST at the session's time, with the student's link; the counsellor's goes to the counsellor", async () => {
    const slot = await slotAhead();
    const outcome = await book(slot.startsAt);
    if (outcome.kind !== "booked") throw new Error("not booked");
    const payload: CounsellingEmailPayload = {
      kind: "counselling",
      sessionId: outcome.sessionId,
      recipient: "student",
      purpose: "invitation",
      sequence: 0,
    };
    const mail = await counsellingEmailContent(db(), payload, {
      secret: SECRET,
      origin: ORIGIN,
      organizer: "admissions@example.in",
    });
    expect(mail?.to).toBe("priya@example.in");
    expect(mail?.text).toContain(`${ORIGIN}/counselling/session/`);
    const calendar = new ICAL.Component(ICAL.parse(mail!.icalEvent!.content));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.endsAt);
    expect(event.sequence).toBe(0);

    const counsellor = await counsellingEmailContent(
      db(),
      { ...payload, recipient: "counsellor" },
      { secret: SECRET, origin: ORIGIN, organizer: "admissions@example.in" },
    );
    expect(counsellor?.to).toBe("anil.kumar@example.in");
    // A reminder is words only, read when it goes: the student's names the time and the link.
    const reminder = await counsellingEmailContent(
      db(),
      { ...payload, purpose: "reminder", hoursBefore: 1 },
      { secret: SECRET, origin: ORIGIN, organizer: "admissions@example.in" },
    );
    expect(reminder?.subject).toMatch(/^Your counselling session is in one hour, on /);
    expect(reminder?.text).toContain("in one hour");
    expect(reminder?.icalEvent).toBeUndefined();
    expect(counsellor?.text).toContain(`${ORIGIN}/Admin/leads/${outcome.leadId}`);
  });

  test("two students booking one slot at once get one booking and one 'taken'; the loser's lead is not stored", async () => {
    const slot = await slotAhead();
    const outcomes = await Promise.all([
      book(slot.startsAt, student("Priya Sharma", "9876543210", "priya@example.in")),
      book(slot.startsAt, student("Rahul Verma", "9123456780", "rahul@example.in")),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["booked", "taken"]);
    expect(await db().selectFrom("counselling_sessions").select("id").execute()).toHaveLength(1);
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(1);
  });

  test("the database refuses a second live session in a slot even when the read before missed the first", async () => {
    const slot = await slotAhead();
    await book(slot.startsAt);
    const first = await db().selectFrom("counselling_sessions").selectAll().executeTakeFirstOrThrow();
    const copy = { ...first, id: undefined, uid: "other@counselling", manage_salt: "x", manage_token_hash: "y" };
    await expect(db().insertInto("counselling_sessions").values(copy).execute()).rejects.toThrow();
    // …but a cancelled one does not hold the slot.
    await db()
      .insertInto("counselling_sessions")
      .values({ ...copy, status: "cancelled" })
      .execute();
  });

  test("first available picks the counsellor free then with the fewest sessions ahead; a repeat booking is an enquiry on the same lead", async () => {
    await saveWeeklyHours(db(), { id: bela }, ALL_DAY);
    const slot = await slotAhead();
    const rahul = student("Rahul Verma", "9123456780", "rahul@example.in");
    const first = await book(slot.startsAt, undefined, null);
    const second = await book(slot.startsAt, rahul, null);
    expect(first).toMatchObject({ kind: "booked", counsellor: "Anil Kumar" });
    expect(second).toMatchObject({ kind: "booked", counsellor: "Bela Rao" });
    if (first.kind !== "booked") return;
    // At another time both are free, and each has one session: the tie goes to Anil. Then Bela,
    // who has fewer, gets the next first-available booking.
    const later = (await bookingOffer(db())).slots.filter((free) => free.startsAt > slot.startsAt);
    const sana = student("Sana Khan", "9012345678", "sana@example.in");
    expect(await book(later[0]!.startsAt, sana, null)).toMatchObject({ kind: "booked", counsellor: "Anil Kumar" });
    const next = later.find((free) => free.startsAt > later[0]!.startsAt)!;
    const repeat = await book(next.startsAt, undefined, null);
    expect(repeat).toMatchObject({ kind: "booked", counsellor: "Bela Rao" });
    // The same phone and e-mail: one lead, with two enquiries and two sessions.
    if (repeat.kind === "booked") expect(repeat.leadId).toBe(first.leadId);
    expect(
      await db().selectFrom("lead_enquiries").select("id").where("lead_id", "=", first.leadId).execute(),
    ).toHaveLength(2);
    // A new student finds the first time full.
    expect(await book(slot.startsAt, student("Dev Anand", "9988776655", "dev@example.in"), null)).toEqual({
      kind: "taken",
    });
  });

  /** The `-again-` e-mails in the outbox: the session each names, and to whom it goes. */
  async function linksSentAgain() {
    const rows = (await outboxKeys()).filter((row) => row.event_key.includes("-again-"));
    return rows.map((row) => JSON.parse(row.payload) as CounsellingEmailPayload);
  }

  test("one person holds at most two live sessions, never overlapping with any counsellor; a refusal stores nothing and e-mails the live sessions' links again to the lead's address", async () => {
    // Bela's hour-long slots overlap two of Anil's half-hour ones.
    await saveWeeklyHours(db(), { id: bela }, { ...ALL_DAY, slotMinutes: 60 });
    const offer = await bookingOffer(db());
    const belaHour = offer.slots.find(
      (free) => free.adminId === bela && Date.parse(free.startsAt) > Date.now() + 26 * HOUR,
    )!;
    const halfPast = new Date(Date.parse(belaHour.startsAt) + 30 * 60_000).toISOString();
    const first = await book(halfPast);
    expect(first).toMatchObject({ kind: "booked" });
    if (first.kind !== "booked") return;
    expect(await book(belaHour.startsAt, undefined, bela)).toEqual({ kind: "overlap" });
    expect(await book(belaHour.startsAt, undefined, null)).toEqual({ kind: "overlap" });

    const anilLater = offer.slots.filter((free) => free.adminId === anil && free.startsAt >= belaHour.endsAt);
    expect(await book(anilLater[2]!.startsAt)).toMatchObject({ kind: "booked", leadId: first.leadId });
    const belaLater = offer.slots.find((free) => free.adminId === bela && free.startsAt > anilLater[6]!.startsAt)!;
    expect(await book(belaLater.startsAt, undefined, bela)).toEqual({ kind: "too_many" });

    // Nothing of the refused bookings is stored: two sessions, one lead with its two enquiries.
    const sessions = await db().selectFrom("counselling_sessions").select(["id", "lead_id"]).orderBy("id").execute();
    expect(sessions).toHaveLength(2);
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(1);
    expect(await db().selectFrom("lead_enquiries").select("id").execute()).toHaveLength(2);
    // Each live session's invitation, with its link, goes again to the student, not the counsellor.
    const again = await linksSentAgain();
    expect(new Set(again.map((payload) => payload.sessionId))).toEqual(new Set(sessions.map((row) => row.id)));
    expect(again.every((payload) => payload.recipient === "student" && payload.purpose === "invitation")).toBe(true);
    const mail = await counsellingEmailContent(db(), again[0]!, {
      secret: SECRET,
      origin: ORIGIN,
      organizer: "admissions@example.in",
    });
    expect(mail?.to).toBe("priya@example.in");
    expect(mail?.text).toContain(`${ORIGIN}/counselling/session/`);

    // Someone else is not held back by Priya's sessions.
    const rahul = student("Rahul Verma", "9123456780", "rahul@example.in");
    expect(await book(belaLater.startsAt, rahul, bela)).toMatchObject({ kind: "booked" });
    // A cancelled session, or one that is over, no longer counts.
    const firstRow = await db()
      .selectFrom("counselling_sessions")
      .select("manage_salt")
      .where("id", "=", first.sessionId)
      .executeTakeFirstOrThrow();
    expect(await cancelSession(db(), { token: sessionLinkToken(SECRET, firstRow.manage_salt) })).toBe(true);
    expect(await book(anilLater[6]!.startsAt)).toMatchObject({ kind: "booked" });
    // …nor one that is over (as if its time had passed).
    const past = new Date(Date.now() - 2 * HOUR);
    await db()
      .updateTable("counselling_sessions")
      .set({ starts_at: past.toISOString(), ends_at: new Date(past.getTime() + HOUR / 2).toISOString() })
      .where("starts_at", "=", anilLater[2]!.startsAt)
      .execute();
    expect(await book(anilLater[10]!.startsAt)).toMatchObject({ kind: "booked" });
  });

  test("moving a session onto a time that overlaps the person's other session is refused, and the session stays as it was", async () => {
    await saveWeeklyHours(db(), { id: bela }, ALL_DAY);
    const slot = await slotAhead();
    const first = await book(slot.startsAt);
    const later = (await bookingOffer(db())).slots.filter(
      (free) => free.adminId === bela && free.startsAt > slot.endsAt,
    );
    const second = await book(later[3]!.startsAt, undefined, bela);
    if (first.kind !== "booked" || second.kind !== "booked") throw new Error("not booked");
    const session = await db()
      .selectFrom("counselling_sessions")
      .selectAll()
      .where("id", "=", first.sessionId)
      .executeTakeFirstOrThrow();
    const token = sessionLinkToken(SECRET, session.manage_salt);
    // Anil is free at the time of Priya's session with Bela, but Priya is not.
    expect(await rescheduleSession(db(), { token, startsAt: later[3]!.startsAt })).toEqual({ kind: "overlap" });
    expect(
      await changeFromLink(db(), {
        token,
        ipHash: "test",
        form: { intent: "move", slot: later[3]!.startsAt, day: indiaDay(later[3]!.startsAt) },
      }),
    ).toEqual({ ok: false, outcome: "overlapsOther", status: 409 });
    const unchanged = await db()
      .selectFrom("counselling_sessions")
      .select(["starts_at", "sequence"])
      .where("id", "=", first.sessionId)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ starts_at: slot.startsAt, sequence: 0 });
    // Moving it to a time of its own is still allowed (it does not count against itself).
    expect(await rescheduleSession(db(), { token, startsAt: later[0]!.startsAt })).toMatchObject({ kind: "booked" });
  });

  test("one person's bookings posted at once, each on its own connection, never pass the rule together", async () => {
    await saveWeeklyHours(db(), { id: bela }, ALL_DAY);
    const slot = await slotAhead();
    const sameHour = await Promise.all([book(slot.startsAt, undefined, anil), book(slot.startsAt, undefined, bela)]);
    expect(sameHour.map((outcome) => outcome.kind).sort()).toEqual(["booked", "overlap"]);
    const later = (await bookingOffer(db())).slots.filter(
      (free) => free.adminId === anil && free.startsAt > slot.endsAt,
    );
    const three = await Promise.all([4, 8, 12].map((index) => book(later[index]!.startsAt)));
    expect(three.map((outcome) => outcome.kind).sort()).toEqual(["booked", "too_many", "too_many"]);
    expect(await db().selectFrom("counselling_sessions").select("id").execute()).toHaveLength(2);
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(1);
  });

  test("a time never offered, a holiday, a past slot or another counsellor's hours are not open", async () => {
    const slot = await slotAhead();
    expect(await book(slot.startsAt, undefined, bela)).toEqual({ kind: "not_open" });
    expect(await book(new Date(Date.now() - HOUR).toISOString().replace(/:\d{2}\.\d{3}Z$/, ":00.000Z"))).toEqual({
      kind: "not_open",
    });
    expect(
      await book(slot.startsAt.replace(":00:00.000Z", ":10:00.000Z").replace(":30:00.000Z", ":40:00.000Z")),
    ).toEqual({ kind: "not_open" });
    await addHoliday(db(), { id: anil, role: "owner" }, { day: slot.day });
    expect(await book(slot.startsAt)).toEqual({ kind: "not_open" });
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(0);
    await expect(addHoliday(db(), { id: anil, role: "counsellor" }, { day: slot.day })).rejects.toThrow(
      "Only an owner",
    );
  });

  test("moving keeps the UID, raises the SEQUENCE, sends an updated invitation and drops the old reminders", async () => {
    const slot = await slotAhead();
    const outcome = await book(slot.startsAt);
    if (outcome.kind !== "booked") throw new Error("not booked");
    const session = await db().selectFrom("counselling_sessions").selectAll().executeTakeFirstOrThrow();
    const token = sessionLinkToken(SECRET, session.manage_salt);
    const later = (await bookingOffer(db())).slots.find(
      (free) => free.adminId === anil && free.startsAt > slot.startsAt,
    )!;

    expect(await rescheduleSession(db(), { token, startsAt: later.startsAt })).toMatchObject({
      kind: "booked",
      startsAt: later.startsAt,
    });
    const moved = await db().selectFrom("counselling_sessions").selectAll().executeTakeFirstOrThrow();
    expect(moved).toMatchObject({ uid: session.uid, sequence: 1, starts_at: later.startsAt });
    const keys = (await outboxKeys()).map((row) => row.event_key);
    expect(keys.every((key) => key.includes("-s1-"))).toBe(true);
    expect(keys).toContain(`counselling-${session.id}-s1-invitation-student`);

    const stale = {
      kind: "counselling",
      sessionId: session.id,
      recipient: "student",
      purpose: "reminder",
      sequence: 0,
      hoursBefore: 24,
    } as const;
    expect(
      await counsellingEmailContent(db(), stale, {
        secret: SECRET,
        origin: ORIGIN,
        organizer: "admissions@example.in",
      }),
    ).toBeUndefined();
    const update = await counsellingEmailContent(
      db(),
      { ...stale, purpose: "invitation", sequence: 1, hoursBefore: undefined },
      { secret: SECRET, origin: ORIGIN, organizer: "admissions@example.in" },
    );
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(update!.icalEvent!.content)).getFirstSubcomponent("vevent")!,
    );
    expect(event.uid).toBe(session.uid);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(later.startsAt);
    // The old slot is free again.
    expect(
      (await bookingOffer(db())).slots.some((free) => free.startsAt === slot.startsAt && free.adminId === anil),
    ).toBe(true);
  });

  test("cancelling sends METHOD:CANCEL with the same UID, frees the slot, and its reminders never go", async () => {
    const slot = await slotAhead();
    await book(slot.startsAt);
    const session = await db().selectFrom("counselling_sessions").selectAll().executeTakeFirstOrThrow();
    const token = sessionLinkToken(SECRET, session.manage_salt);
    expect(await cancelSession(db(), { token })).toBe(true);
    expect(await cancelSession(db(), { token })).toBe(false);
    const keys = (await outboxKeys()).map((row) => row.event_key);
    expect(keys.sort()).toEqual([
      `counselling-${session.id}-s1-cancellation-counsellor`,
      `counselling-${session.id}-s1-cancellation-student`,
    ]);
    const cancel = await counsellingEmailContent(
      db(),
      { kind: "counselling", sessionId: session.id, recipient: "student", purpose: "cancellation", sequence: 1 },
      { secret: SECRET, origin: ORIGIN, organizer: "admissions@example.in" },
    );
    const calendar = new ICAL.Component(ICAL.parse(cancel!.icalEvent!.content));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid")).toBe(session.uid);
    // Another student can have the slot now.
    expect(await book(slot.startsAt, student("Rahul Verma", "9123456780", "rahul@example.in"))).toMatchObject({
      kind: "booked",
    });
  });

  test("the student's link: a wrong token opens nothing; openings are limited per address", async () => {
    const slot = await slotAhead();
    await book(slot.startsAt);
    const session = await db().selectFrom("counselling_sessions").selectAll().executeTakeFirstOrThrow();
    const token = sessionLinkToken(SECRET, session.manage_salt);
    const page = await openSessionPage(db(), { token, ipHash: "ip-a" });
    expect(page).toMatchObject({ session: { counsellor: "Anil", changeable: true } });
    // Nothing typed at the booking: the link went to an address the booker typed (ADR 063).
    expect(JSON.stringify(page)).not.toMatch(/Priya|branch suits|topic|student/);
    expect(
      await openSessionPage(db(), {
        token: sessionLinkToken(crypto.randomBytes(32), session.manage_salt),
        ipHash: "ip-a",
      }),
    ).toBeUndefined();
    for (let i = 0; i < 30; i++) await openSessionPage(db(), { token, ipHash: "ip-b" });
    expect(await openSessionPage(db(), { token, ipHash: "ip-b" })).toHaveProperty("retryAfterSeconds");
  });

  test("the counsellor marks a session attended or no-show once it has started; others may not", async () => {
    const slot = await slotAhead(2);
    const outcome = await book(slot.startsAt);
    if (outcome.kind !== "booked") throw new Error("not booked");
    const input = { sessionId: outcome.sessionId, leadId: outcome.leadId, status: "attended" as const };
    await expect(markSession(db(), { id: anil, role: "counsellor" }, input)).rejects.toThrow("once it has started");
    const started = new Date(Date.parse(slot.startsAt) + 60_000);
    await expect(markSession(db(), { id: bela, role: "counsellor" }, { ...input, at: started })).rejects.toThrow(
      "Only the session's counsellor",
    );
    expect(await markSession(db(), { id: anil, role: "counsellor" }, { ...input, at: started })).toBe("attended");
    const marked = await db()
      .selectFrom("counselling_sessions")
      .select(["status", "marked_by"])
      .executeTakeFirstOrThrow();
    expect(marked).toEqual({ status: "attended", marked_by: anil });
  });

  test("a merge moves the sessions to the surviving lead and an undo takes them back; an erasure blanks the topic and frees a slot ahead", async () => {
    const slot = await slotAhead();
    const first = await book(slot.startsAt);
    const later = (await bookingOffer(db())).slots.find(
      (free) => free.adminId === anil && free.startsAt > slot.startsAt,
    )!;
    // Same phone, another e-mail: a look-alike, so a second lead.
    const second = await book(later.startsAt, student("Priya S", "9876543210", "priya.s@example.in"));
    if (first.kind !== "booked" || second.kind !== "booked") throw new Error("not booked");
    expect(second.leadId).not.toBe(first.leadId);
    const sessionsOf = async (leadId: number) =>
      (await db().selectFrom("counselling_sessions").select("id").where("lead_id", "=", leadId).execute()).length;

    // The person's access request lists their sessions.
    const [seen] = await personData(db(), [first.leadId], { email: "priya@example.in" });
    expect(seen!.sessions).toEqual([
      { at: slot.startsAt, counsellor: "Anil", topic: "Which B.Tech branch suits me?", status: "booked" },
    ]);
    const owner = { id: await insertStaff(db(), { name: "Olga", role: "owner" }), role: "owner" as const };
    const { mergeId } = await mergeLeads(db(), { ids: [first.leadId, second.leadId], choices: {} }, owner);
    expect(await sessionsOf(first.leadId)).toBe(2);
    await undoMerge(db(), { mergeId }, owner);
    expect(await sessionsOf(second.leadId)).toBe(1);

    await eraseLeadByOwner(db(), { leadId: first.leadId }, owner);
    const erased = await db()
      .selectFrom("counselling_sessions")
      .select(["topic", "status"])
      .where("lead_id", "=", first.leadId)
      .executeTakeFirstOrThrow();
    expect(erased).toEqual({ topic: "", status: "cancelled" });
    expect(
      (await bookingOffer(db())).slots.some((free) => free.startsAt === slot.startsAt && free.adminId === anil),
    ).toBe(true);
  });

  test("the booking page's post: bad input is named and stores nothing; the honeypot and the per-address limit refuse", async () => {
    const slot = await slotAhead();
    const context = {
      database: { db: db() },
      env: parseEnv({ PUBLIC_ORIGIN: ORIGIN }),
      ipHashKey: SECRET,
      clientIp: "203.0.113.9",
    } as unknown as AppLoadContext;
    const post = async (fields: Record<string, string>) => {
      const request = new Request(`${ORIGIN}/counselling/book`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      const answer = (await bookingPageAction({ request, context, params: {} } as never)) as {
        data: {
          ok: boolean;
          formError?: string;
          fieldErrors?: Record<string, string>;
          values?: Record<string, string>;
        };
        init: ResponseInit | null;
      };
      return { status: answer.init?.status ?? 200, body: answer.data };
    };
    const good = {
      counsellor: String(anil),
      slot: slot.startsAt,
      day: indiaDay(slot.startsAt),
      name: "Priya Sharma",
      phone: "98765 43210",
      email: "priya@example.in",
      applicant: "adult",
      message: "Fees",
    };
    const bad = await post({ ...good, phone: "12345", slot: "tomorrow" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      phone: "Enter a valid 10-digit mobile number",
      slot: "Choose a time",
    });
    expect(bad.body.values?.name).toBe("Priya Sharma");
    const minor = await post({ ...good, applicant: "minor" });
    expect(minor.body.fieldErrors).toMatchObject({ guardian_name: "Enter your parent's or guardian's name" });
    expect((await post({ ...good, website: "http://spam.example" })).status).toBe(400);
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(0);

    expect(await post(good)).toMatchObject({ status: 200, body: { ok: true } });
    const again = await post({ ...good, name: "Rahul Verma", phone: "9123456780", email: "rahul@example.in" });
    expect(again).toMatchObject({ status: 409, body: { formError: "That slot was just taken; pick another." } });
    expect(again.body.values?.name).toBe("Rahul Verma");
    // 10 posts an hour from one address; the 11th is refused before anything is read.
    for (let i = 0; i < 7; i++) await post({ ...good, phone: "bad" });
    expect((await post(good)).status).toBe(429);
  });
});
