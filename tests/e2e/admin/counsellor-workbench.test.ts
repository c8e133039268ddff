import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { postForm, setSessionCookie, startAdminServer, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";
import { leadFields } from "../security/security-helpers";

/**
 * A counsellor's day in a real browser: an enquiry arrives and is theirs by round-robin; it waits
 * in My queue under "New"; they call (tel: and WhatsApp links), log the call with a note and a
 * follow-up, add a note, and the lead moves to "Due today" or "Later" with all of it on its timeline.
 */
describe("the counsellor workbench [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let watched: WatchedPage;

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer());
    browser = await connectChromium();
    const token = await withDatabase(databaseUrl, async (db) =>
      insertSession(db, await insertStaff(db, { name: "Kavya Counsellor", role: "counsellor" })),
    );
    watched = await openPage(browser, server.url);
    await setSessionCookie(watched.context, server.url, token);
  }, 60_000);

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  test("a new enquiry is in My queue; logging a call, a follow-up and a note put it on the timeline", async () => {
    const page = watched.page;
    const answer = await postForm(
      server.url,
      "/Contact",
      leadFields("contact", { name: "Farhan Queue", email: "farhan@example.in", mobile: "9876501234", course: "BBA" }),
    );
    expect(answer.status).toBe(200);

    await page.goto(`${server.url}/Admin/queue`);
    await waitForHydration(page);
    const newSection = page.getByRole("region", { name: /^New, not yet called/ });
    await newSection.getByRole("link", { name: "Farhan Queue", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Farhan Queue");
    await waitForHydration(page);

    expect(await page.getByRole("link", { name: "Call 9876501234" }).getAttribute("href")).toBe("tel:+919876501234");
    const whatsApp = await page.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href");
    expect(decodeURIComponent(whatsApp!)).toMatch(
      /^https:\/\/wa\.me\/919876501234\?text=Hello Farhan Queue, .* for BBA\./,
    );

    const call = page.getByRole("region", { name: "Log a call" });
    await call.getByLabel("Outcome").selectOption({ label: "Interested" });
    await call.getByLabel("Note (optional)").fill("Asked about hostel fees");
    await call.getByLabel("Next follow-up (optional, India time)").fill("2030-01-15T11:30");
    await call.getByRole("button", { name: "Log call" }).click();
    await expect.poll(() => call.getByRole("status").textContent(), POLL).toBe("Call logged.");

    const notes = page.getByRole("region", { name: "Add a note" });
    await notes.getByLabel("Note", { exact: true }).fill("Sent the brochure on WhatsApp");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => notes.getByRole("status").textContent(), POLL).toBe("Note added.");

    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect
      .poll(() => timeline.locator("li strong").allTextContents(), POLL)
      .toEqual(["Enquiry received", "Assigned", "Call logged", "Status changed", "Follow-up set", "Note added"]);
    expect(await timeline.locator(".timeline-note").allTextContents()).toEqual([
      "Asked about hostel fees",
      "Sent the brochure on WhatsApp",
    ]);

    const lead = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("leads").selectAll().where("name", "=", "Farhan Queue").executeTakeFirstOrThrow(),
    );
    // 11:30 in India is 06:00 UTC.
    expect(lead).toMatchObject({ status: "interested", next_follow_up_at: "2030-01-15T06:00:00.000Z" });
    expect(lead.first_call_at).toMatch(/^\d{4}-/);

    await page.goto(`${server.url}/Admin/queue`);
    await waitForHydration(page);
    expect(
      await page
        .getByRole("region", { name: /^Later/ })
        .getByRole("link", { name: "Farhan Queue", exact: true })
        .count(),
    ).toBe(1);
    // The owners' pages are not in a counsellor's menu.
    const menu = page.getByRole("navigation", { name: "Admin menu" });
    expect(await menu.getByRole("link", { name: "Site settings" }).count()).toBe(0);
    expect(await menu.getByRole("link", { name: "My queue" }).count()).toBe(1);
    watched.expectClean();
  });
});
