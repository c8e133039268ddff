import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { addChecklist } from "#app/features/admissions/application-checklist.server";
import { connectChromium } from "../support/chromium";
import { browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { sessionCookie, startStaffServer } from "../support/staff-server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { insertLeadWithApplication, setSessionCookie, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";
import { hasGps, jpegWithGps, samplePdf } from "../../setup/document-files";

/**
 * Documents in a real browser (issue 24, part 3; docs/decisions/047-documents-and-files-in-the-database.md):
 * a counsellor uploads a PDF and a phone photo with GPS on the lead's page, with JavaScript and
 * without; the photo comes back without its GPS; an HTML page named .pdf and a 12 MB file are
 * refused with a message; another counsellor's download is a 404; a second process on the same
 * database serves the file; an erasure leaves no file of the lead.
 */
for (const engine of browserEngines()) {
  describe(`documents on the lead page [${engine}]`, () => {
    let server: RunningServer;
    let second: RunningServer;
    let databaseUrl: string;
    let browser: Browser;
    let watched: WatchedPage;
    let leadId: number;
    let ownerCookie: string;
    let kavya: string;
    let ravi: string;

    beforeAll(async () => {
      let owner: { cookie: string };
      ({ server, databaseUrl, owner } = await startStaffServer(engine));
      ownerCookie = owner.cookie;
      ({ leadId, kavya, ravi } = await withDatabase(databaseUrl, async (db) => {
        const counsellor = await insertStaff(db, { name: "Kavya Counsellor", role: "counsellor" });
        const other = await insertStaff(db, { name: "Ravi Counsellor", role: "counsellor" });
        const lead = await insertLeadWithApplication(db, counsellor, "Meera Applicant");
        await addChecklist(db, lead.applicationId, new Date().toISOString());
        return {
          leadId: lead.leadId,
          kavya: await insertSession(db, counsellor),
          ravi: await insertSession(db, other),
        };
      }));
      // A second process on the same database, as a site scaled out to two machines runs.
      second = await startServer({ DATABASE_URL: databaseUrl });
      browser = await connectChromium();
      watched = await openPage(browser, server.url);
      await setSessionCookie(watched.context, server.url, kavya);
    }, 90_000);

    afterAll(async () => {
      await watched?.close();
      await browser?.close();
      await second?.stop();
      await server?.stop();
    });

    const download = (url: string, path: string, cookie: string) =>
      fetch(`${url}${path}`, { headers: { cookie }, redirect: "manual" });

    /** The opening tag of the upload form that holds the item's file input, in served HTML. */
    const uploadFormTag = (html: string, itemId: string) => {
      const at = html.indexOf(`id="document-file-${itemId}"`);
      const start = html.lastIndexOf("<form", at);
      return html.slice(start, html.indexOf(">", start) + 1);
    };

    test("a PDF and a photo upload; the photo comes back upright without its GPS, from either process", async () => {
      const page = watched.page;
      await page.goto(`${server.url}/Admin/leads/${leadId}#lead-documents`);
      await waitForHydration(page);
      const section = page.getByRole("region", { name: "Documents" });
      const marks = section.locator("form").filter({ has: page.getByLabel("Class 12 marksheet", { exact: true }) });
      await marks
        .getByLabel("Class 12 marksheet", { exact: true })
        .setInputFiles({ name: "marks.pdf", mimeType: "application/pdf", buffer: samplePdf() });
      await marks.getByRole("button", { name: "Upload Class 12 marksheet" }).click();
      await expect.poll(() => marks.getByRole("status").textContent(), POLL).toMatch(/^Uploaded\./);

      const photo = section.locator("form").filter({ has: page.getByLabel("Passport photo", { exact: true }) });
      await photo
        .getByLabel("Passport photo", { exact: true })
        .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps() });
      await photo.getByRole("button", { name: "Upload Passport photo" }).click();
      const link = section.getByRole("link", { name: "Download IMG_2041.jpg" });
      await expect.poll(() => link.count(), POLL).toBe(1);
      const timeline = page.getByRole("region", { name: "Timeline" });
      await expect.poll(() => timeline.locator("li strong").allTextContents(), POLL).toContain("Document uploaded");

      // The Photo ID's form asks for a masked Aadhaar.
      expect(
        await section.getByText(/Upload a masked Aadhaar, where only the last 4 digits of the number show/).count(),
      ).toBe(1);

      const path = (await link.getAttribute("href"))!;
      for (const url of [server.url, second.url]) {
        const answer = await download(url, path, sessionCookie(kavya));
        expect(answer.status, url).toBe(200);
        expect(answer.headers.get("content-disposition")).toBe('attachment; filename="IMG_2041.jpg"');
        expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
        expect(answer.headers.get("cache-control")).toBe("no-store");
        const bytes = Buffer.from(await answer.arrayBuffer());
        expect(await hasGps(bytes)).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect([meta.exif, meta.width, meta.height]).toEqual([undefined, 48, 64]);
      }
      // Another counsellor, on either process, gets the plain 404 a missing file gets.
      for (const url of [server.url, second.url]) {
        const refused = await download(url, path, sessionCookie(ravi));
        expect(refused.status).toBe(404);
        expect(await refused.text()).toBe("Not found");
      }
      watched.expectClean();
    });

    test("an HTML page named .pdf and a 12 MB file are refused with a message, with and without JavaScript", async () => {
      const html = { name: "marks.pdf", mimeType: "application/pdf", buffer: Buffer.from("<!doctype html><p>hi</p>") };
      const bigBytes = () => Buffer.concat([samplePdf(), Buffer.alloc(12 * 1024 * 1024, 32)]);
      // With JavaScript, on the page the first test left open. The HTML file goes to the server,
      // whose refusal the page shows; the 12 MB file is refused by the page before it is sent, so
      // it is made in the page itself rather than carried to Chromium over Playwright's pipe (12 MB
      // as base64 to a renderer cost most of this file's Chromium CPU).
      const page = watched.page;
      const form = page.locator("form").filter({ has: page.getByLabel("Entrance exam scorecard", { exact: true }) });
      const input = form.getByLabel("Entrance exam scorecard", { exact: true });
      const upload = form.getByRole("button", { name: "Upload Entrance exam scorecard" });
      await input.setInputFiles(html);
      await upload.click();
      await expect.poll(() => form.getByRole("alert").textContent(), POLL).toMatch(/not a PDF, JPEG or PNG/);
      const sent: string[] = [];
      const onRequest = (request: { method(): string; url(): string }) => {
        if (request.method() === "POST") sent.push(request.url());
      };
      page.on("request", onRequest);
      await input.evaluate((element: HTMLInputElement, size) => {
        const files = new DataTransfer();
        files.items.add(new File([new Uint8Array(size).fill(32)], "scan.pdf", { type: "application/pdf" }));
        element.files = files.files;
        element.dispatchEvent(new Event("input", { bubbles: true }));
        element.dispatchEvent(new Event("change", { bubbles: true }));
      }, bigBytes().length);
      await upload.click();
      await expect.poll(() => form.getByRole("alert").textContent(), POLL).toMatch(/larger than 10 MB/);
      page.off("request", onRequest);
      expect(sent).toEqual([]);

      // Without JavaScript the form posts itself (multipart, to the form's own action): the
      // server's answer is the page again, a 400 with the message under the file's field. Read
      // over HTTP: no script runs in this case, so a browser would only render what is read here.
      const pagePath = `/Admin/leads/${leadId}`;
      const served = await (await download(server.url, pagePath, sessionCookie(kavya))).text();
      const itemId = /<label for="document-file-(\d+)"[^>]*>Entrance exam scorecard<\/label>/.exec(served)?.[1];
      expect(itemId).toBeDefined();
      const formTag = uploadFormTag(served, itemId!);
      expect(formTag).toMatch(/method="post"/i);
      expect(formTag).toMatch(/enctype="multipart\/form-data"/i);
      expect(formTag).toContain(`action="${pagePath}"`);
      for (const [file, message] of [
        [html, "This file is not a PDF, JPEG or PNG."],
        [{ ...html, name: "scan.pdf", buffer: bigBytes() }, "This file is larger than 10 MB."],
      ] as const) {
        const body = new FormData();
        body.set("document_id", itemId!);
        body.set("file", new Blob([file.buffer], { type: file.mimeType }), file.name);
        const answer = await fetch(`${server.url}${pagePath}`, {
          method: "POST",
          body,
          headers: { cookie: sessionCookie(kavya), origin: server.url, accept: "text/html" },
          redirect: "manual",
        });
        expect(answer.status, file.name).toBe(400);
        const text = await answer.text();
        expect(text).toMatch(
          new RegExp(`<p id="document-file-${itemId}-error" class="field-error" role="alert">${message}`),
        );
        expect(uploadFormTag(text, itemId!)).toBe(formTag);
      }
      const stored = await withDatabase(databaseUrl, (db) =>
        db.selectFrom("document_files").select("file_name").orderBy("id").execute(),
      );
      expect(stored.map((row) => row.file_name)).toEqual(["marks.pdf", "IMG_2041.jpg"]);
      // The refusal is a 400 with its message, as every refused form is.
      watched.expectClean({ allowStatuses: [400] });
    });

    test("a replaced file is kept as an earlier version, listed with its download and Delete, and the timeline says who replaced it", async () => {
      // The lead's page the tests before left open, hydrated.
      const page = watched.page;
      const section = page.getByRole("region", { name: "Documents" });
      const marks = section.locator("form").filter({ has: page.getByLabel("Class 12 marksheet", { exact: true }) });
      await marks.getByLabel("Class 12 marksheet", { exact: true }).setInputFiles({
        name: "marks-v2.pdf",
        mimeType: "application/pdf",
        buffer: samplePdf({ catalogExtra: "/Lang (hi-IN)" }),
      });
      await marks.getByRole("button", { name: "Upload Class 12 marksheet" }).click();
      const earlier = section.getByRole("link", { name: "Download marks.pdf (earlier version of Class 12 marksheet)" });
      await expect.poll(() => earlier.count(), POLL).toBe(1);
      expect(await section.getByRole("link", { name: "Download marks-v2.pdf" }).count()).toBe(1);
      const timeline = page.getByRole("region", { name: "Timeline" });
      await expect
        .poll(() => timeline.locator("li").filter({ hasText: "Document replaced" }).textContent(), POLL)
        .toMatch(/Class 12 marksheet · replaced by Kavya Counsellor/);

      // The earlier version downloads as it was uploaded.
      const answer = await download(server.url, (await earlier.getAttribute("href"))!, sessionCookie(kavya));
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(samplePdf())).toBe(true);

      await section.getByRole("button", { name: "Delete marks.pdf, an earlier version of Class 12 marksheet" }).click();
      await expect.poll(() => section.getByText("Earlier version deleted.").count(), POLL).toBe(1);
      await expect.poll(() => earlier.count(), POLL).toBe(0);
      await expect
        .poll(() => timeline.locator("li strong").allTextContents(), POLL)
        .toContain("Earlier version of a document deleted");
      watched.expectClean({ allowStatuses: [400] });
    });

    test("after an erasure no file of the lead is left in the database", async () => {
      const erase = await fetch(`${server.url}/Admin/leads/${leadId}`, {
        method: "POST",
        headers: { cookie: ownerCookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "erase", confirm: "yes" }),
        redirect: "manual",
      });
      expect(erase.status).toBe(200);
      const left = await withDatabase(databaseUrl, async (db) => ({
        files: await db.selectFrom("document_files").select("id").execute(),
        versions: await db.selectFrom("document_file_versions").select("id").execute(),
        items: await db.selectFrom("application_documents").select("id").execute(),
      }));
      expect(left).toEqual({ files: [], versions: [], items: [] });
    });
  });
}
