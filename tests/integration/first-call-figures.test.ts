import { expect, test } from "vitest";
import { firstCallFigures } from "#app/features/first-call/first-call-figures.server";
import { DEFAULT_FIRST_CALL_CLOCK } from "#app/features/settings/first-call-clock";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/** An India wall-clock time ("2026-11-30 10:00") as a stored UTC string. */
const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00.000+05:30`).toISOString();

describeEachEngine("the dashboard's first calls per counsellor", (db) => {
  test("median working minutes and the share called within the target, worked out by hand", async () => {
    const anil = await insertStaff(db(), { name: "Anil", role: "counsellor" });
    const bina = await insertStaff(db(), { name: "Bina", role: "counsellor" });
    const lead = async (
      assignee: number,
      created: string,
      due: string | null,
      called: string | null,
      extra: { contact_withdrawn_at?: string; merged_into?: number } = {},
    ) => {
      await db()
        .insertInto("leads")
        .values({
          form: "contact",
          page: "/Contact",
          name: "Student",
          assignee_id: assignee,
          created_at: ist(created),
          updated_at: ist(created),
          first_call_due_at: due && ist(due),
          first_call_at: called && ist(called),
          ...extra,
        })
        .execute();
    };
    // Working hours: Monday to Saturday, 09:30 to 18:30; target 15 minutes. "Now" is Saturday
    // 5 Dec 2026, 17:30 in India; the period is the 30 days before it.
    const at = new Date(ist("2026-12-05 17:30"));

    // Anil: called after 5 (within), 10 + 10 = 20 across the night (late), 9 (within); one never called (missed).
    await lead(anil, "2026-11-30 10:00", "2026-11-30 10:15", "2026-11-30 10:05");
    await lead(anil, "2026-11-30 18:20", "2026-12-01 09:35", "2026-12-01 09:40");
    await lead(anil, "2026-12-01 11:00", "2026-12-01 11:15", "2026-12-01 11:09");
    await lead(anil, "2026-12-02 10:00", "2026-12-02 10:15", null);
    // …and one the person withdrew from before anyone called, and one merged away: not counted.
    await lead(anil, "2026-12-02 11:00", "2026-12-02 11:15", null, { contact_withdrawn_at: ist("2026-12-02 11:05") });
    await lead(anil, "2026-12-02 12:00", "2026-12-02 12:15", "2026-12-02 12:01", { merged_into: 1 });

    // Bina: Saturday 18:00 to Monday 09:50 is 30 + 20 = 50 (late); 3 and 14 (within).
    await lead(bina, "2026-11-28 18:00", "2026-11-30 09:45", "2026-11-30 09:50");
    await lead(bina, "2026-12-03 10:00", "2026-12-03 10:15", "2026-12-03 10:03");
    await lead(bina, "2026-12-04 10:00", "2026-12-04 10:15", "2026-12-04 10:14");
    // Still inside its 15 minutes now; older than 30 days; from before the clock: not counted.
    await lead(bina, "2026-12-05 17:25", "2026-12-05 17:40", null);
    await lead(bina, "2026-10-20 10:00", "2026-10-20 10:15", "2026-10-20 12:00");
    await lead(bina, "2026-12-01 10:00", null, "2026-12-01 15:00");

    const hours = DEFAULT_FIRST_CALL_CLOCK;
    expect(await firstCallFigures(db(), { hours, at })).toEqual([
      // Median of 5, 9, 20 is 9; 2 of 4 within the target.
      { assigneeId: anil, name: "Anil", called: 3, medianMinutes: 9, decided: 4, withinTarget: 2 },
      // Median of 3, 14, 50 is 14; 2 of 3 within.
      { assigneeId: bina, name: "Bina", called: 3, medianMinutes: 14, decided: 3, withinTarget: 2 },
    ]);
    // A counsellor sees their own row.
    expect(
      (await firstCallFigures(db(), { hours, at, viewer: { id: bina, role: "counsellor" } })).map((row) => row.name),
    ).toEqual(["Bina"]);
  });
});
