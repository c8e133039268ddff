import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, POLL, waitForHydration, type WatchedPage } from "./watched-page";

describe("unknown addresses, case and legacy slugs [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  /** One page for the file, navigated from test to test; each test reads only its own errors. */
  let watched: WatchedPage;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: await demoDatabaseUrl("sqlite"), LEADS_PER_IP_PER_HOUR: "1000" });
    browser = await connectChromium();
    watched = await openPage(browser, server.url);
  });

  beforeEach(() => {
    watched.forget();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The served HTML of `path`, with its status. */
  const served = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, html: await response.text() };
  };

  test("a path that matches no page answers 404 with a helpful page", async () => {
    const { page } = watched;
    const response = await page.goto(`${server.url}/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await page.getByText("It may have moved, or the address may have a typo.").count()).toBe(1);
    // Search engines are told to drop it, and the visitor gets a way on.
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const home = page.locator("main").getByRole("link", { name: "Home", exact: true });
    expect(await home.getAttribute("href")).toBe("/");
    await home.click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).not.toBe("Page not found");
    expect(await page.getByRole("tablist", { name: "Trending topics" }).count()).toBe(1);
    watched.expectClean({ allowStatuses: [404] });
  });

  test("every link a page builds from its address stays on this site: /hi//evil.example/x offers English at /evil.example/x", async () => {
    for (const [address, english] of [
      ["/hi//evil.example/x", "/evil.example/x"],
      ["/hi///evil.example/login", "/evil.example/login"],
      ["/hi/%5C%5Cevil.example/x", "/%5C%5Cevil.example/x"],
    ] as const) {
      const html = await (await fetch(`${server.url}${address}`)).text();
      const links = [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(10);
      // A link that starts with two slashes (or a backslash after one, which a browser reads as a
      // slash) is another site's address.
      expect(
        links.filter((link) => /^[/\\]{2}/.test(link)),
        address,
      ).toEqual([]);
      expect(html, address).toContain(`class="language-link" href="${english}"`);
    }
    const { page } = watched;
    expect((await page.goto(`${server.url}/hi//evil.example/x`))?.status()).toBe(404);
    await page.getByRole("link", { name: "English", exact: true }).click();
    await page.waitForURL(`${server.url}/evil.example/x`);
    watched.expectClean({ allowStatuses: [404] });
  });

  test("an unknown single-segment address answers 404 with 'No College Found'", async () => {
    const { page } = watched;
    const response = await page.goto(`${server.url}/no-such-college-xyz`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("No College Found");
    expect(await page.getByRole("link", { name: "Browse colleges and courses" }).getAttribute("href")).toBe(
      "/colleges-course",
    );
    watched.expectClean({ allowStatuses: [404] });
  });

  test("an unknown disk page answers 404 with 'No College Found'", async () => {
    // The page the browser shows for an unknown college is the test above's; here, what is served.
    const { status, html } = await served("/disk/nothing-here");
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>No College Found<\/h1>/);
  });

  test("paths match in any case: /WEARE is the We Are page, with its full chrome", async () => {
    for (const path of ["/weare", "/weAre"]) {
      const { status, html } = await served(path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<h1[^>]*>Who We Are<\/h1>/);
      expect(html.match(/<nav [^>]*aria-label="Main"/g), path).toHaveLength(1);
      expect(html.match(/<footer[\s>]/g), path).toHaveLength(1);
    }
    const { page } = watched;
    const path = "/WEARE";
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(200);
    expect(page.url(), path).toBe(`${server.url}${path}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent(), path).toBe("Who We Are");
    expect(await page.locator('nav[aria-label="Main"]').count(), path).toBe(1);
    expect(await page.locator("footer").count(), path).toBe(1);
    await waitForHydration(page);
    watched.expectClean();
  });

  test("the original's slug with punctuation redirects permanently to the clean slug", async () => {
    const { page } = watched;
    const response = await page.goto(`${server.url}/St.-John's-Medical-College`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${server.url}/st-johns-medical-college`);
    const redirect = response!.request().redirectedFrom();
    expect(redirect).not.toBe(null);
    expect((await redirect!.response())?.status()).toBe(301);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("St. John's Medical College");
    await waitForHydration(page);
    watched.expectClean();
  });
});
