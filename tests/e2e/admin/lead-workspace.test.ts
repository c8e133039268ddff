import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { addChecklist } from "#app/features/admissions/application-checklist.server";
import { recordPayment } from "#app/features/admissions/payments.server";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { leadFields } from "../security/security-helpers";
import { startSmtpPeer } from "../server/outbox-peers";
import { ADMIN, insertApplication, postForm, setSessionCookie, startAdminServer, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";

const SCREEN = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 800 };
const STUDENT = { name: "Priya Workspace", email: "priya.workspace@example.in", mobile: "9876512345" };
const SECTIONS = ["Applications", "Documents", "Payments", "Sessions", "Messages", "Details", "Activity"];
/** Where the screenshots go, to be looked at (docs/decisions/075-lead-workspace.md). */
const SHOTS = process.env.LEAD_WORKSPACE_SHOTS;

/**
 * The lead page as a workspace (issue 43, items 2 and 6): a lead with two applications, their
 * checklists and steps, and a payment. At 1280 px its header (name, owner, stage, Call) is on
 * the first screen and the whole page is at most four screens tall; an owner reassigns it from
 * the header and the timeline says so; its Messages section lists the acknowledgement, delivered
 * to a real SMTP peer, with the address whole for an owner and partly masked for a counsellor.
 */
describe("the lead page as a workspace [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  /** The one page: the owner's at 1280 px, then (its cookies swapped) the counsellor's on a phone. */
  let owner: WatchedPage;
  let counsellorToken: string;
  let leadId: number;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    ({ server, databaseUrl } = await startAdminServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Admissions <alerts@example.in>", LEADS_PER_IP_PER_HOUR: "0" },
    }));
    const tokens = await withDatabase(databaseUrl, async (db) => {
      const kavya = await insertStaff(db, { name: "Kavya Counsellor", role: "counsellor" });
      await insertStaff(db, { name: "Bela Counsellor", role: "counsellor" });
      const asha = await db
        .selectFrom("admins")
        .select("id")
        .where("email", "=", ADMIN.email)
        .executeTakeFirstOrThrow();
      return { owner: await insertSession(db, asha.id), counsellor: await insertSession(db, kavya) };
    });
    // The visitor's enquiry, as the contact form posts it: its acknowledgement goes to the SMTP peer.
    const response = await postForm(server.url, "/Contact", leadFields("contact", { ...STUDENT, course: "B.Tech" }));
    expect(response.status).toBe(200);
    leadId = await withDatabase(databaseUrl, async (db) => {
      const lead = await db.selectFrom("leads").select("id").where("name", "=", STUDENT.name).executeTakeFirstOrThrow();
      const kavya = await db
        .selectFrom("admins")
        .select("id")
        .where("name", "=", "Kavya Counsellor")
        .executeTakeFirstOrThrow();
      await db.updateTable("leads").set({ assignee_id: kavya.id }).where("id", "=", lead.id).execute();
      await twoApplications(db, lead.id);
      return lead.id;
    });
    browser = await connectChromium();
    owner = await openPage(browser, server.url, { viewport: SCREEN });
    await setSessionCookie(owner.context, server.url, tokens.owner);
    counsellorToken = tokens.counsellor;
  }, 60_000);

  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  test("at 1280 px: the header is on the first screen, and with any section open the page is at most four screens tall", async () => {
    const { page } = owner;
    await openLead(page);
    const header = page.locator("header.lead-header");
    for (const part of [
      page.getByRole("heading", { level: 1, name: STUDENT.name }),
      header.getByText("Assigned to"),
      header.locator("dd", { hasText: "Kavya Counsellor" }),
      header.getByText("Stage"),
      page.getByRole("link", { name: `Call ${STUDENT.mobile}` }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(SCREEN.height);
    }
    const heights: Record<string, number> = {};
    for (const section of SECTIONS) {
      await page
        .getByRole("navigation", { name: "Sections of this lead" })
        .getByRole("link", { name: section })
        .click();
      heights[section] = await page.evaluate(() => document.documentElement.scrollHeight);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-1280-${section}.png`, fullPage: true });
    }
    console.log(`lead page at 1280 px with two applications, by section open: ${JSON.stringify(heights)}`);
    expect(Math.max(...Object.values(heights))).toBeLessThanOrEqual(4 * SCREEN.height);
    owner.expectClean();
  });

  test("an owner reassigns the lead from its header; the timeline records it", async () => {
    const { page } = owner;
    await openLead(page);
    await page.getByLabel("Reassign to").selectOption({ label: "Bela Counsellor" });
    await page.getByRole("button", { name: "Reassign" }).click();
    await expect
      .poll(() => page.getByRole("status").allTextContents(), POLL)
      .toContain("Reassigned to Bela Counsellor.");
    await expect
      .poll(() => page.locator("header.lead-header").innerText(), POLL)
      .toMatch(/Assigned to\s+Bela Counsellor/);
    const entry = page
      .getByRole("region", { name: "Timeline" })
      .getByRole("listitem")
      .filter({ hasText: "to Bela Counsellor" });
    expect(await entry.innerText()).toContain(`Assigned · `);
    expect(await entry.innerText()).toContain(ADMIN.name);
    owner.expectClean();
  });

  test("the Messages section lists the acknowledgement, delivered: whole for an owner, masked for a counsellor", async () => {
    await expect.poll(() => smtp.received.some((mail) => mail.to.includes(STUDENT.email)), POLL).toBe(true);
    const acknowledgement = smtp.received.find((mail) => mail.to.includes(STUDENT.email))!;
    const { page } = owner;
    await openLead(page, "#lead-messages");
    const messages = page.getByRole("region", { name: "Messages" });
    const row = messages.getByRole("listitem").filter({ hasText: acknowledgement.decoded.subject });
    await expect.poll(() => row.innerText(), POLL).toContain("delivered");
    expect(await row.innerText()).toContain(`e-mail to ${STUDENT.email}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-1280-messages.png` });

    // Back in the pool (an owner's choice in the header): a counsellor takes it from the header.
    await page.getByLabel("Reassign to").selectOption({ label: "Nobody (unassigned pool)" });
    await page.getByRole("button", { name: "Reassign" }).click();
    await expect.poll(() => page.getByRole("status").allTextContents(), POLL).toContain("Back in the unassigned pool.");
    // The counsellor, on a phone: the same page, with the counsellor's session and a phone's screen.
    owner.expectClean();
    await owner.context.clearCookies();
    await setSessionCookie(owner.context, server.url, counsellorToken);
    await page.setViewportSize(PHONE);
    const phone = page;
    await openLead(phone);
    await phone.locator("header.lead-header").getByRole("button", { name: "Take this lead" }).click();
    // The header says whose it is now (the Take button, and its answer, go with the claim).
    await expect
      .poll(() => phone.locator("header.lead-header").innerText(), POLL)
      .toMatch(/Assigned to\s+Kavya Counsellor/);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/lead-360.png`, fullPage: true });
    // One section at a time on a phone: Activity first, Messages after its link.
    expect(await phone.getByRole("region", { name: "Messages" }).isVisible()).toBe(false);
    await phone
      .getByRole("navigation", { name: "Sections of this lead" })
      .getByRole("link", { name: "Messages" })
      .click();
    expect(await phone.getByRole("region", { name: "Log a call" }).isVisible()).toBe(false);
    const masked = phone
      .getByRole("region", { name: "Messages" })
      .getByRole("listitem")
      .filter({ hasText: acknowledgement.decoded.subject });
    expect(await masked.innerText()).toContain("e-mail to pr****@example.in");
    expect(await phone.getByRole("region", { name: "Messages" }).innerText()).not.toContain(STUDENT.email);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/lead-360-messages.png`, fullPage: true });
    owner.expectClean();
  });

  async function openLead(page: Page, hash = "") {
    await page.goto(`${server.url}/Admin/leads/${leadId}${hash}`);
    await waitForHydration(page);
  }
});

/** Two applications, each with the settings' document checklist and a step ahead, and a payment for one. */
async function twoApplications(db: Parameters<Parameters<typeof withDatabase>[1]>[0], leadId: number) {
  const at = new Date().toISOString();
  const colleges = await db.selectFrom("colleges").select("id").orderBy("id").limit(2).execute();
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const applications: number[] = [];
  for (const college of colleges) {
    const applicationId = await insertApplication(db, leadId, college.id);
    await addChecklist(db, applicationId, at);
    await db
      .insertInto("application_steps")
      .values({ application_id: applicationId, kind: "fee_due", on_date: soon, at_time: "11:00", created_at: at })
      .execute();
    applications.push(applicationId);
  }
  const owner = await db.selectFrom("admins").select("id").where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
  await recordPayment(
    db,
    {
      leadId,
      applicationId: applications[0]!,
      amountPaise: 50_000_00,
      paidOn: at.slice(0, 10),
      mode: "upi",
      reference: "UPI 4512",
    },
    { id: owner.id, role: "owner" },
  );
}
