import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { setSessionCookie, startAdminServer, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";

/**
 * API keys in settings, in a real browser (docs/decisions/055-intake-api.md): an owner creates a
 * key, sees it once, and the key sends a lead; after Revoke the same call is a 401.
 */
describe("API keys in settings [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  let watched: WatchedPage;

  beforeAll(async () => {
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer());
    browser = await connectChromium();
    const token = await withDatabase(databaseUrl, async (db) =>
      insertSession(db, await insertStaff(db, { name: "Olga Owner", role: "owner" })),
    );
    watched = await openPage(browser, server.url);
    await setSessionCookie(watched.context, server.url, token);
  }, 60_000);

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  test("create a key, send a lead with it, revoke it", async () => {
    const page = watched.page;
    await page.goto(`${server.url}/Admin/settings/api-keys`);
    await waitForHydration(page);
    await page.getByLabel("Name").fill("Missed-call service");
    await page.getByRole("button", { name: "Create a key" }).click();
    const shown = page.getByLabel(/The new key/);
    await expect.poll(() => shown.count(), POLL).toBe(1);
    const key = await shown.inputValue();
    expect(key).toMatch(/^mk_live_[A-Za-z0-9_-]{43}$/);
    const row = page.getByRole("row", { name: /Missed-call service/ });
    await expect.poll(() => row.textContent(), POLL).toContain(`${key.slice(0, 12)}…`);
    expect(await row.textContent()).toContain("Not used yet");

    const send = () =>
      fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Ritu Sharma", phone: "9845050001" }),
      });
    expect((await send()).status).toBe(201);

    await page.reload();
    await expect.poll(() => row.textContent(), POLL).not.toContain("Not used yet");
    await row.getByRole("button", { name: /Revoke/ }).click();
    await expect.poll(() => page.getByRole("status").textContent(), POLL).toContain("is revoked");
    await expect.poll(() => row.textContent(), POLL).toContain("Revoked");
    // The key is never shown again: only its first characters.
    expect(await page.content()).not.toContain(key);
    expect((await send()).status).toBe(401);
  });
});
