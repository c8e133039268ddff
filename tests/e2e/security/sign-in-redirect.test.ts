import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { ADMIN, postForm, startAdminServer } from "../admin/admin-helpers";
import type { RunningServer } from "../support/server";

/**
 * The login page's redirectTo, crafted to leave the site: in a real browser, with and without
 * JavaScript (the page then follows a meta refresh), sign-in always lands on this site.
 */
const ESCAPES = ["/%09/evil.example", "/%0A/evil.example", "/%5C/evil.example", "/.//evil.example", "//evil.example"];

describe("the redirect after sign-in never leaves the site [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server } = await startAdminServer());
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("the answer to the sign-in names only paths on this site", async () => {
    for (const escape of ESCAPES) {
      const response = await postForm(server.url, `/AdminLogin?redirectTo=${escape}`, {
        email: ADMIN.email,
        password: ADMIN.password,
      });
      const html = await response.text();
      expect(response.status, escape).toBe(200);
      expect(html, escape).not.toContain("evil.example");
      expect(html, escape).toContain('content="1;url=/Admin/today"');
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`a browser ${javaScriptEnabled ? "with" : "without"} JavaScript ends on this site`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      try {
        // One page, signed out between escapes by clearing the cookies.
        const page = await context.newPage();
        for (const escape of ESCAPES.slice(0, 3)) {
          await context.clearCookies();
          await page.goto(`${server.url}/AdminLogin?redirectTo=${escape}`);
          await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
          await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
          await page.getByRole("button", { name: "Login" }).click();
          await page.waitForURL(`${server.url}/Admin/today`, { timeout: 10_000 });
          expect(new URL(page.url()).origin, escape).toBe(server.url);
        }
      } finally {
        await context.close();
      }
    });
  }
});
