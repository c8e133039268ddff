import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { seedSyntheticCatalogue } from "../../../scripts/scale/synthetic-catalogue.mjs";
import { connectChromium } from "../support/chromium";
import { newDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import {
  ADMIN,
  getPage,
  loginThroughForm,
  openAndHydrate,
  sessionCookieValue,
  setSessionCookie,
  uniqueName,
  withDatabase,
} from "./admin-helpers";

/** The size the course form must stay under at 10,000 colleges: its HTML and its .data together. */
const PAGE_BUDGET = 100 * 1024;
const COLLEGES = 10_000;

// The catalogue `npm run seed:scale -- --colleges 10000` makes (the same code), in the server's own
// database, so the course form is measured and used at the scale where one <select> of every
// college made a 1.78 MB page.
describe("the college picker at 10,000 colleges [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let watched: WatchedPage;
  let cookie: string;
  let college: { id: number; name: string };

  beforeAll(async () => {
    databaseUrl = await newDatabaseUrl("sqlite");
    // An empty site whose first start migrates the database and creates the admin.
    server = await startServer({
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
    });
    await withDatabase(databaseUrl, async (db) => {
      // "new": the server has just initialised this empty database, which the script alone would refuse.
      await seedSyntheticCatalogue(db, { colleges: COLLEGES, target: { state: "new" } });
      college = await db
        .selectFrom("colleges")
        .select(["id", "name"])
        .where("name", "like", "Synthetic % 04242, %")
        .executeTakeFirstOrThrow();
    });
    browser = await connectChromium();
    watched = await openPage(browser, server.url);
    await loginThroughForm(watched.page, server.url);
    cookie = (await sessionCookieValue(watched.context, server.url))!;
  }, 120_000);

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  const coursesOf = (collegeId: number, name: string) =>
    withDatabase(databaseUrl, (db) =>
      db
        .selectFrom("courses")
        .select(["college_id", "duration", "fee_inr", "semesters"])
        .where("name", "=", name)
        .where("college_id", "=", collegeId)
        .execute(),
    );

  /** Fills the course form's other fields (its college is chosen already) and submits it. */
  async function submitCourse(main: Locator, values: [name: string, duration: string, fee: string, semesters: string]) {
    const labels = ["Course Name", "Course Duration", "Course Fee", "Semesters"];
    for (const [i, label] of labels.entries()) await main.getByLabel(label, { exact: true }).fill(values[i]!);
    await main.getByRole("button", { name: "Submit" }).click();
  }

  test("the course form, its HTML and its .data, is under 100 KB", async () => {
    let total = 0;
    for (const path of ["/Admin/CollegeCource", "/Admin/CollegeCource.data"]) {
      const response = await getPage(server.url, path, cookie);
      expect(response.status, path).toBe(200);
      total += (await response.arrayBuffer()).byteLength;
    }
    expect(total).toBeLessThan(PAGE_BUDGET);
    // The count is real: the picker's JSON finds among all of them.
    const found = await getPage(server.url, "/Admin/colleges.json?q=Synthetic", cookie);
    expect(((await found.json()) as { colleges: unknown[] }).colleges).toHaveLength(10);
  });

  test("typing 04242 into the picker finds the college, and the course is stored for it", async () => {
    const { page } = watched;
    await openAndHydrate(page, server.url, "/Admin/CollegeCource");
    const main = page.locator("main");
    const picker = main.getByRole("combobox", { name: "College", exact: true });
    await picker.fill("04242");
    const option = page.getByRole("option", { name: college.name, exact: true });
    await option.waitFor({ timeout: POLL.timeout });
    expect(await picker.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByRole("option").count()).toBe(1);
    await option.click();
    expect(await picker.inputValue()).toBe(college.name);
    expect(await picker.getAttribute("aria-expanded")).toBe("false");

    const name = uniqueName("B.Tech Scale");
    await submitCourse(main, [name, "4 years", "90000", "8"]);
    await expect.poll(() => main.getByRole("status").textContent(), POLL).toBe("Course added successfully");
    expect(await coursesOf(college.id, name)).toEqual([
      { college_id: college.id, duration: "4 years", fee_inr: 90000, semesters: 8 },
    ]);
    watched.expectClean();
  });

  test("the keyboard: arrows move through the matches, Enter chooses, Escape closes", async () => {
    const { page } = watched;
    await openAndHydrate(page, server.url, "/Admin/CollegeCource");
    const picker = page.getByRole("combobox", { name: "College", exact: true });
    await picker.fill("0424");
    await expect.poll(() => page.getByRole("option").count(), POLL).toBe(10);
    await picker.press("ArrowDown");
    await picker.press("ArrowDown");
    const second = page.getByRole("option").nth(1);
    expect(await picker.getAttribute("aria-activedescendant")).toBe(await second.getAttribute("id"));
    expect(await second.getAttribute("aria-selected")).toBe("true");
    const label = await second.textContent();
    await picker.press("Enter");
    expect(await picker.inputValue()).toBe(label);
    expect(await page.locator('main input[name="college_id"]').inputValue()).not.toBe("");
    await picker.fill("04242");
    await expect.poll(() => picker.getAttribute("aria-expanded"), POLL).toBe("true");
    // Text that is not the chosen college's name chooses none.
    expect(await page.locator('main input[name="college_id"]').inputValue()).toBe("");
    await picker.press("Escape");
    expect(await picker.getAttribute("aria-expanded")).toBe("false");
    watched.expectClean();
  });

  test("without JavaScript, Find reloads the form with the matches in a drop-down, and the course is stored", async () => {
    const noScript = await openPage(browser, server.url, { javaScriptEnabled: false });
    try {
      const { page } = noScript;
      await setSessionCookie(noScript.context, server.url, cookie);
      await page.goto(`${server.url}/Admin/CollegeCource`);
      const main = page.locator("main");
      await main.getByLabel("College", { exact: true }).fill("no such college");
      await main.getByRole("button", { name: "Find" }).click();
      await page.waitForURL(/college_q=no\+such\+college/);
      expect(await main.getByText("No college’s name contains “no such college”.").count()).toBe(1);

      await main.getByLabel("College", { exact: true }).fill("04242");
      await main.getByRole("button", { name: "Find" }).click();
      await page.waitForURL(/college_q=04242/);
      const select = main.getByLabel("College", { exact: true });
      expect(await select.evaluate((element) => element.tagName)).toBe("SELECT");
      expect(await select.locator("option").allTextContents()).toEqual(["Choose a college", college.name]);
      await select.selectOption({ label: college.name });
      const name = uniqueName("MBA Scale");
      await submitCourse(main, [name, "2 years", "150000", "4"]);
      await page.waitForLoadState();
      await expect.poll(() => coursesOf(college.id, name), POLL).toHaveLength(1);
      // The page the post answered says so, as the screen does with JavaScript.
      expect(await main.getByRole("status").textContent()).toBe("Course added successfully");
      noScript.expectClean();
    } finally {
      await noScript.close();
    }
  });

  test("the edit screen of a course shows its college chosen, and stays under 100 KB", async () => {
    const course = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("courses").select(["id"]).where("college_id", "=", college.id).executeTakeFirstOrThrow(),
    );
    const path = `/Admin/catalogue/courses/${course.id}`;
    let total = 0;
    for (const url of [path, `${path}.data`]) {
      const response = await getPage(server.url, url, cookie);
      expect(response.status, url).toBe(200);
      total += (await response.arrayBuffer()).byteLength;
    }
    expect(total).toBeLessThan(PAGE_BUDGET);
    await openAndHydrate(watched.page, server.url, path);
    const picker = watched.page.getByRole("combobox", { name: "College", exact: true });
    expect(await picker.inputValue()).toBe(college.name);
    expect(await watched.page.locator('main input[name="college_id"]').inputValue()).toBe(String(college.id));
    watched.expectClean();
  });
});
