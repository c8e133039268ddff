import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { startSmtpPeer } from "../server/outbox-peers";
import {
  getPage,
  loginOverHttp,
  openAndHydrate,
  servedAlerts,
  setSessionCookie,
  startAdminServer,
  withDatabase,
} from "./admin-helpers";

/**
 * Colleagues are invited (issue 43, item 5), in Chromium on the production build with a real SMTP
 * peer: the owner invites from Team (the role has no default), the e-mail's link sets the
 * colleague's own password once, the colleague signs in as a counsellor and finds no control to
 * add or invite anyone, and once deactivated is signed out. What depends on the database engine
 * (the leads going back to the round-robin) is in tests/integration/team.test.ts.
 */
describe("inviting a colleague [sqlite]", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  /** The one page: the owner's, and for a moment (its cookies cleared) the invited colleague's. */
  let owner: WatchedPage;
  let ownerSession: string;
  const colleague = { name: "Farida Khan", email: "farida.khan@example.in", password: "Farida-chose-this" };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    ({ server, databaseUrl } = await startAdminServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Admissions <alerts@example.in>" },
    }));
    browser = await connectChromium();
    owner = await openPage(browser, server.url);
    ownerSession = await loginOverHttp(server.url);
    await setSessionCookie(owner.context, server.url, ownerSession);
  }, 60_000);

  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  const invitations = () => withDatabase(databaseUrl, (db) => db.selectFrom("staff_invitations").selectAll().execute());

  test("the owner's /AdminReg opens inside the admin area, with no role chosen", async () => {
    const page = owner.page;
    await openAndHydrate(page, server.url, "/AdminReg");
    expect(new URL(page.url()).pathname).toBe("/Admin/admins/new");
    expect(await page.getByRole("navigation", { name: "Admin menu" }).isVisible()).toBe(true);
    expect(await page.getByLabel("Role").inputValue()).toBe("");
  });

  test("an invitation reaches the SMTP peer; its link sets a password once; the colleague signs in as a counsellor", async () => {
    const page = owner.page;
    await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Team" }).click();
    await page.getByRole("heading", { level: 1, name: "Team" }).waitFor();
    const invite = page.getByRole("region", { name: "Invite a colleague" });
    const role = invite.getByLabel("Role");
    // No role in advance: the select opens on its placeholder, which is no role.
    expect(await role.inputValue()).toBe("");
    expect(await role.locator("option").first().textContent()).toBe("Choose a role");
    await invite.getByLabel("Name").fill(colleague.name);
    await invite.getByLabel("Email").fill(colleague.email);
    await invite.getByRole("button", { name: "Invite" }).click();
    await invite.getByText("Choose a role: Owner or Counsellor").waitFor({ timeout: POLL.timeout });
    expect(await invitations()).toEqual([]);

    await role.selectOption("counsellor");
    await invite.getByRole("button", { name: "Invite" }).click();
    await invite
      .getByRole("status")
      .filter({ hasText: `Invitation sent to ${colleague.email}.` })
      .waitFor({ timeout: POLL.timeout });

    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(colleague.email)).length, POLL).toBe(1);
    const mail = smtp.received.find((message) => message.to.includes(colleague.email))!;
    expect(mail.decoded.text).toContain(`Hello ${colleague.name},`);
    const link = /https?:\/\/\S+(\/AdminInvitation\/[A-Za-z0-9_-]{43})/.exec(mail.decoded.text)?.[1];
    expect(link).toBeDefined();
    // The database keeps the token's hash, never the token.
    expect(JSON.stringify(await invitations())).not.toContain(link!.split("/").pop());

    // The address holds the token: no other site is told it.
    expect((await getPage(server.url, link!)).headers.get("referrer-policy")).toBe("same-origin");

    // The colleague opens the link: this page, signed out.
    await owner.context.clearCookies();
    await openAndHydrate(page, server.url, link!);
    await page.getByLabel("Password", { exact: true }).fill(colleague.password);
    await page.getByLabel("Password again").fill(colleague.password);
    await page.getByRole("button", { name: "Set my password" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Your password is set. Sign in with it now." })
      .waitFor({ timeout: POLL.timeout });
    // Single use: the link now says what happened and what to do (as the server sends it).
    expect(servedAlerts(await (await getPage(server.url, link!)).text())[0]).toMatch(
      /^This invitation was used already/,
    );

    // Signed in with the password the link set (the login form itself is auth.test.ts's).
    const cookie = await loginOverHttp(server.url, colleague);
    expect((await getPage(server.url, "/Admin/today", cookie)).status).toBe(200);
    const signedIn = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("admins").select(["role", "last_signed_in_at"]).where("email", "=", colleague.email).execute(),
    );
    expect(signedIn).toEqual([{ role: "counsellor", last_signed_in_at: expect.any(String) }]);
    await counsellorSeesNoInviteControl(cookie);

    // The owner's list: the colleague's role, status and last sign-in; then deactivation signs them out.
    await setSessionCookie(owner.context, server.url, ownerSession);
    await openAndHydrate(page, server.url, "/Admin/team");
    const row = page.getByRole("row").filter({ hasText: colleague.email });
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      colleague.name,
      colleague.email,
      "Counsellor",
      "Active",
      expect.stringMatching(/\d{4}/),
      expect.stringContaining("Deactivate"),
    ]);
    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: `Deactivate ${colleague.name}` }).click();
    await page
      .getByRole("status")
      .filter({
        hasText: `${colleague.name} is deactivated and signed out. 0 open leads went back to the round-robin.`,
      })
      .waitFor({ timeout: POLL.timeout });
    await expect.poll(() => row.getByRole("cell").nth(3).textContent(), POLL).toBe("Deactivated");
    const after = await getPage(server.url, "/Admin/Desboard", cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/AdminLogin/);

    // Back for the next season: reactivated from the same row, they sign in with the password they had.
    await row.getByRole("button", { name: `Reactivate ${colleague.name}` }).click();
    await page
      .getByRole("status")
      .filter({
        hasText: `${colleague.name} is active again: they sign in with the password they had, and new leads come to them in turn.`,
      })
      .waitFor({ timeout: POLL.timeout });
    await expect.poll(() => row.getByRole("cell").nth(3).textContent(), POLL).toBe("Active");
    const again = await loginOverHttp(server.url, colleague);
    expect((await getPage(server.url, "/Admin/today", again)).status).toBe(200);
    // The invitation without a role was refused with 400, as a form with a mistake is.
    owner.expectClean({ allowStatuses: [400] });
  });

  /**
   * A counsellor is offered no add or invite control: not in the menu, not on the dashboard, and
   * on no page the menu leads to (read as served); Team is refused, and /AdminReg is closed.
   */
  async function counsellorSeesNoInviteControl(cookie: string) {
    // The menu's links, as the server sends My day to the counsellor.
    const today = await (await getPage(server.url, "/Admin/today", cookie)).text();
    const menu = /<nav[^>]*aria-label="Admin menu"[^>]*>([\s\S]*?)<\/nav>/.exec(today)?.[1] ?? "";
    const paths = [...menu.matchAll(/<a[^>]*href="([^"]*)"/g)].map((match) => match[1]!);
    expect(paths).not.toContain("/Admin/team");
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      const response = await getPage(server.url, path, cookie);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const control of [/Add an administrator/i, /Invite/, /href="\/AdminReg"/, /href="\/Admin\/team"/]) {
        expect(html, `${path} offers ${control}`).not.toMatch(control);
      }
    }
    expect((await getPage(server.url, "/Admin/team", cookie)).status).toBe(403);
    const registration = await (await getPage(server.url, "/AdminReg", cookie)).text();
    expect(registration).toContain("Registration is closed.");
    expect(registration).not.toContain("<form");
  }
});
