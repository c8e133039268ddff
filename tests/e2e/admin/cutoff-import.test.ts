import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { lastFactYear } from "#app/features/college-facts/fact-schemas";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { startStaffServer } from "../support/staff-server";
import { openPage, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { setSessionCookie, withDatabase } from "./admin-helpers";
import { collegeInput } from "../../factories";
import { cutoffFile, josaaProgramme } from "../../setup/cutoff-import-file";

/**
 * Issue 46 item 2 in a real browser, on SQLite (what depends on the engine is in
 * tests/integration/cutoff-import.test.ts): an owner uploads a JoSAA-shaped file of 1,000 rows
 * with 20 unknown branches and 5 bad rows, the columns map themselves, the dry run shows those
 * numbers, and Import runs to the end. Then a member of staff sets a college's NIRF rank on its
 * Facts page, and the college's public page shows it.
 */
const BRANCHES = ["Computer Science and Engineering", "Electrical Engineering", "Mechanical Engineering"];
const INSTITUTES = ["Pur", "Nagar", "Garh", "Bad", "Abad", "Ganj"].map(
  (town) => `Institute of Technology Browser${town}`,
);
const FILE = {
  name: "josaa-2026-round-6.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(
    cutoffFile({
      institutes: INSTITUTES,
      branches: BRANCHES.map(josaaProgramme),
      rows: 1000,
      unknownBranches: 20,
      bad: 5,
    }),
  ),
};
const WAIT = { timeout: 30_000 };

describe("cut-off import and a college's facts [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let owner: WatchedPage;
  let session: { cookie: string };

  beforeAll(async () => {
    ({ server, databaseUrl, owner: session } = await startStaffServer("sqlite"));
    await withDatabase(databaseUrl, async (db) => {
      for (const [n, name] of INSTITUTES.entries()) {
        const { id } = await db
          .insertInto("colleges")
          .values({
            ...collegeInput({ name }),
            slug: `browser-test-${n}`,
            created_at: "2026-12-06",
            updated_at: "2026-12-06",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (const branch of BRANCHES)
          await db.insertInto("branches").values({ college_id: id, name: branch, created_at: "2026-12-06" }).execute();
      }
    });
    browser = await connectChromium();
    owner = await openPage(browser, server.url);
    await setSessionCookie(owner.context, server.url, session.cookie.split("=")[1]!);
  }, 90_000);

  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await server?.stop();
  });

  const count = (label: string) =>
    owner.page.locator(".import-counts > div").filter({ hasText: label }).locator("strong").first().textContent();

  test("upload, columns, dry run with its counts, import", async () => {
    const { page } = owner;
    await page.goto(`${server.url}/Admin/cutoffs/import`);
    await waitForHydration(page);
    await page.getByLabel("CSV file").setInputFiles(FILE);
    await page.getByRole("button", { name: "Upload" }).click();
    // JoSAA's header maps itself.
    await expect.poll(() => page.getByLabel("Closing rank").inputValue(), WAIT).toBe("6");
    await page.getByLabel("Year, if not a column").fill("2026");
    await page.getByLabel("Round, if not a column").fill("6");
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("heading", { name: "What this file would do" }).waitFor(WAIT);
    expect(await count("Added")).toBe("995");
    expect(await count("Unknown branches")).toBe("20");
    expect(await count("Rejected")).toBe("5");
    expect(await count("Changed")).toBe("0");
    expect(await page.getByText("Row 999: unknown category “GENERAL-X”").count()).toBe(1);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("heading", { name: "Imported" }).waitFor(WAIT);
    expect(await page.getByRole("status").textContent()).toBe("1,000 of 1,000 rows, all done.");
    const stored = await withDatabase(databaseUrl, (db) =>
      db
        .selectFrom("cutoffs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("source", "=", "JoSAA")
        .executeTakeFirstOrThrow(),
    );
    expect(Number(stored.n)).toBe(995);
  }, 120_000);

  test("staff set a college's NIRF rank on its Facts page, and its public page shows it", async () => {
    const { page } = owner;
    const year = lastFactYear();
    await page.goto(`${server.url}/Admin/catalogue/colleges/1`);
    await waitForHydration(page);
    await page.getByRole("link", { name: /^Facts: NIRF rank/ }).click();
    await page.getByRole("heading", { name: /^Facts: / }).waitFor(WAIT);
    await page.getByLabel("NIRF category").selectOption("engineering");
    await page.getByLabel("NIRF year").fill(String(year));
    await page.getByLabel("NIRF rank", { exact: true }).fill("many");
    await page.getByRole("button", { name: "Save NIRF rank" }).click();
    // Bad input: a clear message, nothing saved.
    await page.getByText("The rank must be a number").waitFor(WAIT);
    await page.getByLabel("NIRF rank", { exact: true }).fill("7");
    await page.getByRole("button", { name: "Save NIRF rank" }).click();
    await page.getByRole("status").filter({ hasText: "NIRF rank saved." }).waitFor(WAIT);
    const slug = await withDatabase(databaseUrl, async (db) => {
      const college = await db.selectFrom("colleges").select("slug").where("id", "=", 1).executeTakeFirstOrThrow();
      return college.slug;
    });
    const publicPage = await (await fetch(`${server.url}/${slug}`)).text();
    expect(publicPage).toContain(`NIRF ${year}, Engineering:`);
    expect(publicPage).toMatch(new RegExp(`NIRF ${year}, Engineering:</span>\\s*(<[^>]+>\\s*)*Rank 7<`));
  }, 60_000);

  // What a browser without JavaScript does: the form posted whole, the page sent back.
  test("a Facts form refused without JavaScript comes back with what was typed in it, and nothing is saved", async () => {
    const facts = `${server.url}/Admin/catalogue/colleges/2/facts`;
    const stored = () =>
      withDatabase(databaseUrl, (db) =>
        db.selectFrom("nirf_rankings").selectAll().where("college_id", "=", 2).orderBy("id").execute(),
      );
    const before = await stored();
    const typed = { category: "management", year: "2024", rank: "many", source: "NIRF report" };
    const response = await fetch(facts, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: session.cookie,
        origin: server.url,
        accept: "text/html",
      },
      body: new URLSearchParams({ ...typed, intent: "nirf" }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const section = /<section aria-labelledby="facts-nirf"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(section).toContain("The rank must be a number");
    const shown = {
      year: /<input[^>]*name="year"[^>]*>/.exec(section)?.[0],
      rank: /<input[^>]*name="rank"[^>]*>/.exec(section)?.[0],
      source: /<input[^>]*name="source"[^>]*>/.exec(section)?.[0],
      category: /<option[^>]*selected=""[^>]*value="([^"]*)"|<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(section),
    };
    expect(shown.year).toContain('value="2024"');
    expect(shown.rank).toContain('value="many"');
    expect(shown.source).toContain('value="NIRF report"');
    expect(shown.category?.[1] ?? shown.category?.[2]).toBe("management");
    expect(await stored()).toEqual(before);
  });
});
