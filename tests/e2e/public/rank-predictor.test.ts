import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { addCollegeFacts } from "#app/features/college-facts/college-facts.server";
import { setSessionCookie, withDatabase } from "../admin/admin-helpers";
import { connectChromium } from "../support/chromium";
import { startStaffServer, type StaffServer } from "../support/staff-server";
import { openPage, POLL, waitForHydration } from "./watched-page";

/**
 * The rank predictor (issue 46, items 4 and 6) in Chromium against the production build, on
 * SQLite only (its queries on both engines: tests/integration/rank-predictor.test.ts). Its own
 * exam, so the demo's cut-offs stay out of it. Worked out by hand for rank 1,000 from Karnataka:
 * likely is a closing rank of 1,100 or more, possible 1,000 to 1,099, reach 900 to 999.
 */
const EXAM = "Test State CET";
/** By role: the closing rank and quota each demo college gets for this exam; only Alpha is in Karnataka. */
const SEATS = {
  alpha: { quota: "all-india", closing: 1_500 },
  beta: { quota: "all-india", closing: 1_050 },
  gamma: { quota: "other-state", closing: 950 },
  // Home State seats of another state, and a closing rank 10% and more short: neither listed.
  delta: { quota: "home-state", closing: 5_000 },
  epsilon: { quota: "all-india", closing: 800 },
} as const;
type Role = keyof typeof SEATS;

/** Demo colleges in those roles (one in Karnataka, four elsewhere), with their cut-offs added; their names. */
async function seedCutoffs(databaseUrl: string): Promise<Record<Role, string>> {
  return withDatabase(databaseUrl, async (db) => {
    const home = await db
      .selectFrom("colleges")
      .select(["id", "name"])
      .where("state", "=", "Karnataka")
      .orderBy("id")
      .limit(1)
      .execute();
    const away = await db
      .selectFrom("colleges")
      .select(["id", "name"])
      .where("state", "<>", "Karnataka")
      .orderBy("id")
      .limit(4)
      .execute();
    const [alpha, beta, gamma, delta, epsilon] = [...home, ...away];
    const cast = { alpha, beta, gamma, delta, epsilon } as Record<Role, { id: number; name: string }>;
    for (const role of Object.keys(SEATS) as Role[]) {
      const { quota, closing } = SEATS[role];
      const row = { exam: EXAM, round: 2, branch: "Computer Science", category: "open" as const, quota };
      const common = { pool: "gender-neutral" as const, opening_rank: 1, source: "Test counselling" };
      await addCollegeFacts(db, cast[role].id, {
        cutoffs: [
          { ...row, ...common, year: 2025, closing_rank: closing + 100 },
          { ...row, ...common, year: 2026, closing_rank: closing },
        ],
      });
    }
    return Object.fromEntries(Object.entries(cast).map(([role, college]) => [role, college.name])) as Record<
      Role,
      string
    >;
  });
}

/** Each group's colleges, by the group's heading, as the page lists them. */
async function groups(page: Page) {
  const found: Record<string, string[]> = {};
  for (const group of ["Likely", "Possible", "Reach"]) {
    const section = page.getByRole("region", { name: new RegExp(`^${group} \\(`) });
    found[group] = await section.locator("tbody th a").allInnerTexts();
  }
  return found;
}

/** Fills the question and sends it: a GET form, so the answer's address holds it. */
async function ask(page: Page, rank: string) {
  await page.getByLabel("Exam").selectOption(EXAM);
  await page.getByLabel("Rank", { exact: true }).fill(rank);
  await page.getByLabel("Category").selectOption("open");
  await page.getByLabel("Home state").selectOption("Karnataka");
  // The answer to this rank: after an earlier question the address already holds a rank, and a
  // wait for any rank let the test read the earlier page (a whole run read no groups once).
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get("rank") === rank),
    page.getByRole("button", { name: "Show my colleges" }).click(),
  ]);
}

describe("the rank predictor [sqlite]", () => {
  let staff: StaffServer;
  let browser: Browser;
  let names: Record<Role, string>;
  const expected = () => ({ Likely: [names.alpha], Possible: [names.beta], Reach: [names.gamma] });

  beforeAll(async () => {
    staff = await startStaffServer("sqlite");
    names = await seedCutoffs(staff.databaseUrl);
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await staff?.server.stop();
  });

  test("without JavaScript: the same groups from the plain form, a shareable address, and a bad rank refused", async () => {
    const watched = await openPage(browser, staff.server.url, { javaScriptEnabled: false });
    const { page } = watched;
    await page.goto(`${staff.server.url}/predictor`);
    await ask(page, "0");
    expect(await page.locator("#predictor-rank-error").innerText()).toBe("A rank starts at 1.");
    await ask(page, "1000");
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({
      exam: EXAM,
      rank: "1000",
      category: "open",
      state: "Karnataka",
      pool: "gender-neutral",
    });
    expect(await groups(page)).toEqual(expected());
    expect(await page.getByRole("complementary", { name: "A guide, not a promise" }).innerText()).toContain(
      "they do not promise a seat",
    );
    // The refused rank's page answers 400, as a form's refusal does.
    watched.expectClean({ allowStatuses: [400] });
    await watched.close();
  });

  test("with JavaScript: the groups with their trends, and a counsellor lead whose page shows the exam, rank and colleges ticked", async () => {
    const watched = await openPage(browser, staff.server.url);
    const { page } = watched;
    await page.goto(`${staff.server.url}/predictor`);
    await ask(page, "1000");
    expect(await groups(page)).toEqual(expected());
    const likely = page.getByRole("region", { name: /^Likely \(/ });
    expect(await likely.locator(".trend").innerText()).toBe("2025: 1,600; 2026: 1,500");
    const response = await page.request.get(page.url());
    expect(response.headers()["cache-control"]).toBe("no-store");

    await waitForHydration(page);
    const card = page.getByRole("region", { name: "Talk to a counsellor about these" });
    await expect.poll(() => card.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
    // All are ticked; the student leaves Beta out.
    await page.getByLabel(`Ask a counsellor about ${names.beta}, Computer Science`).uncheck();
    const name = `Predictor Student ${Date.now()}`;
    await card.getByLabel("Name", { exact: true }).fill(name);
    await card.getByLabel("I am", { exact: true }).selectOption("adult");
    await card.getByLabel("Email", { exact: true }).fill("predictor@example.com");
    await card.getByLabel("Mobile", { exact: true }).fill("9845012399");
    await card.getByLabel("Course", { exact: true }).selectOption("Computer Science");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => card.getByRole("status").textContent(), POLL).toMatch(/^Thank you, Predictor Student/);

    const leadId = await withDatabase(staff.databaseUrl, async (db) => {
      const row = await db.selectFrom("leads").select("id").where("name", "=", name).executeTakeFirstOrThrow();
      return row.id;
    });
    await setSessionCookie(page.context(), staff.server.url, staff.owner.cookie.split("=")[1]!);
    await page.goto(`${staff.server.url}/Admin/leads/${leadId}`);
    const message = page.locator(".enquiry-note");
    expect(await message.innerText()).toBe(
      [
        "Rank predictor: Test State CET, rank 1,000, category Open, home state Karnataka, gender-neutral seats",
        "Colleges chosen (2):",
        `- ${names.alpha}: Computer Science (All India), closing rank 1,500 in 2026, likely`,
        `- ${names.gamma}: Computer Science (Other State), closing rank 950 in 2026, reach`,
      ].join("\n"),
    );
    watched.expectClean();
    await watched.close();
  });
});
