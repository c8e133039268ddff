import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, waitForHydration } from "./watched-page";

/**
 * A college page's facts (issue 46, item 3) in Chromium against the production build: its NIRF
 * rank with the year, and the closing ranks of the category picked with the page's GET form,
 * with and without JavaScript. The demo's sample facts are worked out in app/db/seed/demo-facts.ts
 * (IIT Bombay is first of the engineering list: Open closes at 65 in Computer Science, SC at 10,
 * EWS at 11); the queries on both engines are in tests/integration/college-facts.test.ts.
 */
const SLUG = "indian-institute-of-technology-bombay";
const CSE = "Computer Science and Engineering";

/** A branch's gender-neutral closing rank (its first pool's column), as the page shows it. */
async function closingRank(page: Page, branch: string): Promise<string> {
  const table = page.getByRole("table", { name: "JEE Advanced 2026, round 6: closing ranks" });
  expect(await table.getByRole("columnheader").allInnerTexts()).toEqual(["Branch", "Gender-neutral", "Female-only"]);
  const row = table.getByRole("row", { name: new RegExp(`^${branch} `) });
  return (await row.locator(".closing-rank").first().textContent()) ?? "";
}

async function pickCategory(page: Page, category: string): Promise<void> {
  const section = page.getByRole("region", { name: "Closing ranks" });
  await section.getByLabel("Category").selectOption({ label: category });
  await Promise.all([page.waitForURL(/category=/), section.getByRole("button", { name: "Show" }).click()]);
}

describe("a college page's facts: NIRF rank and the closing ranks by category [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: await demoDatabaseUrl("sqlite") });
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("shows the NIRF rank with its year and sample note, and the closing ranks of the category chosen (JavaScript on)", async () => {
    const watched = await openPage(browser, server.url);
    const { page } = watched;
    await page.goto(`${server.url}/${SLUG}`);
    await waitForHydration(page);

    const rankings = page.getByRole("region", { name: "NIRF rank and accreditation" });
    expect(await rankings.getByRole("listitem").first().innerText()).toBe("NIRF 2026, Engineering: Rank 1");
    expect(await rankings.locator(".fact-source").innerText()).toBe(
      "Sample figures for this demo. Source: Demo catalogue, 2026; Demo catalogue, 2025.",
    );
    const placements = page.getByRole("region", { name: "Placement figures" });
    expect(await placements.locator("dd").allInnerTexts()).toEqual([
      expect.stringMatching(/^\d+ of \d+ \(\d+%\)$/),
      "₹24 lakh per annum",
      "₹95 lakh per annum",
    ]);

    // Open by default, then SC: the address keeps the choice and the figures change.
    expect(await page.getByLabel("Category").inputValue()).toBe("open");
    expect(await closingRank(page, CSE)).toBe("65");
    await pickCategory(page, "SC");
    expect(new URL(page.url()).searchParams.get("category")).toBe("sc");
    expect(await page.getByLabel("Category").inputValue()).toBe("sc");
    expect(await closingRank(page, CSE)).toBe("10");
    watched.expectClean();
    await watched.close();
  });

  test("the category picker works without JavaScript, and on the Hindi page", async () => {
    const watched = await openPage(browser, server.url, { javaScriptEnabled: false });
    const { page } = watched;
    await page.goto(`${server.url}/${SLUG}`);
    expect(await closingRank(page, CSE)).toBe("65");
    await pickCategory(page, "EWS");
    expect(await closingRank(page, CSE)).toBe("11");

    await page.goto(`${server.url}/hi/${SLUG}?category=sc`);
    const section = page.getByRole("region", { name: "क्लोज़िंग रैंक" });
    expect(await section.getByLabel("कैटेगरी").inputValue()).toBe("sc");
    expect(await section.getByRole("table", { name: "JEE Advanced 2026, राउंड 6: क्लोज़िंग रैंक" }).count()).toBe(1);
    expect(await section.locator(".fact-source").innerText()).toMatch(
      /^इस डेमो के लिए नमूना आँकड़े\. स्रोत: Demo catalogue, 2026\.$/,
    );
    watched.expectClean();
    await watched.close();
  });

  test("a state's own test fills the state's seats: the table names that quota (KCET at RV College)", async () => {
    const watched = await openPage(browser, server.url);
    const { page } = watched;
    await page.goto(`${server.url}/rv-college-of-engineering`);
    const table = page.getByRole("table", { name: "KCET 2026, round 3, Home State: closing ranks" });
    // One quota for every seat: named once, in the table's name, not in a column of its own.
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual(["Branch", "Gender-neutral", "Female-only"]);
    expect(await table.getByRole("row").count()).toBeGreaterThan(1);
    watched.expectClean();
    await watched.close();
  });
});
