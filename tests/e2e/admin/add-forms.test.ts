import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import {
  categoryId,
  chooseCollege,
  collegeFields,
  countRows,
  signInOverHttp,
  openAndHydrate,
  postForm,
  sessionCookieValue,
  startAdminServer,
  uniqueName,
  withDatabase,
  errorIdOf,
} from "./admin-helpers";
import { headingOf, listItems, selectOptions, tableRows, textOf, underHeading } from "./served-html";

/** The Add College form: field name, the label it shows. Every one is required. */
const COLLEGE_LABELS: [string, string][] = [
  ["name", "Name"],
  ["location", "Location"],
  ["address", "Address"],
  ["cities", "Cities"],
  ["state", "State"],
  ["university", "University"],
  ["verified_by", "Verified By"],
  ["website", "College Website"],
  ["study_mode", "Study Mode"],
  ["category_id", "Category"],
  ["about", "About College"],
  ["ranking", "College Ranking"],
  ["admission", "College Admission"],
  ["placement", "College Placement"],
  ["fee_structure", "Fee Structure"],
  ["courses_overview", "College Courses"],
  ["hostel", "College Hostel"],
  ["campus", "College Campus"],
];

/** A demo engineering college the branch, course and placement forms attach rows to. */
const IIT_BOMBAY = { name: "Indian Institute of Technology Bombay", slug: "indian-institute-of-technology-bombay" };

describe("admin add forms [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer());
    browser = await connectChromium();
    // One sign-in for the whole file; every test reuses this signed-in page.
    watched = await openPage(browser, server.url);
    page = watched.page;
    await signInOverHttp(page, server.url);
  });

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  beforeEach(() => {
    // Each test answers for its own console errors.
    watched.forget();
  });

  const main = () => page.locator("main");

  /** A public page's HTML as the server sends it (200). */
  async function servedPage(pathname: string): Promise<string> {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status, pathname).toBe(200);
    return response.text();
  }

  /** Clicks a submit button and waits for the server's answer to that POST. */
  async function submitAndWait(button: Locator) {
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await button.click();
    await answered;
  }
  const alertTexts = () => main().getByRole("alert").allTextContents();

  const categoriesNamed = (name: string) =>
    withDatabase(databaseUrl, (db) => db.selectFrom("categories").selectAll().where("name", "=", name).execute());

  const collegeBySlug = (slug: string) =>
    withDatabase(databaseUrl, (db) =>
      db.selectFrom("colleges").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow(),
    );

  test("dashboard: 'Add Category' opens a dialog that saves a category, refuses a duplicate and closes", async () => {
    await openAndHydrate(page, server.url, "/Admin/Desboard");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await main().getByRole("button", { name: "Add Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await expect.poll(() => dialog.count(), POLL).toBe(1);
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await dialog.getByRole("textbox", { name: "Category Name" }).count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Submit" }).count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Close" }).count()).toBe(1);

    const name = uniqueName("Law");
    await dialog.getByRole("textbox", { name: "Category Name" }).fill(name);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => dialog.getByRole("status").textContent(), POLL)
      .toBe("Your data is submitted successfully!");
    expect(await categoriesNamed(name)).toHaveLength(1);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.getByRole("dialog").count(), POLL).toBe(0);

    // The same name again, in another case: refused, and still one row.
    await main().getByRole("button", { name: "Add Category" }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(1);
    await dialog.getByRole("textbox", { name: "Category Name" }).fill(name.toUpperCase());
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent(), POLL).toMatch(/^Error: /);
    expect(await dialog.getByRole("alert").textContent()).toContain("already exists");
    expect(await dialog.getByRole("status").count()).toBe(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.getByRole("dialog").count(), POLL).toBe(0);

    const rows = await withDatabase(databaseUrl, (db) =>
      db
        .selectFrom("categories")
        .select("name")
        .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
        .execute(),
    );
    expect(rows).toEqual([{ name }]);
    watched.expectClean({ allowStatuses: [400] });
  });

  test("Add College: an empty submit shows '{Label} is required' for all 18 fields and stores nothing; Home goes to the dashboard", async () => {
    const before = await countRows(databaseUrl, ["colleges"]);
    await openAndHydrate(page, server.url, "/Admin/Details");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Add College");
    await main().getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => alertTexts(), POLL).toEqual(COLLEGE_LABELS.map(([, label]) => `${label} is required`));
    for (const [, label] of COLLEGE_LABELS) {
      expect({ label, invalid: await main().getByLabel(label, { exact: true }).getAttribute("aria-invalid") }).toEqual({
        label,
        invalid: "true",
      });
    }
    expect(await main().getByRole("status").count()).toBe(0);
    expect(await countRows(databaseUrl, ["colleges"])).toEqual(before);

    const home = main().getByRole("link", { name: "Home" });
    expect(await home.getAttribute("href")).toBe("/Admin/Desboard");
    await home.click();
    await page.waitForURL(`${server.url}/Admin/Desboard`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Welcome");
    watched.expectClean({ allowStatuses: [400] });
  });

  test("Add College: a complete form is stored and the college appears on the engineering page and at its slug", async () => {
    const name = uniqueName("Sahyadri Institute of Technology");
    const slug = name.toLowerCase().replace(/ /g, "-");
    const values = collegeFields(name, await categoryId(databaseUrl, "Engineering"), { cities: "Pune, Lonavala" });

    await openAndHydrate(page, server.url, "/Admin/Details");
    for (const [field, label] of COLLEGE_LABELS) {
      const control = main().getByLabel(label, { exact: true });
      if (field === "category_id") await control.selectOption({ label: "Engineering" });
      else await control.fill(values[field as keyof typeof values]);
    }
    await main().getByRole("button", { name: "Submit" }).click();
    const status = main().getByRole("status");
    await expect.poll(() => status.locator("p").first().textContent(), POLL).toBe("Your data is submitted");
    expect(await status.getByRole("link", { name: "See the college page" }).getAttribute("href")).toBe(`/${slug}`);

    const row = await collegeBySlug(slug);
    expect(row).toMatchObject({
      name,
      location: "Pune",
      cities: "Pune, Lonavala",
      website: "https://example.edu.in",
      category_id: Number(values.category_id),
      is_sample_data: 0,
    });

    // The engineering page lists it, linked to its page (public pages as the server sends them:
    // what is checked is their HTML).
    const region = underHeading(await servedPage("/top-engineering-colleges-in-india"), "Engineering colleges");
    const links = [...region.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
      .filter((link) => textOf(link[2]!) === name)
      .map((link) => link[1]);
    expect(links).toEqual([`/${slug}`]);
    expect(tableRows(region).filter((cells) => cells.includes(name))).toEqual([
      [String(row.id), name, "Pune, Lonavala"],
    ]);

    const response = await fetch(`${server.url}/${slug}`);
    expect(response.status).toBe(200);
    const collegePage = await response.text();
    expect(headingOf(collegePage)).toBe(name);
    expect(textOf(underHeading(collegePage, "About"))).toContain(values.about);
    watched.expectClean();
  });

  test("Add Branch: empty says 'Please Fill All Fields'; while sending the button reads 'Submitting...' and is disabled; then it is stored", async () => {
    await openAndHydrate(page, server.url, "/Admin/CollegeBranch");
    const submit = main().getByRole("button", { name: /^Submit/ });
    await submit.click();
    await expect.poll(() => main().getByRole("alert").textContent(), POLL).toBe("Please Fill All Fields");

    const name = uniqueName("Aerospace Engineering");
    await main().getByLabel("Branch Name", { exact: true }).fill(name);
    // Only a name: still refused.
    await submitAndWait(submit);
    await expect.poll(() => main().getByRole("alert").textContent(), POLL).toBe("Please Fill All Fields");
    await chooseCollege(page, IIT_BOMBAY.name, "Bombay");

    // Hold the answer so the in-flight state can be seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const isPost = (url: URL) => url.pathname.endsWith(".data");
    let held = 0;
    await page.route(isPost, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      held += 1;
      await released;
      await route.continue();
    });
    try {
      await submit.click();
      await expect.poll(() => submit.textContent(), POLL).toBe("Submitting...");
      expect(await submit.isDisabled()).toBe(true);
      // The button changes as the request leaves; Playwright hands it to the route a moment later.
      await expect.poll(() => held, POLL).toBe(1);
      release();
      await expect.poll(() => main().getByRole("status").textContent(), POLL).toBe(`Branch "${name}" added.`);
      // Back to normal once the page's data has reloaded.
      await expect.poll(() => submit.textContent(), POLL).toBe("Submit");
      expect(await submit.isDisabled()).toBe(false);
    } finally {
      release();
      await page.unroute(isPost);
    }
    // The form starts over for the next branch.
    expect(await main().getByLabel("Branch Name", { exact: true }).inputValue()).toBe("");

    const college = await collegeBySlug(IIT_BOMBAY.slug);
    const rows = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("branches").selectAll().where("name", "=", name).execute(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.college_id).toBe(college.id);
    watched.expectClean({ allowStatuses: [400] });
  });

  test("Add Course: five 'This field is required', a fee error for 'abc', then 'Course added successfully' and the fee in rupees on the public pages", async () => {
    const coursesNamed = (name: string) =>
      withDatabase(databaseUrl, (db) => db.selectFrom("courses").selectAll().where("name", "=", name).execute());
    const before = await countRows(databaseUrl, ["courses"]);
    await openAndHydrate(page, server.url, "/Admin/CollegeCource");
    const submit = main().getByRole("button", { name: "Submit" });
    await submit.click();
    await expect.poll(() => alertTexts(), POLL).toEqual(Array(5).fill("This field is required"));

    const name = uniqueName("B.Tech Robotics");
    await chooseCollege(page, IIT_BOMBAY.name, "Bombay");
    await main().getByLabel("Course Name", { exact: true }).fill(name);
    await main().getByLabel("Course Duration", { exact: true }).fill("4 years");
    await main().getByLabel("Course Fee", { exact: true }).fill("abc");
    await main().getByLabel("Semesters", { exact: true }).fill("8");
    await submitAndWait(submit);
    // Only the fee is wrong now.
    await expect.poll(() => main().getByRole("alert").count(), POLL).toBe(1);
    const fee = main().getByLabel("Course Fee", { exact: true });
    expect(await fee.getAttribute("aria-invalid")).toBe("true");
    const feeError = page.locator(`[id="${errorIdOf(await fee.getAttribute("aria-describedby"))}"]`);
    expect(await feeError.getAttribute("role")).toBe("alert");
    expect(await feeError.textContent()).toMatch(/fee/i);
    expect(await feeError.textContent()).not.toBe("This field is required");
    // What was typed is kept.
    expect(await main().getByLabel("Course Name", { exact: true }).inputValue()).toBe(name);
    expect(await countRows(databaseUrl, ["courses"])).toEqual(before);

    await fee.fill("125000");
    await submit.click();
    await expect.poll(() => main().getByRole("status").textContent(), POLL).toBe("Course added successfully");
    const college = await collegeBySlug(IIT_BOMBAY.slug);
    const rows = await coursesNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ college_id: college.id, duration: "4 years", fee_inr: 125000, semesters: 8 });

    // The engineering page's fee table (as the server sends the page).
    const engineering = await servedPage("/top-engineering-colleges-in-india");
    const feeRows = tableRows(underHeading(engineering, "Fees by course"));
    expect(feeRows.filter((cells) => cells.includes(name))).toEqual([[String(college.id), name, "₹1,25,000"]]);
    // The engineering lead form offers it too.
    expect(selectOptions(underHeading(engineering, "Get help with engineering admission"), "Course")).toContain(name);

    // The college's own page: its fee table and the lead form's course drop-down.
    const collegePage = await servedPage(`/${IIT_BOMBAY.slug}`);
    const collegeRows = tableRows(underHeading(collegePage, "Courses and fees"));
    expect(collegeRows.filter((cells) => cells.includes(name))).toEqual([[name, "4 years", "₹1,25,000"]]);
    expect(selectOptions(underHeading(collegePage, `Enquire about ${IIT_BOMBAY.name}`), "Course")).toContain(name);
    watched.expectClean({ allowStatuses: [400] });
  });

  test("Add exam (/Addmission): empty says 'Error: Something went wrong.' with field errors; a valid exam is stored", async () => {
    const before = await countRows(databaseUrl, ["exams"]);
    await openAndHydrate(page, server.url, "/Addmission");
    const submit = main().getByRole("button", { name: "Submit" });
    await submit.click();
    await expect
      .poll(() => alertTexts(), POLL)
      .toEqual(["Exam name is required", "Choose the exam date", "Choose a category", "Error: Something went wrong."]);
    expect(await main().getByLabel("Exam Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await countRows(databaseUrl, ["exams"])).toEqual(before);

    const name = uniqueName("MHT CET");
    await main().getByLabel("Exam Name", { exact: true }).fill(name);
    await main().getByLabel("Exam Date", { exact: true }).fill("2027-05-02");
    await main().getByLabel("Category", { exact: true }).selectOption({ label: "Engineering" });
    await submit.click();
    await expect.poll(() => main().getByRole("status").textContent(), POLL).toBe(`${name} added.`);
    expect(await main().getByRole("alert").count()).toBe(0);

    const rows = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("exams").selectAll().where("name", "=", name).execute(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      exam_date: "2027-05-02",
      category_id: await categoryId(databaseUrl, "Engineering"),
    });
    watched.expectClean({ allowStatuses: [400] });
  });

  test("Add placement: empty says 'Error: Something went wrong.' with field errors; a company is stored and shown under Placement", async () => {
    const before = await countRows(databaseUrl, ["placement_companies"]);
    await openAndHydrate(page, server.url, "/Admin/Placement");
    const submit = main().getByRole("button", { name: "Submit" });
    await submit.click();
    await expect
      .poll(() => alertTexts(), POLL)
      .toEqual(["Company name is required", "Choose a college", "Error: Something went wrong."]);
    expect(await countRows(databaseUrl, ["placement_companies"])).toEqual(before);

    const company = uniqueName("Tata Motors");
    await main().getByLabel("Company Name", { exact: true }).fill(company);
    await chooseCollege(page, IIT_BOMBAY.name, "Bombay");
    await submit.click();
    await expect.poll(() => main().getByRole("status").textContent(), POLL).toBe(`${company} added.`);

    const college = await collegeBySlug(IIT_BOMBAY.slug);
    const rows = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("placement_companies").selectAll().where("company_name", "=", company).execute(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.college_id).toBe(college.id);

    // The college's page, as the server sends it.
    const placement = underHeading(await servedPage(`/${IIT_BOMBAY.slug}`), "Placement");
    expect(listItems(placement, "Recruiters")).toContain(company);
    watched.expectClean({ allowStatuses: [400] });
  });

  test("/category: Submit appears only once text is typed; saving goes home; an empty name is refused with 400", async () => {
    await openAndHydrate(page, server.url, "/category");
    const input = main().getByLabel("Category", { exact: true });
    const submit = main().getByRole("button", { name: "Submit" });
    expect(await submit.count()).toBe(0);
    await input.fill("   ");
    expect(await submit.count()).toBe(0);
    const name = uniqueName("Pharmacy");
    await input.fill(name);
    await expect.poll(() => submit.count(), POLL).toBe(1);
    await input.fill("");
    await expect.poll(() => submit.count(), POLL).toBe(0);
    await input.fill(name);
    await expect.poll(() => submit.count(), POLL).toBe(1);
    await submit.click();
    await expect.poll(() => main().getByRole("status").textContent(), POLL).toBe(`Category "${name}" saved.`);
    await page.waitForURL(`${server.url}/`, { timeout: 10_000 });
    expect(await categoriesNamed(name)).toHaveLength(1);

    // Without the browser's check, the server refuses an empty or blank name itself.
    const cookie = await sessionCookieValue(watched.context, server.url);
    expect(cookie).toBeDefined();
    const before = await countRows(databaseUrl, ["categories"]);
    for (const blank of ["", "   "]) {
      const response = await postForm(server.url, "/category", { name: blank }, { cookie });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Please Enter Category Name");
    }
    expect(await countRows(databaseUrl, ["categories"])).toEqual(before);
    watched.expectClean();
  });
});
