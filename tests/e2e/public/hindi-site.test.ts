import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, waitForHydration } from "./watched-page";

/**
 * The Hindi site's first page (issue 26; docs/decisions/059-hindi-site-plan.md): the privacy
 * notice at /hi/privacy, in a real browser against the production build. The page is Hindi from
 * `<html lang>` to the header, menu, footer and phone bar; each language links to the other by a
 * plain link named in that language; both list each other (and English as the default) in their
 * heads; the notice's old address leads to the new one. A page with no Hindi twin yet offers none.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

async function alternates(page: Page) {
  return page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
    );
}

describe("the Hindi site: /hi/privacy [sqlite]", () => {
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

  test("/privacy/hi leads to /hi/privacy for good", async () => {
    const response = await fetch(`${server.url}/privacy/hi`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/hi/privacy");
  });

  test("the Hindi notice is Hindi throughout, and links to the English one by name", async () => {
    const watched = await openPage(browser, server.url, { viewport: { width: 360, height: 740 }, hasTouch: true });
    const { page } = watched;
    const response = await page.goto(`${server.url}/hi/privacy`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.title()).toMatch(DEVANAGARI);
    expect(await page.locator('meta[property="og:locale"]').getAttribute("content")).toBe("hi_IN");
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/hi/privacy");
    expect(await alternates(page)).toEqual([
      ["en-IN", "/privacy"],
      ["hi-IN", "/hi/privacy"],
      ["x-default", "/privacy"],
    ]);

    const english = page.locator("header").getByRole("link", { name: "English", exact: true });
    expect(await english.getAttribute("href")).toBe("/privacy");
    expect(await english.getAttribute("hreflang")).toBe("en");
    expect(await english.getAttribute("lang")).toBe("en");

    // The chrome around the notice: header, menu, footer and the phone's action bar.
    expect(await page.locator("header").getByRole("link", { name: "होम" }).count()).toBe(1);
    expect(await page.locator("footer").getByRole("heading", { name: "काउंसलर से बात करें" }).count()).toBe(1);
    // The footer's links lead to the Hindi twin where there is one, else to the English page.
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "प्राइवेसी नोटिस" }).getAttribute("href")).toBe("/hi/privacy");
    expect(await footer.getByRole("link", { name: "संपर्क करें" }).getAttribute("href")).toBe("/Contact");
    // The settings' tagline has no Hindi version yet: it is marked as English.
    expect(await footer.getByText("Admission guidance", { exact: false }).getAttribute("lang")).toBe("en");
    expect(await page.locator(".mobile-actions").getByRole("link", { name: "पूछताछ करें" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "सीधे पेज की बात पर जाएँ" }).count()).toBe(1);
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "मुख्य" });
    await nav.getByRole("button", { name: "मेन्यू" }).tap();
    await expect.poll(() => nav.locator("summary", { hasText: "हम कौन हैं" }).isVisible(), POLL).toBe(true);
    // A name kept in English on a Hindi page is marked as English.
    expect(await nav.getByText("Map My Talent").getAttribute("lang")).toBe("en");

    await nav.getByRole("button", { name: "बंद करें" }).tap();
    await expect.poll(() => nav.locator("summary", { hasText: "हम कौन हैं" }).isVisible(), POLL).toBe(false);
    // On a phone the switch is beside the logo, not in the hidden top bar.
    await english.tap();
    await page.waitForURL(`${server.url}/privacy`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    watched.expectClean();
    await watched.close();
  });

  test("the English notice links to the Hindi one as हिन्दी; a page with no Hindi twin offers none", async () => {
    const watched = await openPage(browser, server.url);
    const { page } = watched;
    await page.goto(`${server.url}/privacy`);
    const hindi = page.locator("header").getByRole("link", { name: "हिन्दी", exact: true });
    expect(await hindi.getAttribute("href")).toBe("/hi/privacy");
    expect(await hindi.getAttribute("hreflang")).toBe("hi");
    expect(await hindi.getAttribute("lang")).toBe("hi");
    expect(await alternates(page)).toEqual([
      ["en-IN", "/privacy"],
      ["hi-IN", "/hi/privacy"],
      ["x-default", "/privacy"],
    ]);
    expect(await page.locator("footer").getByRole("heading", { name: "Talk to a counsellor" }).count()).toBe(1);

    await page.goto(`${server.url}/Contact`);
    expect(await page.locator("header").getByRole("link", { name: "हिन्दी", exact: true }).count()).toBe(0);
    expect(await alternates(page)).toEqual([]);
    watched.expectClean();
    await watched.close();
  });
});
