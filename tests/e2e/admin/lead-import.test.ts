import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { browserEngines } from "../support/databases";
import type { RunningServer } from "../support/server";
import { startStaffServer } from "../support/staff-server";
import { openPage, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { setSessionCookie, withDatabase } from "./admin-helpers";
import { testImportFile } from "../../setup/lead-import-file";

/**
 * Lead import in a real browser (issue 25, part 4; docs/decisions/054-lead-import.md): an owner
 * uploads a 1,000-row CSV with 50 repeated people and 10 bad rows, the columns map themselves
 * from the header, the dry run shows those numbers, and Import runs to the end with a progress
 * bar. The same file again, without JavaScript, finds everything already imported.
 */
const FILE = {
  name: "november-fair.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${testImportFile({ people: 940, repeats: 50, bad: 10, firstPhone: 7_100_000_000 })}`),
};
const WAIT = { timeout: 30_000 };

for (const engine of browserEngines()) {
  describe(`lead import [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let browser: Browser;
    let withScript: WatchedPage;
    let noScript: WatchedPage;

    beforeAll(async () => {
      let owner: { cookie: string };
      ({ server, databaseUrl, owner } = await startStaffServer(engine));
      const token = owner.cookie.split("=")[1]!;
      browser = await connectChromium();
      withScript = await openPage(browser, server.url);
      await setSessionCookie(withScript.context, server.url, token);
      noScript = await openPage(browser, server.url, { javaScriptEnabled: false });
      await setSessionCookie(noScript.context, server.url, token);
    }, 90_000);

    afterAll(async () => {
      await withScript?.close();
      await noScript?.close();
      await browser?.close();
      await server?.stop();
    });

    const count = (label: string) => (page: WatchedPage["page"]) =>
      page.locator(".import-counts > div").filter({ hasText: label }).locator("strong").first().textContent();

    test("upload, columns, dry run, import: the numbers of the file, then its leads", async () => {
      const { page } = withScript;
      await page.goto(`${server.url}/Admin/import`);
      await waitForHydration(page);
      await page.getByLabel("CSV file").setInputFiles(FILE);
      await page.getByRole("button", { name: "Upload" }).click();
      // The columns are guessed from the header row.
      await expect.poll(() => page.getByLabel("Phone", { exact: true }).inputValue(), WAIT).toBe("1");
      expect(await page.getByLabel("Received at").locator("option:checked").textContent()).toBe("Enquiry Date");
      await page.getByRole("button", { name: "Check the file" }).click();
      await page.getByRole("heading", { name: "What this file would do" }).waitFor(WAIT);
      expect(await count("New leads")(page)).toBe("940");
      expect(await count("Merged into existing leads")(page)).toBe("50");
      expect(await count("Rejected")(page)).toBe("10");
      expect(await page.getByText("Row 992: phone “12345” is not a 10-digit Indian mobile number").count()).toBe(1);
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await page.getByRole("progressbar", { name: "Import progress" }).waitFor(WAIT);
      await page.getByRole("heading", { name: "Imported" }).waitFor(WAIT);
      expect(await page.getByRole("status").textContent()).toBe("1,000 of 1,000 rows, all done.");
      const stored = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("form", "=", "import")
          .executeTakeFirstOrThrow(),
      );
      expect(Number(stored.n)).toBe(940);
    }, 120_000);

    test("a CSV the parser refuses answers 400 with the form's message on the file, and nothing is kept", async () => {
      for (const page of [noScript.page, withScript.page]) {
        await page.goto(`${server.url}/Admin/import`);
        if (page === withScript.page) await waitForHydration(page);
        // The form says how long the file is kept.
        expect(await page.getByText(/keep it only until it is imported, and at most 7 days/).count()).toBe(1);
        await page.getByLabel("CSV file").setInputFiles({
          name: "unclosed-quote.csv",
          mimeType: "text/csv",
          buffer: Buffer.from('Name,Phone,Notes\nAsha Rao,9845012345,"called once\nRavi,9845012346,ok\n'),
        });
        const answer = page.waitForResponse((response) => response.request().method() === "POST");
        await page.getByRole("button", { name: "Upload" }).click();
        expect((await answer).status()).toBe(400);
        await expect.poll(() => page.getByText('check for a quote (") that is never closed').count(), WAIT).toBe(1);
      }
      const kept = await withDatabase(databaseUrl, (db) =>
        db.selectFrom("lead_imports").select("id").where("file_name", "=", "unclosed-quote.csv").execute(),
      );
      expect(kept).toEqual([]);
    });

    test("without JavaScript, the same file again finds every row already imported", async () => {
      const { page } = noScript;
      await page.goto(`${server.url}/Admin/import`);
      await page.getByLabel("CSV file").setInputFiles({ ...FILE, name: "november-fair (copy).csv" });
      await page.getByRole("button", { name: "Upload" }).click();
      await page.getByRole("button", { name: "Check the file" }).click();
      await page.getByRole("heading", { name: "What this file would do" }).waitFor(WAIT);
      expect(await page.getByRole("note").textContent()).toMatch(/^This file was imported before/);
      expect(await count("Already imported")(page)).toBe("990");
      expect(await count("New leads")(page)).toBe("0");
    }, 60_000);
  });
}
