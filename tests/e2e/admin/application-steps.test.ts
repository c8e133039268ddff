import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { insertLeadWithApplication, setSessionCookie, startAdminServer, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";
import { startSmtpPeer } from "../server/outbox-peers";

/**
 * Dated steps in a real browser (issue 24, part 2): a counsellor adds a step to an application
 * on the lead's page with "Add a step"; it is on the timeline, and on My calendar for its week,
 * linking to the lead. A step due tomorrow e-mails its reminder to the counsellor at once (its
 * 3-days-before reminder has passed, so it goes when the step is saved), through a real SMTP peer.
 */
describe("application steps and My calendar [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let watched: WatchedPage;
  let leadId: number;
  let named: string;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    ({ server, databaseUrl } = await startAdminServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Admissions <alerts@example.in>" },
    }));
    browser = await connectChromium();
    let token = "";
    ({ leadId, named } = await withDatabase(databaseUrl, async (db) => {
      const counsellor = await insertStaff(db, {
        name: "Kavya Counsellor",
        role: "counsellor",
        email: "kavya@example.in",
      });
      token = await insertSession(db, counsellor);
      return insertLeadWithApplication(db, counsellor, "Meera Applicant");
    }));
    watched = await openPage(browser, server.url);
    await setSessionCookie(watched.context, server.url, token);
  }, 60_000);

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  test("a step added on the lead's page shows on My calendar for its week", async () => {
    const page = watched.page;
    const day = addIndiaDays(indiaDay(new Date()), 10);
    await page.goto(`${server.url}/Admin/leads/${leadId}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Applications" });
    const add = section.getByRole("form", { name: `Add a step to ${named}` });
    await add.getByLabel("Kind", { exact: true }).selectOption({ label: "Entrance exam" });
    await add.getByLabel("Date", { exact: true }).fill(day);
    await add.getByLabel("Time", { exact: true }).fill("10:30");
    await add.getByRole("button", { name: "Add step" }).click();
    await expect.poll(() => add.getByRole("status").textContent(), POLL).toBe("Step added.");
    // The form is empty again for the next step, its Kind back at its prompt.
    const kind = add.getByLabel("Kind", { exact: true });
    expect(await kind.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
      "Choose a kind",
    );
    await expect
      .poll(() => section.getByRole("listitem").filter({ hasText: "Entrance exam" }).count(), POLL)
      .toBeGreaterThan(0);
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect.poll(() => timeline.locator("li strong").allTextContents(), POLL).toContain("Step added");

    await page.getByRole("link", { name: "My calendar" }).click();
    await page.waitForURL(/\/Admin\/calendar/);
    await page.goto(`${server.url}/Admin/calendar?week=${day}`);
    const rows = page.getByRole("row").filter({ hasText: "Entrance exam" });
    await expect.poll(() => rows.count(), POLL).toBe(1);
    expect(await rows.first().textContent()).toContain("10:30");
    expect(await rows.first().textContent()).toContain(named);
    await rows.first().getByRole("link", { name: "Meera Applicant" }).click();
    await page.waitForURL(new RegExp(`/Admin/leads/${leadId}$`));
    watched.expectClean();
  });

  test("a step due tomorrow e-mails its reminder to the counsellor within a minute", async () => {
    const page = watched.page;
    const tomorrow = addIndiaDays(indiaDay(new Date()), 1);
    await page.goto(`${server.url}/Admin/leads/${leadId}`);
    await waitForHydration(page);
    const add = page
      .getByRole("region", { name: "Applications" })
      .getByRole("form", { name: `Add a step to ${named}` });
    await add.getByLabel("Kind", { exact: true }).selectOption({ label: "Fee due" });
    await add.getByLabel("Date", { exact: true }).fill(tomorrow);
    const saved = Date.now();
    await add.getByRole("button", { name: "Add step" }).click();
    await expect.poll(() => add.getByRole("status").textContent(), POLL).toBe("Step added.");
    const reminder = () => smtp.received.find((mail) => mail.subject.startsWith("The fee is due"));
    await expect.poll(reminder, { timeout: 60_000, interval: 250 }).toBeDefined();
    const mail = reminder()!;
    expect(mail.to).toEqual(["kavya@example.in"]);
    expect(mail.subject).toBe(`The fee is due tomorrow: ${named}`);
    expect(mail.text).toContain("Fee due for Meera Applicant");
    expect(mail.text).toContain(`/Admin/leads/${leadId}`);
    expect(mail.at - saved).toBeLessThan(60_000);
    watched.expectClean();
  });
});
