import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addChecklist } from "#app/features/admissions/application-checklist.server";
import { leadDocuments, uploadDocument } from "#app/features/admissions/documents.server";
import { recordPayment } from "#app/features/admissions/payments.server";
import { sendStatusLink } from "#app/features/status-link/status-links.server";
import { refusalsEn } from "#app/utils/i18n/en/refusals";
import { hi } from "#app/utils/i18n/hi";
import { refusalsHi } from "#app/utils/i18n/hi/refusals";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { getPage, insertLeadWithApplication, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";
import { pdfOfSize, samplePdf } from "../../setup/document-files";

/**
 * Uploads through the student's status link against the production server (issue 41, items 2
 * and 5): the link adds, it never replaces (an item staff received is refused, and staff's file
 * downloads byte for byte as before), and the Hindi link (/hi/status/…) takes the same uploads as
 * the English one, a file too large for it refused in Hindi.
 */
const IP_HASH_SECRET = crypto.randomBytes(24).toString("hex");
const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

for (const engine of browserEngines()) {
  describe(`uploads through the status link [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let cookie: string;
    let leadId: number;
    let token: string;
    let staffFileId: number;
    let counsellorId: number;
    const items = new Map<string, number>();
    const staffPdf = samplePdf({ catalogExtra: "/Lang (en-IN)" });

    beforeAll(async () => {
      databaseUrl = await demoDatabaseUrl(engine);
      await withDatabase(databaseUrl, async (db) => {
        counsellorId = await insertStaff(db, { name: "Kavya Rao", role: "counsellor" });
        const counsellor = { id: counsellorId, role: "counsellor" as const };
        const lead = await insertLeadWithApplication(db, counsellorId, "Meera Iyer");
        await db.updateTable("leads").set({ phone: "9876543210" }).where("id", "=", lead.leadId).execute();
        await addChecklist(db, lead.applicationId, new Date().toISOString());
        leadId = lead.leadId;
        for (const item of await leadDocuments(db, leadId)) items.set(item.name, item.id);
        // Staff upload the Class 12 marksheet: it is received.
        ({ fileId: staffFileId } = await uploadDocument(db, {
          leadId,
          documentId: items.get("Class 12 marksheet")!,
          fileName: "staff-scan.pdf",
          bytes: staffPdf,
          uploadedBy: { kind: "staff", viewer: counsellor },
        }));
        const sent = await sendStatusLink(
          db,
          { leadId, secret: Buffer.from(IP_HASH_SECRET, "utf8"), origin: "http://localhost" },
          counsellor,
        );
        token = sent.url.slice(-43);
        cookie = await insertSession(db, counsellorId);
      });
      server = await startServer({ DATABASE_URL: databaseUrl, IP_HASH_SECRET });
    }, 90_000);

    afterAll(async () => {
      await server?.stop();
    });

    /** A multipart post of one file to a status page, as its form sends it; redirects not followed. */
    const post = (path: string, documentId: number, file: Buffer, name = "upload.pdf") => {
      const body = new FormData();
      body.set("document_id", String(documentId));
      body.set("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), name);
      return fetch(`${server.url}${path}`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { origin: server.url, accept: "text/html" },
      });
    };
    const staffFile = async () => {
      const answer = await getPage(server.url, `/Admin/leads/${leadId}/files/${staffFileId}`, cookie);
      expect(answer.status).toBe(200);
      return Buffer.from(await answer.arrayBuffer());
    };

    test("a post to an item staff received is refused, in the page's language, and staff's file is unchanged byte for byte", async () => {
      const before = sha256(await staffFile());
      expect(before).toBe(sha256(staffPdf));
      const received = items.get("Class 12 marksheet")!;
      for (const [path, message] of [
        [`/status/${token}`, refusalsEn["documents.not_missing"]],
        [`/hi/status/${token}`, refusalsHi["documents.not_missing"]],
      ] as const) {
        const answer = await post(path, received, samplePdf(), "student.pdf");
        expect(answer.status, path).toBe(409);
        expect(await answer.text(), path).toContain(message);
      }
      expect(sha256(await staffFile())).toBe(before);
      const stored = await withDatabase(databaseUrl, async (db) => ({
        files: await db.selectFrom("document_files").select(["id", "file_name"]).execute(),
        versions: await db.selectFrom("document_file_versions").select("id").execute(),
      }));
      expect(stored).toEqual({ files: [{ id: staffFileId, file_name: "staff-scan.pdf" }], versions: [] });
    });

    test("a parent sees the fee paid with its receipt number; after an upload that item's thank-you is on the screen (360 px)", async () => {
      const { receiptNumber } = await withDatabase(databaseUrl, (db) =>
        recordPayment(
          db,
          {
            leadId,
            applicationId: null,
            amountPaise: 50_000_00,
            paidOn: "2026-12-01",
            mode: "upi",
            reference: "UPI 4471",
          },
          { id: counsellorId, role: "counsellor" },
        ),
      );
      const browser = await connectChromium();
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await page.goto(`${server.url}/status/${token}`);
      const fees = page.getByRole("region", { name: "Fees paid" });
      expect(await fees.textContent()).toContain(receiptNumber);
      expect(await fees.textContent()).toContain("₹50,000.00 paid on");
      expect(await fees.getByRole("link", { name: `View and print receipt ${receiptNumber}` }).count()).toBe(1);

      // The upload comes back to its own item, far down a phone's page, with the thank-you in view.
      const passportPhoto = items.get("Passport photo")!;
      const form = page.locator("li.status-card", { hasText: "Passport photo" }).locator("form.status-upload");
      await form.locator('input[type="file"]').setInputFiles({
        name: "marksheet.pdf",
        mimeType: "application/pdf",
        buffer: samplePdf(),
      });
      await Promise.all([
        page.waitForURL(new RegExp(`uploaded=${passportPhoto}#status-document-${passportPhoto}$`)),
        form.locator('button[type="submit"]').click(),
      ]);
      const card = page.locator(`#status-document-${passportPhoto}`);
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe("Passport photo");
      const thanks = card.getByRole("status").filter({ hasText: "Thank you: your document is uploaded" });
      await thanks.waitFor();
      for (const shown of [card.getByRole("heading", { level: 3 }), thanks]) {
        const box = (await shown.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(740);
      }
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      // Its receipt, to view and print: the consultancy, the payer, the amount in words and figures, the mode.
      await page.getByRole("link", { name: `View and print receipt ${receiptNumber}` }).click();
      await page.getByRole("heading", { level: 1, name: "Receipt" }).waitFor();
      const receipt = await page.locator("article.receipt").innerText();
      for (const fact of [
        receiptNumber,
        "Margdarshan Education",
        "Meera Iyer",
        "₹50,000.00",
        "Rupees Fifty Thousand Only",
        "UPI",
        "UPI 4471",
        "Date: 1 Dec 2026",
      ]) {
        expect(receipt).toContain(fact);
      }
      expect(await page.locator('article.receipt a[href^="tel:"]').count()).toBe(1);
      // Not who at the consultancy recorded it: the family sees the consultancy.
      expect(receipt).not.toContain("Kavya");
      const print = page.getByRole("button", { name: "Print or save as PDF" });
      await print.waitFor();
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute("data-printed", "yes");
      });
      await print.click();
      expect(await page.locator("html").getAttribute("data-printed")).toBe("yes");
      // In print, the receipt alone: no header, footer, buttons or back link.
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("banner").first().isVisible()).toBe(false);
      expect(await page.getByRole("contentinfo").first().isVisible()).toBe(false);
      expect(await print.isVisible()).toBe(false);
      expect(await page.getByRole("link", { name: "Back to your applications" }).isVisible()).toBe(false);
      expect(await page.locator("article.receipt").isVisible()).toBe(true);
      await browser.close();

      // Without JavaScript: the same receipt, saying how to print from the browser; never stored.
      const receiptPath = new URL(page.url()).pathname;
      const answer = await fetch(`${server.url}${receiptPath}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.text()).toContain("Use your browser&#x27;s Print (Ctrl+P) to print or save as PDF.");
      const hindi = await fetch(`${server.url}/hi${receiptPath}`);
      const hindiReceipt = await hindi.text();
      expect(hindiReceipt).toContain("रसीद");
      // The amount in Hindi words on the Hindi receipt, not the English ones marked as English.
      expect(hindiReceipt).toContain("पचास हज़ार रुपये मात्र");
      expect(hindiReceipt).not.toContain("Rupees Fifty Thousand Only");

      // Only through its own lead's working link: a tampered token, or another lead's payment, is the 404.
      const other = await withDatabase(databaseUrl, async (db) => {
        const lead = await insertLeadWithApplication(db, counsellorId, "Ravi Other");
        return recordPayment(
          db,
          {
            leadId: lead.leadId,
            applicationId: null,
            amountPaise: 100_00,
            paidOn: "2026-12-01",
            mode: "cash",
            reference: "",
          },
          { id: counsellorId, role: "counsellor" },
        );
      });
      const tampered = receiptPath.replace(
        /\/status\/(.)/,
        (_, first: string) => `/status/${first === "A" ? "B" : "A"}`,
      );
      for (const path of [tampered, receiptPath.replace(/\d+$/, String(other.id)), `${receiptPath}x`]) {
        const refused = await fetch(`${server.url}${path}`);
        expect(refused.status, path).toBe(404);
        expect(refused.headers.get("cache-control"), path).toBe("no-store");
        expect(await refused.text(), path).not.toContain("Ravi");
      }
    });

    test("a 9 MB upload through the Hindi status link is stored", async () => {
      const pdf = pdfOfSize(9 * MB);
      const answer = await post(`/hi/status/${token}`, items.get("Entrance exam scorecard")!, pdf, "scorecard.pdf");
      expect(answer.status).toBe(303);
      const scorecard = items.get("Entrance exam scorecard")!;
      expect(answer.headers.get("location")).toBe(
        `/hi/status/${token}?uploaded=${scorecard}#status-document-${scorecard}`,
      );
      const stored = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("document_files")
          .select(["byte_size", "sha256", "uploaded_by_student"])
          .where("document_id", "=", items.get("Entrance exam scorecard")!)
          .executeTakeFirst(),
      );
      expect(stored).toEqual({ byte_size: 9 * MB, sha256: sha256(pdf), uploaded_by_student: 1 });
    });

    test("a body past the upload limit on the Hindi status link is refused in Hindi", async () => {
      const answer = await post(`/hi/status/${token}`, items.get("Photo ID")!, Buffer.alloc(17 * MB, 32), "id.pdf");
      expect(answer.status).toBe(413);
      expect(await answer.text()).toBe(hi.bodyTooLarge.file);
    });
  });
}
