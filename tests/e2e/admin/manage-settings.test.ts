import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { waitForHydration } from "../support/hydration";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { tempDir, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { loginThroughForm, startAdminServer, withDatabase, type AdminCredentials, errorIdOf } from "./admin-helpers";

const OWNER = { name: "Owner", email: "owner@example.in", password: "secret12" };
const COLLEAGUE = {
  name: "Kiran Colleague",
  email: "kiran.colleague@example.in",
  password: "colleague-42",
  mobile: "9845011111",
};
const INVALID_LOGIN = "Invalid email or password.";

describe("admin site settings and administrators [sqlite]", () => {
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
    admin = await openPage(browser, server.url);
    page = admin.page;
    await loginThroughForm(page, server.url, OWNER);
  });

  afterAll(async () => {
    await admin?.close();
    await browser?.close();
    await server?.stop();
  });

  beforeEach(() => {
    admin.errors.length = 0;
    admin.foreignRequests.length = 0;
  });

  async function open(target: Page, pathname: string): Promise<number | undefined> {
    const response = await target.goto(`${server.url}${pathname}`);
    await waitForHydration(target);
    return response?.status();
  }

  /**
   * A password change hashes twice (the current password checked, the new one stored; scrypt at
   * 128 MiB, about 0.3 s each on a quiet machine, and queued behind other sign-ins for the hash
   * slots): on a loaded machine its answer took longer than POLL's 5 s.
   */
  const HASHING = { timeout: 20_000 };

  const mainAlerts = (target: Page = page) => target.locator("main").getByRole("alert").allTextContents();
  const mainStatus = (target: Page = page) => target.locator("main").getByRole("status").allTextContents();

  /** The stored settings row (undefined until first saved). */
  const storedSettings = () =>
    withDatabase(databaseUrl, (db) =>
      db.selectFrom("site_settings").selectAll().where("key", "=", "site").executeTakeFirst(),
    );

  /** The error shown under a field (through its aria-describedby), or null. */
  async function fieldError(target: Page, label: string): Promise<string | null> {
    const control = target.getByLabel(label, { exact: true });
    if ((await control.getAttribute("aria-invalid")) !== "true") return null;
    const id = errorIdOf(await control.getAttribute("aria-describedby"));
    return target.locator(`[id="${id}"]`).textContent();
  }

  /** Signs in through the form in a fresh context; returns the page and what the form answered. */
  async function tryLogin(
    credentials: AdminCredentials,
  ): Promise<{ watched: WatchedPage; ok: boolean; message: string }> {
    const watched = await openPage(browser, server.url);
    await open(watched.page, "/AdminLogin");
    await watched.page.getByLabel("Email", { exact: true }).fill(credentials.email);
    await watched.page.getByLabel("Password", { exact: true }).fill(credentials.password);
    await watched.page.getByRole("button", { name: "Login" }).click();
    const answer = watched.page.locator("main").locator('[role="status"], [role="alert"]');
    await expect.poll(() => answer.count(), POLL).toBeGreaterThan(0);
    const message = (await answer.first().textContent()) ?? "";
    const ok = message === "Login successful!";
    if (ok) await watched.page.waitForURL(`${server.url}/Admin/today`, { timeout: 10_000 });
    return { watched, ok, message };
  }

  test("saved settings show at once on the public pages: brand, phone and WhatsApp number", async () => {
    expect(await open(page, "/Admin/settings")).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Site settings");
    // The form starts from the defaults.
    expect(await page.getByLabel("Brand name", { exact: true }).inputValue()).toBe("Margdarshan Education");

    await page.getByLabel("Brand name", { exact: true }).fill("Disha Admissions");
    await page.getByLabel("Phone", { exact: true }).fill("+91 99000 11122");
    await page.getByLabel("WhatsApp number", { exact: true }).fill("+91 99000 11122");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => mainStatus(), POLL).toEqual(["Settings saved. The public pages show them now."]);
    expect(await mainAlerts()).toEqual([]);

    const stored = JSON.parse((await storedSettings())!.value);
    expect(stored).toMatchObject({
      brandName: "Disha Admissions",
      phone: "+91 99000 11122",
      whatsappNumber: "919900011122",
    });
    // The untouched fields are kept.
    expect(stored.email).toBe("admissions@margdarshan-education.in");
    expect(stored.offices.length).toBe(9);

    const visitor = await openPage(browser, server.url);
    const v = visitor.page;
    expect(await open(v, "/")).toBe(200);
    const header = v.locator("header.site-header");
    expect(await header.getByRole("link", { name: "Disha Admissions, home", exact: true }).count()).toBe(1);
    expect(await header.getByRole("link", { name: "Margdarshan Education, home" }).count()).toBe(0);
    const phoneLink = header.getByRole("link", { name: "+91 99000 11122", exact: true });
    expect(await phoneLink.count()).toBe(1);
    expect(await phoneLink.getAttribute("href")).toBe("tel:+919900011122");
    const whatsapp = v.locator("footer").getByRole("link", { name: "Chat on WhatsApp" });
    expect(await whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919900011122\?text=/);
    expect(
      await v
        .locator("footer")
        .getByText(/^© \d{4} Disha Admissions\./)
        .count(),
    ).toBe(1);
    visitor.expectClean();
    await visitor.close();
    admin.expectClean();
  });

  test("bad settings show field errors and save nothing", async () => {
    const before = await storedSettings();
    expect(before).toBeDefined();

    await open(page, "/Admin/settings");
    expect(await page.getByLabel("Brand name", { exact: true }).inputValue()).toBe("Disha Admissions");
    await page.getByLabel("Brand name", { exact: true }).fill("");
    await page.getByLabel("Facebook page", { exact: true }).fill("javascript:alert(1)");
    await page.getByLabel("Offices (one per line: City | Address | Phone)", { exact: true }).fill("just a city");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => fieldError(page, "Brand name"), POLL).toBe("Brand name is required");
    expect(await fieldError(page, "Facebook page")).toBe("Facebook must start with https://");
    expect(await fieldError(page, "Offices (one per line: City | Address | Phone)")).toBe(
      "Write each office as: City | Address | Phone",
    );
    // The fields that were right carry no error.
    expect(await fieldError(page, "Phone")).toBe(null);
    expect(await mainAlerts()).toContain("Please correct the fields marked above.");
    expect(await mainStatus()).toEqual([]);
    // What was typed stays in the form to correct.
    expect(await page.getByLabel("Facebook page", { exact: true }).inputValue()).toBe("javascript:alert(1)");

    expect(await storedSettings()).toEqual(before);
    const visitor = await openPage(browser, server.url);
    await open(visitor.page, "/");
    expect(await visitor.page.getByRole("link", { name: "Disha Admissions, home", exact: true }).count()).toBe(1);
    // The footer's Facebook link is still the saved https one.
    const hrefs = await visitor.page
      .locator("footer a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).not.toContain("javascript:alert(1)");
    await visitor.close();
    admin.expectClean({ allowStatuses: [400] });
  });

  test("administrators: the owner is 'you'; a colleague added via /AdminReg can be removed and then cannot sign in", async () => {
    expect(await open(page, "/Admin/admins")).toBe(200);
    const list = page.locator("main .admin-list > li");
    expect(await list.count()).toBe(1);
    const owner = list.filter({ hasText: OWNER.email });
    expect(await owner.locator("strong").textContent()).toBe(OWNER.name);
    expect(await owner.getByText("you", { exact: true }).count()).toBe(1);
    expect(await owner.getByRole("button").count()).toBe(0);

    // Add a colleague while signed in.
    await open(page, "/AdminReg");
    expect(
      await page
        .getByText("Add a colleague: an owner runs the site; a counsellor works the leads given to them.")
        .count(),
    ).toBe(1);
    await page.getByLabel("Name", { exact: true }).fill(COLLEAGUE.name);
    await page.getByLabel("Email", { exact: true }).fill(COLLEAGUE.email);
    await page.getByLabel("Password", { exact: true }).fill(COLLEAGUE.password);
    await page.getByLabel("Mobile", { exact: true }).fill(COLLEAGUE.mobile);
    await page.getByLabel("Role", { exact: true }).selectOption("counsellor");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => mainStatus(), POLL).toEqual(["Your data is submitted"]);
    const colleagueRow = () =>
      withDatabase(databaseUrl, (db) =>
        db.selectFrom("admins").selectAll().where("email", "=", COLLEAGUE.email).executeTakeFirst(),
      );
    expect((await colleagueRow())?.name).toBe(COLLEAGUE.name);

    // The colleague can sign in now.
    const colleague = await tryLogin(COLLEAGUE);
    expect(colleague.message).toBe("Login successful!");

    await open(page, "/Admin/admins");
    expect(await list.count()).toBe(2);
    const row = list.filter({ hasText: COLLEAGUE.email });
    expect(await row.getByText("you", { exact: true }).count()).toBe(0);
    const remove = row.getByRole("button", { name: `Remove ${COLLEAGUE.name}`, exact: true });
    expect(await remove.count()).toBe(1);

    // Dismissing the confirm keeps them.
    const dismissed: string[] = [];
    page.once("dialog", (dialog) => {
      dismissed.push(dialog.message());
      void dialog.dismiss();
    });
    await remove.click();
    await expect.poll(() => dismissed, POLL).toEqual([`Remove ${COLLEAGUE.name}? They will be signed out at once.`]);
    await page.waitForTimeout(300);
    expect(await colleagueRow()).toBeDefined();
    expect(await mainStatus()).toEqual([]);

    // Accepting removes them.
    const accepted: string[] = [];
    page.on("dialog", (dialog) => {
      accepted.push(dialog.message());
      void dialog.accept();
    });
    await remove.click();
    await expect.poll(() => mainStatus(), POLL).toEqual(["Administrator removed."]);
    page.removeAllListeners("dialog");
    expect(accepted).toEqual([`Remove ${COLLEAGUE.name}? They will be signed out at once.`]);
    expect(await colleagueRow()).toBeUndefined();
    await expect.poll(() => list.count(), POLL).toBe(1);
    expect(await page.locator("main .admin-list").getByText(COLLEAGUE.email).count()).toBe(0);

    // The colleague's open session is over, and signing in again fails.
    const after = await colleague.watched.page.goto(`${server.url}/Admin/Desboard`);
    expect(after?.status()).toBe(200);
    expect(new URL(colleague.watched.page.url()).pathname).toBe("/AdminLogin");
    await colleague.watched.close();
    const again = await tryLogin(COLLEAGUE);
    expect(again.ok).toBe(false);
    expect(again.message).toBe(INVALID_LOGIN);
    await again.watched.close();
    admin.expectClean();
  });

  test("change password: a wrong current password and differing new ones are refused; the new one then signs in", async () => {
    const NEW_PASSWORD = "new-secret-34";
    const hash = async () =>
      (
        await withDatabase(databaseUrl, (db) =>
          db.selectFrom("admins").select("password_hash").where("email", "=", OWNER.email).executeTakeFirstOrThrow(),
        )
      ).password_hash;
    const originalHash = await hash();
    // A second session of the owner, to be signed out by the change.
    const other = await tryLogin(OWNER);
    expect(other.ok).toBe(true);

    await open(page, "/Admin/account");
    const form = page.locator("main form").filter({ has: page.getByRole("button", { name: "Change password" }) });
    const fill = async (current: string, next: string, confirm: string) => {
      await page.getByLabel("Current password", { exact: true }).fill(current);
      await page.getByLabel("New password", { exact: true }).fill(next);
      await page.getByLabel("New password again", { exact: true }).fill(confirm);
      await page.getByRole("button", { name: "Change password" }).click();
    };

    // Wrong current password.
    await fill("not-my-password", NEW_PASSWORD, NEW_PASSWORD);
    await expect
      .poll(() => form.locator("p.form-error[role=alert]").allTextContents(), HASHING)
      .toEqual(["Your current password is not right."]);
    expect(await fieldError(page, "Current password")).toBe("Your current password is not right.");
    expect(await hash()).toBe(originalHash);

    // The two new passwords differ.
    await fill(OWNER.password, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect.poll(() => fieldError(page, "New password again"), HASHING).toBe("The two new passwords differ");
    expect(await fieldError(page, "Current password")).toBe(null);
    await expect
      .poll(() => form.locator("p.form-error[role=alert]").allTextContents(), HASHING)
      .toEqual(["Please correct the fields marked above."]);
    expect(await hash()).toBe(originalHash);

    // Right.
    await fill(OWNER.password, NEW_PASSWORD, NEW_PASSWORD);
    await expect
      .poll(() => form.getByRole("status").allTextContents(), HASHING)
      .toEqual(["Password changed. Your other sessions were signed out."]);
    expect(await fieldError(page, "New password again")).toBe(null);
    expect(await hash()).not.toBe(originalHash);

    // This browser stays signed in; the other session is over.
    expect(await open(page, "/Admin/account")).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/Admin/account");
    await other.watched.page.goto(`${server.url}/Admin/Desboard`);
    expect(new URL(other.watched.page.url()).pathname).toBe("/AdminLogin");
    await other.watched.close();

    // Log out; the old password no longer works, the new one does.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/AdminLogin`);
    const old = await tryLogin(OWNER);
    expect(old.message).toBe(INVALID_LOGIN);
    await old.watched.close();
    await waitForHydration(page);
    await loginThroughForm(page, server.url, { ...OWNER, password: NEW_PASSWORD });

    // Put the original password back.
    await open(page, "/Admin/account");
    await fill(NEW_PASSWORD, OWNER.password, OWNER.password);
    await expect
      .poll(() => form.getByRole("status").allTextContents(), HASHING)
      .toEqual(["Password changed. Your other sessions were signed out."]);
    const back = await tryLogin(OWNER);
    expect(back.ok).toBe(true);
    await back.watched.close();
    admin.expectClean({ allowStatuses: [400, 401] });
  });
});
