import { expect, test } from "vitest";
import { endOfIndiaDay, leadQueue } from "#app/features/inbox/lead-queue.server";
import { addNote, logCall, setFollowUp, whatsAppLink } from "#app/features/leads/lead-work.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { Refusal } from "#app/utils/refusal";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

test("India's day: 00:30 IST is 19:00 UTC the day before, and belongs to the IST day", () => {
  // 25 Nov 00:30 IST = 24 Nov 19:00 UTC; that IST day ends at 25 Nov 18:30 UTC.
  expect(endOfIndiaDay(new Date("2026-11-24T19:00:00.000Z"))).toBe("2026-11-25T18:30:00.000Z");
  // One minute before, it is still 24 Nov in India.
  expect(endOfIndiaDay(new Date("2026-11-24T18:29:00.000Z"))).toBe("2026-11-24T18:30:00.000Z");
});

test("the WhatsApp link opens a chat with the student, naming the course or else the college", () => {
  const link = whatsAppLink(
    { name: "Ravi", phone: "9845012345", course: "MBA", college_name: "RV College" },
    "Margdarshan Education",
  )!;
  expect(link.startsWith("https://wa.me/919845012345?text=")).toBe(true);
  expect(decodeURIComponent(link.split("text=")[1]!)).toBe(
    "Hello Ravi, this is Margdarshan Education about your enquiry for MBA. Is this a good time to talk?",
  );
  const college = whatsAppLink({ name: "Ravi", phone: "9845012345", course: null, college_name: "RV College" }, "B")!;
  expect(decodeURIComponent(college)).toContain("for RV College.");
  expect(whatsAppLink({ name: "Ravi", phone: null, course: null, college_name: null }, "B")).toBeUndefined();
});

describeEachEngine("counsellor work on a lead", (db) => {
  const staff = async (name: string, role: "owner" | "counsellor") => ({ id: await insertStaff(db(), { name, role }) });
  async function lead(name: string, assignee: number | null, extra: Record<string, string | null> = {}) {
    const at = new Date().toISOString();
    return (
      await db()
        .insertInto("leads")
        .values({
          form: "contact",
          page: "/Contact",
          name,
          assignee_id: assignee,
          created_at: at,
          updated_at: at,
          ...extra,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  }

  test("a logged call sets the status, keeps the first call's time, and goes on the timeline with its note and follow-up", async () => {
    const anil = await staff("Anil", "counsellor");
    const me = { id: anil.id, role: "counsellor" as const };
    const id = await lead("Student", anil.id);
    await logCall(db(), { leadId: id, outcome: "no_answer", note: "" }, me);
    const first = await db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(first.status).toBe("contacted");
    expect(first.first_call_at).toMatch(/^\d{4}-/);

    const followUpAt = "2026-12-01T04:30:00.000Z";
    await logCall(db(), { leadId: id, outcome: "interested", note: "Wants MBA fees", followUpAt }, me);
    const second = await db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(second).toMatchObject({
      status: "interested",
      first_call_at: first.first_call_at,
      next_follow_up_at: followUpAt,
    });

    await addNote(db(), { leadId: id, note: "Father will call back" }, me);
    await addNote(db(), { leadId: id, note: "Sent the fee sheet" }, me);
    const timeline = await leadTimeline(db(), id);
    expect(timeline.map((event) => [event.kind, event.actor_name])).toEqual([
      ["call_logged", "Anil"],
      ["status_changed", "Anil"],
      ["call_logged", "Anil"],
      ["status_changed", "Anil"],
      ["follow_up_set", "Anil"],
      ["note_added", "Anil"],
      ["note_added", "Anil"],
    ]);
    expect(timeline.filter((event) => event.kind === "note_added").map((event) => event.data.note)).toEqual([
      "Father will call back",
      "Sent the fee sheet",
    ]);

    // Admitted ends the lead: no follow-up any more.
    await logCall(db(), { leadId: id, outcome: "admitted", note: "" }, me);
    const done = await db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: "converted", next_follow_up_at: null });
  });

  test("a counsellor cannot work another counsellor's lead: it is not found, and nothing changes", async () => {
    const anil = await staff("Anil", "counsellor");
    const bina = await staff("Bina", "counsellor");
    const id = await lead("Bina's student", bina.id);
    const asAnil = { id: anil.id, role: "counsellor" as const };
    // One at a time: each attempt starts only when awaited, so no refusal goes unhandled meanwhile.
    const attempts = [
      () => logCall(db(), { leadId: id, outcome: "interested", note: "x" }, asAnil),
      () => setFollowUp(db(), { leadId: id, at: "2026-12-01T04:30:00.000Z" }, asAnil),
      () => addNote(db(), { leadId: id, note: "x" }, asAnil),
    ];
    for (const attempt of attempts) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).status).toBe(404);
    }
    expect(await leadTimeline(db(), id)).toEqual([]);
  });

  test("the queue: overdue first, then due later today (India time), then new leads, then later; only the viewer's open leads", async () => {
    const anil = await staff("Anil", "counsellor");
    const other = await staff("Other", "counsellor");
    // 25 Nov 2026, 10:00 IST.
    const at = new Date("2026-11-25T04:30:00.000Z");
    await lead("Later", anil.id, { status: "contacted", next_follow_up_at: "2026-11-26T04:30:00.000Z" });
    await lead("New", anil.id, { status: "new", last_enquiry_at: "2026-11-25T03:00:00.000Z" });
    await lead("Today, evening", anil.id, { status: "contacted", next_follow_up_at: "2026-11-25T13:00:00.000Z" });
    await lead("Overdue", anil.id, { status: "interested", next_follow_up_at: "2026-11-24T05:00:00.000Z" });
    // 23:50 IST on 25 Nov is still today in India (18:20 UTC).
    await lead("Today, late", anil.id, { status: "contacted", next_follow_up_at: "2026-11-25T18:20:00.000Z" });
    await lead("Closed", anil.id, { status: "closed", next_follow_up_at: "2026-11-24T05:00:00.000Z" });
    await lead("Someone else's", other.id, { status: "new" });
    const queue = await leadQueue(db(), { id: anil.id, role: "counsellor" }, at);
    expect(queue.map((item) => [item.section, item.name])).toEqual([
      ["overdue", "Overdue"],
      ["today", "Today, evening"],
      ["today", "Today, late"],
      ["new", "New"],
      ["later", "Later"],
    ]);
  });
});
