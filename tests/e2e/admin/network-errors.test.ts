import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { ADMIN, chooseCollege, signInOverHttp, openAndHydrate, startAdminServer } from "./admin-helpers";

/**
 * When the server can't be reached, each screen says so in its own words
 * (docs/original-contract.md#when-the-server-cannot-be-reached).
 */
describe("admin screens when the server can't be reached [sqlite]", () => {
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

  /** Every POST of this path's data request fails as if the network dropped. */
  async function cutNetworkFor(page: Page, path: string) {
    await page.route(`**${path}.data*`, (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.continue(),
    );
  }

  test("login: 'Error connecting to the server. Please try again.'", async () => {
    const page = await browser.newPage();
    await openAndHydrate(page, server.url, "/AdminLogin");
    await cutNetworkFor(page, "/AdminLogin");
    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("Error connecting to the server. Please try again.");
    await page.close();
  });

  test("add branch: 'Failed to submit data. Please try again.'", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInOverHttp(page, server.url);
    await openAndHydrate(page, server.url, "/Admin/CollegeBranch");
    await cutNetworkFor(page, "/Admin/CollegeBranch");
    await page.getByLabel("Branch Name").fill("Robotics");
    await chooseCollege(page, "Indian Institute of Technology Bombay", "Bombay");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("Failed to submit data. Please try again.");
    // The way back: "Try again" reloads the page with the form.
    await page.route(`**/Admin/CollegeBranch.data*`, (route) => route.continue());
    await page.getByRole("link", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Add Branch");
    await context.close();
  });
});
