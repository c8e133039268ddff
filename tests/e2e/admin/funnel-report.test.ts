import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium, downloadedBytes } from "../support/chromium";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { firstAdminEnv, setSessionCookie, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";

/**
 * The funnel report (issue 25, part 3; docs/decisions/053-funnel-report.md) in Chromium: an owner
 * opens /Admin/reports, enters this month's spend on a fair's source, sees what a lead and an
 * admission cost, follows the source's "Contacted" number to the inbox, which lists exactly those
 * leads, and downloads the report as CSV. The counting itself is proved in
 * tests/integration/funnel-report.test.ts.
 */
for (const engine of browserEngines()) {
  describe(`funnel report [${engine}]`, () => {
    let server: RunningServer;
    let browser: Browser;
    let watched: WatchedPage;
    // A source of its own, so the demo's leads never share its row.
    const source = `mela-${crypto.randomBytes(3).toString("hex")}`;

    beforeAll(async () => {
      const databaseUrl = await demoDatabaseUrl(engine);
      const env = { DATABASE_URL: databaseUrl, ...(await firstAdminEnv(databaseUrl)) };
      const token = await withDatabase(databaseUrl, async (db) => {
        const at = new Date().toISOString();
        for (const [name, status] of [
          ["Mela Admitted", "converted"],
          ["Mela Contacted", "contacted"],
          ["Mela New", "new"],
        ] as const) {
          await db
            .insertInto("leads")
            .values({
              form: "contact",
              page: "/Contact",
              name,
              status,
              utm_source: source,
              created_at: at,
              updated_at: at,
            })
            .execute();
        }
        return insertSession(db, await insertStaff(db, { name: "Olga Owner", role: "owner" }));
      });
      [server, browser] = await Promise.all([startServer(env), connectChromium()]);
      watched = await openPage(browser, server.url);
      await setSessionCookie(watched.context, server.url, token);
    }, 60_000);

    afterAll(async () => {
      await watched?.close();
      await browser?.close();
      await server?.stop();
    });

    test("an owner enters spend, sees the cost per admission, follows a number to its leads and downloads the CSV", async () => {
      const page = watched.page;
      await page.goto(`${server.url}/Admin/reports`);
      await waitForHydration(page);
      await page.getByRole("link", { name: "Funnel report" }).waitFor();

      await page.getByLabel("Source", { exact: true }).fill(source);
      await page.getByLabel("Amount (₹)").fill("12,000");
      await page.getByRole("button", { name: "Save spend" }).click();
      await expect
        .poll(() => page.getByRole("status").allTextContents(), POLL)
        .toContainEqual(expect.stringContaining(`Saved: ₹12,000.00 on ${source}`));

      const row = page
        .getByRole("table", { name: /^The funnel by source/ })
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: source, exact: true }) });
      const cells = async () => (await row.getByRole("cell").allTextContents()).map((text) => text.trim());
      // Enquiries, then four stages (count and rates), then spend, per lead and per admission.
      await expect.poll(async () => (await cells()).slice(-3), POLL).toEqual(["₹12,000.00", "₹4,000.00", "₹12,000.00"]);
      expect((await cells())[0]).toBe("3");

      // The source's "Contacted" count: its two contacted leads (the admitted one reached that stage too).
      await row.getByRole("cell").nth(1).getByRole("link", { name: "2" }).click();
      await page.waitForURL(/\/Admin\/leads\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("source")).toBe(source);
      expect(url.searchParams.get("stage")).toBe("contacted");
      const listed = () => page.locator("main table tbody a[href^='/Admin/leads/']").allTextContents();
      await expect.poll(async () => (await listed()).sort(), POLL).toEqual(["Mela Admitted", "Mela Contacted"]);

      await page.goBack();
      await waitForHydration(page);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await downloadedBytes(download)).toString("utf8");
      expect(text.startsWith("\uFEFF")).toBe(true);
      expect(text).toContain(
        `"Source","${source}","3","2","66.7%","66.7%","1","50%","33.3%","1","100%","33.3%","1","100%","33.3%","12000.00","4000.00","12000.00"`,
      );
      watched.expectClean();
    });
  });
}
