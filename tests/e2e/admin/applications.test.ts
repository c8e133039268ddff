import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { chooseCollege, setSessionCookie, startAdminServer, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";

/**
 * Applications in a real browser (issue 24, part 1): a counsellor adds two applications on their
 * lead through "Add an application", picking each college by typing, then sets one to Admitted;
 * the lead is Admitted and the timeline shows both the application's change and the lead's.
 */
describe("applications on a lead [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let watched: WatchedPage;
  let leadId: number;
  let colleges: string[];
  let token: string;

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer());
    browser = await connectChromium();
    token = "";
    ({ leadId, colleges } = await withDatabase(databaseUrl, async (db) => {
      const counsellor = await insertStaff(db, { name: "Kavya Counsellor", role: "counsellor" });
      token = await insertSession(db, counsellor);
      const at = new Date().toISOString();
      const lead = await db
        .insertInto("leads")
        .values({
          form: "contact",
          page: "/Contact",
          name: "Meera Applicant",
          phone: "9876501234",
          status: "interested",
          assignee_id: counsellor,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const names = await db.selectFrom("colleges").select("name").orderBy("id").limit(2).execute();
      return { leadId: lead.id, colleges: names.map((row) => row.name) };
    }));
    watched = await openPage(browser, server.url);
    await setSessionCookie(watched.context, server.url, token);
  }, 60_000);

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  test("two applications added through the form; one Admitted makes the lead Admitted, both on the timeline", async () => {
    const page = watched.page;
    const [first, second] = colleges as [string, string];
    await page.goto(`${server.url}/Admin/leads/${leadId}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Applications" });
    expect(await section.getByText("No applications yet.").count()).toBe(1);

    const add = section.getByRole("form", { name: "Add an application" });
    // The course is one of the chosen college's courses (issue 43, item 8): the drop-down fills once it is chosen.
    const pickFirstCourse = async () => {
      const course = add.getByLabel("Course", { exact: true });
      await expect.poll(() => course.locator("option").count(), POLL).toBeGreaterThan(1);
      const name = (await course.locator("option").nth(1).textContent())!;
      await course.selectOption({ label: name });
      return name;
    };
    await chooseCollege(page, first, first.slice(0, 12));
    const firstCourse = await pickFirstCourse();
    await add.getByLabel("Intake", { exact: true }).fill("2027");
    await add.getByLabel("Application number", { exact: true }).fill("APP-2027-001");
    await add.getByLabel("Status", { exact: true }).selectOption({ label: "Applied" });
    await add.getByRole("button", { name: "Add application" }).click();
    await expect.poll(() => add.getByRole("status").textContent(), POLL).toBe("Application added.");
    const firstName = `${first} (${firstCourse}, 2027)`;
    await expect
      .poll(() => section.getByRole("heading", { level: 3 }).allTextContents(), POLL)
      .toEqual([firstName, "Add an application"]);

    // The form started again: the next application is chosen afresh.
    await chooseCollege(page, second);
    const secondCourse = await pickFirstCourse();
    await add.getByLabel("Status", { exact: true }).selectOption({ label: "Offer received" });
    await add.getByRole("button", { name: "Add application" }).click();
    const secondName = `${second} (${secondCourse}, 2027)`;
    await expect
      .poll(() => section.getByRole("heading", { level: 3 }).allTextContents(), POLL)
      .toEqual([firstName, secondName, "Add an application"]);

    await section.getByLabel(`Status of ${secondName}`).selectOption({ label: "Admitted" });
    await section
      .getByRole("listitem")
      .filter({ hasText: secondName })
      .getByRole("button", { name: "Save status" })
      .click();
    await expect.poll(() => section.getByRole("status").first().textContent(), POLL).toBe("Application status saved.");

    // The lead is Admitted: its facts, its status form, and the timeline naming the application.
    const facts = page.locator("dl.detail-list");
    await expect
      .poll(
        () =>
          facts
            .locator("div", { hasText: /^Status/ })
            .locator("dd")
            .textContent(),
        POLL,
      )
      .toBe("Admitted");
    const leadStatus = page.getByRole("region", { name: "Change the status" }).getByLabel("Status", { exact: true });
    expect(await leadStatus.inputValue()).toBe("converted");
    const timeline = page.getByRole("region", { name: "Timeline" });
    expect(await timeline.locator("li strong").allTextContents()).toEqual([
      "Application added",
      "Application added",
      "Application status changed",
      "Status changed",
    ]);
    const details = await timeline.locator("li").allInnerTexts();
    expect(details[2]).toContain(`${secondName} · Admitted`);
    expect(details[3]).toContain(`Admitted to ${secondName}`);
    expect(await section.getByRole("listitem").filter({ hasText: firstName }).textContent()).toContain(
      "Application number APP-2027-001",
    );

    const stored = await withDatabase(databaseUrl, (db) =>
      db
        .selectFrom("lead_applications")
        .select(["status", "intake"])
        .where("lead_id", "=", leadId)
        .orderBy("id")
        .execute(),
    );
    expect(stored).toEqual([
      { status: "applied", intake: 2027 },
      { status: "admitted", intake: 2027 },
    ]);
    watched.expectClean();
  });

  test("without JavaScript, the college is found with Find and the application is added by posting the page", async () => {
    const noScript = await openPage(browser, server.url, { javaScriptEnabled: false });
    try {
      const { page } = noScript;
      await setSessionCookie(noScript.context, server.url, token);
      const third = await withDatabase(databaseUrl, (db) =>
        db.selectFrom("colleges").select("name").orderBy("id", "desc").executeTakeFirstOrThrow(),
      );
      await page.goto(`${server.url}/Admin/leads/${leadId}`);
      const add = page.getByRole("form", { name: "Add an application" });
      await add.getByLabel("College", { exact: true }).fill(third.name);
      await add.getByRole("button", { name: "Find" }).click();
      await page.waitForURL(/college_q=/);
      await add.getByLabel("College", { exact: true }).selectOption({ label: third.name });
      await add.getByLabel("Intake", { exact: true }).fill("2028");
      await add.getByRole("button", { name: "Add application" }).click();
      await page.waitForLoadState();
      await expect.poll(() => add.getByRole("status").textContent(), POLL).toBe("Application added.");
      const section = page.getByRole("region", { name: "Applications" });
      expect(await section.getByRole("heading", { level: 3, name: `${third.name} (2028)` }).count()).toBe(1);
      noScript.expectClean();
    } finally {
      await noScript.close();
    }
  });
});
