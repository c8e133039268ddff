import ICAL from "ical.js";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setCollegeExams } from "#app/features/exams/college-exams.server";
import { createExam } from "#app/features/exams/exams.server";
import { addIndiaDays, formatIndiaDay, formatIndiaDaysIn, indiaDay } from "#app/utils/india-time";
import { connectChromium, downloadedBytes } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, waitForHydration } from "./watched-page";
import { openTestDatabase } from "../support/test-database";

/**
 * The exam calendar in a browser, on the demo catalogue plus two exams dated from today (so the
 * test does not age with the demo's dates): upcoming exams by date within each stream, with the
 * colleges that accept them, past ones folded away, and an "Add to calendar" file that a real
 * iCalendar parser reads.
 */

interface Expected {
  stream: string;
  upcoming: { name: string; date: string }[];
}

describe("exam calendar [sqlite]", () => {
  const today = indiaDay(new Date());
  const soon = { name: "Test Entrance Exam, Phase 1", date: addIndiaDays(today, 10) };
  /** Its windows (issue 46): registration open now, the admit card, two exam days, the result. */
  const windows = {
    registration_opens: addIndiaDays(today, -20),
    registration_closes: addIndiaDays(today, 2),
    admit_card_date: addIndiaDays(today, 5),
    exam_last_date: addIndiaDays(today, 11),
    result_date: addIndiaDays(today, 30),
    official_site: "https://example.org/test-entrance-exam",
  };
  const gone = { name: "Test Entrance Exam, Phase 0", date: addIndiaDays(today, -3) };
  let acceptedBy: { id: number; name: string; slug: string }[];
  let expected: Expected[];
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const databaseUrl = await demoDatabaseUrl("sqlite");
    const database = openTestDatabase(databaseUrl);
    try {
      const db = database.db;
      const medical = await db
        .selectFrom("categories")
        .select("id")
        .where("name", "=", "Medical")
        .executeTakeFirstOrThrow();
      const exam = await createExam(db, {
        name: soon.name,
        exam_date: soon.date,
        category_id: medical.id,
        ...windows,
      });
      await createExam(db, { name: gone.name, exam_date: gone.date, category_id: medical.id });
      acceptedBy = await db
        .selectFrom("colleges")
        .select(["id", "name", "slug"])
        .where("category_id", "=", medical.id)
        .orderBy("name")
        .limit(2)
        .execute();
      expect(acceptedBy).toHaveLength(2);
      for (const college of acceptedBy) await setCollegeExams(db, college.id, [exam.id]);

      // What the page must show: each stream's exams from today on, by date then name; streams
      // in the order of their next exam.
      const exams = await db
        .selectFrom("exams")
        .innerJoin("categories", "categories.id", "exams.category_id")
        .select(["exams.name", "exams.exam_date as date", "categories.name as stream"])
        .where("exams.exam_date", ">=", today)
        .orderBy("exams.exam_date")
        .orderBy("exams.name")
        .execute();
      const byStream = new Map<string, Expected>();
      for (const { stream, name, date } of exams) {
        if (!byStream.has(stream)) byStream.set(stream, { stream, upcoming: [] });
        byStream.get(stream)!.upcoming.push({ name, date });
      }
      expected = [...byStream.values()];
    } finally {
      await database.close();
    }
    server = await startServer({ DATABASE_URL: databaseUrl });
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("/exams lists upcoming exams by date with their colleges and key dates, and an exam's .ics file imports its windows", async () => {
    const watched = await openPage(browser, server.url, { acceptDownloads: true });
    const { page } = watched;
    const response = await page.goto(`${server.url}/exams`);
    expect(response?.status()).toBe(200);
    // Rendered for each visit: the HTML cache would keep "in 10 days" until the catalogue changed.
    expect(response?.headers()["x-page-cache"]).toBeUndefined();
    await waitForHydration(page);

    const sections = page.locator("section.exam-stream");
    const shown = await sections.evaluateAll((elements) =>
      elements.map((section) => ({
        heading: section.querySelector("h2")!.textContent,
        upcoming: [...section.querySelectorAll(":scope > ol.exam-list > li")].map((item) => ({
          name: item.querySelector("h3")!.textContent,
          date: item.querySelector("time")!.getAttribute("datetime"),
        })),
      })),
    );
    expect(shown.slice(0, expected.length)).toEqual(
      expected.map(({ stream, upcoming }) => ({ heading: `${stream} entrance exams`, upcoming })),
    );
    // Streams with nothing to come follow those that have.
    for (const rest of shown.slice(expected.length)) expect(rest.upcoming).toEqual([]);

    const item = page.locator(".exam-item", { has: page.getByRole("heading", { name: soon.name, level: 3 }) });
    expect(await item.locator(".exam-item-when").textContent()).toContain("in 10 days");
    const links = item.getByRole("list").getByRole("link");
    expect(await links.allTextContents()).toEqual(acceptedBy.map((college) => college.name));
    expect(await links.evaluateAll((elements) => elements.map((a) => a.getAttribute("href")))).toEqual(
      acceptedBy.map((college) => `/${college.slug}`),
    );

    // A past exam is kept, folded under its stream's "Recent exams".
    const past = page.getByRole("heading", { name: gone.name, level: 3 });
    expect(await past.isVisible()).toBe(false);
    const medical = sections.filter({ has: page.getByRole("heading", { name: "Medical entrance exams" }) });
    await medical.locator("summary", { hasText: "Recent exams" }).click();
    expect(await past.isVisible()).toBe(true);

    // Its key dates in order, each step's name above its days, and the official site leaving the site.
    const steps = item.getByRole("list", { name: "Key dates" }).getByRole("listitem");
    expect(await steps.evaluateAll((items) => items.map((li) => (li as HTMLElement).innerText.split("\n")))).toEqual([
      ["REGISTRATION", formatIndiaDaysIn("en", windows.registration_opens, windows.registration_closes)],
      ["ADMIT CARD", formatIndiaDay(windows.admit_card_date)],
      ["EXAM DAYS", formatIndiaDaysIn("en", soon.date, windows.exam_last_date)],
      ["RESULT", formatIndiaDay(windows.result_date)],
    ]);
    const official = item.getByRole("link", { name: `Official site of ${soon.name} (opens in a new tab)` });
    expect(await official.getAttribute("href")).toBe(windows.official_site);
    expect(await official.getAttribute("rel")).toContain("noopener");
    // What the eye reads: the words and an arrow out (drawn, not a glyph: icons.tsx); the name
    // above says it opens a new tab.
    const seen = official.locator("[aria-hidden=true]").first();
    expect(await seen.innerText()).toBe("Official site");
    expect(await seen.locator(".external-cue svg").count()).toBe(1);

    const add = item.getByRole("link", { name: `Add to calendar: ${soon.name}` });
    const [download] = await Promise.all([page.waitForEvent("download"), add.click()]);
    expect(download.suggestedFilename()).toBe("test-entrance-exam-phase-1.ics");
    const calendar = new ICAL.Component(ICAL.parse((await downloadedBytes(download)).toString("utf8")));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([
      `${soon.name}: registration`,
      `${soon.name}: admit card`,
      soon.name,
      `${soon.name}: result`,
    ]);
    // The registration window spans its days (DTEND is the day after its last), as does the exam.
    const [registration, , event] = events;
    expect(registration!.startDate.isDate).toBe(true);
    expect(registration!.startDate.toString()).toBe(windows.registration_opens);
    expect(registration!.endDate.toString()).toBe(addIndiaDays(windows.registration_closes, 1));
    expect(event!.startDate.toString()).toBe(soon.date);
    expect(event!.endDate.toString()).toBe(addIndiaDays(windows.exam_last_date, 1));
    expect(event!.description).toContain("Medical entrance exam.");
    watched.expectClean();
    await watched.close();
  });

  // The exams are laid out only when they come near the screen, each standing in at a typical
  // height until then (app.css, .exam-item): one opened by its address must still land where its
  // scroll margin puts it, and stay there as the exams around it are laid out.
  test("at 360 px an exam opened by its address (#exam-N, as a search suggestion links it) lands at the top under its margin and stays there", async () => {
    const html = await (await fetch(`${server.url}/exams`)).text();
    const ids = [...html.matchAll(/<li class="exam-item" id="exam-(\d+)"/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(6);
    const id = ids[Math.floor(ids.length / 2)]!;
    const watched = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
    const { page } = watched;
    await page.goto(`${server.url}/exams#exam-${id}`);
    await waitForHydration(page);
    const tops = await page.locator(`#exam-${id}`).evaluate(async (item) => {
      const seen: number[] = [];
      for (let frame = 0; frame < 6; frame++) {
        await new Promise((next) => requestAnimationFrame(next));
        seen.push(Math.round(item.getBoundingClientRect().top));
      }
      return seen;
    });
    // scroll-margin-top: 1rem.
    expect(tops).toEqual([16, 16, 16, 16, 16, 16]);
    watched.expectClean();
    await watched.close();
  });
});
