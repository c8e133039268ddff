import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { createCalendarFeed } from "#app/features/admissions/calendar-feed.server";
import { addIndiaDays, fromIndiaLocalInput } from "#app/utils/india-time";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { nextIndiaSunday, serverClockEnv } from "../support/server-clock";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { insertLeadWithApplication, loginThroughForm, startAdminServer, withDatabase } from "./admin-helpers";
import { insertStaff } from "../../setup/staff";

/**
 * My day and My calendar in a real browser on a Sunday (issue 43, item 1; docs/decisions/073-my-day.md):
 * the server's clock is set to the next Sunday, 10:00 in India. A counsellor with a session
 * tomorrow, a follow-up call today and a step due in three days signs in, lands on My day and sees
 * all three, each naming its lead; My calendar's "This week" is the seven days from that Sunday;
 * the private feed, read with ical.js, holds all three.
 */
describe("my day and the calendar on a Sunday [sqlite]", () => {
  const sunday = nextIndiaSunday("10:00");
  const day = (offset: number) => addIndiaDays(sunday.day, offset);
  const kavya = { name: "Kavya Counsellor", email: "kavya@example.in", password: "Kavya-Counsel-42" };
  let server: RunningServer;
  let browser: Browser;
  let watched: WatchedPage;
  let leadId: number;
  let feedToken: string;

  beforeAll(async () => {
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer({ env: serverClockEnv(sunday.at) }));
    browser = await connectChromium();
    ({ leadId, feedToken } = await withDatabase(databaseUrl, async (db) => {
      const counsellor = await insertStaff(db, { ...kavya, role: "counsellor" });
      const lead = await insertLeadWithApplication(db, counsellor, "Meera Applicant");
      const other = await insertLeadWithApplication(
        db,
        await insertStaff(db, { name: "Ravi", role: "counsellor" }),
        "Not Kavyas",
      );
      const created = new Date().toISOString();
      await db
        .updateTable("leads")
        .set({ phone: "9845012399", next_follow_up_at: fromIndiaLocalInput(`${day(0)}T17:00`) })
        .where("id", "in", [lead.leadId, other.leadId])
        .execute();
      const starts = fromIndiaLocalInput(`${day(1)}T11:00`);
      await db
        .insertInto("counselling_sessions")
        .values({
          lead_id: lead.leadId,
          admin_id: counsellor,
          starts_at: starts,
          ends_at: fromIndiaLocalInput(`${day(1)}T11:30`),
          topic: "Choosing a branch",
          meeting_link: "https://meet.example.in/kavya",
          uid: "invitation@test",
          manage_salt: "salt",
          manage_token_hash: "hash",
          created_at: created,
          updated_at: created,
        })
        .execute();
      // Steps on Monday, in three days, on Saturday and a week on (past "This week"), and another's.
      for (const [applicationId, offset, kind] of [
        [lead.applicationId, 1, "application_closes"],
        [lead.applicationId, 3, "fee_due"],
        [lead.applicationId, 6, "reporting_date"],
        [lead.applicationId, 7, "counselling_round"],
        [other.applicationId, 2, "fee_due"],
      ] as const) {
        await db
          .insertInto("application_steps")
          .values({ application_id: applicationId, kind, on_date: day(offset), at_time: null, created_at: created })
          .execute();
      }
      return { leadId: lead.leadId, feedToken: (await createCalendarFeed(db, counsellor)).token };
    }));
    watched = await openPage(browser, server.url);
  }, 60_000);

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  test("sign-in lands on My day: today's follow-up, tomorrow's session and the step in 3 days, each with its lead", async () => {
    const page = watched.page;
    await loginThroughForm(page, server.url, kavya);
    await waitForHydration(page);
    const main = page.locator("main");
    await expect.poll(() => main.locator("p.muted").first().textContent(), POLL).toMatch(/^Sunday, /);

    const followUps = page.getByRole("region", { name: /^Follow-up calls due/ });
    expect(await followUps.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^17:00Follow-up call · Meera Applicant.*Call Meera Applicant$/),
    ]);
    expect(await followUps.getByRole("link", { name: "Call Meera Applicant" }).getAttribute("href")).toBe(
      "tel:+919845012399",
    );
    expect(await page.getByRole("region", { name: /^Sessions today/ }).textContent()).toContain(
      "No counselling sessions today.",
    );
    const next = page.getByRole("region", { name: "Next 7 days" });
    const monday = next.getByRole("region", { name: /^Monday, / });
    expect(await monday.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^All dayApplication closes · Meera Applicant/),
      expect.stringMatching(/^11:00Counselling session · Meera Applicant.*Choosing a branch/),
    ]);
    const join = monday.getByRole("link", { name: /^Join Meera Applicant/ });
    expect(await join.getAttribute("href")).toBe("https://meet.example.in/kavya");
    expect(await next.getByRole("region", { name: /^Wednesday, / }).textContent()).toContain(
      "Fee due · Meera Applicant",
    );
    expect(await main.textContent()).not.toContain("Not Kavyas");
    await monday.getByRole("link", { name: "Meera Applicant", exact: true }).first().click();
    await page.waitForURL(`${server.url}/Admin/leads/${leadId}`);
    watched.expectClean();
  });

  test("on a Sunday My calendar's week is the next seven days: sessions and follow-ups beside the steps", async () => {
    const page = watched.page;
    await page.getByRole("link", { name: "My calendar" }).click();
    await page.waitForURL(`${server.url}/Admin/calendar`);
    const week = page.getByRole("region", { name: "This week" });
    await expect.poll(() => week.getByRole("row").count(), POLL).toBe(6);
    const rows = (await week.getByRole("row").allTextContents()).slice(1);
    expect(rows.map((row) => row.replace(/Meera Applicant.*$/, ""))).toEqual([
      expect.stringMatching(/, 17:00Follow-up call$/),
      expect.stringMatching(/^\d+ \w+ \d{4}Application closes$/),
      expect.stringMatching(/, 11:00Counselling session$/),
      expect.stringMatching(/^\d+ \w+ \d{4}Fee due$/),
      expect.stringMatching(/^\d+ \w+ \d{4}Reporting date$/),
    ]);
    expect(rows.join()).not.toContain("Counselling round");
    watched.expectClean();
  });

  test("the private feed holds the session, the follow-up and the steps", async () => {
    const response = await fetch(`${server.url}/Admin/calendar.ics?token=${feedToken}`);
    expect(response.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await response.text()))
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event));
    const host = new URL(server.url).host;
    const summaries = Object.fromEntries(events.map((event) => [event.uid.replace(`@${host}`, ""), event.summary]));
    expect(summaries).toMatchObject({
      [`follow-up-${leadId}`]: "Follow-up call · Meera Applicant",
    });
    const session = events.find((event) => event.uid.startsWith("session-"))!;
    expect(session.summary).toBe("Counselling session · Meera Applicant · Choosing a branch, with Kavya Counsellor");
    expect(session.startDate.toJSDate().toISOString()).toBe(fromIndiaLocalInput(`${day(1)}T11:00`));
    expect(
      events.filter((event) => event.summary.startsWith("Fee due")).map((event) => event.startDate.toString()),
    ).toEqual([day(3)]);
  });
});
