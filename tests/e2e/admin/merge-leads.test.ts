import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import {
  signInOverHttp,
  postForm,
  sessionCookieValue,
  startAdminServer,
  withDatabase,
  type AppDb,
} from "./admin-helpers";

const OWNER = { name: "Olivia Owner", email: "olivia@example.in", password: "secret12" };

const enquiry = (overrides: Partial<NewLead>): NewLead => ({
  form: "contact",
  page: "/Contact",
  name: "Meera",
  phone: "9845077777",
  email: "meera@example.in",
  utm: {},
  consentPurposes: ["contact"],
  applicant: "adult",
  ...overrides,
});

/** A lead as a merge and its undo must give it back: its row, enquiries, timeline (but the merge's own events) and ledger. */
async function stateOf(db: AppDb, id: number) {
  const { updated_at: _updated, ...row } = await db
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const enquiries = await db.selectFrom("lead_enquiries").selectAll().where("lead_id", "=", id).orderBy("id").execute();
  const consents = await db.selectFrom("consent_records").selectAll().where("lead_id", "=", id).orderBy("id").execute();
  const events = await db
    .selectFrom("lead_events")
    .selectAll()
    .where("lead_id", "=", id)
    .where("kind", "not in", ["merged", "merge_undone"])
    .orderBy("id")
    .execute();
  return { row, enquiries, consents, events };
}

describe("a lead's page: merging and undoing, its intents, consent on a call [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let admin: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer({ admin: OWNER }));
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

  test("a look-alike is marked, merged with the chosen values, and the undo restores both leads exactly", async () => {
    const [older, newer] = await withDatabase(databaseUrl, async (db) => [
      await createLead(db, enquiry({ name: "Meera", course: "BBA" })),
      await createLead(
        db,
        enquiry({
          name: "Meera Iyer",
          email: "meera.iyer@example.in",
          course: "MBA",
          page: "/Management-colleges-in-india",
        }),
      ),
    ]);
    const before = await withDatabase(databaseUrl, async (db) => ({
      older: await stateOf(db, older!.id),
      newer: await stateOf(db, newer!.id),
    }));

    await page.goto(`${server.url}/Admin/leads/${newer!.id}`);
    await waitForHydration(page);
    const notice = page.getByRole("status").filter({ hasText: "Possible duplicate of" });
    await expect.poll(() => notice.textContent(), POLL).toContain(`#${older!.id}`);
    await notice.getByRole("link", { name: "Merge" }).click();
    await page.waitForURL(`**/Admin/leads/${newer!.id}/merge?with=${older!.id}`);
    await page.getByRole("heading", { level: 1, name: "Merge two leads" }).waitFor();

    // Keep the newer lead's name, e-mail and course; everything else stays the older lead's.
    for (const [legend, value] of [
      ["Name", "Meera Iyer"],
      ["Email", "meera.iyer@example.in"],
      ["Course", "MBA"],
    ] as const) {
      await page.getByRole("group", { name: legend, exact: true }).getByLabel(`#${newer!.id}: ${value}`).check();
    }
    await page.getByRole("button", { name: "Merge", exact: true }).click();
    await page.waitForURL(`**/Admin/leads/${older!.id}`);
    await page.getByRole("heading", { level: 1, name: "Meera Iyer" }).waitFor();
    await expect
      .poll(() => page.getByRole("heading", { name: /^Enquiries/ }).textContent(), POLL)
      .toBe("Enquiries (2)");

    const merged = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("leads").selectAll().where("id", "in", [older!.id, newer!.id]).orderBy("id").execute(),
    );
    expect(merged[0]).toMatchObject({
      name: "Meera Iyer",
      email: "meera.iyer@example.in",
      course: "MBA",
      phone: "9845077777",
    });
    expect(merged[1]!.merged_into).toBe(older!.id);

    // The merged lead's page says where it went and offers the undo too; undo from the survivor.
    await page.getByRole("button", { name: "Undo merge" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Merge undone" }).count(), POLL).toBe(1);
    await page.getByRole("heading", { level: 1, name: "Meera", exact: true }).waitFor();

    const after = await withDatabase(databaseUrl, async (db) => ({
      older: await stateOf(db, older!.id),
      newer: await stateOf(db, newer!.id),
    }));
    expect(after).toEqual(before);
    const timeline = await withDatabase(databaseUrl, (db) =>
      db
        .selectFrom("lead_events")
        .select(["lead_id", "kind"])
        .where("kind", "in", ["merged", "merge_undone"])
        .execute(),
    );
    expect(timeline).toHaveLength(4);
    expect(admin.errors).toEqual([]);
  });
  // A lead page links to another lead (a possible duplicate, a merge): React Router moves there in
  // the page, and a form kept from the first lead would show, and save, the first lead's values.
  test("moving from one lead's page to its look-alike's in the page shows the second lead's values in every form", async () => {
    const [older, newer] = await withDatabase(databaseUrl, async (db) => {
      const first = await createLead(db, enquiry({ name: "Kavya", phone: "9845066666", email: "kavya@example.in" }));
      const second = await createLead(
        db,
        enquiry({ name: "Kavya Rao", phone: "9845066666", email: "kavya.rao@example.in" }),
      );
      // Both rows as two enquiries in one second leave them: the forms' own ids no help.
      await db
        .updateTable("leads")
        .set({ updated_at: "2026-12-01 10:00:00", status: "contacted" })
        .where("id", "=", second!.id)
        .execute();
      await db.updateTable("leads").set({ updated_at: "2026-12-01 10:00:00" }).where("id", "=", first!.id).execute();
      return [first, second];
    });
    admin.forget();
    await page.goto(`${server.url}/Admin/leads/${newer!.id}`);
    await waitForHydration(page);
    // Its section (Details) is shown only when chosen: the fields are read where they are.
    const correct = page.locator("section", { has: page.locator("#correct-heading") });
    const status = page.locator("section", { has: page.locator("#status-heading") });
    expect(await correct.locator('input[name="name"]').inputValue()).toBe("Kavya Rao");
    const notice = page.getByRole("status").filter({ hasText: "Possible duplicate of" });
    await notice.getByRole("link", { name: `#${older!.id}` }).click();
    await page.getByRole("heading", { level: 1, name: "Kavya", exact: true }).waitFor();
    expect(page.url()).toBe(`${server.url}/Admin/leads/${older!.id}`);
    expect({
      name: await correct.locator('input[name="name"]').inputValue(),
      email: await correct.locator('input[name="email"]').inputValue(),
      status: await status.locator('select[name="status"]').inputValue(),
    }).toEqual({ name: "Kavya", email: "kavya@example.in", status: "new" });
    admin.expectClean();
    admin.forget();
  });

  test("the lead page's forms post named intents: an unknown or missing one answers 400 and changes nothing", async () => {
    const { id } = await withDatabase(databaseUrl, (db) =>
      createLead(db, enquiry({ phone: "9845088881", email: "intent@example.in", name: "Intent Check" })),
    );
    const token = (await sessionCookieValue(page.context(), server.url))!;
    const before = await withDatabase(databaseUrl, (db) => stateOf(db, id));
    const attempts: Record<string, string>[] = [
      { intent: "nonsense", status: "closed" },
      { status: "closed" },
      { intent: "__proto__" },
    ];
    for (const fields of attempts) {
      const answer = await postForm(server.url, `/Admin/leads/${id}`, fields, { cookie: token });
      expect({ fields, status: answer.status }).toEqual({ fields, status: 400 });
    }
    expect(await withDatabase(databaseUrl, (db) => stateOf(db, id))).toEqual(before);
    const saved = await postForm(
      server.url,
      `/Admin/leads/${id}`,
      { intent: "status", status: "closed" },
      { cookie: token },
    );
    expect(saved.status).toBe(200);
  });

  test("a call logged with 'They agreed to updates on this call' starts the updates, recorded as the counsellor's", async () => {
    const { id } = await withDatabase(databaseUrl, (db) =>
      createLead(db, enquiry({ phone: "9845088882", email: "agreed@example.in", name: "Agreed On Call" })),
    );
    await page.goto(`${server.url}/Admin/leads/${id}`);
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Log a call" });
    await form.getByLabel("Outcome").selectOption("interested");
    await form.getByLabel("They agreed to updates on this call").check();
    await form.getByRole("button", { name: "Log call" }).click();
    await expect.poll(() => form.getByRole("status").textContent(), POLL).toBe("Call logged.");
    // The consent history is the Details section's.
    await page
      .getByRole("navigation", { name: "Sections of this lead" })
      .getByRole("link", { name: "Details" })
      .click();
    const history = page.getByRole("region", { name: "Consent history" }).getByRole("listitem");
    await expect
      .poll(async () => (await history.allTextContents()).at(-1), POLL)
      .toMatch(/^Updates: given · .+ · Olivia Owner · call · notice /);
    const row = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("leads").select("consent_purposes").where("id", "=", id).executeTakeFirstOrThrow(),
    );
    expect(JSON.parse(row.consent_purposes)).toEqual(["contact", "updates"]);
  });
});
