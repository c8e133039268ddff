import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, waitForHydration, type WatchedPage } from "./watched-page";

const resultsHeading = (page: Page) => page.locator("#results-heading").textContent();
const cardNames = (page: Page) => page.locator(".results .college-card h3").allTextContents();
const cardStreams = (page: Page) => page.locator(".results .college-card .pill").allTextContents();

/** Rupees from "₹1,20,000" (Indian grouping). */
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));

describe("Colleges & Courses search [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  /** One page for the tests with JavaScript, navigated from test to test. */
  let shared: Promise<WatchedPage> | undefined;
  const openShared = () => (shared ??= openPage(browser, server.url));

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: await demoDatabaseUrl("sqlite"), LEADS_PER_IP_PER_HOUR: "1000" });
    browser = await connectChromium();
  });

  /** The served HTML of the search page for `query`. */
  const served = async (query: string) => {
    const response = await fetch(`${server.url}/colleges-course${query}`);
    expect(response.status, query).toBe(200);
    return response.text();
  };

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("the full list comes 12 to a page, and the pager moves between pages", async () => {
    const watched = await openShared();
    const { page } = watched;
    await page.goto(`${server.url}/colleges-course`);
    await waitForHydration(page);
    const heading = (await resultsHeading(page))!;
    expect(heading).toMatch(/^\d+ colleges$/);
    const total = Number(heading.split(" ")[0]);
    expect(total).toBeGreaterThanOrEqual(24);
    const pages = Math.ceil(total / 12);
    const pager = page.getByRole("navigation", { name: "Pages" });
    expect(await pager.textContent()).toContain(`Page 1 of ${pages}`);
    expect(await pager.getByRole("link", { name: "Previous" }).count()).toBe(0);
    const first = await cardNames(page);
    expect(first).toHaveLength(12);
    // In name order.
    expect([...first].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(first);

    await pager.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(`${server.url}/colleges-course?page=2`);
    await expect.poll(() => pager.textContent(), POLL).toContain(`Page 2 of ${pages}`);
    const second = await cardNames(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((name) => first.includes(name))).toEqual([]);

    await pager.getByRole("link", { name: "Previous" }).click();
    await page.waitForURL(`${server.url}/colleges-course`);
    await expect.poll(() => cardNames(page), POLL).toEqual(first);
    watched.expectClean();
  });

  test("a stream filter shows only that stream, and Clear filters shows everything again", async () => {
    const watched = await openShared();
    const { page } = watched;
    await page.goto(`${server.url}/colleges-course`);
    await waitForHydration(page);
    const unfiltered = (await resultsHeading(page))!;
    const form = page.getByRole("search", { name: "Search colleges" });
    await form.getByLabel("Stream").selectOption("Medical");
    await form.getByRole("button", { name: "Show colleges" }).click();
    await page.waitForURL((url) => url.searchParams.get("stream") === "Medical");
    await expect.poll(() => resultsHeading(page), POLL).toMatch(/^\d+ colleges? found$/);
    const streams = await cardStreams(page);
    expect(streams.length).toBeGreaterThan(0);
    expect(new Set(streams)).toEqual(new Set(["Medical"]));
    expect(await form.getByLabel("Stream").inputValue()).toBe("Medical");

    await form.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(`${server.url}/colleges-course`);
    await expect.poll(() => resultsHeading(page), POLL).toBe(unfiltered);
    expect(await form.getByRole("link", { name: "Clear filters" }).count()).toBe(0);
    watched.expectClean();
  });

  test("a fee band keeps colleges with a course in that band", async () => {
    // The results are the server's render (the filters are a GET form): read as served.
    const html = await served("?fee=0-100000");
    expect(/id="results-heading"[^>]*>(\d+ colleges? found)</.exec(html)?.[1]).toMatch(/^\d+ colleges? found$/);
    const fees = [...html.matchAll(/class="fee-line"[^>]*>([\s\S]*?)<\/p>/g)].map((match) => match[1]!);
    expect(fees.length).toBeGreaterThan(0);
    for (const line of fees) {
      // The cheapest course of each college found is within the band.
      const cheapest = /₹[\d,]+/.exec(line)?.[0];
      expect(cheapest, line).toBeDefined();
      expect(rupees(cheapest!), line).toBeLessThanOrEqual(100000);
    }
  });

  test("short names are understood: 'IIT Bombay' finds the college, whose card opens its page", async () => {
    const watched = await openShared();
    const { page } = watched;
    await page.goto(`${server.url}/colleges-course`);
    await waitForHydration(page);
    const form = page.getByRole("search", { name: "Search colleges" });
    await form.getByRole("combobox", { name: "Search" }).fill("IIT Bombay");
    await form.getByRole("button", { name: "Show colleges" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "IIT Bombay");
    await expect.poll(() => resultsHeading(page), POLL).toBe("1 college found");
    expect(await cardNames(page)).toEqual(["Indian Institute of Technology Bombay"]);
    await page.getByRole("link", { name: "Indian Institute of Technology Bombay" }).click();
    await page.waitForURL(`${server.url}/indian-institute-of-technology-bombay`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL)
      .toBe("Indian Institute of Technology Bombay");
    watched.expectClean();
  });

  test("no match says so and points to a counsellor; % and _ are not wildcards", async () => {
    const watched = await openShared();
    const { page } = watched;
    // % and _ as served: the same answer as a word that matches nothing.
    for (const q of ["%", "_"]) {
      const html = await served(`?q=${encodeURIComponent(q)}`);
      expect(html, q).toMatch(/id="results-heading"[^>]*>No colleges match these filters</);
      expect(html, q).not.toContain("college-card");
    }
    const q = "zzqx nothing";
    await page.goto(`${server.url}/colleges-course?q=${encodeURIComponent(q)}`);
    expect(await resultsHeading(page), q).toBe("No colleges match these filters");
    expect(await page.locator(".results .college-card").count(), q).toBe(0);
    await waitForHydration(page);
    await page.locator(".results").getByRole("link", { name: "ask a counsellor" }).click();
    await page.waitForURL(`${server.url}/Contact`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Contact us");
    watched.expectClean();
  });

  test("without JavaScript the filters still work as a plain GET form", async () => {
    const watched = await openPage(browser, server.url, { javaScriptEnabled: false });
    const { page } = watched;
    await page.goto(`${server.url}/colleges-course`);
    const form = page.getByRole("search", { name: "Search colleges" });
    await form.getByLabel("Stream").selectOption("Engineering");
    await form.getByRole("button", { name: "Show colleges" }).click();
    await page.waitForURL((url) => url.searchParams.get("stream") === "Engineering");
    expect(await resultsHeading(page)).toMatch(/^\d+ colleges found$/);
    expect(new Set(await cardStreams(page))).toEqual(new Set(["Engineering"]));
    watched.expectClean();
    await watched.close();
  });
});
