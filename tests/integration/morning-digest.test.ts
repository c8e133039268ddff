import { expect, test } from "vitest";
import { digestEmail, enqueueMorningDigests, type DigestPayload } from "#app/features/inbox/morning-digest.server";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

describeEachEngine("the counsellors' morning digest", (db) => {
  test("from 08:00 India time each counsellor with follow-ups due gets one e-mail a day, overdue first", async () => {
    const at = new Date().toISOString();
    const staff = (name: string, role: "owner" | "counsellor" = "counsellor") => insertStaff(db(), { name, role });
    const anil = await staff("Anil");
    await staff("Idle");
    await staff("Owner", "owner");
    const lead = (name: string, due: string | null) =>
      db()
        .insertInto("leads")
        .values({
          form: "contact",
          page: "/Contact",
          name,
          phone: "9845012345",
          course: "MBA",
          status: "contacted",
          assignee_id: anil,
          next_follow_up_at: due,
          created_at: at,
          updated_at: at,
        })
        .execute();
    await lead("Due today", "2026-11-25T09:00:00.000Z");
    await lead("Overdue", "2026-11-23T09:00:00.000Z");
    await lead("Next week", "2026-12-02T09:00:00.000Z");

    // 07:59 IST on 25 Nov: too early.
    expect(await enqueueMorningDigests(db(), new Date("2026-11-25T02:29:00.000Z"))).toBe(0);
    // 08:00 IST: Anil's digest; the idle counsellor and the owner get none.
    expect(await enqueueMorningDigests(db(), new Date("2026-11-25T02:30:00.000Z"))).toBe(1);
    // Later the same day, and from a second process: still one.
    expect(await enqueueMorningDigests(db(), new Date("2026-11-25T10:00:00.000Z"))).toBe(0);

    const rows = await db().selectFrom("outbox").selectAll().execute();
    expect(rows.map((row) => [row.event_key, row.channel, row.status])).toEqual([
      [`digest-2026-11-25-${anil}`, "email", "pending"],
    ]);
    const payload = JSON.parse(rows[0]!.payload) as DigestPayload;
    expect(payload.to).toBe("anil@example.in");
    expect(payload.digest.items.map((item) => [item.name, item.overdue])).toEqual([
      ["Overdue", true],
      ["Due today", false],
    ]);
    const email = digestEmail(payload, "https://admissions.example.in");
    expect(email.subject).toBe("Your follow-ups for 2026-11-25: 2 to call, 1 overdue");
    expect(email.text).toContain("OVERDUE Overdue (MBA)");
    expect(email.text).toContain("https://admissions.example.in/Admin/queue");

    // The next India day, a new digest.
    expect(await enqueueMorningDigests(db(), new Date("2026-11-26T03:00:00.000Z"))).toBe(1);
  });
});
