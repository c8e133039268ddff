import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { createLead } from "#app/features/leads/leads.server";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { startSmtpPeer } from "../server/outbox-peers";
import { ADMIN, firstAdminEnv, setSessionCookie, withDatabase } from "./admin-helpers";
import { underHeading } from "./served-html";
import { sessionCookie } from "../support/staff-server";
import { insertSession, insertStaff } from "../../setup/staff";

/** Every server process looks every 10 s (FIRST_CALL_CHECK_MS); a little more covers both. */
const ONE_CHECK_OF_EACH_MS = 11_000;

/**
 * The first-call clock (issue 25, part 2; docs/decisions/052-first-call-clock.md) on two server
 * processes sharing one database, each running the clock's job, with a real SMTP peer. An owner
 * sets a 1-minute target on working hours that always include now (every day, 00:00 to 00:00);
 * a new lead shows its clock; once the minute is past (the test moves the lead's arrival back
 * instead of waiting it out) the lead is marked overdue once, and exactly one e-mail goes to
 * its counsellor and one to each owner.
 */
/** The words of a piece of HTML, each element's text apart, white space collapsed (as innerText reads it). */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

for (const engine of browserEngines()) {
  describe(`the first-call clock [${engine}]`, () => {
    let servers: RunningServer[];
    let databaseUrl: string;
    /** Asha's session, for the pages read over HTTP. */
    let cookie: string;
    let browser: Browser;
    let watched: WatchedPage;
    let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

    beforeAll(async () => {
      smtp = await startSmtpPeer();
      databaseUrl = await demoDatabaseUrl(engine);
      const env = {
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        MAIL_FROM: "Admissions <alerts@example.in>",
        ...(await firstAdminEnv(databaseUrl)),
      };
      const token = await withDatabase(databaseUrl, async (db) => {
        await insertStaff(db, { name: "Kavya Counsellor", role: "counsellor" });
        await insertStaff(db, { name: "Omar Owner", role: "owner" });
        const asha = await db
          .selectFrom("admins")
          .select("id")
          .where("email", "=", ADMIN.email)
          .executeTakeFirstOrThrow();
        return insertSession(db, asha.id);
      });
      cookie = sessionCookie(token);
      [servers, browser] = await Promise.all([Promise.all([startServer(env), startServer(env)]), connectChromium()]);
      watched = await openPage(browser, servers[0]!.url);
      await setSessionCookie(watched.context, servers[0]!.url, token);
    }, 60_000);

    afterAll(async () => {
      await watched?.close();
      await browser?.close();
      await Promise.all((servers ?? []).map((server) => server.stop()));
      await smtp?.stop();
    });

    test("a lead not called within a 1-minute target is marked overdue once; its counsellor and each owner get one e-mail", async () => {
      const { page } = watched;
      const url = servers[0]!.url;
      await page.goto(`${url}/Admin/settings/first-call`);
      await waitForHydration(page);
      await page.getByRole("checkbox", { name: "Sunday" }).check();
      await page.getByLabel("Day starts at").fill("00:00");
      await page.getByLabel("Day ends at").fill("00:00");
      await page.getByLabel("First call within (working minutes)").fill("1");
      await page.getByRole("button", { name: "Save the clock" }).click();
      await expect
        .poll(() => page.getByRole("status").textContent(), POLL)
        .toBe("Saved. New leads from now on get this clock.");

      const { id } = await withDatabase(databaseUrl, (db) =>
        createLead(db, {
          form: "contact",
          page: "/Contact",
          name: "Meera Student",
          phone: "9845011111",
          utm: {},
          consentPurposes: ["contact"],
        }),
      );
      // The lead's page as the server renders it (what it says is all this checks).
      const served = async (pathname: string) => {
        const response = await fetch(`${url}${pathname}`, { headers: { cookie }, redirect: "manual" });
        expect(response.status, pathname).toBe(200);
        return response.text();
      };
      const facts = async () =>
        wordsOf(
          /<dl class="detail-list[^"]*"[^>]*>([\s\S]*?)<\/dl>/.exec(await served(`/Admin/leads/${id}`))?.[1] ?? "",
        );
      expect(await facts()).toMatch(/First call First call due in 1 working min \(by /);

      // The minute passes: the lead came two minutes ago and was due one minute ago.
      const markedAfter = Date.now();
      await withDatabase(databaseUrl, (db) =>
        db
          .updateTable("leads")
          .set({
            created_at: new Date(markedAfter - 120_000).toISOString(),
            first_call_due_at: new Date(markedAfter - 60_000).toISOString(),
          })
          .where("id", "=", id)
          .execute(),
      );
      const escalations = () => smtp.received.filter((mail) => mail.subject.startsWith("Overdue for first call"));
      await expect.poll(() => escalations().length, { timeout: 30_000, interval: 250 }).toBe(3);

      // Both processes have looked again since: still one mark, one e-mail each.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, markedAfter + ONE_CHECK_OF_EACH_MS - Date.now())));
      expect(
        escalations()
          .flatMap((mail) => mail.to)
          .sort(),
      ).toEqual([ADMIN.email, "kavya.counsellor@example.in", "omar.owner@example.in"]);
      expect(escalations()[0]!.subject).toBe(`Overdue for first call: Meera Student (lead #${id})`);
      expect(escalations()[0]!.text).toContain("was not called within 1 working minute.");
      expect(escalations()[0]!.text).toContain("Assigned to: Kavya Counsellor");
      const events = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("lead_events")
          .select("kind")
          .where("lead_id", "=", id)
          .where("kind", "=", "first_call_overdue")
          .execute(),
      );
      expect(events).toHaveLength(1);

      // The lead's page and the inbox, as the server renders them now.
      expect(await facts()).toMatch(/First call Overdue for first call/);
      const timeline = underHeading(await served(`/Admin/leads/${id}`), "Timeline");
      expect(wordsOf(timeline)).toContain("Overdue for first call");
      const rows = [...(await served("/Admin/leads")).matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)]
        .map((row) => wordsOf(row[1]!))
        .filter((row) => row.includes("Meera Student"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain("Overdue for first call");
      watched.expectClean();
    });
  });
}
