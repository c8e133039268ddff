import { PRIVACY_NOTICE_VERSION } from "#app/features/leads/lead-fields";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { Lead } from "#app/db/schema";
import { connectChromium, downloadedBytes } from "../support/chromium";
import { tempDir, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { signInOverHttp, startAdminServer, withDatabase } from "./admin-helpers";
import { waitForHydration } from "../support/hydration";
import { indiaDay } from "#app/utils/india-time";

const OWNER = { name: "Owner", email: "owner@example.in", password: "secret12" };
const FORMULA = '=HYPERLINK("http://evil.example","x")';
const XSS = "<script>window.__xss=1</script>";

interface Made {
  name: string;
  phone: string;
  course: string;
  form: "banner" | "contact";
}

/** The leads this file creates, oldest first. */
const LEADS: Made[] = [
  { name: "Asha Banner", phone: "9845012345", course: "", form: "banner" },
  { name: FORMULA, phone: "9845012346", course: "B.Com with CA coaching", form: "contact" },
  { name: XSS, phone: "9845012347", course: "", form: "banner" },
  { name: "Ravi Campaign", phone: "9845012348", course: "MBA", form: "contact" },
];
const NEWEST_FIRST = [...LEADS].reverse();

/** Parses CSV text (every cell quoted, CRLF lines) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe("admin leads inbox [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let admin: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer({
      admin: OWNER,
      env: { UPLOAD_DIR: tempDir(), LEADS_PER_IP_PER_HOUR: "1000" },
    }));
    browser = await connectChromium();
    // One page for the file: the first test is a visitor's (no cookies yet), then the owner signs in.
    admin = await openPage(browser, server.url);
    page = admin.page;
  });

  afterAll(async () => {
    await admin?.close();
    await browser?.close();
    await server?.stop();
  });

  beforeEach(() => {
    admin.forget();
  });

  async function open(target: Page, pathname: string): Promise<number | undefined> {
    const response = await target.goto(`${server.url}${pathname}`);
    await waitForHydration(target);
    return response?.status();
  }

  /** Goes to the dashboard by the admin menu: a client-side navigation, no page load. */
  async function menu(label: string, pathname: string) {
    await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL(`${server.url}${pathname}`);
    await expect.poll(() => page.locator("main figure").count(), POLL).toBe(1);
  }

  const allLeads = (): Promise<Lead[]> =>
    withDatabase(databaseUrl, (db) => db.selectFrom("leads").selectAll().orderBy("id").execute());

  /** The lead form's card, once hydrated and holding its submission id. */
  async function formCard(target: Page, heading: string): Promise<Locator> {
    const card = target.getByRole("region", { name: heading });
    await expect.poll(() => card.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
    return card;
  }

  async function submit(target: Page, card: Locator, name: string) {
    await card.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => card.getByRole("status").textContent(), POLL)
      .toBe(`Thank you, ${name}. A counsellor will call you within one working day.`);
    expect(await target.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  }

  // The inbox's rows: the cells from Name to Status (after the owner's tick box and "Received").
  const inboxRows = () =>
    page.locator("main table tbody tr").evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll("td"))
          .slice(2, 7)
          .map((cell) => cell.textContent ?? ""),
      ),
    );
  const rowOf = (lead: Made, status = "New") => [lead.name, lead.phone, lead.course, lead.form, status];

  test("leads left on the public forms (with a formula, a script and a campaign) all reach the database", async () => {
    // A visitor: the file's page before anyone signs in on it, so no admin cookie.
    expect(await admin.context.cookies()).toEqual([]);
    const visitor = admin;
    const v = page;
    for (const lead of LEADS) {
      if (lead.form === "banner") {
        await open(v, "/");
        const card = await formCard(v, "Get free counselling");
        await card.getByLabel("Name", { exact: true }).fill(lead.name);
        await card.getByLabel("I am", { exact: true }).selectOption("adult");
        await card.getByLabel("Phone", { exact: true }).fill(lead.phone);
        await submit(v, card, lead.name);
      } else {
        if (lead.name === "Ravi Campaign") {
          // Lands from a campaign, then goes on to the contact page.
          await open(v, "/?utm_source=google&utm_campaign=neet");
          await v.locator("footer").getByRole("link", { name: "Contact us" }).click();
          await v.waitForURL(`${server.url}/Contact`);
        } else {
          await open(v, "/Contact");
        }
        const card = await formCard(v, "Ask us anything");
        await card.getByLabel("Name", { exact: true }).fill(lead.name);
        await card.getByLabel("I am", { exact: true }).selectOption("adult");
        // Each visitor their own address: one address would make them one person's repeat enquiries.
        await card.getByLabel("Email", { exact: true }).fill(`visitor.${lead.phone}@example.com`);
        await card.getByLabel("Mobile", { exact: true }).fill(lead.phone);
        await card.getByLabel("Course", { exact: true }).fill(lead.course);
        await submit(v, card, lead.name);
      }
    }
    visitor.expectClean();

    const rows = await allLeads();
    expect(rows.map((row) => [row.name, row.phone, row.form, row.status])).toEqual(
      LEADS.map((lead) => [lead.name, lead.phone, lead.form, "new"]),
    );
    expect(rows.map((row) => [row.utm_source, row.utm_campaign])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      ["google", "neet"],
    ]);
  });

  test("the inbox lists them newest first, shows the script name as text, and filters by form and by date", async () => {
    await signInOverHttp(page, server.url, OWNER);
    expect(await open(page, "/Admin/leads")).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Leads");
    expect(await page.locator("main").getByText("4 leads", { exact: true }).count()).toBe(1);
    expect(await inboxRows()).toEqual(NEWEST_FIRST.map((lead) => rowOf(lead)));
    // The script is shown, not run.
    expect(await page.getByRole("link", { name: XSS, exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator("main table script").count()).toBe(0);

    // Form = contact: only the contact leads.
    await page.getByLabel("Form", { exact: true }).selectOption("contact");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("form"), POLL).toBe("contact");
    await expect
      .poll(inboxRows, POLL)
      .toEqual(NEWEST_FIRST.filter((lead) => lead.form === "contact").map((lead) => rowOf(lead)));
    expect(await page.locator("main").getByText("2 leads", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/Admin/leads.csv?form=contact",
    );

    // Clear, a link inside the app: the list and the fields both show no filter again (the
    // fields once kept "contact" while the list under them was whole).
    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe("");
    await expect.poll(inboxRows, POLL).toEqual(NEWEST_FIRST.map((lead) => rowOf(lead)));
    await expect.poll(() => page.getByLabel("Form", { exact: true }).inputValue(), POLL).toBe("");

    // A date range in the future: none.
    await page.getByLabel("From", { exact: true }).fill("2099-01-01");
    await page.getByLabel("To", { exact: true }).fill("2099-12-31");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("from"), POLL).toBe("2099-01-01");
    await expect.poll(inboxRows, POLL).toEqual([]);
    expect(await page.locator("main").getByText("0 leads", { exact: true }).count()).toBe(1);
    // Today (in India), the same leads as unfiltered.
    const today = indiaDay(new Date());
    await page.getByLabel("From", { exact: true }).fill(today);
    await page.getByLabel("To", { exact: true }).fill(today);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect
      .poll(() => [new URL(page.url()).searchParams.get("from"), new URL(page.url()).searchParams.get("to")], POLL)
      .toEqual([today, today]);
    await expect.poll(inboxRows, POLL).toEqual(NEWEST_FIRST.map((lead) => rowOf(lead)));
    admin.expectClean();
  });

  test("a lead's page shows where it came from; its status is saved, a note goes on its timeline, and the inbox shows them", async () => {
    const campaign = LEADS[3]!;
    // On the inbox the test before left (today's leads: all of them).
    await page.getByRole("link", { name: campaign.name, exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe(campaign.name);
    await waitForHydration(page);
    // The facts and the consent history are the Details section's (Activity stays beside it).
    await page
      .getByRole("navigation", { name: "Sections of this lead" })
      .getByRole("link", { name: "Details" })
      .click();
    const fact = (label: string) =>
      page
        .locator(".detail-list > div")
        .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
        .locator("dd")
        .textContent();
    expect(await fact("Page")).toBe("/Contact");
    expect(await fact("Form")).toBe("contact");
    expect(await fact("Phone")).toBe(campaign.phone);
    expect(await fact("Email")).toBe(`visitor.${campaign.phone}@example.com`);
    expect(await fact("Course")).toBe("MBA");
    expect(await fact("UTM source / medium / campaign")).toBe("google / neet");
    expect(await fact("Consent now")).toBe("Contact: given · Updates: refused");
    expect(await fact("I am")).toBe("A student aged 18 or over");
    expect(await fact("Notice version")).toBe(PRIVACY_NOTICE_VERSION);
    // The ledger behind it: sending the form gave contact; the unticked box refused updates.
    const history = page.getByRole("region", { name: "Consent history" });
    expect(await history.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^Contact: given · .+ · the person · form:\/Contact · notice /),
      expect.stringMatching(/^Updates: refused · .+ · the person · form:\/Contact · notice /),
    ]);
    // The lead's own status (the Applications section has a Status of its own).
    const leadStatus = page.getByRole("region", { name: "Change the status" }).getByLabel("Status", { exact: true });
    expect(await leadStatus.inputValue()).toBe("new");

    await leadStatus.selectOption({ label: "Contacted" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.locator("main").getByRole("status").textContent(), POLL).toBe("Saved.");
    // The form shows the status the lead has now, not the one it was opened with.
    await expect.poll(() => leadStatus.inputValue(), POLL).toBe("contacted");
    // A note is added to the timeline; it never replaces an earlier one.
    await page.getByLabel("Note", { exact: true }).fill("Called at 5pm");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => page.locator("main").getByRole("status").textContent(), POLL).toBe("Note added.");
    // A fetcher shows its answer before the page's data is reloaded, so the timeline may follow a moment later.
    await expect.poll(() => page.locator(".timeline-note").allTextContents(), POLL).toEqual(["Called at 5pm"]);

    const row = (await allLeads()).find((lead) => lead.name === campaign.name)!;
    expect(row.status).toBe("contacted");
    // The other leads are untouched.
    expect((await allLeads()).filter((lead) => lead.status !== "new").map((lead) => lead.name)).toEqual([
      campaign.name,
    ]);

    // The script lead's page shows the name as text too.
    const xssId = (await allLeads()).find((lead) => lead.name === XSS)!.id;
    await open(page, `/Admin/leads/${xssId}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(XSS);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();

    await page.getByRole("link", { name: "All leads", exact: true }).click();
    await expect
      .poll(inboxRows, POLL)
      .toEqual(NEWEST_FIRST.map((lead) => rowOf(lead, lead === campaign ? "Contacted" : "New")));

    // Status filter: only the contacted lead, then only the new ones.
    await waitForHydration(page);
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(inboxRows, POLL).toEqual([rowOf(campaign, "Contacted")]);
    expect(new URL(page.url()).searchParams.get("status")).toBe("contacted");
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect
      .poll(inboxRows, POLL)
      .toEqual(NEWEST_FIRST.filter((lead) => lead !== campaign).map((lead) => rowOf(lead)));
    admin.expectClean();
  });

  test("Export CSV downloads the filtered leads with a BOM, a header row and formulas defused; anonymous is sent to login", async () => {
    await open(page, "/Admin/leads");
    const link = page.getByRole("link", { name: "Export CSV" });
    expect(await link.getAttribute("href")).toBe("/Admin/leads.csv");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    const rows = parseCsv(text);
    const header = rows[0]!;
    expect(header.slice(0, 6)).toEqual(["ID", "Received (UTC)", "Form", "Page", "Name", "Phone"]);
    expect(text.startsWith('"ID","Received (UTC)","Form","Page","Name","Phone",')).toBe(true);
    const nameAt = header.indexOf("Name");
    const statusAt = header.indexOf("Status");
    const notesAt = header.indexOf("Notes");
    expect(rows.slice(1).map((row) => row[nameAt])).toEqual(
      NEWEST_FIRST.map((lead) => (lead.name === FORMULA ? `'${FORMULA}` : lead.name)),
    );
    // The formula cell exactly as written: quoted, quotes doubled, a leading apostrophe.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).not.toContain(`"=HYPERLINK(`);
    const campaignRow = rows.find((row) => row[nameAt] === "Ravi Campaign")!;
    expect(campaignRow[statusAt]).toBe("contacted");
    expect(campaignRow[notesAt]).toBe("Called at 5pm");
    expect(campaignRow[header.indexOf("UTM source")]).toBe("google");
    expect(campaignRow[header.indexOf("UTM campaign")]).toBe("neet");

    // The same answer with the admin's cookies: a CSV, not cached.
    const response = await page.request.get(`${server.url}/Admin/leads.csv`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers()["cache-control"]).toBe("no-store");

    // Filtered by form: the link carries the filter, and the file holds only those rows.
    await page.getByLabel("Form", { exact: true }).selectOption("banner");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => link.getAttribute("href"), POLL).toBe("/Admin/leads.csv?form=banner");
    const [filtered] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const filteredRows = parseCsv((await downloadedBytes(filtered)).toString("utf8").slice(1));
    expect(filteredRows[0]).toEqual(header);
    const formAt = header.indexOf("Form");
    expect(filteredRows.slice(1).map((row) => [row[nameAt], row[formAt]])).toEqual(
      NEWEST_FIRST.filter((lead) => lead.form === "banner").map((lead) => [lead.name, "banner"]),
    );

    // Without a session: straight to the login page, no data.
    const anonymous = await fetch(`${server.url}/Admin/leads.csv`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/AdminLogin(\?|$)/);
    expect(await anonymous.text()).not.toContain("Ravi Campaign");
    admin.expectClean();
  });

  test("the dashboard chart's caption counts the leads of the last 30 days", async () => {
    await menu("Dashboard", "/Admin/Desboard");
    const figure = page.locator("main figure");
    expect(await figure.count()).toBe(1);
    const caption = await figure.locator("figcaption").textContent();
    expect(caption).toMatch(
      new RegExp(`^${LEADS.length} leads in the last 30 days, by form \\(most in one day: \\d+\\)\\.$`),
    );
    expect(LEADS.length).toBe((await allLeads()).length);
    // The chart is labelled by that caption, and the legend names both forms.
    expect(await figure.getByRole("img", { name: caption!.trim() }).count()).toBe(1);
    expect(await figure.locator(".chart-legend li").allTextContents()).toEqual(["banner", "contact"]);
    // Today's bar counts all of them (the screen-reader table holds the numbers).
    const today = indiaDay(new Date());
    const todayCells = await figure
      .locator("table tbody tr")
      .filter({ has: page.locator("th", { hasText: today }) })
      .locator("td")
      .allTextContents();
    expect(todayCells).toEqual(["2", "2"]);
    admin.expectClean();
  });
});
