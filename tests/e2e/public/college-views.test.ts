import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { browserEngines, demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { VIEW_FLUSH } from "../support/views";
import { openTestDatabase } from "../support/test-database";

describe("following a college link records a view, then navigates [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    url = await demoDatabaseUrl("sqlite");
    server = await startServer({ DATABASE_URL: url });
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function viewsOf(slug: string): Promise<number> {
    const database = openTestDatabase(url);
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
    // Counted in memory, written within a few seconds.
    await expect.poll(() => viewsOf("vellore-institute-of-technology"), VIEW_FLUSH).toBe(before + 1);
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

async function viewsIn(databaseUrl: string, slug: string): Promise<number> {
  const database = openTestDatabase(databaseUrl);
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

async function collegeIdIn(databaseUrl: string, slug: string): Promise<number> {
  const database = openTestDatabase(databaseUrl);
  try {
    return (await database.db.selectFrom("colleges").select("id").where("slug", "=", slug).executeTakeFirstOrThrow())
      .id;
  } finally {
    await database.close();
  }
}

for (const engine of browserEngines()) {
  describe(`views are counted in memory and written in batches [${engine}]`, () => {
    const SLUG = "pes-university";
    const postViews = async (url: string, collegeId: number, count: number) => {
      const answers = await Promise.all(
        Array.from({ length: count }, () =>
          fetch(`${url}/narayanaApi/collegedetails.php`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ college_id: collegeId }),
          }),
        ),
      );
      for (const answer of answers) expect(await answer.json()).toEqual({ success: true, message: "View recorded" });
    };

    test("every view answered arrives in the database at the next flush", async () => {
      const databaseUrl = await demoDatabaseUrl(engine);
      const server = await startServer({ DATABASE_URL: databaseUrl });
      try {
        const id = await collegeIdIn(databaseUrl, SLUG);
        const before = await viewsIn(databaseUrl, SLUG);
        await postViews(server.url, id, 40);
        await expect.poll(() => viewsIn(databaseUrl, SLUG), VIEW_FLUSH).toBe(before + 40);
      } finally {
        await server.stop();
      }
    });

    test("views not yet written when the server is stopped (SIGTERM) are written before it exits", async () => {
      const databaseUrl = await demoDatabaseUrl(engine);
      const server = await startServer({ DATABASE_URL: databaseUrl });
      const id = await collegeIdIn(databaseUrl, SLUG);
      const before = await viewsIn(databaseUrl, SLUG);
      try {
        await postViews(server.url, id, 25);
      } finally {
        expect(await server.stop("SIGTERM")).toBe(0);
      }
      expect(await viewsIn(databaseUrl, SLUG)).toBe(before + 25);
    });
  });
}
