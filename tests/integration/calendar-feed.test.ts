import crypto from "node:crypto";
import ICAL from "ical.js";
import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { removeAdmin } from "#app/features/admins/admins.server";
import { createSession } from "#app/features/admins/sessions.server";
import { addStep } from "#app/features/admissions/application-steps.server";
import { addApplication, leadApplications } from "#app/features/admissions/applications.server";
import { createCalendarFeed, revokeCalendarFeed } from "#app/features/admissions/calendar-feed.server";
import { action as calendarAction, loader as calendarPage } from "#app/routes/admin/calendar";
import { loader as feedRoute } from "#app/routes/admin/calendar-ics";
import { parseEnv } from "#app/utils/env.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { findInEveryTable } from "../setup/find-in-every-table";
import { admissionsCast } from "../setup/admissions-cast";
import { describeEachEngine } from "../setup/test-database";

/**
 * The private iCalendar feed (issue 24, part 2; docs/decisions/046-calendar-feed.md): a token
 * opens its owner's steps (a counsellor's on their leads) from 30 days ago onward, without a
 * session; a new token, a revoke or a removed admin ends the old one; only its hash is stored.
 */
describeEachEngine("calendar feed", (db) => {
  let anil: { id: number; role: "counsellor" };
  let bela: { id: number; role: "counsellor" };
  let owner: { id: number; role: "owner" };
  let rv: number;

  beforeEach(async () => {
    ({ anil, bela, owner, rv } = await admissionsCast(db()));
  });

  const context = () =>
    ({
      database: { db: db() },
      env: parseEnv({ PUBLIC_ORIGIN: "https://admissions.example.in" }),
    }) as unknown as AppLoadContext;

  async function leadWithApplication(counsellor: { id: number; role: "counsellor" }, name: string) {
    const at = new Date().toISOString();
    const { id } = await db()
      .insertInto("leads")
      .values({ form: "contact", page: "/Contact", name, assignee_id: counsellor.id, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const application = {
      collegeId: rv,
      course: "MBA",
      intake: 2027,
      applicationNumber: "",
      status: "applied" as const,
    };
    await addApplication(db(), { leadId: id, ...application }, counsellor);
    const [added] = await leadApplications(db(), id);
    return { leadId: id, applicationId: added!.id };
  }

  /** The feed as a calendar app fetches it: no cookie, the token in the query. */
  async function fetchFeed(token: string | null) {
    const query = token === null ? "" : `?token=${encodeURIComponent(token)}`;
    const response = await feedRoute({
      request: new Request(`http://localhost/Admin/calendar.ics${query}`),
      context: context(),
      params: {},
    } as never);
    return { response, text: await response.text() };
  }

  test("the feed holds the counsellor's steps only, timed at their India time in UTC and all-day ones as dates", async () => {
    const anils = await leadWithApplication(anil, "Priya Sharma");
    const belas = await leadWithApplication(bela, "Rohan Iyer");
    const today = indiaDay(new Date());
    const exam = await addStep(
      db(),
      { ...anils, kind: "entrance_exam", onDate: addIndiaDays(today, 5), atTime: "10:30", note: "" },
      anil,
    );
    const fee = await addStep(
      db(),
      { ...anils, kind: "other", onDate: addIndiaDays(today, 9), atTime: null, note: "Hostel; fee, part 2" },
      anil,
    );
    // Older than 30 days: left out. Bela's lead: not Anil's.
    await db()
      .insertInto("application_steps")
      .values({
        application_id: anils.applicationId,
        kind: "fee_due",
        on_date: addIndiaDays(today, -31),
        at_time: null,
        note: "",
        created_at: new Date().toISOString(),
      })
      .execute();
    await addStep(db(), { ...belas, kind: "fee_due", onDate: addIndiaDays(today, 2), atTime: null, note: "" }, bela);

    const { token } = await createCalendarFeed(db(), anil.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { response, text } = await fetchFeed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.uid)).toEqual([
      `step-${exam.id}@admissions.example.in`,
      `step-${fee.id}@admissions.example.in`,
    ]);
    const [timed, allDay] = events as [ICAL.Event, ICAL.Event];
    expect(timed.summary).toBe("Entrance exam · Priya Sharma · RV College of Engineering (MBA, 2027)");
    // 10:30 in India is 05:00 UTC; 30 minutes long.
    expect(timed.startDate.toJSDate().toISOString()).toBe(`${addIndiaDays(today, 5)}T05:00:00.000Z`);
    expect(timed.endDate.toJSDate().toISOString()).toBe(`${addIndiaDays(today, 5)}T05:30:00.000Z`);
    expect(timed.startDate.isDate).toBe(false);
    expect(timed.component.getFirstPropertyValue("url")).toBe(
      `https://admissions.example.in/Admin/leads/${anils.leadId}`,
    );
    expect(allDay.summary).toBe("Hostel; fee, part 2 · Priya Sharma · RV College of Engineering (MBA, 2027)");
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe(addIndiaDays(today, 9));
    expect(allDay.endDate.toString()).toBe(addIndiaDays(today, 10));
    expect(allDay.description).toContain(`/Admin/leads/${anils.leadId}`);

    // The owner's feed holds everyone's steps from 30 days ago on.
    const owners = await fetchFeed((await createCalendarFeed(db(), owner.id)).token);
    expect(new ICAL.Component(ICAL.parse(owners.text)).getAllSubcomponents("vevent")).toHaveLength(3);
  });

  test("a new token ends the old; a revoked, random, missing or removed admin's token is a bare 404; only the hash is kept", async () => {
    const first = (await createCalendarFeed(db(), anil.id)).token;
    const second = (await createCalendarFeed(db(), anil.id)).token;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).response.status).toBe(404);
    expect((await fetchFeed(second)).response.status).toBe(200);

    // The token is nowhere in the database; its SHA-256 is.
    expect(await findInEveryTable(db(), [second])).toEqual([]);
    const hash = crypto.createHash("sha256").update(second).digest("hex");
    expect(await db().selectFrom("calendar_feeds").selectAll().execute()).toEqual([
      expect.objectContaining({ admin_id: anil.id, token_hash: hash }),
    ]);

    await revokeCalendarFeed(db(), anil.id);
    await expect(revokeCalendarFeed(db(), anil.id)).rejects.toThrow("There is no feed to revoke.");
    for (const token of [second, crypto.randomBytes(32).toString("base64url"), null, "", "x".repeat(500)]) {
      const { response, text } = await fetchFeed(token);
      expect(response.status).toBe(404);
      expect(text).toBe("Not found");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }

    // A removed admin's feed ends with them.
    const belas = (await createCalendarFeed(db(), bela.id)).token;
    expect((await fetchFeed(belas)).response.status).toBe(200);
    await removeAdmin(db(), { id: bela.id, byAdminId: owner.id });
    expect((await fetchFeed(belas)).response.status).toBe(404);
    expect(await db().selectFrom("calendar_feeds").selectAll().execute()).toEqual([]);
  });

  test("My calendar creates the feed (its address in that answer only), says since when, and revokes it", async () => {
    const cookie = `admin_session=${(await createSession(db(), anil.id)).token}`;
    const post = async (intent: string) => {
      const request = new Request("http://localhost/Admin/calendar", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams({ intent }),
      });
      const answer = (await calendarAction({ request, context: context(), params: {} } as never)) as {
        data: { ok: boolean; message: string; extra?: string };
        init: ResponseInit | null;
      };
      return { status: answer.init?.status ?? 200, body: answer.data };
    };
    const page = () =>
      calendarPage({
        request: new Request("http://localhost/Admin/calendar", { headers: { Cookie: cookie } }),
        context: context(),
        params: {},
      } as never);

    expect((await page()).feed).toBeUndefined();
    const created = await post("feed");
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Feed created. Copy its address now: it is not shown again.");
    const token = created.body.extra!;
    const loaded = await page();
    expect(loaded.feed?.createdAt).toEqual(expect.any(String));
    expect(loaded.feedBase).toBe("https://admissions.example.in/Admin/calendar.ics?token=");
    expect(JSON.stringify(loaded)).not.toContain(token);
    expect((await fetchFeed(token)).response.status).toBe(200);

    expect((await post("revoke-feed")).body.message).toBe("Feed revoked: its address no longer works.");
    expect((await fetchFeed(token)).response.status).toBe(404);
    expect(await post("revoke-feed")).toMatchObject({ status: 400, body: { message: "There is no feed to revoke." } });
    await expect(post("nothing")).rejects.toMatchObject({ init: { status: 400 } });
  });
});
