import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { bookableCounsellors, getWeeklyHours } from "#app/features/counselling/availability.server";
import { freeSlots } from "#app/features/counselling/slots";
import { createSession } from "#app/features/admins/sessions.server";
import { action as availabilityPage } from "#app/routes/admin/availability";
import { parseEnv } from "#app/utils/env.server";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 43, item 8: weekly hours took 21 fields with no "same as Monday" and no break. "Copy
 * Monday to the other weekdays" is a submit button of the form (so it works without JavaScript)
 * that saves Monday's hours and break on Tuesday to Friday; a break is stored, and no slot is
 * offered during it.
 */
describeEachEngine("weekly hours: copy Monday, and a break", (db) => {
  let anil: number;

  beforeEach(async () => {
    anil = await insertStaff(db(), { name: "Anil", role: "counsellor" });
  });

  /** Posts the hours form as Anil would without JavaScript; the status of the answer. */
  async function post(fields: Record<string, string>) {
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const cookie = `admin_session=${(await createSession(db(), anil)).token}`;
    const request = new Request("http://localhost/Admin/availability", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "hours", slot_minutes: "30", meeting_link: "", ...fields }),
    });
    const answer = (await availabilityPage({ request, context, params: {} } as never)) as {
      data: { ok: boolean; message: string };
      init: ResponseInit | null;
    };
    return { status: answer.init?.status ?? 200, ...answer.data };
  }

  const monday = { day_1: "on", start_1: "10:00", end_1: "17:00", break_start_1: "13:00", break_end_1: "13:45" };

  test("Copy Monday saves Monday's hours and break on Tuesday to Friday; the weekend keeps its own", async () => {
    const answer = await post({ ...monday, day_6: "on", start_6: "10:00", end_6: "13:00", copy: "monday" });
    expect(answer).toMatchObject({
      status: 200,
      ok: true,
      message: "Saved, with Monday's hours on Tuesday to Friday. Students can book you on 6 days a week.",
    });
    const { days } = await getWeeklyHours(db(), anil);
    expect(
      days.map((day) => [day.weekday, day.startMinute, day.endMinute, day.breakStartMinute, day.breakEndMinute]),
    ).toEqual([
      [1, 600, 1020, 780, 825],
      [2, 600, 1020, 780, 825],
      [3, 600, 1020, 780, 825],
      [4, 600, 1020, 780, 825],
      [5, 600, 1020, 780, 825],
      [6, 600, 780, null, null],
    ]);
  });

  test("a break outside the day's hours is refused and nothing changes; a saved break offers no slot", async () => {
    await post(monday);
    const refused = await post({ ...monday, break_start_1: "16:30", break_end_1: "17:30" });
    expect(refused).toMatchObject({ status: 400, ok: false });
    expect((await getWeeklyHours(db(), anil)).days).toEqual([
      { weekday: 1, startMinute: 600, endMinute: 1020, breakStartMinute: 780, breakEndMinute: 825 },
    ]);

    const { hours } = await bookableCounsellors(db());
    // Monday 7 Dec 2026, 08:00 India time.
    const slots = freeSlots({
      hours,
      holidays: new Set(),
      taken: [],
      now: new Date("2026-12-07T02:30:00.000Z"),
      days: 1,
    });
    const breakStart = Date.parse("2026-12-07T07:30:00.000Z"); // 13:00 India
    const breakEnd = Date.parse("2026-12-07T08:15:00.000Z"); // 13:45 India
    expect(slots.length).toBeGreaterThan(0);
    expect(
      slots.filter((slot) => Date.parse(slot.startsAt) < breakEnd && Date.parse(slot.endsAt) > breakStart),
    ).toEqual([]);
    expect(slots.map((slot) => slot.startsAt)).toContain("2026-12-07T08:15:00.000Z");
  });
});
