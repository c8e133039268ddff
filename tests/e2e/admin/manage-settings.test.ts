import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { waitForHydration } from "../support/hydration";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { tempDir, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import {
  errorIdOf,
  getPage,
  loginOverHttp,
  signInOverHttp,
  postForm,
  sessionCookieValue,
  setSessionCookie,
  startAdminServer,
  withDatabase,
  type AdminCredentials,
} from "./admin-helpers";

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
    await signInOverHttp(page, server.url, OWNER);
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

  /**
   * A sign-in as these credentials, posted from outside a browser (the login form's own messages
   * are auth.test.ts's): the session cookie's value, or undefined and the refusal's status.
   */
  async function tryLogin(credentials: AdminCredentials): Promise<{ session?: string; status: number; text: string }> {
    const response = await postForm(server.url, "/AdminLogin", {
      email: credentials.email,
      password: credentials.password,
    });
    const session = /__Host-admin_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    return {
      session: response.status === 200 ? session : undefined,
      status: response.status,
      text: await response.text(),
    };
  }

  /** Where the dashboard sends this session: "/Admin/Desboard" (it is open) or the login page's path. */
  async function dashboardFor(session: string): Promise<string> {
    const response = await getPage(server.url, "/Admin/Desboard", session);
    return response.status === 200
      ? "/Admin/Desboard"
      : new URL(response.headers.get("location") ?? "", server.url).pathname;
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

    // The public home page, in the admin's own page (the public pages are the same for a visitor).
    const v = page;
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
    // The public home page as the server sends it: still the saved brand.
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('aria-label="Disha Admissions, home"');
    // The footer's Facebook link is still the saved https one.
    const footer = /<footer[\s\S]*<\/footer>/.exec(home)?.[0] ?? "";
    expect(footer).toMatch(/href="https:\/\/[^"]*facebook/);
    expect(home).not.toContain("javascript:alert(1)");
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
    expect(colleague.status).toBe(200);
    expect(await dashboardFor(colleague.session!)).toBe("/Admin/Desboard");

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
    expect(await dashboardFor(colleague.session!)).toBe("/AdminLogin");
    const again = await tryLogin(COLLEAGUE);
    expect(again.status).toBe(401);
    expect(again.text).toContain(INVALID_LOGIN);
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
    expect(await dashboardFor(other.session!)).toBe("/Admin/Desboard");

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
      .poll(() => form.locator("p.form-error[role=alert]").allTextContents(), POLL)
      .toEqual(["Your current password is not right."]);
    expect(await fieldError(page, "Current password")).toBe("Your current password is not right.");
    expect(await hash()).toBe(originalHash);

    // The two new passwords differ.
    await fill(OWNER.password, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect.poll(() => fieldError(page, "New password again"), POLL).toBe("The two new passwords differ");
    expect(await fieldError(page, "Current password")).toBe(null);
    await expect
      .poll(() => form.locator("p.form-error[role=alert]").allTextContents(), POLL)
      .toEqual(["Please correct the fields marked above."]);
    expect(await hash()).toBe(originalHash);

    // Right.
    await fill(OWNER.password, NEW_PASSWORD, NEW_PASSWORD);
    await expect
      .poll(() => form.getByRole("status").allTextContents(), POLL)
      .toEqual(["Password changed. Your other sessions were signed out."]);
    expect(await fieldError(page, "New password again")).toBe(null);
    expect(await hash()).not.toBe(originalHash);

    // This browser stays signed in; the other session is over.
    const own = (await sessionCookieValue(admin.context, server.url))!;
    const account = await getPage(server.url, "/Admin/account", own);
    expect(account.status).toBe(200);
    expect(await dashboardFor(other.session!)).toBe("/AdminLogin");

    // Log out; the old password no longer works, the new one does.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/AdminLogin`);
    expect(await dashboardFor(own)).toBe("/AdminLogin");
    const old = await tryLogin(OWNER);
    expect(old.status).toBe(401);
    expect(old.text).toContain(INVALID_LOGIN);
    await setSessionCookie(
      admin.context,
      server.url,
      await loginOverHttp(server.url, { ...OWNER, password: NEW_PASSWORD }),
    );

    // Put the original password back.
    await open(page, "/Admin/account");
    await fill(NEW_PASSWORD, OWNER.password, OWNER.password);
    await expect
      .poll(() => form.getByRole("status").allTextContents(), POLL)
      .toEqual(["Password changed. Your other sessions were signed out."]);
    const back = await tryLogin(OWNER);
    expect(back.status).toBe(200);
    expect(back.session).toBeDefined();
    admin.expectClean({ allowStatuses: [400, 401] });
  });
});
