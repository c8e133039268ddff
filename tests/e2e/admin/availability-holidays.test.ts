import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NOT_A_DATE } from "#app/utils/calendar-date";
import { connectChromium } from "../support/chromium";
import { browserEngines } from "../support/databases";
import { waitForHydration } from "../support/hydration";
import { startStaffServer, type StaffServer } from "../support/staff-server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { postForm, setSessionCookie, withDatabase } from "./admin-helpers";

/**
 * Issue 41, item 11: the holidays form of /Admin/availability stored 2027-02-30, showed it as
 * 2 March, and 2 March stayed bookable. A holiday's date is read by the forms' one date parser
 * (app/utils/calendar-date.ts): an impossible day is refused with its message and nothing is stored.
 */
for (const engine of browserEngines()) {
  describe(`a holiday is a real day [${engine}]`, () => {
    let staff: StaffServer;
    let browser: Browser;
    let owner: WatchedPage;

    beforeAll(async () => {
      [staff, browser] = await Promise.all([startStaffServer(engine), connectChromium()]);
      owner = await openPage(browser, staff.server.url);
      await setSessionCookie(owner.context, staff.server.url, staff.owner.cookie.split("=")[1]!);
    }, 60_000);

    afterAll(async () => {
      await owner?.close();
      await browser?.close();
      await staff?.server.stop();
    });

    const storedHolidays = () =>
      withDatabase(staff.databaseUrl, (db) => db.selectFrom("counselling_holidays").select("day").execute());

    test("2027-02-30 typed in the holidays form is refused with a message under the date; nothing is stored", async () => {
      const page = owner.page;
      await page.goto(`${staff.server.url}/Admin/availability`);
      await waitForHydration(page);
      const holidays = page.getByRole("region", { name: "Holidays" });
      const date = holidays.getByLabel("Date");
      await holidays.getByLabel("Note").fill("Not a day");
      // Chromium's date control cannot hold an impossible day; a browser without one sends what was
      // typed. Set and sent in one step, without an input event: a re-render in between (a
      // revalidation) made the control a date one again, empty, and the answer "Choose a date".
      await date.evaluate((input: HTMLInputElement) => {
        input.type = "text";
        input.value = "2027-02-30";
        const add = Array.from(input.form!.querySelectorAll("button")).find(
          (button) => button.textContent?.trim() === "Add holiday",
        );
        input.form!.requestSubmit(add);
      });
      await expect.poll(() => holidays.locator(".field-error").textContent(), POLL).toBe(NOT_A_DATE);
      await expect.poll(() => date.getAttribute("aria-invalid"), POLL).toBe("true");
      expect(await holidays.getByText("2 Mar 2027").count()).toBe(0);
      expect(await storedHolidays()).toEqual([]);
      owner.expectClean({ allowStatuses: [400] });
    });

    test("posted without JavaScript, impossible days answer 400 and store nothing; a leap day is stored", async () => {
      const add = (day: string) =>
        postForm(
          staff.server.url,
          "/Admin/availability",
          { intent: "add-holiday", day },
          { cookie: staff.owner.cookie.split("=")[1]! },
        );
      for (const day of ["2027-02-30", "2027-02-29", "2027-04-31", "2027-13-01", "2027-00-10", "tomorrow"]) {
        const answer = await add(day);
        expect(answer.status, day).toBe(400);
        expect(await answer.text(), day).toContain(NOT_A_DATE);
      }
      expect(await storedHolidays()).toEqual([]);
      expect((await add("2028-02-29")).status).toBeLessThan(400);
      expect(await storedHolidays()).toEqual([{ day: "2028-02-29" }]);
    });
  });
}
