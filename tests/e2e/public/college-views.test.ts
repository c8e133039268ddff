import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { openDatabase } from "#app/db/db.server";
import { parseDatabaseUrl } from "#app/utils/env.server";
import { launchChromium } from "../support/chromium";
import { newDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";

describe("following a college link records a view, then navigates [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    url = await newDatabaseUrl("sqlite");
    server = await startServer({ DATABASE_URL: url });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function viewsOf(slug: string): Promise<number> {
    const database = openDatabase(parseDatabaseUrl(url));
    try {
      const row = await database.db
        .selectFrom("colleges")
        .select("view_count")
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow();
      return row.view_count;
    } finally {
      await database.close();
    }
  }

  test("a click on the engineering page sends college_id to collegedetails.php and opens the college", async () => {
    const page = await browser.newPage();
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/narayanaApi/collegedetails.php")) beacons.push(request.method());
    });
    await page.goto(`${server.url}/top-engineering-colleges-in-india`, { waitUntil: "networkidle" });
    const before = await viewsOf("vellore-institute-of-technology");
    await page.getByRole("link", { name: "Vellore Institute of Technology" }).first().click();
    await page.waitForURL(`${server.url}/vellore-institute-of-technology`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Vellore Institute of Technology");
    await expect.poll(() => viewsOf("vellore-institute-of-technology")).toBe(before + 1);
    // One call, and it named the right college (the count above went up for this one).
    expect(beacons).toHaveLength(1);
    await page.close();
  });

  test("collegedetails.php refuses a bad college_id with a 4xx naming the field", async () => {
    const post = (body: string) =>
      fetch(`${server.url}/narayanaApi/collegedetails.php`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
    const missing = await post("{}");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: "college_id" });
    expect((await post("not json")).status).toBe(400);
    expect((await post(JSON.stringify({ college_id: 99999 }))).status).toBe(404);
    expect((await fetch(`${server.url}/narayanaApi/collegedetails.php`)).status).toBe(405);
  });
});
