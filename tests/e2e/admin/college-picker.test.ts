import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { seedSyntheticCatalogue } from "../../../scripts/scale/synthetic-catalogue.mjs";
import { connectChromium } from "../support/chromium";
import { newDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { insertSession, insertStaff } from "../../setup/staff";
import {
  ADMIN,
  getPage,
  openAndHydrate,
  setSessionCookie,
  uniqueName,
  withDatabase,
  type AppDb,
} from "./admin-helpers";

/** The size the course form must stay under at 10,000 colleges: its HTML and its .data together. */
const PAGE_BUDGET = 100 * 1024;
const COLLEGES = 10_000;

/**
 * The database as seedSyntheticCatalogue writes to it, less the predictor's cut-offs: an insert
 * into `cutoffs` inside one of its transactions is dropped, before Kysely builds it. Those 500,000
 * rows are read by no course screen, and writing them was 12 of this file's 20 CPU-seconds in
 * the test worker. The colleges, courses, branches and placements are the script's own, as made.
 */
function withoutCutoffs(db: AppDb): AppDb {
  const dropped = { values: () => ({ execute: () => Promise.resolve([]) }) };
  const skipCutoffs = <T extends object>(trx: T): T =>
    new Proxy(trx, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property === "insertInto") {
          return (table: string) =>
            table === "cutoffs" ? dropped : (value as (table: string) => unknown).call(target, table);
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "transaction") {
        return () => {
          const builder = target.transaction();
          return { execute: <R>(work: (trx: AppDb) => Promise<R>) => builder.execute((trx) => work(skipCutoffs(trx))) };
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

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
    // An empty site: its first start migrates the database. The admin and a session of theirs are
    // written in afterwards (no password hashed at full cost, no sign-in: auth.test.ts drives those).
    server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "0" });
    await withDatabase(databaseUrl, async (db) => {
      // "new": the server has just initialised this empty database, which the script alone would refuse.
      await seedSyntheticCatalogue(withoutCutoffs(db), { colleges: COLLEGES, target: { state: "new" } });
      const { n } = await db
        .selectFrom("colleges")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(COLLEGES);
      college = await db
        .selectFrom("colleges")
        .select(["id", "name"])
        .where("name", "like", "Synthetic % 04242, %")
        .executeTakeFirstOrThrow();
      cookie = await insertSession(db, await insertStaff(db, { name: ADMIN.name, email: ADMIN.email, role: "owner" }));
    });
    browser = await connectChromium();
    watched = await openPage(browser, server.url);
    await setSessionCookie(watched.context, server.url, cookie);
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

  test("typing 04242 into the picker finds the college, a click chooses it and the course is stored for it; then, in the form the add left empty, the keyboard: arrows move through the matches, Enter chooses, Escape closes", async () => {
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

    // The add emptied the form, the picker with it: no reload before the keyboard's turn.
    await expect.poll(() => picker.inputValue(), POLL).toBe("");
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
      // A search that finds nothing says so: the page the server answers, read over HTTP.
      const none = await getPage(server.url, "/Admin/CollegeCource?college_q=no+such+college", cookie);
      expect(none.status).toBe(200);
      // (React's markers between adjacent texts removed.)
      expect((await none.text()).replaceAll("<!-- -->", "")).toContain("No college’s name contains “no such college”.");

      const { page } = noScript;
      await setSessionCookie(noScript.context, server.url, cookie);
      await page.goto(`${server.url}/Admin/CollegeCource`);
      const main = page.locator("main");
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
