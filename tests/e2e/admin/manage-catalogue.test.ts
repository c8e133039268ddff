import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { tempDir, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { countRows, signInOverHttp, startAdminServer, withDatabase, errorIdOf } from "./admin-helpers";
import { waitForHydration } from "../support/hydration";
import { headingOf, listItems, sectionById, tableRows as rowsIn } from "./served-html";

const OWNER = { name: "Owner", email: "owner@example.in", password: "secret12" };

describe("admin catalogue management [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let uploadDir: string;
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    uploadDir = tempDir();
    ({ server, databaseUrl } = await startAdminServer({
      admin: OWNER,
      env: { UPLOAD_DIR: uploadDir, LEADS_PER_IP_PER_HOUR: "1000" },
    }));
    browser = await connectChromium();
    watched = await openPage(browser, server.url);
    page = watched.page;
    await signInOverHttp(page, server.url, OWNER);
  });

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  beforeEach(() => {
    watched.forget();
  });

  /** Opens an admin or public page, waits until it is hydrated and idle, returns the status. */
  async function open(pathname: string): Promise<number | undefined> {
    const response = await page.goto(`${server.url}${pathname}`);
    await waitForHydration(page);
    return response?.status();
  }

  const tableRows = () => page.locator("main table tbody tr");
  const rowTitles = () => page.locator("main table tbody tr td:nth-child(2)").allTextContents();
  const mainAlerts = () => page.locator("main").getByRole("alert").allTextContents();
  const mainStatus = () => page.locator("main").getByRole("status").allTextContents();

  /** A public page as the server sends it: its status and HTML (no script is needed to show what is checked). */
  async function served(pathname: string): Promise<{ status: number; html: string }> {
    const response = await fetch(`${server.url}${pathname}`);
    return { status: response.status, html: await response.text() };
  }

  /** Goes to another catalogue list by its tab, without loading a page. */
  async function tab(name: string, pathname: string) {
    await page.getByRole("navigation", { name: "Catalogue" }).getByRole("link", { name, exact: true }).click();
    await page.waitForURL(`${server.url}${pathname}`);
  }

  /**
   * Searches the list on screen, as the search box does (a client-side navigation), and waits for
   * the list's answer: the address changes before the rows do, and the row searched for may be on
   * the unfiltered page too, so neither says the filtered rows are shown.
   */
  async function search(label: string, query: string) {
    await page.getByLabel(label).fill(query);
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith(".data") && new URL(response.url()).searchParams.get("q") === query,
    );
    await page.getByRole("button", { name: "Search" }).click();
    await answered;
    await page.waitForURL((url) => url.searchParams.get("q") === query);
    await expect.poll(() => page.getByRole("link", { name: `Delete ${query}`, exact: true }).count(), POLL).toBe(1);
    // Rendered: two frames after the answer.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }

  const college = (where: { id?: number; slug?: string }) =>
    withDatabase(databaseUrl, (db) => {
      let query = db.selectFrom("colleges").selectAll();
      if (where.id !== undefined) query = query.where("id", "=", where.id);
      if (where.slug !== undefined) query = query.where("slug", "=", where.slug);
      return query.executeTakeFirst();
    });

  test("the colleges list shows the 26 demo colleges 20 to a page, and the search narrows it", async () => {
    const counts = await countRows(databaseUrl, ["colleges"]);
    expect(counts.colleges).toBe(26);

    expect(await open("/Admin/catalogue/colleges")).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Colleges");
    expect(await page.locator("main").getByText("26 colleges", { exact: true }).count()).toBe(1);
    expect(await tableRows().count()).toBe(20);
    const pager = page.getByRole("navigation", { name: "Pages" });
    expect(await pager.getByText("Page 1 of 2", { exact: true }).count()).toBe(1);
    expect(await pager.getByRole("link", { name: "Previous" }).count()).toBe(0);
    const firstPage = await rowTitles();

    await pager.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => pager.getByText("Page 2 of 2", { exact: true }).count(), POLL).toBe(1);
    expect(page.url()).toBe(`${server.url}/Admin/catalogue/colleges?page=2`);
    expect(await tableRows().count()).toBe(6);
    const secondPage = await rowTitles();
    // The two pages together are every college, each once.
    const all = await withDatabase(databaseUrl, (db) => db.selectFrom("colleges").select("name").execute());
    expect([...firstPage, ...secondPage].sort()).toEqual(all.map((row) => row.name).sort());

    // Search: only matching rows, on one page.
    await page.getByLabel("Search colleges").fill("medical");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(`${server.url}/Admin/catalogue/colleges?q=medical`);
    // The address changes as the navigation starts; the rows change when it ends (page 2's six
    // rows are already fewer than 20, so counting them proves nothing).
    const onlyMatches = async () => {
      const rows = await tableRows().allTextContents();
      return rows.length > 0 && rows.every((text) => text.toLowerCase().includes("medical"));
    };
    await expect.poll(onlyMatches, POLL).toBe(true);
    const found = await tableRows().allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text.toLowerCase()).toContain("medical");
    expect(await page.locator("main").getByText(`${found.length} colleges`, { exact: true }).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Pages" }).count()).toBe(0);
    expect(found.some((text) => text.includes("Kasturba Medical College, Manipal"))).toBe(true);
    expect(found.some((text) => text.includes("Indian Institute of Technology Bombay"))).toBe(false);
    watched.expectClean();
  });

  test("the tabs open the other catalogue lists, each a table of its rows", async () => {
    // From the search the test before left on screen.
    await tab("Colleges", "/Admin/catalogue/colleges");
    await expect.poll(() => tableRows().count(), POLL).toBe(20);
    const tabs = page.getByRole("navigation", { name: "Catalogue" });
    expect(await tabs.getByRole("link", { name: "Colleges" }).getAttribute("aria-current")).toBe("page");
    const counts = await countRows(databaseUrl, ["categories", "branches", "courses", "exams", "placement_companies"]);
    const cases: [string, string, string, number][] = [
      ["Categories", "categories", "Categories", counts.categories!],
      ["Branches", "branches", "Branches", counts.branches!],
      ["Courses", "courses", "Courses", counts.courses!],
      ["Exams", "exams", "Entrance exams", counts.exams!],
      ["Placements", "placements", "Placement companies", counts.placement_companies!],
    ];
    for (const [tab, key, heading, total] of cases) {
      expect(total).toBeGreaterThan(0);
      await tabs.getByRole("link", { name: tab, exact: true }).click();
      await page.waitForURL(`${server.url}/Admin/catalogue/${key}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe(heading);
      expect(await tabs.getByRole("link", { name: tab, exact: true }).getAttribute("aria-current")).toBe("page");
      expect(await page.locator("main table").count()).toBe(1);
      expect(await tableRows().count()).toBe(Math.min(20, total));
      expect(await page.locator("main").getByText(`${total} ${heading.toLowerCase()}`, { exact: true }).count()).toBe(
        1,
      );
      // Every row offers Edit and Delete.
      const firstRow = tableRows().first();
      expect(await firstRow.getByRole("link", { name: /^Edit / }).count()).toBe(1);
      expect(await firstRow.getByRole("link", { name: /^Delete / }).count()).toBe(1);
    }
    watched.expectClean();
  });

  test("Delete asks first; Cancel deletes nothing; a college still in use is refused and stays", async () => {
    // A college that still has branches, courses and placement companies.
    const target = await withDatabase(databaseUrl, async (db) => {
      const row = await db
        .selectFrom("colleges")
        .innerJoin("branches", "branches.college_id", "colleges.id")
        .select(["colleges.id", "colleges.name"])
        .where("colleges.name", "=", "Kasturba Medical College, Manipal")
        .executeTakeFirstOrThrow();
      return row;
    });
    const before = await countRows(databaseUrl, ["colleges", "branches", "courses", "placement_companies"]);

    // From the Placements tab the test before left on screen.
    await tab("Colleges", "/Admin/catalogue/colleges");
    await search("Search colleges", target.name);
    const shown = await tableRows().count();
    expect(await page.locator("main table").getByRole("link", { name: target.name, exact: true }).count()).toBe(1);
    await page.getByRole("link", { name: `Delete ${target.name}`, exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.count(), POLL).toBe(1);
    expect(await dialog.getByRole("heading").textContent()).toBe(`Delete college “${target.name}”?`);
    expect(await dialog.getByText("This cannot be undone.").count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Yes, delete" }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("confirm")).toBe(String(target.id));

    // Cancel: the question goes away, nothing is deleted.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect.poll(() => page.getByRole("alertdialog").count(), POLL).toBe(0);
    expect(new URL(page.url()).searchParams.get("confirm")).toBe(null);
    expect(await countRows(databaseUrl, ["colleges", "branches", "courses", "placement_companies"])).toEqual(before);
    expect(await tableRows().count()).toBe(shown);

    // Yes, delete: refused, because the college still has branches, courses and placements.
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: `Delete ${target.name}`, exact: true }).click();
    await expect.poll(() => page.getByRole("alertdialog").count(), POLL).toBe(1);
    await page.waitForLoadState("networkidle");
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(mainAlerts, POLL).toHaveLength(1);
    const [message] = await mainAlerts();
    expect(message).toMatch(/^Could not delete: /);
    expect(message).toMatch(/still has \d+ branch\(es\), \d+ course\(s\) and \d+ placement company\(ies\)/);
    expect(await mainStatus()).toEqual([]);
    expect(await college({ id: target.id })).toBeDefined();
    expect(await countRows(databaseUrl, ["colleges", "branches", "courses", "placement_companies"])).toEqual(before);
    expect(await page.locator("main table").getByRole("link", { name: target.name, exact: true }).count()).toBe(1);
    watched.expectClean({ allowStatuses: [409] });
  });

  test("deleting a placement company removes it from the database and from the college's page", async () => {
    // A company name that only one college lists, so the public page check is unambiguous.
    const target = await withDatabase(databaseUrl, async (db) => {
      const rows = await db
        .selectFrom("placement_companies")
        .innerJoin("colleges", "colleges.id", "placement_companies.college_id")
        .select(["placement_companies.id", "placement_companies.company_name", "colleges.slug"])
        .orderBy("placement_companies.id")
        .execute();
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.company_name, (counts.get(row.company_name) ?? 0) + 1);
      return rows.find((row) => counts.get(row.company_name) === 1)!;
    });
    expect(target).toBeDefined();

    // The public page lists it among the recruiters first (as the server renders the page).
    const recruiters = async () => listItems((await served(`/${target.slug}`)).html, "Recruiters");
    expect(await recruiters()).toContain(target.company_name);

    await tab("Placements", "/Admin/catalogue/placements");
    await search("Search placement companies", target.company_name);
    await page.getByRole("link", { name: `Delete ${target.company_name}`, exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.count(), POLL).toBe(1);
    expect(await dialog.getByRole("heading").textContent()).toBe(`Delete placement company “${target.company_name}”?`);
    await page.waitForLoadState("networkidle");
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(mainStatus, POLL).toEqual(["Placement company deleted."]);
    expect(page.url()).toBe(`${server.url}/Admin/catalogue/placements?deleted=1`);
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    const row = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("placement_companies").select("id").where("id", "=", target.id).executeTakeFirst(),
    );
    expect(row).toBeUndefined();
    expect(await page.locator("main table").getByText(target.company_name, { exact: true }).count()).toBe(0);

    const after = await served(`/${target.slug}`);
    expect(after.status).toBe(200);
    expect(headingOf(after.html)).not.toBe("No College Found");
    expect(listItems(after.html, "Recruiters")).not.toContain(target.company_name);
    watched.expectClean();
  });

  test("editing a course's fee to 1,25,000 saves it and the college page shows ₹1,25,000; 'abc' is refused", async () => {
    const target = await withDatabase(databaseUrl, (db) =>
      db
        .selectFrom("courses")
        .innerJoin("colleges", "colleges.id", "courses.college_id")
        .select(["courses.id", "courses.name", "courses.fee_inr", "colleges.slug"])
        .where("colleges.name", "=", "Indian Institute of Technology Bombay")
        .where("courses.fee_inr", "!=", 125000)
        .orderBy("courses.id")
        .executeTakeFirstOrThrow(),
    );
    const feeOf = async () =>
      (
        await withDatabase(databaseUrl, (db) =>
          db.selectFrom("courses").selectAll().where("id", "=", target.id).executeTakeFirstOrThrow(),
        )
      ).fee_inr;

    // A fee that is not a number: the field says so and nothing changes.
    expect(await open(`/Admin/catalogue/courses/${target.id}`)).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Edit course");
    const fee = page.getByLabel("Course Fee", { exact: true });
    expect(await fee.inputValue()).toBe(String(target.fee_inr));
    await fee.fill("abc");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => fee.getAttribute("aria-invalid"), POLL).toBe("true");
    const feeError = await page.locator(`#${errorIdOf(await fee.getAttribute("aria-describedby"))}`).textContent();
    expect(feeError).toBe("Enter the fee in whole rupees");
    expect(await mainAlerts()).toContain("Please correct the fields marked above.");
    expect(await mainStatus()).toEqual([]);
    // The form keeps what was typed.
    expect(await fee.inputValue()).toBe("abc");
    expect(await feeOf()).toBe(target.fee_inr);

    // With Indian grouping: saved as a number.
    await fee.fill("1,25,000");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(mainStatus, POLL).toEqual(["Changes saved."]);
    expect(await fee.getAttribute("aria-invalid")).toBe(null);
    expect(await feeOf()).toBe(125000);

    // The college's page, as the server renders it: the course's row in the fee table.
    const fees = rowsIn(sectionById((await served(`/${target.slug}`)).html, "section-fees"));
    expect(fees.filter((cells) => cells.includes(target.name)).map((cells) => cells.at(-1))).toEqual(["₹1,25,000"]);
    watched.expectClean({ allowStatuses: [400] });
  });

  test("renaming a college moves its public page to the new address", async () => {
    const target = (await college({ slug: "pes-university" }))!;
    expect(target).toBeDefined();
    expect((await fetch(`${server.url}/pes-university`)).status).toBe(200);

    await open(`/Admin/catalogue/colleges/${target.id}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Edit college");
    const name = page.getByLabel("Name", { exact: true });
    expect(await name.inputValue()).toBe(target.name);
    await name.fill("PES University Bengaluru");
    // Its short names, and the entrance exams it accepts, are on the same form.
    const shortNames = page.getByLabel("Short names and aliases", { exact: true });
    expect(await shortNames.inputValue()).toBe("PESU, PES");
    await shortNames.fill("PESU, PES, Pee Ess");
    const exams = page.getByRole("group", { name: "Entrance exams accepted" });
    expect(await exams.getByRole("checkbox", { name: /^KCET 2027/ }).isChecked()).toBe(true);
    await exams.getByRole("checkbox", { name: /^KCET 2027/ }).uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(mainStatus, POLL).toEqual(["Changes saved."]);
    const renamed = (await college({ id: target.id }))!;
    expect(renamed.name).toBe("PES University Bengaluru");
    expect(renamed.slug).toBe("pes-university-bengaluru");
    expect(renamed.short_names).toBe("PESU, PES, Pee Ess");
    expect(await exams.getByRole("checkbox", { name: /^COMEDK UGET 2027/ }).isChecked()).toBe(true);
    expect(await exams.getByRole("checkbox", { name: /^KCET 2027/ }).isChecked()).toBe(false);

    // The old address is gone, the new one answers (what the server sends for each).
    const old = await served("/pes-university");
    expect(old.status).toBe(404);
    expect(headingOf(old.html)).toBe("No College Found");
    const moved = await served("/pes-university-bengaluru");
    expect(moved.status).toBe(200);
    expect(headingOf(moved.html)).toBe("PES University Bengaluru");
    watched.expectClean();
  });

  test("a PNG logo is re-encoded to WebP, shown on the college page and cached as immutable; SVG, fake PNG and big files are refused", async () => {
    const target = (await college({ slug: "indian-institute-of-technology-madras" }))!;
    expect(target.logo_path).toBe(null);
    const logoPath = async () => (await college({ id: target.id }))!.logo_path;
    // Logos live in the database (ADR 047): nothing is written under UPLOAD_DIR.
    const storedLogos = () =>
      withDatabase(databaseUrl, async (db) => {
        const rows = await db.selectFrom("college_logos").select(["file_name", "data"]).orderBy("file_name").execute();
        return rows.map((row) => row.file_name);
      });
    const logoBytes = (name: string) =>
      withDatabase(databaseUrl, async (db) =>
        Buffer.from(
          (await db.selectFrom("college_logos").select("data").where("file_name", "=", name).executeTakeFirstOrThrow())
            .data,
        ),
      );

    expect(await open(`/Admin/catalogue/colleges/${target.id}`)).toBe(200);
    const logoForm = page.locator("form.logo-form");
    expect(await logoForm.getByText("No logo yet").count()).toBe(1);
    const png = await sharp({
      create: { width: 600, height: 300, channels: 3, background: "#12306b" },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Logo", { exact: true })
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expect.poll(() => logoForm.getByRole("status").allTextContents(), POLL).toEqual(["Logo uploaded."]);
    // The preview shows the new logo once the page has reloaded its data.
    await expect.poll(() => logoForm.getByRole("img", { name: "Current logo" }).count(), POLL).toBe(1);

    const saved = await logoPath();
    expect(saved).toMatch(/^\/uploads\/logos\/[a-z0-9-]+-[0-9a-f]{16}\.webp$/);
    expect(await storedLogos()).toEqual([path.basename(saved!)]);
    expect(fs.existsSync(path.join(uploadDir, "logos"))).toBe(false);
    const stored = await sharp(await logoBytes(path.basename(saved!))).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.width).toBe(256);
    expect(stored.height).toBe(128);

    // The public page shows it (its HTML names it, by the college's name), and it is served as a
    // WebP 256 wide, cacheable for good.
    const publicPage = (await served(`/${target.slug}`)).html;
    const imgs = [...publicPage.matchAll(/<img [^>]*>/g)]
      .map((tag) => tag[0])
      .filter((tag) => tag.includes(`alt="${target.name} logo"`));
    expect(imgs).toHaveLength(1);
    const src = /src="([^"]+)"/.exec(imgs[0]!)?.[1];
    expect(src).toBe(saved);
    expect(src).toMatch(/^\/uploads\/logos\/.+\.webp$/);
    const logo = await fetch(`${server.url}${src}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/webp");
    expect(logo.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).width).toBe(256);

    // Refused files: each says why, and the college keeps its logo.
    const refused: { file: { name: string; mimeType: string; buffer: Buffer }; message: RegExp }[] = [
      {
        file: {
          name: "logo.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        },
        message: /^The logo must be a PNG, JPEG or WebP image \(SVG is not accepted\)\.$/,
      },
      {
        file: { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image\n") },
        message: /^The logo must be a PNG, JPEG or WebP image/,
      },
      {
        file: {
          name: "huge.png",
          mimeType: "image/png",
          buffer: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(1.5 * 1024 * 1024, 7),
          ]),
        },
        message: /^The logo must be 1 MB or smaller\.$/,
      },
    ];
    // One after another in the same form: each answer replaces the one before.
    for (const { file, message } of refused) {
      await page.getByLabel("Logo", { exact: true }).setInputFiles(file);
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Upload logo" }).click();
      await answered;
      await expect.poll(() => logoForm.getByRole("alert").allTextContents(), POLL).toHaveLength(1);
      expect((await logoForm.getByRole("alert").textContent()) ?? "", file.name).toMatch(message);
      expect(await logoForm.getByRole("status").count()).toBe(0);
      expect(await logoPath()).toBe(saved);
      expect(await storedLogos()).toEqual([path.basename(saved!)]);
    }
    watched.expectClean({ allowStatuses: [400, 413] });
  });
});
