import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { PRIVACY_NOTICE_VERSION } from "#app/features/leads/lead-fields";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import {
  ADMIN,
  firstAdminEnv,
  signInOverHttp,
  openAndHydrate,
  postForm,
  SESSION_COOKIE,
  uniqueName,
  withDatabase,
} from "../admin/admin-helpers";
import { leadFields } from "../security/security-helpers";
import { findInEveryTable } from "../../setup/find-in-every-table";
import { startSmtpPeer } from "../server/outbox-peers";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "./watched-page";

/**
 * Privacy under the DPDP Act, as a visitor, a student under 18 and an owner meet it in a real
 * browser against a production server with a real SMTP peer: the notice in two languages, the
 * "I am" question, the withdrawal link of the acknowledgement e-mail, a rights request verified by
 * an e-mailed code, erasure, retention after a restart, and the audit log that records it all.
 * The steps build on each other, in order.
 */

const MAIL_POLL = { timeout: 15_000, interval: 100 };
const DAY_MS = 24 * 60 * 60 * 1000;

type Smtp = Awaited<ReturnType<typeof startSmtpPeer>>;
let smtp: Smtp;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  browser = await connectChromium();
});
afterAll(async () => {
  await browser?.close();
  await smtp?.stop();
});

/** Text of served HTML as a browser reads it: no tags or comments, entities decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The body rows of the audit log's table in a served /Admin/audit page, each as its text. */
function auditRows(html: string): string[] {
  const region = html.slice(html.indexOf('aria-label="Audit log"'));
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(region)?.[1] ?? "";
  return [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => htmlText(row[1]!));
}

/** The text of the newest e-mail to this address, once one whose subject matches has arrived. */
async function mailTo(address: string, subject: RegExp): Promise<string> {
  const find = () => smtp.received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject)).at(-1);
  await expect.poll(() => Boolean(find()), MAIL_POLL).toBe(true);
  return find()!.text;
}

/**
 * Starts a rights request of this kind on the page, for the address as typed, and answers with
 * the 6-digit code e-mailed to it; the page is then the request's own, asking for the code.
 */
async function requestCode(page: Page, serverUrl: string, kind: RegExp, typed: string): Promise<string> {
  const address = typed.toLowerCase();
  await openAndHydrate(page, serverUrl, "/privacy/request");
  await page.getByRole("radio", { name: kind }).check();
  await page.getByLabel("The e-mail address on your enquiry").fill(typed);
  const codeMails = () =>
    smtp.received.filter((mail) => mail.to.includes(address) && /^Your code: \d{6}/.test(mail.subject));
  const before = codeMails().length;
  await page.getByRole("button", { name: "Send my request" }).click();
  await page.waitForURL(/\/privacy\/request\/[A-Za-z0-9_-]{22}$/);
  await expect.poll(() => codeMails().length, MAIL_POLL).toBe(before + 1);
  return /Your code is (\d{6})\./.exec(codeMails().at(-1)!.text)![1]!;
}

for (const engine of browserEngines()) {
  describe(`privacy: notice, minors, withdrawal, rights requests, retention and the audit log [${engine}]`, () => {
    let server: RunningServer;
    let env: Record<string, string>;
    let databaseUrl: string;
    let visitor: WatchedPage;
    let owner: Page;
    let ownerCookie: string;
    const officer = uniqueName("Kavya Grievance");
    const minor = uniqueName("Ishaan Minor");
    // Addresses of their own for each engine's run: the SMTP peer keeps every mail of the file.
    const withdrawing = { name: uniqueName("Ravi Withdraws"), email: `ravi.${engine}.${Date.now()}@example.in` };
    const erasing = {
      name: uniqueName("Sana Erases"),
      email: `sana.${engine}.${Date.now()}@example.in`,
      mobile: "9845067890",
    };
    const leadId = (name: string) =>
      withDatabase(databaseUrl, (db) =>
        db.selectFrom("leads").select("id").where("name", "=", name).executeTakeFirstOrThrow(),
      ).then((row) => row.id);

    beforeAll(async () => {
      databaseUrl = await demoDatabaseUrl(engine);
      await withDatabase(databaseUrl, async (db) =>
        saveSiteSettings(db, { ...(await getSiteSettings(db)), grievanceName: officer, retentionMonths: 24 }),
      );
      env = {
        DATABASE_URL: databaseUrl,
        LEADS_PER_IP_PER_HOUR: "0",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Admissions <hello@example.in>",
        ...(await firstAdminEnv(databaseUrl)),
      };
      server = await startServer(env);
      visitor = await openPage(browser, server.url, { viewport: { width: 360, height: 800 } });
      const ownerContext = await browser.newContext();
      owner = await ownerContext.newPage();
      ownerCookie = await signInOverHttp(owner, server.url);
    });

    afterAll(async () => {
      await visitor?.close();
      await owner?.context().close();
      await server?.stop();
    });

    test("/privacy and /hi/privacy name the grievance officer from the settings and the notice version; the footer and every form link to it", async () => {
      const { page } = visitor;
      await openAndHydrate(page, server.url, "/Contact");
      const card = page.getByRole("region", { name: "Ask us anything" });
      await card.getByRole("link", { name: "Privacy notice" }).click();
      await page.waitForURL(`${server.url}/privacy`);
      await expect.poll(() => page.locator("main").getByText(officer).count(), POLL).toBe(1);
      expect(await page.locator("main").textContent()).toContain(`Notice version ${PRIVACY_NOTICE_VERSION}.`);
      expect(await page.locator("footer").getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe(
        "/privacy",
      );

      // The header's language link opens the same notice in Hindi.
      await page.locator("header").getByRole("link", { name: "हिन्दी", exact: true }).click();
      await page.waitForURL(`${server.url}/hi/privacy`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("प्राइवेसी नोटिस");
      expect(await page.locator("html").getAttribute("lang")).toBe("hi");
      expect(await page.locator("main").getByText(officer).count()).toBe(1);
      expect(await page.locator("main").textContent()).toContain(`नोटिस का संस्करण ${PRIVACY_NOTICE_VERSION}`);
      await page.locator("header").getByRole("link", { name: "English", exact: true }).click();
      await page.waitForURL(`${server.url}/privacy`);
      visitor.expectClean();
    });

    test("a student under 18 cannot send a form without a parent's name and phone, and is not offered updates", async () => {
      const { page } = visitor;
      await openAndHydrate(page, server.url, "/Contact");
      const card = page.getByRole("region", { name: "Ask us anything" });
      await expect.poll(() => card.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
      const updates = card.getByRole("checkbox", { name: /occasional updates/ });
      expect(await updates.isVisible()).toBe(true);
      expect(await card.getByLabel("Parent's or guardian's name").isVisible()).toBe(false);

      await card.getByLabel("Name", { exact: true }).fill(minor);
      await card.getByLabel("Email", { exact: true }).fill("ishaan@example.in");
      await card.getByLabel("Mobile", { exact: true }).fill("9845011122");
      await card.getByLabel("Course", { exact: true }).fill("B.Sc");
      await card.getByLabel("I am", { exact: true }).selectOption("minor");
      expect(await updates.isVisible()).toBe(false);
      await card.getByRole("button", { name: "Submit" }).click();
      await expect
        .poll(() => card.getByRole("alert").allTextContents(), POLL)
        .toEqual([
          "Enter your parent's or guardian's name",
          "Enter your parent's or guardian's 10-digit mobile number",
        ]);

      await card.getByLabel("Parent's or guardian's name").fill("Sunita Sharma");
      await card.getByLabel("Parent's or guardian's mobile").fill("98450 33344");
      await card.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => card.getByRole("status").textContent(), POLL).toContain(`Thank you, ${minor}.`);

      // Without the browser's help (no JavaScript, or a script): the server holds the same line,
      // and a ticked updates box from a minor is not taken.
      const bare = { name: uniqueName("Bare Minor"), email: "bare@example.in", mobile: "9845011133", course: "B.A" };
      const refused = await postForm(
        server.url,
        "/Contact",
        leadFields("contact", { ...bare, applicant: "minor", consent_updates: "on" }),
      );
      expect(refused.status).toBe(400);
      const taken = await postForm(
        server.url,
        "/Contact",
        leadFields("contact", {
          ...bare,
          applicant: "minor",
          guardian_name: "A Parent",
          guardian_phone: "9845011144",
          consent_updates: "on",
        }),
      );
      expect(taken.status).toBe(200);

      const rows = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("leads")
          .select(["name", "applicant", "guardian_name", "guardian_phone", "consent_purposes"])
          .where("name", "in", [minor, bare.name])
          .orderBy("id")
          .execute(),
      );
      expect(rows).toEqual([
        {
          name: minor,
          applicant: "minor",
          guardian_name: "Sunita Sharma",
          guardian_phone: "9845033344",
          consent_purposes: '["contact"]',
        },
        {
          name: bare.name,
          applicant: "minor",
          guardian_name: "A Parent",
          guardian_phone: "9845011144",
          consent_purposes: '["contact"]',
        },
      ]);

      // The counsellor is told to call the parent first, and records that they agreed.
      await owner.goto(`${server.url}/Admin/leads/${await leadId(minor)}`);
      const flag = owner.getByRole("region", { name: "A student under 18: call the parent or guardian first" });
      expect(await flag.textContent()).toContain("Sunita Sharma");
      await flag.getByRole("button", { name: "Parent confirmed" }).click();
      await expect.poll(() => flag.textContent(), POLL).toContain("Parent or guardian confirmed on");
    });

    test("the withdrawal link in the acknowledgement e-mail works without signing in; the timeline and the export show it", async () => {
      const { page } = visitor;
      await openAndHydrate(page, server.url, "/Contact");
      const card = page.getByRole("region", { name: "Ask us anything" });
      await expect.poll(() => card.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
      await card.getByLabel("Name", { exact: true }).fill(withdrawing.name);
      await card.getByLabel("Email", { exact: true }).fill(withdrawing.email);
      await card.getByLabel("Mobile", { exact: true }).fill("9845055566");
      await card.getByLabel("Course", { exact: true }).fill("MBA");
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByRole("checkbox", { name: /occasional updates/ }).check();
      await card.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => card.getByRole("status").textContent(), POLL).toContain("Thank you");

      const mail = await mailTo(withdrawing.email, /^We received your enquiry/);
      const link = /(http:\/\/\S+\/privacy\/withdraw\?token=\S+)/.exec(mail)?.[1];
      expect(link, mail).toBeDefined();
      // The mail greets nobody by name: the address and the name are only what was typed.
      expect(mail).not.toContain(withdrawing.name);
      const confirm = /(http:\/\/\S+\/privacy\/confirm\?token=\S+)/.exec(mail)?.[1];
      expect(confirm, mail).toBeDefined();

      // A browser never signed in (the visitor's, its cookies cleared): opening a link changes
      // nothing, the button does. Updates start only once confirmed from the inbox (double opt-in).
      const stranger = visitor;
      await stranger.context.clearCookies();
      await stranger.page.goto(link!);
      expect(await stranger.page.locator("main").textContent()).toContain("You are not receiving updates from us.");
      await stranger.page.goto(confirm!);
      expect(await stranger.page.locator("main").textContent()).toContain("You asked for occasional updates");
      await stranger.page.getByRole("button", { name: "Yes, send me updates" }).click();
      await expect
        .poll(() => stranger.page.getByRole("status").textContent(), POLL)
        .toContain("You will get occasional updates");
      await stranger.page.goto(link!);
      expect(await stranger.page.locator("main").textContent()).toContain("You agreed to occasional updates");
      await stranger.page.getByRole("button", { name: "Stop updates" }).click();
      await expect
        .poll(() => stranger.page.getByRole("status").textContent(), POLL)
        .toContain("You will get no more updates from us.");
      stranger.expectClean();

      await owner.goto(`${server.url}/Admin/leads/${await leadId(withdrawing.name)}#lead-details`);
      const timeline = owner.getByRole("region", { name: "Timeline" });
      expect(await timeline.textContent()).toContain("Consent withdrawn");
      const history = await owner
        .getByRole("region", { name: "Consent history" })
        .getByRole("listitem")
        .allTextContents();
      expect(history.at(-1)).toMatch(/^Updates: withdrawn · .+ · the person · withdraw-link · notice /);

      const csv = await (
        await fetch(`${server.url}/Admin/leads.csv`, { headers: { cookie: `${SESSION_COOKIE}=${ownerCookie}` } })
      ).text();
      const line = csv.split("\r\n").find((row) => row.includes(withdrawing.name))!;
      expect(line).toContain('"[""contact""]"');
    });

    test("a rights request verified by the e-mailed code shows the visitor their data; erasure anonymises the lead and closes the request", async () => {
      const sent = await postForm(server.url, "/Contact", leadFields("contact", { ...erasing, course: "BBA" }));
      expect(sent.status).toBe(200);
      const { page } = visitor;

      const request = (kind: RegExp) => requestCode(page, server.url, kind, erasing.email.toUpperCase());

      // See my data: a wrong code is refused, the right one shows what we hold.
      const code = await request(/^See the details/);
      await page.getByLabel("Code from the e-mail").fill(code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Check the code" }).click();
      await expect.poll(() => page.getByRole("alert").textContent(), POLL).toContain("That code is not right");
      await page.getByLabel("Code from the e-mail").fill(code);
      await page.getByRole("button", { name: "Check the code" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent(), POLL).toContain("that is you");
      const shown = await page.locator("main").textContent();
      for (const fact of [erasing.name, erasing.mobile, erasing.email, "BBA", "Contact me about this enquiry"]) {
        expect(shown).toContain(fact);
      }

      // Erase: confirmed on the page after the code.
      await page.getByLabel("Code from the e-mail").waitFor({ state: "detached" });
      const eraseCode = await request(/^Erase my details/);
      await page.getByLabel("Code from the e-mail").fill(eraseCode);
      await page.getByRole("button", { name: "Check the code" }).click();
      await page.getByRole("button", { name: "Erase my details" }).click();
      await expect
        .poll(() => page.getByRole("status").textContent(), POLL)
        .toBe("Done. We erased your details from 1 enquiry record(s). We keep only counts with no names.");
      visitor.expectClean({ allowStatuses: [400] });

      const id = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("lead_enquiries")
          .select("lead_id")
          .where("course", "=", "BBA")
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow(),
      );
      const stored = await withDatabase(databaseUrl, async (db) => ({
        lead: await db
          .selectFrom("leads")
          .select(["name", "email", "phone", "ip_hash", "form"])
          .where("id", "=", id.lead_id)
          .executeTakeFirstOrThrow(),
        requests: await db.selectFrom("privacy_requests").select(["kind", "status"]).orderBy("id").execute(),
      }));
      expect(stored.lead).toEqual({ name: "Erased", email: null, phone: null, ip_hash: null, form: "contact" });
      expect(stored.requests).toEqual([
        { kind: "access", status: "done" },
        { kind: "erase", status: "done" },
      ]);
      // What the server sends the owner: read over HTTP with the owner's session.
      const privacyPage = await fetch(`${server.url}/Admin/privacy`, {
        headers: { cookie: `${SESSION_COOKIE}=${ownerCookie}` },
      });
      expect(privacyPage.status).toBe(200);
      const privacyHtml = await privacyPage.text();
      expect(privacyHtml).toContain("<main");
      expect(privacyHtml).not.toContain(erasing.email);
    });

    test("a second tap on Send my request while the first is on its way sends nothing more", async () => {
      const { page } = visitor;
      await openAndHydrate(page, server.url, "/privacy/request");
      await page.getByRole("radio", { name: /^See the details/ }).check();
      await page.getByLabel("The e-mail address on your enquiry").fill("double.tap@example.in");
      let posts = 0;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const requestPage = (url: URL) => url.pathname === "/privacy/request";
      await page.route(requestPage, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts += 1;
        await released;
        await route.continue();
      });
      await page.locator("form.privacy-form").evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        setTimeout(() => form.requestSubmit(), 100);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await page.waitForURL(/\/privacy\/request\/[A-Za-z0-9_-]{22}$/);
      await page.unroute(requestPage);
      expect(posts).toBe(1);
    });

    test("a person who enquired by phone on the banner and later by e-mail on /Contact sees the /Contact enquiry after proving that e-mail, and its erasure leaves their name, phone and e-mail in no table", async () => {
      const person = {
        name: uniqueName("Meena Twice"),
        phone: `98${String(Date.now()).slice(-8)}`,
        email: `meena.${engine}.${Date.now()}@example.in`,
      };
      const { page } = visitor;
      // The home page's banner: a name and a phone, no e-mail.
      await openAndHydrate(page, server.url, "/");
      const banner = page.getByRole("region", { name: "Get free counselling" });
      await expect.poll(() => banner.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
      await banner.getByLabel("Name", { exact: true }).fill(person.name);
      await banner.getByLabel("I am", { exact: true }).selectOption("adult");
      await banner.getByLabel("Phone", { exact: true }).fill(person.phone);
      await banner.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => banner.getByRole("status").textContent(), POLL).toContain(`Thank you, ${person.name}.`);
      // Later, /Contact with the same mobile and an e-mail.
      await openAndHydrate(page, server.url, "/Contact");
      const contact = page.getByRole("region", { name: "Ask us anything" });
      await expect.poll(() => contact.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
      await contact.getByLabel("Name", { exact: true }).fill(person.name);
      await contact.getByLabel("Email", { exact: true }).fill(person.email);
      await contact.getByLabel("Mobile", { exact: true }).fill(person.phone);
      await contact.getByLabel("Course", { exact: true }).fill("M.Tech");
      await contact.getByLabel("I am", { exact: true }).selectOption("adult");
      await contact.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => contact.getByRole("status").textContent(), POLL).toContain("Thank you");

      const verify = async (kind: RegExp) => {
        await page.getByLabel("Code from the e-mail").fill(await requestCode(page, server.url, kind, person.email));
        await page.getByRole("button", { name: "Check the code" }).click();
        await expect.poll(() => page.getByRole("status").first().textContent(), POLL).toContain("that is you");
      };

      // Seeing: the /Contact enquiry, found by its e-mail although the lead began on the banner by phone.
      await verify(/^See the details/);
      expect(await page.getByRole("status").first().textContent()).toContain("We hold 1 enquiry record(s)");
      const sent = await page.locator(".person-lead li").allTextContents();
      const fromContact = sent.filter((line) => line.includes(" from /Contact: "));
      expect(fromContact).toHaveLength(1);
      expect(fromContact[0]).toContain(person.email);
      expect(fromContact[0]).toContain("M.Tech");
      // The banner enquiry was not sent with this e-mail: it is not shown.
      expect(sent.filter((line) => line.includes(" from /: "))).toEqual([]);

      // Erasing: both enquiries go, the banner's too (its phone is the one given with the e-mail).
      await verify(/^Erase my details/);
      await page.getByRole("button", { name: "Erase my details" }).click();
      await expect
        .poll(() => page.getByRole("status").textContent(), POLL)
        .toBe("Done. We erased your details from 2 enquiry record(s). We keep only counts with no names.");

      const left = await withDatabase(databaseUrl, (db) =>
        findInEveryTable(db, [person.name, person.phone, person.email]),
      );
      expect(left).toEqual([]);
      // The wrong code of an earlier test was a 400 on this page; nothing else went wrong.
      visitor.expectClean({ allowStatuses: [400] });
    });

    test("the request form has the lead forms' honeypot; a ninth request from one connection within the hour is refused", async () => {
      const { page } = visitor;
      await openAndHydrate(page, server.url, "/privacy/request");
      const honeypot = page.locator('form.privacy-form input[name="website"]');
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await page.locator("form.privacy-form .honeypot").getAttribute("aria-hidden")).toBe("true");

      const request = (email: string, extra: Record<string, string> = {}) =>
        postForm(server.url, "/privacy/request", { kind: "access", email, phone: "", details: "", ...extra });
      const stored = (email: string) =>
        withDatabase(databaseUrl, (db) =>
          db.selectFrom("privacy_requests").select("id").where("contact", "=", email).execute(),
        );
      const bot = await request("bot.fills.everything@example.in", { website: "https://cheap-seo.example" });
      expect(bot.status).toBe(400);
      expect(await bot.text()).toContain("We could not accept this form. Please call us on");
      expect(await stored("bot.fills.everything@example.in")).toEqual([]);

      // Every request of this file came from this machine: fill the hour's eight, then one more.
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
      const counted = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("privacy_requests")
          .select("id")
          .where("ip_hash", "is not", null)
          .where("created_at", ">", hourAgo)
          .execute(),
      );
      for (let n = counted.length; n < 8; n++)
        expect([302, 303]).toContain((await request(`limit${n}.${engine}@example.in`)).status);
      const ninth = await request(`limit.ninth.${engine}@example.in`);
      expect(ninth.status).toBe(429);
      expect(ninth.headers.get("retry-after")).toBe("3600");
      expect(await ninth.text()).toContain("several requests from your connection in the last hour");
      expect(await stored(`limit.ninth.${engine}@example.in`)).toEqual([]);
    });

    test("after a restart, a lead idle past the retention period is anonymised and expired sessions are gone", async () => {
      const longAgo = new Date(Date.now() - 25 * 31 * DAY_MS).toISOString();
      const idle = uniqueName("Idle Student");
      await withDatabase(databaseUrl, async (db) => {
        await db
          .insertInto("leads")
          .values({
            form: "banner",
            page: "/",
            name: idle,
            phone: "9845000011",
            created_at: longAgo,
            updated_at: longAgo,
          })
          .execute();
        const admin = await db
          .selectFrom("admins")
          .select("id")
          .where("email", "=", ADMIN.email)
          .executeTakeFirstOrThrow();
        await db
          .insertInto("admin_sessions")
          .values({
            id: "expired-session",
            admin_id: admin.id,
            created_at: longAgo,
            last_seen_at: longAgo,
            expires_at: longAgo,
          })
          .execute();
      });
      await server.stop();
      server = await startServer(env);
      await expect
        .poll(
          () =>
            withDatabase(databaseUrl, async (db) => ({
              idle: await db.selectFrom("leads").select("id").where("name", "=", idle).executeTakeFirst(),
              session: await db
                .selectFrom("admin_sessions")
                .select("id")
                .where("id", "=", "expired-session")
                .executeTakeFirst(),
            })),
          POLL,
        )
        .toEqual({ idle: undefined, session: undefined });
    });

    test("the audit log shows each view, export, change, withdrawal, erasure and sign-in with who and when", async () => {
      // The rows of the log the server sends for this filter, each as its text: read over HTTP with
      // the owner's session (the filter form itself is used in the browser below).
      const rows = async (query: string) => {
        const answer = await fetch(`${server.url}/Admin/audit?${query}`, {
          headers: { cookie: `${SESSION_COOKIE}=${ownerCookie}` },
        });
        expect(answer.status, query).toBe(200);
        return auditRows(await answer.text());
      };
      const who = ADMIN.name;
      const person = "System or the person";
      for (const [action, label, by] of [
        ["staff.signed_in", "Signed in", who],
        ["lead.viewed", "Viewed a lead", who],
        ["leads.exported", "Exported leads", who],
        ["lead.parent_confirmed", "Recorded parent's agreement", who],
        ["lead.consent_withdrawn", "Consent withdrawn", person],
        ["lead.erased", "Erased a lead", person],
        ["retention.ran", "Retention job ran", person],
      ]) {
        const found = await rows(`action=${action}`);
        expect(found.length, action).toBeGreaterThan(0);
        // Each row: when (India time), who, the action, and the lead it concerns where there is one.
        for (const row of found) expect(row, action).toMatch(new RegExp(`^\\d{1,2} \\w{3} \\d{4}, .+${by}${label}`));
      }
      expect((await rows("action=leads.exported"))[0]).toMatch(/rows: \d+/);
      const withdrawn = await leadId(withdrawing.name);
      expect((await rows(`subject=lead:${withdrawn}`)).map((row) => row.replace(/^.+?(?=Consent|Viewed)/, ""))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Consent withdrawn/), expect.stringMatching(/^Viewed a lead/)]),
      );

      // The filter form, as an owner uses it.
      await owner.goto(`${server.url}/Admin/audit`);
      await owner.getByLabel("Action").selectOption({ label: "Erased a lead" });
      await owner.getByRole("button", { name: "Filter" }).click();
      await owner.waitForURL(/action=lead.erased/);
      const erased = (await owner.getByRole("region", { name: "Audit log" }).getByRole("row").allTextContents()).slice(
        1,
      );
      expect(erased.length).toBeGreaterThanOrEqual(2);
      expect(erased.every((row) => row.includes("Erased a lead"))).toBe(true);
    });
  });
}
