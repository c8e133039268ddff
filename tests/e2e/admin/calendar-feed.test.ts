import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { insertLeadWithApplication, setSessionCookie, startAdminServer, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";

/**
 * The private iCalendar feed in a real browser (issue 24, part 2; docs/decisions/046-calendar-feed.md):
 * a counsellor creates the feed on My calendar and copies the address shown; fetched without a
 * cookie, as a calendar app does, it holds their step; after Revoke it is a 404.
 */
describe("calendar feed [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  let watched: WatchedPage;
  const day = addIndiaDays(indiaDay(new Date()), 4);

  beforeAll(async () => {
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer());
    browser = await connectChromium();
    const token = await withDatabase(databaseUrl, async (db) => {
      const counsellor = await insertStaff(db, { name: "Kavya Counsellor", role: "counsellor" });
      const { applicationId } = await insertLeadWithApplication(db, counsellor, "Meera Applicant");
      await db
        .insertInto("application_steps")
        .values({
          application_id: applicationId,
          kind: "entrance_exam",
          on_date: day,
          at_time: "10:30",
          created_at: new Date().toISOString(),
        })
        .execute();
      return insertSession(db, counsellor);
    });
    watched = await openPage(browser, server.url);
    await setSessionCookie(watched.context, server.url, token);
  }, 60_000);

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  test("create the feed, read it without a cookie, revoke it", async () => {
    const page = watched.page;
    await page.goto(`${server.url}/Admin/calendar`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Subscribe in your calendar app" });
    await expect.poll(() => section.textContent(), POLL).toContain("You have no feed.");
    await section.getByRole("button", { name: "Create a feed address" }).click();
    const address = section.getByLabel(/Your feed's address/);
    await expect.poll(() => address.count(), POLL).toBe(1);
    const url = await address.inputValue();
    expect(url).toMatch(/\/Admin\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => section.textContent(), POLL).toContain("You have a feed, created");

    // A calendar app: no cookie.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const events = new ICAL.Component(ICAL.parse(await response.text()))
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toMatch(/^Entrance exam · Meera Applicant · .+ \(MBA, 2027\)$/);
    // 10:30 India time is 05:00 UTC.
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(`${day}T05:00:00.000Z`);

    await section.getByRole("button", { name: "Revoke the feed" }).click();
    await expect
      .poll(() => section.getByRole("status").textContent(), POLL)
      .toBe("Feed revoked: its address no longer works.");
    await expect.poll(() => section.textContent(), POLL).toContain("You have no feed.");
    const revoked = await fetch(url);
    expect(revoked.status).toBe(404);
    watched.expectClean();
  });
});
