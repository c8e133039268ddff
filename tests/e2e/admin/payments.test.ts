import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { financialYear } from "#app/features/admissions/payment-schema";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import { indiaDay } from "#app/utils/india-time";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import {
  firstAdminEnv,
  getPage,
  insertLeadWithApplication,
  postForm,
  setSessionCookie,
  withDatabase,
} from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";

/**
 * Payments and receipts (issue 24, part 5; docs/decisions/048-payments-and-receipts.md), with two
 * server processes on one database: 20 payments posted at once through both (as the lead page's
 * form posts without JavaScript) take receipts 0001 to 0020; a bad amount is refused with its
 * message and changes nothing; another counsellor's receipt is a 404. In Chromium, a counsellor
 * records a payment through the form and opens its receipt: no tax lines without a GSTIN, and
 * with one the GSTIN, taxable value and GST; printed, it is the receipt alone, and saves as a PDF.
 */
for (const engine of browserEngines()) {
  describe(`payments and receipts [${engine}]`, () => {
    let servers: RunningServer[];
    let databaseUrl: string;
    let browser: Browser;
    let watched: WatchedPage;
    let leadId: number;
    let tokens: { kavya: string; ravi: string };
    const today = indiaDay(new Date());
    const year = financialYear(today);

    beforeAll(async () => {
      databaseUrl = await demoDatabaseUrl(engine);
      const env = { DATABASE_URL: databaseUrl, ...(await firstAdminEnv(databaseUrl)) };
      ({ leadId, tokens } = await withDatabase(databaseUrl, async (db) => {
        const kavya = await insertStaff(db, { name: "Kavya Counsellor", role: "counsellor" });
        const ravi = await insertStaff(db, { name: "Ravi Counsellor", role: "counsellor" });
        const { leadId } = await insertLeadWithApplication(db, kavya, "Meera Applicant");
        return { leadId, tokens: { kavya: await insertSession(db, kavya), ravi: await insertSession(db, ravi) } };
      }));
      [servers, browser] = await Promise.all([Promise.all([startServer(env), startServer(env)]), connectChromium()]);
      watched = await openPage(browser, servers[0]!.url);
      await setSessionCookie(watched.context, servers[0]!.url, tokens.kavya);
    }, 60_000);

    afterAll(async () => {
      await watched?.close();
      await browser?.close();
      await Promise.all((servers ?? []).map((server) => server.stop()));
    });

    /** The GST table's rows in a receipt's HTML, each row's cells' text joined by a tab. */
    const taxRows = (html: string) => {
      const table = /<table class="receipt-tax">([\s\S]*?)<\/table>/.exec(html)?.[1];
      if (!table) return [];
      const text = (cell: string) => cell.replace(/<[^>]+>/g, "").trim();
      return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
        [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!)).join("\t"),
      );
    };

    const receipts = () =>
      withDatabase(databaseUrl, (db) =>
        db.selectFrom("payments").select(["id", "receipt_number"]).orderBy("id").execute(),
      );

    test("20 payments posted at once through two servers get receipts 0001 to 0020; a bad amount changes nothing", async () => {
      const fields = (i: number) => ({
        intent: "payment",
        amount: String(1000 + i),
        paid_on: today,
        mode: "upi",
        reference: `41239876${String(i).padStart(4, "0")}`,
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const server = servers[i % 2]!;
          return postForm(server.url, `/Admin/leads/${leadId}`, fields(i), { cookie: tokens.kavya });
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const numbers = (await receipts()).map((row) => row.receipt_number).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `ME/${year}/${String(i + 1).padStart(4, "0")}`));

      const refused = await postForm(
        servers[1]!.url,
        `/Admin/leads/${leadId}`,
        { ...fields(0), amount: "0" },
        { cookie: tokens.kavya },
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Enter an amount of more than ₹0");
      expect(await receipts()).toHaveLength(20);

      // Another counsellor: the receipt is the ordinary 404, from either server.
      const [first] = await receipts();
      for (const server of servers) {
        expect((await getPage(server.url, `/Admin/receipts/${first!.id}`, tokens.ravi)).status).toBe(404);
        expect((await getPage(server.url, `/Admin/receipts/${first!.id}`, tokens.kavya)).status).toBe(200);
      }
    });

    test("a receipt shows tax lines only with a GSTIN; printed, it is the receipt alone and saves as a PDF", async () => {
      const page = watched.page;
      const url = servers[0]!.url;
      const recordPayment = async (reference: string) => {
        await page.goto(`${url}/Admin/leads/${leadId}#lead-payments`);
        await waitForHydration(page);
        const form = page.getByRole("form", { name: "Record a payment" });
        await form.getByLabel("Amount", { exact: true }).fill("11,800");
        expect(await form.getByLabel("Date", { exact: true }).inputValue()).toBe(today);
        await form.getByLabel("Mode", { exact: true }).selectOption({ label: "Bank transfer" });
        await form.getByLabel("Reference", { exact: true }).fill(reference);
        await form.getByRole("button", { name: "Record payment" }).click();
        await expect.poll(() => form.getByRole("status").textContent(), POLL).toMatch(/^Payment recorded: receipt /);
        const number = /receipt (\S+)\.$/.exec((await form.getByRole("status").textContent())!)![1]!;
        await page.getByRole("region", { name: "Payments" }).getByRole("link", { name: number }).click();
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Receipt");
        return number;
      };
      const text = () => page.locator("article.receipt").innerText();

      expect(await recordPayment("NEFT N123456789")).toBe(`ME/${year}/0021`);
      expect(await text()).toContain("Meera Applicant");
      expect(await text()).toContain("Rupees Eleven Thousand Eight Hundred Only");
      expect(await text()).toContain("NEFT N123456789");
      expect(await text()).not.toContain("GSTIN");
      expect(await page.getByText("Taxable value").count()).toBe(0);
      // (The same "no tax lines" on the served page, so taxRows below cannot pass by finding nothing.)
      expect(taxRows(await page.content())).toEqual([]);

      // The button prints; in print the menu and the tools are gone, and Chromium saves a PDF.
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute("data-printed", "yes");
      });
      await page.getByRole("button", { name: "Print or save as PDF" }).click();
      expect(await page.locator("html").getAttribute("data-printed")).toBe("yes");
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("navigation", { name: "Admin menu" }).isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Print or save as PDF" }).isVisible()).toBe(false);
      expect(await page.locator("article.receipt").isVisible()).toBe(true);
      const pdf = await page.pdf({ format: "A4" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      await page.emulateMedia({ media: "screen" });
      watched.expectClean();

      // With a GSTIN: the receipt, as the server renders it (the form's way through the browser is
      // proven above), has the GSTIN and a table of the taxable value and GST.
      await withDatabase(databaseUrl, async (db) =>
        saveSiteSettings(db, { ...(await getSiteSettings(db)), gstin: "27AAPFU0939F1ZV", gstRate: 18 }),
      );
      const posted = await postForm(
        url,
        `/Admin/leads/${leadId}`,
        { intent: "payment", amount: "11,800", paid_on: today, mode: "bank_transfer", reference: "NEFT N987654321" },
        { cookie: tokens.kavya },
      );
      expect(posted.status).toBe(200);
      expect(await posted.text()).toContain(`Payment recorded: receipt ME/${year}/0022.`);
      const taxed = (await receipts()).at(-1)!;
      expect(taxed.receipt_number).toBe(`ME/${year}/0022`);
      const receipt = await (await getPage(url, `/Admin/receipts/${taxed.id}`, tokens.kavya)).text();
      expect(receipt).toContain("GSTIN: 27AAPFU0939F1ZV");
      expect(receipt).toContain("NEFT N987654321");
      expect(taxRows(receipt)).toEqual([
        "Taxable value\t₹10,000.00",
        "GST @ 18%\t₹1,800.00",
        "Total received\t₹11,800.00",
      ]);
    });
  });
}
