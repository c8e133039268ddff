import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page, Request } from "playwright-core";
import { type openDatabase } from "#app/db/db.server";
import type { Lead } from "#app/db/schema";
import { PRIVACY_NOTICE_VERSION } from "#app/features/leads/lead-fields";
import { connectChromium } from "../support/chromium";
import { browserEngines, demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, waitForHydration, type WatchedPage } from "./watched-page";
import { openTestDatabase } from "../support/test-database";

const UPDATES_CONSENT = "Also send me occasional updates on exams, counselling dates and admissions (optional)";

/** Opens the database a server uses, runs `work`, closes it. */
async function withDatabase<T>(url: string, work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>) {
  const database = openTestDatabase(url);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * The enquiries sent under this name, each with its lead's consent time. An enquiry, not a lead:
 * the tests reuse a few phone numbers, and a second enquiry from one number goes on the first's lead.
 */
const leadsNamed = (url: string, name: string) =>
  withDatabase(url, (db) =>
    db
      .selectFrom("lead_enquiries")
      .innerJoin("leads", "leads.id", "lead_enquiries.lead_id")
      .selectAll("lead_enquiries")
      .select("leads.consent_at")
      .where("lead_enquiries.name", "=", name)
      .execute(),
  );

const countLeads = (url: string): Promise<number> =>
  withDatabase(url, async (db) => {
    const row = await db
      .selectFrom("lead_enquiries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });

/** A name no other test uses, so each test finds its own row. */
const uniqueName = (first: string) => `${first} ${crypto.randomBytes(3).toString("hex")}`;

/** The lead form's card: a region named by the form's heading. */
const leadCard = (page: Page, heading: string) => page.getByRole("region", { name: heading });

/** Waits until the form is hydrated and has its submission id (set in an effect). */
async function formReady(page: Page, card: Locator) {
  await waitForHydration(page);
  await expect.poll(() => card.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
}

/** The served markup of the lead form whose hidden `form` field says `form`. */
function servedCard(html: string, form: string): string {
  const found = [...html.matchAll(/<form[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .find((markup) => markup.includes(`name="form" value="${form}"`));
  if (!found) throw new Error(`no ${form} form in the served page`);
  return found;
}

const successText = (name: string) => `Thank you, ${name}. A counsellor will call you within one working day.`;

function expectRecentTimestamp(value: unknown) {
  expect(typeof value).toBe("string");
  const at = Date.parse(value as string);
  expect(Number.isNaN(at)).toBe(false);
  expect(Math.abs(Date.now() - at)).toBeLessThan(5 * 60_000);
}

interface FormCase {
  form: string;
  path: string;
  heading: string;
  submit: string;
  /** Fills the form's own fields (no box needs ticking: sending is the request to be contacted). */
  fill(card: Locator, name: string): Promise<void>;
  /** Columns the stored row must have. */
  expected: Partial<Lead>;
  /** Extra checks on the form before it is sent. */
  check?(card: Locator): Promise<void>;
  /** How Submit is pressed, when not by one click, and what that proves (see Send). */
  send?: Send;
}

/**
 * A way of sending a form that a visitor or a network makes harder than one click. It ends once
 * the thanks shows; the form's test then checks that exactly one lead was stored. All the lead
 * forms are one island (app/features/lead-forms/lead-form.island.tsx), so each of these is tried
 * on one form, in that form's own test.
 */
interface Send {
  /** Added to the test's name. */
  proves: string;
  run(card: Locator, watched: WatchedPage, name: string): Promise<void>;
}

const thanked = (card: Locator, name: string) =>
  expect.poll(() => card.getByRole("status").textContent(), POLL).toBe(successText(name));

/** The address the island posts a lead to, with JavaScript (app/routes/public/lead-enquiry.ts). */
const enquire = (url: URL) => url.pathname === "/leads/enquire";

const SUBMITTED_TWICE_AT_ONCE: Send = {
  proves: "once, though submitted twice at once",
  async run(card, { page }, name) {
    await card.locator("form").evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await thanked(card, name);
    // Give a second request time to land before the rows are counted.
    await page.waitForTimeout(1000);
  },
};

const SUBMITTED_AGAIN_WHILE_SENDING: Send = {
  proves: "once: a second submit while the first is on its way sends nothing more",
  async run(card, { page }, name) {
    // Hold the first post while the visitor taps again, at once and a moment later.
    let posts = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(enquire, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts += 1;
      await released;
      await route.continue();
    });
    await card.locator("form").evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
      setTimeout(() => form.requestSubmit(), 100);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await thanked(card, name);
    expect(posts).toBe(1);
    await page.unroute(enquire);
  },
};

const SENT_AGAIN_AFTER_NO_ANSWER: Send = {
  proves: "once, sent again after a post that got no answer kept the details in the form",
  async run(card, watched, name) {
    const { page } = watched;
    const address = page.url();
    const typed = () =>
      card
        .locator("form")
        .evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form) as unknown as [string, string][]));
    const before = await typed();
    await page.route(enquire, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await card.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => card.getByRole("alert").allTextContents(), POLL)
      .toEqual([expect.stringContaining("They are still in the form")]);
    expect(await typed()).toEqual(before);
    expect(await card.getByLabel("Name", { exact: true }).inputValue()).toBe(name);
    expect(page.url()).toBe(address);

    await page.unroute(enquire);
    await card.getByRole("button", { name: "Submit" }).click();
    await thanked(card, name);
    // Chromium logs the aborted request as a console error.
    watched.errors.splice(
      0,
      watched.errors.length,
      ...watched.errors.filter((text) => !/ERR_INTERNET_DISCONNECTED/.test(text)),
    );
  },
};

const FORMS: FormCase[] = [
  {
    form: "banner",
    path: "/",
    heading: "Get free counselling",
    submit: "Submit",
    async fill(card, name) {
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Phone", { exact: true }).fill("+91 98450 12345");
      await card.getByLabel("Stream", { exact: true }).selectOption("Medical");
    },
    expected: { phone: "9845012345", email: null, course: null, stream: "Medical", college_name: null },
  },
  {
    form: "engineering",
    path: "/top-engineering-colleges-in-india",
    heading: "Get help with engineering admission",
    submit: "Submit",
    async fill(card, name) {
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill("asha@example.com");
      await card.getByLabel("Mobile", { exact: true }).fill("098450-12346");
      await card.getByLabel("Course", { exact: true }).selectOption("B.Tech Computer Science and Engineering");
    },
    send: SENT_AGAIN_AFTER_NO_ANSWER,
    expected: {
      phone: "9845012346",
      email: "asha@example.com",
      course: "B.Tech Computer Science and Engineering",
      college_name: null,
    },
  },
  {
    form: "management",
    path: "/Management-colleges-in-india",
    heading: "Plan your MBA admission",
    submit: "Submit",
    async fill(card, name) {
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill("ravi@example.com");
      await card.getByLabel("Mobile", { exact: true }).fill("9845012347");
      await card.getByLabel("Course", { exact: true }).selectOption("MBA");
    },
    expected: { phone: "9845012347", email: "ravi@example.com", course: "MBA", college_name: null },
  },
  {
    form: "medical",
    path: "/Medical-colleges-in-india",
    heading: "NEET counselling help",
    submit: "Submit",
    async fill(card, name) {
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill("meera@example.com");
      await card.getByLabel("Mobile", { exact: true }).fill("+919845012348");
      await card.getByLabel("Course", { exact: true }).selectOption("MBBS");
    },
    send: SUBMITTED_AGAIN_WHILE_SENDING,
    expected: { phone: "9845012348", email: "meera@example.com", course: "MBBS", college_name: null },
  },
  {
    form: "college",
    path: "/indian-institute-of-technology-bombay",
    heading: "Enquire about Indian Institute of Technology Bombay",
    submit: "Submit",
    async check(card) {
      // The drop-down lists that college's own courses.
      const options = await card.getByLabel("Course", { exact: true }).locator("option").allTextContents();
      expect(options).toEqual([
        "Choose a course",
        "B.Tech Computer Science and Engineering",
        "B.Tech Electrical Engineering",
        "M.Tech Systems and Control Engineering",
        "MBA",
      ]);
    },
    async fill(card, name) {
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill("kiran@example.com");
      await card.getByLabel("Mobile", { exact: true }).fill("98450 12349");
      await card.getByLabel("Course", { exact: true }).selectOption("B.Tech Electrical Engineering");
    },
    expected: {
      phone: "9845012349",
      email: "kiran@example.com",
      course: "B.Tech Electrical Engineering",
      college_name: "Indian Institute of Technology Bombay",
    },
  },
  {
    form: "disk",
    path: "/disk/pes-university",
    heading: "Enquire about PES University",
    submit: "Submit",
    async check(card) {
      const options = await card.getByLabel("Course", { exact: true }).locator("option").allTextContents();
      expect(options).toContain("M.Tech Data Science and Machine Learning");
      expect(options).not.toContain("B.Tech Electrical Engineering");
    },
    async fill(card, name) {
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill("deepa@example.com");
      await card.getByLabel("Mobile", { exact: true }).fill("9845012350");
      await card.getByLabel("Course", { exact: true }).selectOption("MBA");
    },
    send: SUBMITTED_TWICE_AT_ONCE,
    expected: { phone: "9845012350", email: "deepa@example.com", course: "MBA", college_name: "PES University" },
  },
  {
    form: "contact",
    path: "/Contact",
    heading: "Ask us anything",
    submit: "Submit",
    async check(card) {
      // No course list here: Course is free text.
      const course = card.getByLabel("Course", { exact: true });
      expect(await course.evaluate((element) => element.tagName)).toBe("INPUT");
      expect(await course.getAttribute("type")).toBe("text");
    },
    async fill(card, name) {
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill("farah@example.com");
      await card.getByLabel("Mobile", { exact: true }).fill("9845012351");
      await card.getByLabel("Course", { exact: true }).fill("B.Com with CA coaching");
    },
    expected: { phone: "9845012351", email: "farah@example.com", course: "B.Com with CA coaching", college_name: null },
  },
  {
    form: "franchise",
    path: "/Process",
    heading: "Enquire about a franchise",
    submit: "Send enquiry",
    async fill(card, name) {
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill("gopal@example.com");
      await card.getByLabel("Mobile", { exact: true }).fill("9845012352");
      await card.getByLabel("City", { exact: true }).fill("Mysuru");
      await card.getByLabel("Message", { exact: true }).fill("I have an office near the bus stand.");
    },
    expected: {
      phone: "9845012352",
      email: "gopal@example.com",
      course: null,
      college_name: null,
      message: "City: Mysuru\nI have an office near the bus stand.",
    },
  },
];

for (const engine of browserEngines()) {
  describe(`lead forms [${engine}]`, () => {
    let server: RunningServer;
    let browser: Browser;
    let databaseUrl: string;
    /**
     * One page for the tests with JavaScript, navigated from form to form: no test needs cookies
     * of its own. The landing page's UTM tags live in the tab's sessionStorage, so the tests that
     * set them come last, and each test's console is read (expectClean) and emptied (forget).
     */
    let shared: WatchedPage;
    /** One page without JavaScript, for the tests of the plain form posts. */
    let noScript: WatchedPage;

    beforeAll(async () => {
      databaseUrl = await demoDatabaseUrl(engine);
      server = await startServer({ DATABASE_URL: databaseUrl, LEADS_PER_IP_PER_HOUR: "1000" });
      browser = await connectChromium();
      shared = await openPage(browser, server.url);
      noScript = await openPage(browser, server.url, { javaScriptEnabled: false });
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    /** What a test left in a shared page's record is read by its expectClean: the next test starts empty. */

    /** Opens `path` in the shared page and waits until its lead form can be used. */
    async function openForm(path: string, heading: string) {
      const watched = shared;
      const response = await watched.page.goto(`${server.url}${path}`);
      expect(response?.status()).toBe(200);
      const card = leadCard(watched.page, heading);
      await formReady(watched.page, card);
      return { watched, page: watched.page, card };
    }

    for (const formCase of FORMS) {
      const proves = formCase.send ? ` ${formCase.send.proves}` : "";
      test(`the ${formCase.form} form on ${formCase.path} thanks the visitor and stores the lead${proves}`, async () => {
        const { watched, card } = await openForm(formCase.path, formCase.heading);
        expect(await card.locator('input[name="form"]').inputValue()).toBe(formCase.form);
        await formCase.check?.(card);
        const name = uniqueName(`Asha ${formCase.form}`);
        await formCase.fill(card, name);
        if (formCase.send) await formCase.send.run(card, watched, name);
        else await card.getByRole("button", { name: formCase.submit }).click();

        await thanked(card, name);
        // The form is replaced by the thanks: no second send from the same card.
        expect(await card.locator("form").count()).toBe(0);

        const rows = await leadsNamed(databaseUrl, name);
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect(row).toMatchObject({ form: formCase.form, page: formCase.path, name, ...formCase.expected });
        // Sending the form is the request to be contacted: no tick, and the notice shown is recorded.
        expect(JSON.parse(row.consent_purposes)).toEqual(["contact"]);
        expect(row.consent_notice_version).toBe(PRIVACY_NOTICE_VERSION);
        expectRecentTimestamp(row.consent_at);
        expect(row.submission_id).toMatch(new RegExp(`^${formCase.form}:[0-9a-f-]{36}$`));
        expect(row.ip_hash).toMatch(/^[0-9a-f]{32}$/);
        expect(row.user_agent).toContain("Chrome");
        expect(row.utm_source).toBe(null);
        watched.expectClean();
        watched.forget();
      });
    }

    test("the banner form checks its fields in the browser and sends nothing invalid; with its honeypot filled it is refused with a way to reach us, and nothing is stored", async () => {
      const { watched, page, card } = await openForm("/", "Get free counselling");
      // People never see the honeypot field (it sits off-screen, out of the tab order and hidden
      // from screen readers); a bot fills it.
      const honeypot = card.locator('input[name="website"]');
      const seen = await honeypot.evaluate((input) => {
        const box = input.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input;
      });
      expect(seen).toBe(false);
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await card.locator(".honeypot").getAttribute("aria-hidden")).toBe("true");

      const posts: string[] = [];
      const onRequest = (request: Request) => {
        if (request.method() === "POST") posts.push(request.url());
      };
      page.on("request", onRequest);
      const before = await countLeads(databaseUrl);

      await card.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => card.getByText("Name is required").isVisible(), POLL).toBe(true);
      expect(await card.getByText("Enter valid Number").isVisible()).toBe(true);
      expect(await card.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");

      const name = uniqueName("Short phone");
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Phone", { exact: true }).fill("12345");
      await card.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => card.getByText("Name is required").count(), POLL).toBe(0);
      expect(await card.getByText("Enter valid Number").isVisible()).toBe(true);
      expect(await card.getByRole("status").count()).toBe(0);

      await page.waitForTimeout(500);
      expect(posts).toEqual([]);
      page.off("request", onRequest);
      expect(await countLeads(databaseUrl)).toBe(before);
      expect(await leadsNamed(databaseUrl, name)).toEqual([]);

      // Now as a bot: every field valid, and the honeypot filled.
      const bot = uniqueName("Bot");
      await card.getByLabel("Name", { exact: true }).fill(bot);
      await card.getByLabel("Phone", { exact: true }).fill("9845012362");
      await honeypot.evaluate((input: HTMLInputElement) => (input.value = "https://cheap-seo.example"));
      await card.getByRole("button", { name: "Submit" }).click();
      const alert = card.getByRole("alert").filter({ hasText: "could not accept" });
      await expect.poll(() => alert.count(), POLL).toBe(1);
      expect(await alert.textContent()).toContain("+91 80 4719 2200");
      expect(await card.getByRole("status").count()).toBe(0);
      expect(await leadsNamed(databaseUrl, bot)).toEqual([]);
      // The refusal is a 400 answer, which the browser logs; nothing else may go wrong.
      watched.expectClean({ allowStatuses: [400] });
      watched.forget();
    });

    test("the same submission sent twice at once by a retrying client stores one lead", async () => {
      const name = uniqueName("Retry");
      const body = new URLSearchParams({
        form: "contact",
        submission_id: crypto.randomUUID(),
        name,
        email: "retry@example.com",
        mobile: "9845012361",
        course: "BBA",
        applicant: "adult",
      });
      const responses = await Promise.all(
        [1, 2].map(() =>
          fetch(`${server.url}/Contact`, {
            method: "POST",
            body,
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      for (const response of responses) expect(await response.text()).toContain(successText(name));
      expect(await leadsNamed(databaseUrl, name)).toHaveLength(1);
    });

    test("past the hourly limit per connection, the next enquiry is refused and not stored", async () => {
      const limitedUrl = await demoDatabaseUrl(engine);
      const limited = await startServer({ DATABASE_URL: limitedUrl, LEADS_PER_IP_PER_HOUR: "2" });
      try {
        // The first two enquiries of the hour, posted over HTTP: the browser's thanks for an
        // accepted form is proven by the form tests above.
        for (const attempt of [1, 2]) {
          const accepted = await fetch(`${limited.url}/Contact`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: limited.url },
            body: new URLSearchParams({
              form: "contact",
              submission_id: crypto.randomUUID(),
              name: uniqueName(`Attempt ${attempt}`),
              email: "limit@example.com",
              mobile: `98450123${70 + attempt}`,
              course: "B.Com",
              applicant: "adult",
            }),
          });
          expect(accepted.status, `attempt ${attempt}`).toBe(200);
          await accepted.text();
        }
        // The third, in the browser (the shared page, gone to this server): refused, with a way to
        // reach us, and what was typed kept.
        const watched = shared;
        const { page } = watched;
        await page.goto(limited.url);
        const card = leadCard(page, "Get free counselling");
        await formReady(page, card);
        const name = uniqueName("Attempt 3");
        await card.getByLabel("Name", { exact: true }).fill(name);
        await card.getByLabel("I am", { exact: true }).selectOption("adult");
        await card.getByLabel("Phone", { exact: true }).fill("9845012373");
        await card.getByRole("button", { name: "Submit" }).click();
        const alert = card.getByRole("alert").filter({ hasText: "several enquiries" });
        await expect.poll(() => alert.count(), POLL).toBe(1);
        expect(await alert.textContent()).toContain("+91 80 4719 2200");
        expect(await card.getByRole("status").count()).toBe(0);
        // What was typed is still there, to send later or by phone.
        expect(await card.getByLabel("Name", { exact: true }).inputValue()).toBe(name);
        expect(await countLeads(limitedUrl)).toBe(2);
        // The shared page watches for hosts other than the first server's: this one's are its own.
        const foreign = watched.foreignRequests.filter((url) => new URL(url).origin !== limited.url);
        watched.foreignRequests.splice(0, watched.foreignRequests.length, ...foreign);
        watched.expectClean({ allowStatuses: [429] });
        watched.forget();
      } finally {
        await limited.stop();
      }
    });

    test("a burst of enquiries sent at once from one connection stores no more than the hourly limit", async () => {
      const limitedUrl = await demoDatabaseUrl(engine);
      const limited = await startServer({ DATABASE_URL: limitedUrl, LEADS_PER_IP_PER_HOUR: "3" });
      try {
        const statuses = await Promise.all(
          Array.from({ length: 30 }, async (_, i) => {
            const response = await fetch(`${limited.url}/Contact`, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded", origin: limited.url },
              body: new URLSearchParams({
                form: "contact",
                submission_id: crypto.randomUUID(),
                name: `Burst ${i}`,
                email: "burst@example.com",
                mobile: "9845012399",
                course: "B.Com",
                applicant: "adult",
              }),
            });
            await response.text();
            return response.status;
          }),
        );
        expect(statuses.filter((status) => status === 200)).toHaveLength(3);
        expect(statuses.filter((status) => status === 429)).toHaveLength(27);
        expect(await countLeads(limitedUrl)).toBe(3);
      } finally {
        await limited.stop();
      }
    });

    test("a visitor from an ad is served the kept page, and the leads left there and on a page they go on to get the ad's UTM tags; ticking the updates box stores both consent purposes", async () => {
      await fetch(`${server.url}/Management-colleges-in-india`); // kept
      const watched = shared;
      const { page } = watched;
      const clickId = crypto.randomUUID();
      const response = await page.goto(
        `${server.url}/Management-colleges-in-india?utm_source=google&utm_medium=cpc&utm_campaign=mba&gclid=${clickId}`,
      );
      // The page the first visitor got, not a new rendering for this click id.
      expect(response?.headers()["x-page-cache"]).toBe("hit");
      /** Fills and sends a form of the page, and returns the lead it stored. */
      const send = async (card: Locator, form: string, name: string, updates = false) => {
        await formReady(page, card);
        await FORMS.find((c) => c.form === form)!.fill(card, name);
        if (updates) await card.getByLabel(UPDATES_CONSENT).check();
        await card.getByRole("button", { name: "Submit" }).click();
        await thanked(card, name);
        return (await leadsNamed(databaseUrl, name))[0];
      };
      const adTags = { utm_source: "google", utm_medium: "cpc", utm_campaign: "mba" };
      const row = await send(leadCard(page, "Plan your MBA admission"), "management", uniqueName("Ad click"));
      expect(row).toMatchObject({ form: "management", page: "/Management-colleges-in-india", ...adTags });

      // The landing page's tags go with a lead left on another page of the same tab (the ad's
      // landing page has no links to follow: the visitor goes on to /Contact).
      await page.goto(`${server.url}/Contact`);
      const laterRow = await send(leadCard(page, "Ask us anything"), "contact", uniqueName("Campaign"), true);
      expect(laterRow).toMatchObject({
        form: "contact",
        page: "/Contact",
        ...adTags,
        utm_term: null,
        utm_content: null,
      });
      expect(JSON.parse(laterRow!.consent_purposes)).toEqual(["contact", "updates"]);
      // The kept page hydrates under the ad's address without complaint.
      watched.expectClean();
      // The ad's tags stay in this tab's sessionStorage: no later test stores a lead from it.
      watched.forget();
    });

    test("without JavaScript the contact form posts, thanks the visitor and stores the lead, with the UTM tags of the kept page an ad led to", async () => {
      await fetch(`${server.url}/Contact`); // kept
      const watched = noScript;
      const { page } = watched;
      const response = await page.goto(
        `${server.url}/Contact?utm_source=facebook&utm_campaign=neet&fbclid=${crypto.randomUUID()}`,
      );
      expect(response?.headers()["x-page-cache"]).toBe("hit");
      const card = leadCard(page, "Ask us anything");
      const name = uniqueName("No script ad");
      await FORMS.find((c) => c.form === "contact")!.fill(card, name);
      const posted = page.waitForResponse((answer) => answer.request().method() === "POST");
      await card.getByRole("button", { name: "Submit" }).click();
      expect((await posted).status()).toBe(200);
      await page.waitForLoadState();
      expect(await leadCard(page, "Ask us anything").getByRole("status").textContent()).toBe(successText(name));
      const [row] = await leadsNamed(databaseUrl, name);
      expect(row).toMatchObject({
        form: "contact",
        page: "/Contact",
        phone: "9845012351",
        course: "B.Com with CA coaching",
        submission_id: null,
        utm_source: "facebook",
        utm_campaign: "neet",
        utm_medium: null,
      });
      expect(JSON.parse(row!.consent_purposes)).toEqual(["contact"]);
      expectRecentTimestamp(row!.consent_at);
      watched.expectClean();
      watched.forget();
    });
    test("without JavaScript the server checks the banner form and keeps what was typed", async () => {
      // What a browser without script posts (the banner form's fields, to the page's own address),
      // read over HTTP: the page that comes back is the server's alone.
      const name = uniqueName("Server check");
      const home = servedCard(await (await fetch(`${server.url}/`)).text(), "banner");
      const action = /action="([^"]+)"/.exec(home)?.[1];
      expect(action).toBeDefined();
      const response = await fetch(`${server.url}${action!}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({ form: "banner", submission_id: "", name, applicant: "adult", phone: "12345" }),
      });
      expect(response.status).toBe(400);
      const card = servedCard(await response.text(), "banner");
      expect(card).toContain("Enter valid Number");
      expect(card).toMatch(
        new RegExp(`<input[^>]*name="name"[^>]*value="${name}"|<input[^>]*value="${name}"[^>]*name="name"`),
      );
      expect(await leadsNamed(databaseUrl, name)).toEqual([]);
    });
  });
}
