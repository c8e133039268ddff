import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { collegeInitials } from "#app/features/colleges/college-initials";
import { connectChromium } from "../support/chromium";
import { browserEngines } from "../support/databases";
import type { RunningServer } from "../support/server";
import { withDatabase } from "../admin/admin-helpers";
import { apiClient, apiLogin, collegePayload, startApiServer, type ApiCall } from "../api/api-client";
import { openPage, POLL, waitForHydration, type WatchedPage } from "./watched-page";

/**
 * A college's logo as the browser sees it, on the college page and on its search card: the image
 * when the logo is a path on this site (an upload, or the original client's `/images/x.png`), the
 * initials otherwise. Whatever was sent as `logo`, or put in the table by other means, nothing
 * from another site, no `javascript:` and no `data:` ever reaches an `src` or `href`.
 */

/** A real 1×1 WebP, so the upload served is an image. */
const WEBP = Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64");

const HOSTILE = ["evil.example", "javascript:", "data:", "onload="];

interface Case {
  what: string;
  /** The `logo` sent to /details. */
  sent?: unknown;
  /** Or a value written straight into colleges.logo_path, as an older row or another tool might hold. */
  stored?: string;
  /** The `src` the page must show, or null for the initials. */
  shows: string | null;
  /** The file exists, so the image must decode. */
  loads?: boolean;
}

for (const engine of browserEngines()) {
  describe(`college logos: a path on this site is shown, anything else shows the initials [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let call: ApiCall;
    let browser: Browser;
    const tag = crypto.randomBytes(4).toString("hex");
    const upload = `/uploads/logos/logo-check-${tag}.webp`;
    const missing = `/images/logo-check-${tag}.png`;
    const cases: Case[] = [
      { what: "an upload of this site", sent: upload, shows: upload, loads: true },
      { what: "another file of this site", sent: "/media/hero-960.webp", shows: "/media/hero-960.webp", loads: true },
      { what: "the original client's path", sent: missing, shows: missing },
      { what: "another site", sent: "https://evil.example/logo.png", shows: null },
      { what: "a script", sent: "javascript:alert(1)", shows: null },
      { what: "a data: URL", sent: "data:image/svg+xml,<svg onload=alert(1)>", shows: null },
      { what: "another site, stored", stored: "https://evil.example/stored.png", shows: null },
      { what: "a protocol-relative host, stored", stored: "//evil.example/stored.png", shows: null },
      { what: "a script, stored", stored: "javascript:alert(1)", shows: null },
      { what: "a data: URL, stored", stored: "data:image/png;base64,iVBORw0KGgo=", shows: null },
    ];
    const colleges: (Case & { name: string; slug: string })[] = [];
    /** The page with JavaScript the college pages' test opens; the search cards' test reuses it. */
    let withScript: WatchedPage | undefined;

    beforeAll(async () => {
      let uploadDir: string;
      ({ server, databaseUrl, uploadDir } = await startApiServer(engine));
      fs.mkdirSync(path.join(uploadDir, "logos"), { recursive: true });
      fs.writeFileSync(path.join(uploadDir, upload.replace("/uploads/", "")), WEBP);
      call = apiClient(server.url);
      const cookie = await apiLogin(call);
      const categories = (await call("/CatagoryGet")).body as { cat_id: number; catagory_name: string }[];
      const engineeringId = categories.find((category) => category.catagory_name === "Engineering")!.cat_id;
      for (const [index, item] of cases.entries()) {
        const name = `Logo Check College ${tag} ${index}`;
        const answer = await call("/details", {
          json: { ...collegePayload(engineeringId, name), logo: item.sent },
          cookie,
        });
        expect({ what: item.what, status: answer.status }).toEqual({ what: item.what, status: 201 });
        if (item.stored !== undefined) {
          await withDatabase(databaseUrl, (db) =>
            db
              .updateTable("colleges")
              .set({ logo_path: item.stored })
              .where("id", "=", answer.body.college_id)
              .execute(),
          );
        }
        colleges.push({ ...item, name, slug: answer.body.slug });
      }
      browser = await connectChromium();
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    /** A logo box shows the image (its src, and it decodes when the file exists) or the initials. */
    async function expectShown(box: Locator, college: (typeof colleges)[number]) {
      const img = box.locator("img");
      if (college.shows === null) {
        expect(await img.count(), college.what).toBe(0);
        expect(await box.locator("span").textContent(), college.what).toBe(collegeInitials(college.name));
        return;
      }
      expect(await img.getAttribute("src"), college.what).toBe(college.shows);
      if (college.loads) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth), {
            ...POLL,
            message: college.what,
          })
          .toBeGreaterThan(0);
      }
    }

    /**
     * Every src, srcset, href, poster and action on the page: none may point anywhere hostile.
     * The site's own icon is the one `data:` URL a page has (written into it by app/root.tsx).
     */
    async function expectNoHostileUrl(page: Page, where: string) {
      const urls = await page.evaluate(() =>
        Array.from(document.querySelectorAll("[src], [srcset], [href], [poster], [action]"))
          .filter((element) => !element.matches('head > link[rel="icon"]'))
          .flatMap((element) =>
            ["src", "srcset", "href", "poster", "action"].map((name) => element.getAttribute(name) ?? ""),
          ),
      );
      for (const url of urls) {
        for (const word of HOSTILE) expect(url.toLowerCase(), `${where}: ${url}`).not.toContain(word);
      }
    }

    test("each college page shows its logo when it is a path on this site, and its initials otherwise", async () => {
      // The page the search cards' test goes on to use with JavaScript.
      const watched = (withScript = await openPage(browser, server.url));
      for (const college of colleges) {
        const response = await watched.page.goto(`${server.url}/${college.slug}`);
        expect(response?.status(), college.what).toBe(200);
        await waitForHydration(watched.page);
        await expectShown(watched.page.locator(".college-logo"), college);
        await expectNoHostileUrl(watched.page, college.what);
      }
      // The original client's file is not on this site: its request answers 404, from this site.
      watched.expectClean({ allowStatuses: [404] });
      watched.errors.length = 0;
    });

    test("the same holds on the search cards, rendered on the server and without JavaScript", async () => {
      for (const javaScriptEnabled of [true, false]) {
        const watched =
          javaScriptEnabled && withScript ? withScript : await openPage(browser, server.url, { javaScriptEnabled });
        const { page } = watched;
        await page.goto(`${server.url}/colleges-course?q=${tag}`);
        if (javaScriptEnabled) await waitForHydration(page);
        for (const college of colleges) {
          const card = page
            .locator(".college-card")
            .filter({ has: page.getByRole("link", { name: college.name, exact: true }) });
          expect(await card.count(), college.what).toBe(1);
          await expectShown(card.locator(".college-card-logo"), college);
        }
        await expectNoHostileUrl(page, `/colleges-course (JavaScript ${javaScriptEnabled ? "on" : "off"})`);
        watched.expectClean({ allowStatuses: [404] });
        await watched.close();
      }
    });

    test("getCollege.php gives back the stored path, or null: nothing hostile reaches an API client either", async () => {
      const list = (await call(`/narayanaApi/getCollege.php`)).body as { name: string; logo: string | null }[];
      for (const college of colleges.filter((item) => item.stored === undefined)) {
        expect(list.find((item) => item.name === college.name)?.logo, college.what).toBe(college.shows);
      }
    });
  });
}
