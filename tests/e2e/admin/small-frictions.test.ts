import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { getPage, setSessionCookie, startAdminServer, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";

/** A phone's first screen (issue 43's Done-when: "at 360 px the inbox's first lead is above the fold"). */
const PHONE = { width: 360, height: 740 };
/** openPage's own viewport: a wide screen. */
const WIDE = { width: 1280, height: 800 };

/**
 * Issue 43, item 8, in Chromium on the production build: on a phone the inbox's filters fold
 * behind one "Filters" button and the first lead is on the first screen; a filter in use keeps
 * them open, and a wide screen shows them all. A new application on a lead starts from the
 * college the student enquired about, with that college's courses to pick from.
 */
describe("the small frictions [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  /** One page, at a phone's width or a wide screen's (setViewportSize) as each check needs. */
  let watched: WatchedPage;
  let token: string;
  let leadId: number;
  let college: { name: string; courses: string[] };

  beforeAll(async () => {
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer());
    ({ token, leadId, college } = await withDatabase(databaseUrl, async (db) => {
      const owner = await insertStaff(db, { name: "Olga Owner", role: "owner" });
      const { id: collegeId, name } = await db
        .selectFrom("colleges")
        .select(["id", "name"])
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const courses = await db
        .selectFrom("courses")
        .select("name")
        .where("college_id", "=", collegeId)
        .orderBy("name")
        .execute();
      let id = 0;
      for (let i = 0; i < 30; i++) {
        const at = new Date(Date.now() - i * 60_000).toISOString();
        ({ id } = await db
          .insertInto("leads")
          .values({
            form: "college",
            page: "/",
            name: `Student ${i}`,
            phone: `98450${String(i).padStart(5, "0")}`,
            // The oldest asked about the first college, upper-cased as a visitor may type it.
            college_name: name.toUpperCase(),
            course: courses.at(-1)!.name,
            created_at: at,
            last_enquiry_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow());
      }
      return {
        token: await insertSession(db, owner),
        leadId: id,
        college: { name, courses: courses.map((row) => row.name) },
      };
    }));
    browser = await connectChromium();
    watched = await openPage(browser, server.url, { viewport: PHONE });
    await setSessionCookie(watched.context, server.url, token);
  }, 60_000);

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  test("at 360 px the filters fold behind one Filters button and the first lead is on the first screen", async () => {
    const page = watched.page;
    await page.goto(`${server.url}/Admin/leads`);
    await waitForHydration(page);
    const filters = page.getByRole("form", { name: "Filter leads" });
    const toggle = filters.locator("summary", { hasText: "Filters" });
    expect(await toggle.isVisible()).toBe(true);
    expect(await filters.getByLabel("Status", { exact: true }).isVisible()).toBe(false);
    expect(await filters.getByLabel("Search", { exact: true }).isVisible()).toBe(true);

    const firstLead = page.getByRole("table", { name: /Leads/ }).locator("tbody tr").first();
    expect(await firstLead.getByRole("link", { name: "Student 0" }).count()).toBe(1);
    const box = (await firstLead.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);

    // One press opens them all.
    await toggle.click();
    await expect.poll(() => filters.getByLabel("Status", { exact: true }).isVisible(), POLL).toBe(true);
    expect(await filters.getByLabel("Course", { exact: true }).isVisible()).toBe(true);
    watched.expectClean();
  });

  test("a filter in use keeps them open on a phone; a wide screen shows them all, with no button to press", async () => {
    const page = watched.page;
    await page.goto(`${server.url}/Admin/leads?status=new`);
    const inUse = page.getByRole("form", { name: "Filter leads" });
    expect(await inUse.getByLabel("Status", { exact: true }).isVisible()).toBe(true);
    expect(await inUse.locator("summary").textContent()).toBe("Filters (1 in use)");

    await page.setViewportSize(WIDE);
    await page.goto(`${server.url}/Admin/leads`);
    const filters = page.getByRole("form", { name: "Filter leads" });
    expect(await filters.getByLabel("Status", { exact: true }).isVisible()).toBe(true);
    expect(await filters.getByLabel("Course", { exact: true }).isVisible()).toBe(true);
    expect(await filters.locator("summary").isVisible()).toBe(false);
    // "1 lead", not "1 leads" (as the server writes it).
    const one = await (await getPage(server.url, "/Admin/leads?q=Student%2029", token)).text();
    expect(one.match(/>1 leads?</g)).toEqual([">1 lead<"]);
    watched.expectClean();
  });

  test("Copy Monday to the other weekdays saves Monday's hours and break on Tuesday to Friday, and the form shows them", async () => {
    const page = watched.page;
    await page.goto(`${server.url}/Admin/availability`);
    await waitForHydration(page);
    const monday = page.getByRole("group", { name: "Monday" });
    await monday.getByLabel("Open for bookings").check();
    await monday.getByLabel("Start", { exact: true }).fill("09:30");
    await monday.getByLabel("End", { exact: true }).fill("18:00");
    await monday.getByLabel("Break from", { exact: true }).fill("13:00");
    await monday.getByLabel("Break until", { exact: true }).fill("14:00");
    await monday.getByRole("button", { name: "Copy Monday to the other weekdays" }).click();
    const hours = page.getByRole("region", { name: "Weekly hours" });
    await expect
      .poll(() => hours.getByRole("status").textContent(), POLL)
      .toBe("Saved, with Monday's hours on Tuesday to Friday. Students can book you on 5 days a week.");
    const friday = page.getByRole("group", { name: "Friday" });
    await expect.poll(() => friday.getByLabel("Open for bookings").isChecked(), POLL).toBe(true);
    expect(await friday.getByLabel("Start", { exact: true }).inputValue()).toBe("09:30");
    expect(await friday.getByLabel("Break until", { exact: true }).inputValue()).toBe("14:00");
    expect(await page.getByRole("group", { name: "Saturday" }).getByLabel("Open for bookings").isChecked()).toBe(false);
    watched.expectClean();
  });

  test("a new application starts with the enquired college chosen and its courses to pick from", async () => {
    const page = watched.page;
    await page.goto(`${server.url}/Admin/leads/${leadId}`);
    await waitForHydration(page);
    const add = page.getByRole("form", { name: "Add an application" });
    expect(await add.getByRole("combobox", { name: "College", exact: true }).inputValue()).toBe(college.name);
    const course = add.getByLabel("Course", { exact: true });
    expect(await course.evaluate((field) => field.tagName)).toBe("SELECT");
    expect(await course.locator("option").allTextContents()).toEqual(["Not decided yet", ...college.courses]);
    // The course they enquired about is picked.
    expect(await course.inputValue()).toBe(college.courses.at(-1));
    watched.expectClean();
  });
});
