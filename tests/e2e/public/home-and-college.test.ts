import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { browserEngines, demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";

/** The text of each <h1> in served HTML (React's text separators and tags left out). */
const headingsOf = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, "")
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&")
      .trim(),
  );

for (const engine of browserEngines()) {
  describe(`home and college pages [${engine}]`, () => {
    let server: RunningServer;
    let browser: Browser;

    beforeAll(async () => {
      server = await startServer({ DATABASE_URL: await demoDatabaseUrl(engine) });
      browser = await connectChromium();
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    test("the home page renders and links to a demo college, whose page renders at its slug from the database", async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));

      const response = await page.goto(server.url);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("link", { name: "Margdarshan Education, home" }).count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("Find the college that fits you");

      // The first college card under "Popular colleges", whichever the catalogue puts first.
      const card = page.getByRole("region", { name: "Popular colleges" }).getByRole("heading", { level: 3 }).first();
      const name = (await card.textContent())!.trim();
      await card.getByRole("link").click();
      await page.waitForURL(/\/[a-z0-9-]+$/);
      // Client-side navigation: the URL can change a moment before React commits the new page.
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
      expect(await page.getByRole("heading", { name: "Hostels" }).count()).toBe(1);
      // Fees come from the courses table, formatted in Indian rupees.
      expect(await page.getByRole("cell", { name: /^₹\d{1,2}(,\d\d)*,\d{3}$/ }).count()).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
      await page.close();
    });

    // What the server sends, read over HTTP: the status and the page's one <h1>.
    test("a demo college opened directly by its slug is server-rendered with status 200", async () => {
      const response = await fetch(`${server.url}/kasturba-medical-college-manipal`);
      expect(response.status).toBe(200);
      expect(headingsOf(await response.text())).toEqual(["Kasturba Medical College, Manipal"]);
    });

    test("an unknown slug answers 404 with 'No College Found'", async () => {
      const response = await fetch(`${server.url}/no-such-college-anywhere`);
      expect(response.status).toBe(404);
      expect(headingsOf(await response.text())).toEqual(["No College Found"]);
    });
  });
}
