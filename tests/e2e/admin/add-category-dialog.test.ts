import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { chromiumAccessibility } from "../support/accessibility-tree";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import {
  loginOverHttp,
  openAndHydrate,
  setSessionCookie,
  startAdminServer,
  uniqueName,
  withDatabase,
} from "./admin-helpers";

/** Whether focus is inside `dialog` (the element itself or anything in it). */
const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element as HTMLInputElement | null)?.labels?.[0]?.textContent ?? element?.textContent?.trim() ?? "";
  });

describe("dashboard: the Add Category dialog works with and without JavaScript [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let signedIn: WatchedPage;
  let cookie: string;

  const categoriesLike = (name: string) =>
    withDatabase(databaseUrl, (db) =>
      db
        .selectFrom("categories")
        .select("name")
        .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
        .execute(),
    );

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer());
    browser = await connectChromium();
    // Signed in over HTTP: the login form is auth.test.ts's.
    cookie = await loginOverHttp(server.url);
    signedIn = await openPage(browser, server.url);
    await setSessionCookie(signedIn.context, server.url, cookie);
  });

  afterAll(async () => {
    await signedIn?.close();
    await browser?.close();
    await server?.stop();
  });

  test("without JavaScript: the link opens it, a save replaces the form with the message, a duplicate is refused, Close closes it", async () => {
    const watched = await openPage(browser, server.url, {
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    await setSessionCookie(watched.context, server.url, cookie);
    const { page } = watched;
    const main = page.locator("main");
    await page.goto(`${server.url}/Admin/Desboard`);
    expect(await page.getByRole("dialog").count()).toBe(0);

    const open = main.getByRole("link", { name: "Add Category" });
    expect(await open.getAttribute("href")).toBe("?dialog=add-category");
    await open.click();
    await page.waitForURL(`${server.url}/Admin/Desboard?dialog=add-category`);
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    expect(await dialog.isVisible()).toBe(true);
    expect(await chromiumAccessibility(dialog)).toMatchObject({ role: "dialog", name: "Add Category" });
    // The page under it is dimmed, and the dialog sits over it.
    expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");

    const name = uniqueName("Hotel Management");
    await dialog.getByRole("textbox", { name: "Category Name" }).fill(name);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState();
    expect(await dialog.getByRole("status").textContent()).toBe("Your data is submitted successfully!");
    expect(await dialog.getByRole("textbox").count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Submit" }).count()).toBe(0);
    expect(await categoriesLike(name)).toEqual([{ name }]);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.getByRole("dialog").count(), POLL).toBe(0);

    // Open again: a fresh form. The same name in another case is refused, with the server's message.
    await main.getByRole("link", { name: "Add Category" }).click();
    await page.waitForURL(`${server.url}/Admin/Desboard?dialog=add-category`);
    expect(await dialog.getByRole("status").count()).toBe(0);
    await dialog.getByRole("textbox", { name: "Category Name" }).fill(name.toUpperCase());
    await dialog.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState();
    expect(await dialog.getByRole("alert").textContent()).toMatch(/^Error: .*already exists/);
    expect(await dialog.getByRole("textbox", { name: "Category Name" }).isVisible()).toBe(true);
    expect(await categoriesLike(name)).toEqual([{ name }]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.getByRole("dialog").count(), POLL).toBe(0);
    // The refusal answers 400, which Chromium logs.
    watched.expectClean({ allowStatuses: [400] });
    await watched.close();
  });

  test("with JavaScript: a modal dialog that takes focus and keeps it, closes on Escape and on Close, and gives focus back", async () => {
    const { page } = signedIn;
    await openAndHydrate(page, server.url, "/Admin/Desboard");
    const button = page.locator("main").getByRole("button", { name: "Add Category" });
    expect(await button.getAttribute("aria-haspopup")).toBe("dialog");
    const dialog = page.getByRole("dialog", { name: "Add Category" });

    await button.click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    expect(await focusedLabel(page)).toBe("Category Name");
    // Tab and Shift+Tab go round the dialog's controls, never to the page under it.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      const inside = await focusInside(dialog);
      const onPage = await page.evaluate(
        () => document.activeElement !== document.body && document.activeElement !== null,
      );
      expect(!onPage || inside, `after ${key}: focus on “${await focusedLabel(page)}”`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    await expect.poll(() => button.evaluate((element) => document.activeElement === element), POLL).toBe(true);

    // Saved, closed and opened again: a fresh form, not the old message.
    await button.click();
    const name = uniqueName("Aviation");
    await dialog.getByRole("textbox", { name: "Category Name" }).fill(name);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => dialog.getByRole("status").textContent(), POLL)
      .toBe("Your data is submitted successfully!");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    await expect.poll(() => button.evaluate((element) => document.activeElement === element), POLL).toBe(true);
    await button.click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    expect(await dialog.getByRole("status").count()).toBe(0);
    expect(await dialog.getByRole("textbox", { name: "Category Name" }).inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    expect(await categoriesLike(name)).toEqual([{ name }]);
    signedIn.expectClean();
  });

  test("with JavaScript, a page opened at ?dialog=add-category shows the dialog as a modal; closing it drops the parameter", async () => {
    const { page } = signedIn;
    await openAndHydrate(page, server.url, "/Admin/Desboard?dialog=add-category");
    const dialog = page.getByRole("dialog", { name: "Add Category" });
    await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), POLL).toBe(true);
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await focusedLabel(page)).toBe("Category Name");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    await page.waitForURL(`${server.url}/Admin/Desboard`);
    const button = page.locator("main").getByRole("button", { name: "Add Category" });
    await expect.poll(() => button.evaluate((element) => document.activeElement === element), POLL).toBe(true);
    signedIn.expectClean();
  });
});
