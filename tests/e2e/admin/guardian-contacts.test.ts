import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { addChecklist } from "#app/features/admissions/application-checklist.server";
import { uploadDocument } from "#app/features/admissions/documents.server";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { startSmtpPeer } from "../server/outbox-peers";
import { insertApplication, setSessionCookie, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";
import { samplePdf } from "../../setup/document-files";

/**
 * Parents are contacts, and one document locker per student (issue 43, items 3 and 4), in a real
 * browser on a production build, with a real SMTP peer. A minor's enquiry from the contact form
 * with a guardian's e-mail: the guardian receives the acknowledgement; the lead page's first Call
 * button dials the guardian; a marksheet uploaded for one application is on file for the second;
 * the status link, sent to the guardian, reaches them, and its page asks for each missing kind once.
 * SQLite only: what depends on the engine is in tests/integration/guardian-contacts.test.ts and
 * document-locker.test.ts.
 */

const GUARDIAN = { name: "Meera Singh", mobile: "9876500022", email: "meera.guardian@example.in" };
const STUDENT = { name: "Aarav Singh", mobile: "9876500011", email: "aarav.student@example.in" };

describe("a minor's guardian and the document locker [sqlite]", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let staff: WatchedPage;
  let counsellor: number;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    databaseUrl = await demoDatabaseUrl("sqlite");
    const token = await withDatabase(databaseUrl, async (db) => {
      counsellor = await insertStaff(db, { name: "Kavya Rao", role: "counsellor" });
      return insertSession(db, counsellor);
    });
    server = await startServer({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Admissions <alerts@example.in>",
      LEADS_PER_IP_PER_HOUR: "0",
    });
    browser = await connectChromium();
    staff = await openPage(browser, server.url);
    await setSessionCookie(staff.context, server.url, token);
  }, 90_000);

  afterAll(async () => {
    await staff?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  const mailTo = (address: string, subject: RegExp) =>
    smtp.received.find((mail) => mail.to.includes(address) && subject.test(mail.decoded.subject));

  test("the guardian gets the acknowledgement and the status link; the first Call dials them; a document counts once", async () => {
    // A minor enquires on the contact form, with the guardian's e-mail.
    const visitor = await openPage(browser, server.url);
    await visitor.page.goto(`${server.url}/Contact`);
    const card = visitor.page.getByRole("region", { name: "Ask us anything" });
    await expect.poll(() => card.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
    await card.getByLabel("Name", { exact: true }).fill(STUDENT.name);
    await card.getByLabel("Email", { exact: true }).fill(STUDENT.email);
    await card.getByLabel("Mobile", { exact: true }).fill(STUDENT.mobile);
    await card.getByLabel("Course", { exact: true }).fill("B.Tech");
    await card.getByLabel("I am", { exact: true }).selectOption({ label: "A student under 18" });
    await card.getByLabel("Parent's or guardian's name").fill(GUARDIAN.name);
    await card.getByLabel("Parent's or guardian's mobile").fill(GUARDIAN.mobile);
    await card.getByLabel("Parent's or guardian's email (optional)").fill(GUARDIAN.email);
    await card.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => card.getByRole("status").textContent(), POLL).toContain(`Thank you, ${STUDENT.name}`);
    await visitor.close();

    // The acknowledgement reaches the guardian (and the student), each through the SMTP peer.
    await expect.poll(() => Boolean(mailTo(GUARDIAN.email, /./)), { timeout: 20_000, interval: 100 }).toBe(true);
    await expect.poll(() => Boolean(mailTo(STUDENT.email, /./)), { timeout: 20_000, interval: 100 }).toBe(true);
    const acknowledgement = mailTo(GUARDIAN.email, /./)!;
    expect(acknowledgement.decoded.text).toMatch(/privacy\/withdraw\?token=g\d+\./);

    // Two applications with the checklist; the class 12 marksheet uploaded for the first.
    const leadId = await withDatabase(databaseUrl, async (db) => {
      const lead = await db
        .selectFrom("leads")
        .select("id")
        .where("guardian_email", "=", GUARDIAN.email)
        .executeTakeFirstOrThrow();
      await db.updateTable("leads").set({ assignee_id: counsellor }).where("id", "=", lead.id).execute();
      const colleges = await db.selectFrom("colleges").select("id").orderBy("id").limit(2).execute();
      const at = new Date().toISOString();
      const applications = [];
      for (const college of colleges) {
        const applicationId = await insertApplication(db, lead.id, college.id);
        await addChecklist(db, applicationId, at);
        applications.push(applicationId);
      }
      const marksheet = await db
        .selectFrom("application_documents")
        .select("id")
        .where("application_id", "=", applications[0]!)
        .where("name", "=", "Class 12 marksheet")
        .executeTakeFirstOrThrow();
      await uploadDocument(db, {
        leadId: lead.id,
        documentId: marksheet.id,
        fileName: "class12.pdf",
        bytes: samplePdf(),
        uploadedBy: { kind: "staff", viewer: { id: counsellor, role: "counsellor" } },
      });
      return lead.id;
    });

    // The lead page: the guardian's number is the first Call button, the student's the second.
    const page = staff.page;
    await page.goto(`${server.url}/Admin/leads/${leadId}`);
    await waitForHydration(page);
    const calls = page.locator(".lead-actions a[href^='tel:']");
    expect(await calls.nth(0).getAttribute("href")).toBe(`tel:+91${GUARDIAN.mobile}`);
    expect(await calls.nth(0).textContent()).toBe(`Call parent ${GUARDIAN.mobile}`);
    expect(await calls.nth(1).getAttribute("href")).toBe(`tel:+91${STUDENT.mobile}`);
    // The second application's marksheet is on file through the first's.
    expect(await page.locator("main").textContent()).toMatch(/On file with [^:]+\(MBA, 2027\): it counts here too\./);

    // The status link, sent to the guardian alone, reaches them (from the lead's Messages section).
    await page
      .getByRole("navigation", { name: "Sections of this lead" })
      .getByRole("link", { name: "Messages" })
      .click();
    const section = page.getByRole("region", { name: "Status link" });
    await section.getByLabel(/^The parent or guardian/).check();
    await section.getByRole("button", { name: "Send the status link" }).click();
    await expect
      .poll(() => section.getByRole("status").first().textContent(), POLL)
      .toContain(`sent to ${GUARDIAN.email}`);
    await expect
      .poll(() => Boolean(mailTo(GUARDIAN.email, /at a glance/)), { timeout: 20_000, interval: 100 })
      .toBe(true);
    expect(mailTo(STUDENT.email, /at a glance/)).toBeUndefined();
    const url = /https?:\/\/\S+\/status\/[A-Za-z0-9_-]{43}/.exec(
      mailTo(GUARDIAN.email, /at a glance/)!.decoded.text,
    )![0];

    // The guardian's status page asks for each missing kind once: four, not the marksheet.
    const guardian = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
    await guardian.page.goto(url.replace(/^https?:\/\/[^/]+/, server.url));
    const documents = guardian.page.getByRole("region", { name: "Documents still needed" });
    expect(await documents.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Class 10 marksheet",
      "Entrance exam scorecard",
      "Photo ID",
      "Passport photo",
    ]);
    await guardian.close();
  });
});
