import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { createLead } from "#app/features/leads/leads.server";
import { setSessionCookie, withDatabase } from "../admin/admin-helpers";
import { describePage, siteIds, sitePages, type SitePage } from "../a11y/site-pages";
import { connectChromium } from "../support/chromium";
import { browserEngines, engines } from "../support/databases";
import { startStaffServer, type StaffServer } from "../support/staff-server";

/**
 * The browser tests drive each feature on one engine (ADR 072); this walk renders every page of
 * the route table on each other engine, signed in where the page is the admin's, with a lead that
 * has an application, a checklist, a step, a payment, a status link and a counselling session: so
 * a loader that reads a value the engines return differently (a Date for a string, a bigint for a
 * number) fails here, as a 5xx or a logged fault (tests/e2e/support/fail-on-server-errors.ts).
 */
const otherEngines = engines().filter((engine) => !browserEngines().includes(engine));

for (const engine of otherEngines) {
  describe(`every page renders on ${engine} [${engine}]`, () => {
    let staff: StaffServer;
    let browser: Browser;
    let pages: SitePage[];

    beforeAll(async () => {
      staff = await startStaffServer(engine);
      await withDatabase(staff.databaseUrl, (db) =>
        createLead(db, {
          form: "contact",
          page: "/Contact",
          name: "Meera Walk",
          email: "meera.walk@example.in",
          phone: "9845012399",
          course: "B.Sc Nursing",
          utm: {},
          consentPurposes: ["contact"],
        }),
      );
      browser = await connectChromium();
      const context = await browser.newContext();
      await setSessionCookie(context, staff.server.url, staff.owner.cookie.split("=")[1]!);
      const page = await context.newPage();
      pages = sitePages(await siteIds(page, staff.server.url, staff.databaseUrl));
      await context.close();
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await staff?.server.stop();
    });

    test("each page answers its status with a page, public ones signed out and the admin's signed in", async () => {
      const wrong: string[] = [];
      for (const target of pages) {
        // Redirects followed, as a browser does (/AdminReg takes a signed-in owner to the admin area's form).
        const response = await fetch(`${staff.server.url}${target.path}`, {
          headers: target.signedIn ? { cookie: staff.owner.cookie } : {},
        });
        const body = await response.text();
        if (response.status !== target.status) wrong.push(`${describePage(target)}: ${response.status}`);
        else if (!/<h1[\s>]/.test(body)) wrong.push(`${describePage(target)}: no heading`);
      }
      expect(pages.filter((page) => page.signedIn).length).toBeGreaterThan(20);
      expect(wrong).toEqual([]);
    });
  });
}
