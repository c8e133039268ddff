import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Request as BrowserRequest } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, waitForHydration, type WatchedPage } from "./watched-page";
import { openTestDatabase } from "../support/test-database";

/**
 * A lead form with JavaScript is sent to /leads/enquire (app/routes/public/lead-enquiry.ts), which
 * runs the page action's handler and answers JSON; without JavaScript it posts to the page as
 * before (issue 23). leads.test.ts holds what a lead form does either way.
 */

const ENQUIRE = "/leads/enquire";

const enquiriesNamed = (url: string, name: string) => {
  const database = openTestDatabase(url);
  return database.db
    .selectFrom("lead_enquiries")
    .select(["form", "page", "college_name", "submission_id"])
    .where("name", "=", name)
    .execute()
    .finally(() => database.close());
};

const uniqueName = (first: string) => `${first} ${crypto.randomBytes(3).toString("hex")}`;
const successText = (name: string) => `Thank you, ${name}. A counsellor will call you within one working day.`;

/** A contact form's fields, as the island sends them. */
const contactBody = (name: string, fields: Record<string, string> = {}) =>
  new URLSearchParams({
    form: "contact",
    submission_id: crypto.randomUUID(),
    name,
    email: "json@example.com",
    mobile: "9845012380",
    course: "BBA",
    applicant: "adult",
    ...fields,
  });

for (const engine of browserEngines()) {
  describe(`lead forms and the JSON route [${engine}]`, () => {
    let server: RunningServer;
    let browser: Browser;
    let databaseUrl: string;
    /** One page with JavaScript for the tests that need it, navigated from one to the next. */
    let shared: WatchedPage;

    beforeAll(async () => {
      databaseUrl = await demoDatabaseUrl(engine);
      server = await startServer({ DATABASE_URL: databaseUrl, LEADS_PER_IP_PER_HOUR: "1000" });
      browser = await connectChromium();
      shared = await openPage(browser, server.url);
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    const post = (path: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
      });

    test("with JavaScript, sending a college page's form is one request, to the JSON route, answered with JSON", async () => {
      const watched = shared;
      const { page } = watched;
      const path = "/indian-institute-of-technology-bombay";
      await page.goto(`${server.url}${path}`);
      const card = page.getByRole("region", { name: "Enquire about Indian Institute of Technology Bombay" });
      await waitForHydration(page);
      await expect.poll(() => card.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
      const name = uniqueName("Json");
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill("json@example.com");
      await card.getByLabel("Mobile", { exact: true }).fill("9845012381");
      await card.getByLabel("Course", { exact: true }).selectOption("MBA");
      // The form's rules load on the first focus: let that settle, then count what sending asks for.
      await page.waitForLoadState("networkidle");
      const requests: BrowserRequest[] = [];
      const record = (request: BrowserRequest) => requests.push(request);
      page.on("request", record);

      await card.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => card.getByRole("status").textContent(), POLL).toBe(successText(name));

      expect(requests).toHaveLength(1);
      const [request] = requests;
      const url = new URL(request!.url());
      expect(request!.method()).toBe("POST");
      expect(url.pathname).toBe(ENQUIRE);
      expect(url.searchParams.get("page")).toBe(path);
      const response = await request!.response();
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-type"]).toMatch(/^application\/json/);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      expect(await response?.json()).toEqual({ form: "college", ok: true, message: successText(name) });
      // The lead is the page's: its address and its college, as a post to the page would store.
      expect(await enquiriesNamed(databaseUrl, name)).toEqual([
        {
          form: "college",
          page: path,
          college_name: "Indian Institute of Technology Bombay",
          submission_id: expect.stringMatching(/^college:/),
        },
      ]);
      page.off("request", record);
      watched.expectClean();
    });

    test("a field's message goes once it is valid; the others stay until they are", async () => {
      const watched = shared;
      const { page } = watched;
      // The Hindi page: its forms show the site's own messages (an English page's browser checks
      // required fields itself first, in the browser's words).
      await page.goto(`${server.url}/hi/Contact`);
      await waitForHydration(page);
      const form = page.locator("form:has(#lead-contact-mobile)");
      const mobile = form.locator("#lead-contact-mobile");
      const name = form.locator("#lead-contact-name");
      await mobile.fill("12345");
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => mobile.getAttribute("aria-invalid"), POLL).toBe("true");
      expect(await name.getAttribute("aria-invalid")).toBe("true");
      const messages = await form.getByRole("alert").count();
      await mobile.fill("9845012399");
      await expect.poll(() => mobile.getAttribute("aria-invalid"), POLL).toBe(null);
      expect(await form.getByRole("alert").count()).toBe(messages - 1);
      // The name's message stays until the name is valid, then it goes too.
      expect(await name.getAttribute("aria-invalid")).toBe("true");
      await name.fill("Meera Iyer");
      await expect.poll(() => name.getAttribute("aria-invalid"), POLL).toBe(null);
      watched.expectClean();
    });

    test("the JSON route answers 400 with the fields to correct, and keeps what was sent", async () => {
      const response = await post(`${ENQUIRE}?page=/Contact`, contactBody("Bad number", { mobile: "12345" }));
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const answer = (await response.json()) as Record<string, unknown>;
      expect(answer).toMatchObject({
        form: "contact",
        ok: false,
        fieldErrors: { mobile: "Enter a valid 10-digit mobile number" },
      });
      expect(answer.values).toMatchObject({ name: "Bad number", mobile: "12345" });
    });

    test("the JSON route refuses a filled honeypot with 400, as the page does", async () => {
      const name = uniqueName("Json bot");
      const response = await post(`${ENQUIRE}?page=/Contact`, contactBody(name, { website: "https://spam.example" }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        ok: false,
        formError: expect.stringContaining("could not accept"),
      });
      expect(await enquiriesNamed(databaseUrl, name)).toEqual([]);
    });

    test("the JSON route refuses a cross-site post with 403, as the page does", async () => {
      const name = uniqueName("Cross site");
      for (const path of [`${ENQUIRE}?page=/Contact`, "/Contact"]) {
        const response = await post(path, contactBody(name), { origin: "https://attacker.example" });
        expect(response.status).toBe(403);
      }
      expect(await enquiriesNamed(databaseUrl, name)).toEqual([]);
    });

    test("the JSON route refuses an unknown form, a page on another site, a missing page and an unknown college", async () => {
      const unknown = await post(`${ENQUIRE}?page=/Contact`, contactBody("Odd form", { form: "newsletter" }));
      expect(unknown.status).toBe(400);
      for (const page of ["https://attacker.example/Contact", "//attacker.example/Contact", ""]) {
        const response = await post(`${ENQUIRE}?page=${encodeURIComponent(page)}`, contactBody("Nowhere"));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ ok: false, formError: expect.stringContaining("reload") });
      }
      const name = uniqueName("No college");
      const response = await post(
        `${ENQUIRE}?page=/no-such-college-anywhere`,
        contactBody(name, { form: "college", course: "MBA" }),
      );
      expect(response.status).toBe(404);
      expect(await enquiriesNamed(databaseUrl, name)).toEqual([]);
    });

    test("the JSON route takes a form only for a page that shows it, so a lead's page is where it came from", async () => {
      // The franchise form is on /FaqDetail and the information pages of institutes, not on /Contact
      // or /weAre; the contact form is not on the home page, whose banner form is.
      for (const [page, form] of [
        ["/Contact", "franchise"],
        ["/weAre", "contact"],
        ["/", "contact"],
        ["/top-engineering-colleges-in-india", "medical"],
      ] as const) {
        const name = uniqueName("Wrong page");
        const response = await post(`${ENQUIRE}?page=${page}`, contactBody(name, { form }));
        expect(response.status, `${form} on ${page}`).toBe(400);
        expect(await response.json()).toMatchObject({ ok: false, formError: expect.stringContaining("reload") });
        expect(await enquiriesNamed(databaseUrl, name)).toEqual([]);
      }
      // The page's own form, in any case of its address, as React Router matches it.
      const name = uniqueName("Right page");
      const response = await post(`${ENQUIRE}?page=/contact`, contactBody(name));
      expect(response.status).toBe(200);
      expect(await enquiriesNamed(databaseUrl, name)).toEqual([
        { form: "contact", page: "/contact", college_name: null, submission_id: expect.stringMatching(/^contact:/) },
      ]);
    });

    test("past the hourly limit the JSON route answers 429 with Retry-After", async () => {
      const limited = await startServer({ DATABASE_URL: await demoDatabaseUrl(engine), LEADS_PER_IP_PER_HOUR: "1" });
      try {
        const send = (name: string) =>
          fetch(`${limited.url}${ENQUIRE}?page=/Contact`, {
            method: "POST",
            body: contactBody(name),
            headers: { "content-type": "application/x-www-form-urlencoded", origin: limited.url },
          });
        const first = await send(uniqueName("First"));
        expect(first.status).toBe(200);
        expect(await first.json()).toMatchObject({ form: "contact", ok: true });
        const second = await send(uniqueName("Second"));
        expect(second.status).toBe(429);
        expect(second.headers.get("retry-after")).toBe("3600");
        expect(await second.json()).toMatchObject({
          ok: false,
          formError: expect.stringContaining("several enquiries"),
        });
      } finally {
        await limited.stop();
      }
    });
  });
}
