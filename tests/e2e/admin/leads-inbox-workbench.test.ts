import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { signInOverHttp, openAndHydrate, startAdminServer, withDatabase } from "./admin-helpers";

const OWNER = { name: "Olga Owner", email: "olga@example.in", password: "secret12" };
const MINUTE = 60_000;

/**
 * The owner's working day in the inbox, in one browser page: search by phone, a follow-up
 * filter that survives a reload (it lives in the URL), a bulk assignment, and the dashboard's
 * figures. The leads are written straight into the database with known times.
 */
describe("leads inbox workbench [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let admin: WatchedPage;
  let page: Page;
  let bina: number;
  const leadIds: Record<string, number> = {};

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer({ admin: OWNER }));
    await withDatabase(databaseUrl, async (db) => {
      const at = Date.now();
      const iso = (offset: number) => new Date(at + offset).toISOString();
      ({ id: bina } = await db
        .insertInto("admins")
        .values({
          name: "Bina Counsellor",
          email: "bina@example.in",
          mobile: "9000000000",
          password_hash: "scrypt$not-used",
          role: "counsellor",
          created_at: iso(0),
        })
        .returning("id")
        .executeTakeFirstOrThrow());
      const leads = [
        // Called 45 minutes after the enquiry.
        { name: "Kiran Called", phone: "9845055501", form: "banner", created: -120, call: -75, followUp: null },
        // A follow-up two hours ago: overdue.
        { name: "Latha Overdue", phone: "9845055502", form: "contact", created: -60, call: null, followUp: -120 },
        { name: "Mohan Later", phone: "9845055503", form: "contact", created: -30, call: null, followUp: 24 * 60 },
      ];
      for (const lead of leads) {
        const { id } = await db
          .insertInto("leads")
          .values({
            form: lead.form,
            page: "/",
            name: lead.name,
            phone: lead.phone,
            utm_source: lead.form === "contact" ? "google" : null,
            first_call_at: lead.call === null ? null : iso(lead.call * MINUTE),
            next_follow_up_at: lead.followUp === null ? null : iso(lead.followUp * MINUTE),
            status: lead.call === null ? "new" : "contacted",
            created_at: iso(lead.created * MINUTE),
            updated_at: iso(0),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        leadIds[lead.name] = id;
      }
    });
    browser = await connectChromium();
    admin = await openPage(browser, server.url);
    page = admin.page;
    await signInOverHttp(page, server.url, OWNER);
  });

  afterAll(async () => {
    await admin?.close();
    await browser?.close();
    await server?.stop();
  });

  const names = () => page.locator("main table tbody tr td:nth-child(3)").allTextContents();
  const param = (key: string) => new URL(page.url()).searchParams.get(key);

  test("search finds a lead by its phone typed with +91; the phone is a tel: link", async () => {
    await openAndHydrate(page, server.url, "/Admin/leads");
    expect(await names()).toEqual(["Mohan Later", "Latha Overdue", "Kiran Called"]);
    await page.getByLabel("Search", { exact: true }).fill("+91 98450 55502");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => param("q"), POLL).toBe("+91 98450 55502");
    await expect.poll(names, POLL).toEqual(["Latha Overdue"]);
    expect(await page.getByRole("link", { name: "9845055502" }).getAttribute("href")).toBe("tel:+919845055502");
    admin.expectClean();
  });

  test("the overdue filter is kept in the URL and survives a reload", async () => {
    await openAndHydrate(page, server.url, "/Admin/leads");
    await page.getByLabel("Follow-up", { exact: true }).selectOption({ label: "Overdue" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => param("followUp"), POLL).toBe("overdue");
    await expect.poll(names, POLL).toEqual(["Latha Overdue"]);
    await page.reload();
    expect(await page.getByLabel("Follow-up", { exact: true }).inputValue()).toBe("overdue");
    expect(await names()).toEqual(["Latha Overdue"]);
    expect(await page.locator("main table tbody tr").first().getByText("Overdue", { exact: true }).count()).toBe(1);
    admin.expectClean();
  });

  test("an owner ticks two leads and assigns them to a counsellor; each gets a timeline event", async () => {
    await openAndHydrate(page, server.url, "/Admin/leads");
    await page.getByRole("checkbox", { name: "Select Latha Overdue" }).check();
    await page.getByRole("checkbox", { name: "Select Mohan Later" }).check();
    await page.getByLabel("Assign to", { exact: true }).selectOption({ label: "Bina Counsellor" });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Assigned" }).textContent(), POLL)
      .toBe("Assigned 2 leads to Bina Counsellor.");
    const assignees = () => page.locator("main table tbody tr td:nth-child(8)").allTextContents();
    await expect.poll(assignees, POLL).toEqual(["Bina Counsellor", "Bina Counsellor", "Unassigned"]);
    expect(await page.getByRole("checkbox", { name: "Select Latha Overdue" }).isChecked()).toBe(false);

    const { rows, events } = await withDatabase(databaseUrl, async (db) => ({
      rows: await db.selectFrom("leads").select(["name", "assignee_id"]).orderBy("id").execute(),
      events: await db
        .selectFrom("lead_events")
        .select(["lead_id", "data"])
        .where("kind", "=", "assigned")
        .orderBy("lead_id")
        .execute(),
    }));
    expect(rows.map((row) => row.assignee_id)).toEqual([null, bina, bina]);
    expect(events.map((event) => [event.lead_id, JSON.parse(event.data)])).toEqual(
      ["Latha Overdue", "Mohan Later"].map((name) => [
        leadIds[name],
        { assigneeId: bina, assignee: "Bina Counsellor", by: "owner" },
      ]),
    );
    admin.expectClean();
  });

  test("the dashboard shows the overdue count, the figures by status and source, and the median time to call", async () => {
    await openAndHydrate(page, server.url, "/Admin/Desboard");
    const figures = page.getByRole("region", { name: "Pipeline" });
    const figure = (label: string) =>
      figures
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: label }) })
        .locator("dd")
        .textContent();
    expect(await figure("Overdue follow-ups")).toBe("1");
    expect(await figure("Median time to first call")).toBe("45 min (1 lead called)");
    const table = (caption: string) =>
      figures
        .getByRole("table", { name: caption })
        .locator("tbody tr")
        .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent)));
    expect(await table("Leads by status")).toEqual([
      ["New", "2"],
      ["Contacted", "1"],
    ]);
    expect(await table("Leads by campaign source (utm_source)")).toEqual([
      ["google", "2"],
      ["None (direct)", "1"],
    ]);
    await figures.getByRole("link", { name: "1", exact: true }).click();
    await expect.poll(() => param("followUp"), POLL).toBe("overdue");
    admin.expectClean();
  });
});
