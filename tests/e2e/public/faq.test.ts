import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, waitForHydration, type WatchedPage } from "./watched-page";

/**
 * Whether each question is open, in order. Each question is the <summary> of a <details>, whose
 * open state the browser exposes as the question's expanded state (docs/decisions/018).
 */
const expandedStates = (questions: Locator) =>
  questions.evaluateAll((summaries) =>
    summaries.map((summary) => String((summary.parentElement as HTMLDetailsElement).open)),
  );

/** How many answers are on screen. */
const visibleAnswers = (accordion: Locator) =>
  accordion
    .locator(".accordion-panel")
    .evaluateAll((panels) => panels.filter((panel) => panel.checkVisibility()).length);

const only = (count: number, open: number | null) => Array.from({ length: count }, (_, i) => String(i === open));

describe("FAQ accordions [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  /** One page with JavaScript and one without, each navigated from test to test. */
  const pages = new Map<boolean, Promise<WatchedPage>>();
  const pageWith = (javaScriptEnabled: boolean) => {
    if (!pages.has(javaScriptEnabled))
      pages.set(javaScriptEnabled, openPage(browser, server.url, { javaScriptEnabled }));
    return pages.get(javaScriptEnabled)!;
  };

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: await demoDatabaseUrl("sqlite"), LEADS_PER_IP_PER_HOUR: "1000" });
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "after hydration" : "without JavaScript";
    test(`/FaqDetail ${how}: 20 questions, the first open on arrival, one open at a time, the open one closes`, async () => {
      const watched = await pageWith(javaScriptEnabled);
      const { page } = watched;
      const response = await page.goto(`${server.url}/FaqDetail`);
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
      const accordion = page.getByRole("region", { name: "Franchise questions" }).locator(".accordion");
      const questions = accordion.locator("summary");
      expect(await questions.count()).toBe(20);
      expect(await questions.first().textContent()).toContain("How much do I need to invest?");
      // Each question is also a heading, for moving through the page by headings.
      expect(await accordion.getByRole("heading", { level: 3 }).count()).toBe(20);
      expect(await expandedStates(questions)).toEqual(only(20, 0));
      expect(await visibleAnswers(accordion)).toBe(1);
      expect(await page.getByText("The total investment depends mainly on your city").isVisible()).toBe(true);

      await questions.nth(2).click();
      await expect.poll(() => expandedStates(questions), POLL).toEqual(only(20, 2));
      expect(await visibleAnswers(accordion)).toBe(1);
      expect(await page.getByText("The total investment depends mainly on your city").isVisible()).toBe(false);
      expect(await page.getByText("Most centres start with the partner").isVisible()).toBe(true);
      // The open answer is a region named by its question.
      expect(await page.getByRole("region", { name: "How many staff will I need?" }).isVisible()).toBe(true);

      await questions.nth(2).click();
      await expect.poll(() => expandedStates(questions), POLL).toEqual(only(20, null));
      expect(await visibleAnswers(accordion)).toBe(0);

      // By keyboard: Enter on a focused question opens it.
      await questions.nth(5).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => expandedStates(questions), POLL).toEqual(only(20, 5));
      await page.keyboard.press("Space");
      await expect.poll(() => expandedStates(questions), POLL).toEqual(only(20, null));
      watched.expectClean();
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "after hydration" : "without JavaScript";
    test(`/Management-colleges-in-india ${how}: 5 questions, none open on arrival, one at a time${javaScriptEnabled ? "; the CAT facts list duration and total marks" : ""}`, async () => {
      const watched = await pageWith(javaScriptEnabled);
      const { page } = watched;
      const response = await page.goto(`${server.url}/Management-colleges-in-india`);
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
      const accordion = page.getByRole("region", { name: "MBA admission questions" }).locator(".accordion");
      const questions = accordion.locator("summary");
      expect(await questions.count()).toBe(5);
      expect(await questions.first().textContent()).toContain("What is CAT?");
      expect(await expandedStates(questions)).toEqual(only(5, null));
      expect(await visibleAnswers(accordion)).toBe(0);
      if (javaScriptEnabled) {
        const facts = page.getByRole("region", { name: "CAT at a glance" });
        const fact = async (label: string) =>
          facts
            .locator("dl > div", { has: page.locator("dt", { hasText: label }) })
            .locator("dd")
            .textContent();
        expect(await fact("Duration")).toBe("120 minutes");
        expect(await fact("Total marks")).toBe("300");
        expect(await fact("Questions")).toBe("100");
      }

      await questions.nth(0).click();
      await expect.poll(() => expandedStates(questions), POLL).toEqual(only(5, 0));
      expect(await page.getByText("The Common Admission Test (CAT) is a computer-based exam").isVisible()).toBe(true);

      await questions.nth(1).click();
      await expect.poll(() => expandedStates(questions), POLL).toEqual(only(5, 1));
      expect(await visibleAnswers(accordion)).toBe(1);
      expect(await page.getByText("The Common Admission Test (CAT) is a computer-based exam").isVisible()).toBe(false);

      await questions.nth(4).click();
      await expect.poll(() => expandedStates(questions), POLL).toEqual(only(5, 4));
      await questions.nth(4).click();
      await expect.poll(() => expandedStates(questions), POLL).toEqual(only(5, null));
      watched.expectClean();
    });
  }
});
