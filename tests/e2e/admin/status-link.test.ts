import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { insertLeadWithApplication, setSessionCookie, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";
import { samplePdf } from "../../setup/document-files";
import { addChecklist } from "#app/features/admissions/application-checklist.server";

/**
 * The student's status link in a real browser (issue 24, part 4; docs/decisions/049-status-link.md):
 * the counsellor sends it from the lead page and is shown it once, with a WhatsApp message; opened
 * in a fresh browser without signing in it shows the application, its status and the next step;
 * a tampered, revoked or ended link is the site's 404. The documents still needed are listed there,
 * and one uploaded from the page (a plain form, which needs no JavaScript) is on the lead's page.
 */
for (const engine of browserEngines()) {
  describe(`status link [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let browser: Browser;
    let staff: WatchedPage;
    let leadId: number;
    const day = addIndiaDays(indiaDay(new Date()), 5);

    beforeAll(async () => {
      databaseUrl = await demoDatabaseUrl(engine);
      const token = await withDatabase(databaseUrl, async (db) => {
        const counsellor = await insertStaff(db, { name: "Kavya Rao", role: "counsellor" });
        const lead = await insertLeadWithApplication(db, counsellor, "Meera Iyer");
        await db
          .updateTable("leads")
          .set({ email: "meera@example.in", phone: "9876543210" })
          .where("id", "=", lead.leadId)
          .execute();
        await db
          .insertInto("application_steps")
          .values({
            application_id: lead.applicationId,
            kind: "entrance_exam",
            on_date: day,
            at_time: "10:30",
            created_at: new Date().toISOString(),
          })
          .execute();
        await addChecklist(db, lead.applicationId, new Date().toISOString());
        leadId = lead.leadId;
        return insertSession(db, counsellor);
      });
      server = await startServer({ DATABASE_URL: databaseUrl });
      browser = await connectChromium();
      staff = await openPage(browser, server.url);
      await setSessionCookie(staff.context, server.url, token);
    }, 90_000);

    afterAll(async () => {
      await staff?.close();
      await browser?.close();
      await server?.stop();
    });

    /** Sends a new link from the lead page and reads it from the answer. */
    async function sendLink(): Promise<{ url: string; whatsApp: string | null }> {
      const page = staff.page;
      // A fresh load each time (a #section alone would not reload the page), then its Messages section.
      await page.goto(`${server.url}/Admin/leads/${leadId}`);
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Sections of this lead" })
        .getByRole("link", { name: "Messages" })
        .click();
      const section = page.getByRole("region", { name: "Status link" });
      await section.getByRole("button", { name: "Send the status link" }).click();
      const field = section.getByLabel(/The link \(copy it now/);
      await expect.poll(() => field.count(), POLL).toBe(1);
      expect(await section.getByRole("status").first().textContent()).toContain("sent to meera@example.in");
      const whatsApp = await section.getByRole("link", { name: /Send it on WhatsApp/ }).getAttribute("href");
      return { url: await field.inputValue(), whatsApp };
    }

    test("sent from the lead page, opened without signing in: the application, its status and the next step", async () => {
      const { url, whatsApp } = await sendLink();
      expect(url).toMatch(/\/status\/[A-Za-z0-9_-]{43}$/);
      expect(whatsApp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
      expect(decodeURIComponent(whatsApp!.split("?text=")[1]!)).toContain(url);

      // A parent's phone: a fresh context, no cookie.
      const parent = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
      const response = await parent.page.goto(url);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["referrer-policy"]).toBe("same-origin");
      expect(headers["x-robots-tag"]).toBe("noindex");
      const page = parent.page;
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Meera's applications");
      const applications = page.getByRole("region", { name: "Applications" });
      expect(await applications.getByRole("heading", { level: 3 }).textContent()).toMatch(/\(MBA, 2027\)$/);
      expect(await applications.textContent()).toContain("The application is sent.");
      const steps = page.getByRole("region", { name: "Next steps" });
      // Five India days from when the step was written; fewer if India's midnight passed since
      // (a CI run wrote it at 23:55 India time and read "in 4 days" after midnight).
      const daysAhead = (Date.parse(day) - Date.parse(indiaDay(new Date()))) / 86_400_000;
      expect(await steps.textContent()).toMatch(
        new RegExp(`10:30 \\(India time\\)\\s*in ${daysAhead} days\\s*Entrance exam`),
      );
      expect(await page.locator("main").textContent()).toContain("Kavya, your counsellor");
      // Nothing else about the person or staff.
      expect(await page.content()).not.toMatch(/Iyer|meera@|9876543210|Rao/);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      // No JavaScript of its own: the page ships no React Router, and no island needs to run here.
      expect(await page.locator("script[src]").count()).toBe(0);
      parent.expectClean();
      await parent.close();

      // The lead page now lists it as working, and the timeline has it.
      await staff.page.reload();
      await waitForHydration(staff.page);
      const section = staff.page.getByRole("region", { name: "Status link" });
      expect(await section.textContent()).toContain("e-mailed to the student");
      expect(await staff.page.getByRole("region", { name: "Timeline" }).textContent()).toContain("Status page opened");
    });

    test("a tampered, revoked or ended link answers the site's 404", async () => {
      const { url } = await sendLink();
      // What the server answers each link with is read over HTTP: a 404 page is shown to the
      // visitor as sent (its status, header and heading), with nothing for a browser to run.
      const token = url.slice(-43);
      const tampered = url.replace(token, `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`);
      const statusOf = async (address: string) => (await fetch(address, { redirect: "manual" })).status;
      const notFound = async (address: string) => {
        const response = await fetch(address, { redirect: "manual" });
        expect(response.status).toBe(404);
        expect(response.headers.get("referrer-policy")).toBe("same-origin");
        expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1]).toBe("Page not found");
      };
      await notFound(tampered);
      // An upload to it is the same 404, answered before its body is read.
      const form = new FormData();
      form.set("document_id", "1");
      form.set("file", new Blob([Buffer.from("%PDF-1.4")], { type: "application/pdf" }), "marks.pdf");
      const posted = await fetch(tampered, { method: "POST", body: form, headers: { origin: server.url } });
      expect(posted.status).toBe(404);
      expect(await statusOf(url)).toBe(200);

      // Revoke it on the lead page: the newest link is listed first.
      const section = staff.page.getByRole("region", { name: "Status link" });
      await staff.page.reload();
      await waitForHydration(staff.page);
      await section
        .getByRole("button", { name: /^Revoke/ })
        .first()
        .click();
      await expect
        .poll(() => section.getByRole("status").first().textContent(), POLL)
        .toBe("Link revoked: it no longer opens the page.");
      await notFound(url);

      // Ended: the clock moved past its 30 days (its end written into the past, as the session tests do).
      const other = await sendLink();
      expect(await statusOf(other.url)).toBe(200);
      await withDatabase(databaseUrl, (db) =>
        db
          .updateTable("status_links")
          .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
          .where("revoked_at", "is", null)
          .execute(),
      );
      await notFound(other.url);
      staff.expectClean();
    });

    test("the documents still needed, one uploaded from the page: refused with a message, then on the lead's page", async () => {
      const { url } = await sendLink();
      const parent = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
      const page = parent.page;
      await page.goto(url);
      const needed = page.getByRole("region", { name: "Documents still needed" });
      const names = () => needed.getByRole("heading", { level: 3 }).allTextContents();
      // The default checklist, without the optional Category certificate.
      expect(await names()).toEqual([
        "Class 10 marksheet",
        "Class 12 marksheet",
        "Entrance exam scorecard",
        "Photo ID",
        "Passport photo",
      ]);
      expect(await needed.getByRole("listitem").filter({ hasText: "Photo ID" }).textContent()).toContain(
        "masked Aadhaar",
      );
      const file = needed.getByLabel("Choose the file for Class 12 marksheet");
      const upload = needed.getByRole("button", { name: "Upload Class 12 marksheet" });

      // An HTML page named .pdf: refused beside its form, and nothing is stored.
      await file.setInputFiles({
        name: "marks.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("<!doctype html><p>hi"),
      });
      await upload.click();
      await expect
        .poll(
          () => needed.getByRole("listitem").filter({ hasText: "Class 12 marksheet" }).getByRole("alert").textContent(),
          POLL,
        )
        .toMatch(/not a PDF, JPEG or PNG/);
      expect(await names()).toContain("Class 12 marksheet");
      // The refusal is in view beside its form, not 1,000 px below the top of the page.
      const refusal = (await needed
        .getByRole("listitem")
        .filter({ hasText: "Class 12 marksheet" })
        .getByRole("alert")
        .boundingBox())!;
      expect(refusal.y).toBeGreaterThanOrEqual(0);
      expect(refusal.y + refusal.height).toBeLessThanOrEqual(740);

      await file.setInputFiles({ name: "class-12.pdf", mimeType: "application/pdf", buffer: samplePdf() });
      await upload.click();
      await expect.poll(() => needed.getByRole("status").textContent(), POLL).toContain("your document is uploaded");
      // Back at that item's card (issue 44): the address names it, and it asks for no file any more.
      expect(page.url()).toMatch(new RegExp(`^${url}\\?uploaded=(\\d+)#status-document-\\1$`));
      expect(await needed.getByRole("button", { name: "Upload Class 12 marksheet" }).count()).toBe(0);
      parent.expectClean({ allowStatuses: [422] });
      await parent.close();

      // The counsellor sees the file on the lead's page, and the timeline says the student uploaded it.
      // A fresh load (the page is on this lead's #lead-messages), then its Documents section.
      await staff.page.goto(`${server.url}/Admin/leads/${leadId}`);
      await waitForHydration(staff.page);
      await staff.page
        .getByRole("navigation", { name: "Sections of this lead" })
        .getByRole("link", { name: "Documents" })
        .click();
      const documents = staff.page.getByRole("region", { name: "Documents" });
      expect(await documents.getByRole("link", { name: /class-12\.pdf/ }).count()).toBe(1);
      expect(await staff.page.getByRole("region", { name: "Timeline" }).textContent()).toContain("Document uploaded");
      staff.expectClean();
    });
  });
}
