import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { withDatabase } from "../admin/admin-helpers";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, waitForHydration } from "./watched-page";

/**
 * A college page's paragraphs, entrance exams, link-preview card and print view, in a browser
 * against the production build. The database's own behaviour (exam order, past days, the card's
 * ETag on both engines) is in app/features/colleges/*.test.ts.
 */
const SLUG = "rv-college-of-engineering";
const ABOUT = "First paragraph, line one.\nFirst paragraph, line two.\n\nSecond paragraph.";
/** A demo college whose exams are taken away: its page has no exams section. */
const NO_EXAMS_SLUG = "pes-university";

describe("college page extras: paragraphs, entrance exams, og:image, print [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const databaseUrl = await demoDatabaseUrl("sqlite");
    await withDatabase(databaseUrl, async (db) => {
      await db.updateTable("colleges").set({ about: ABOUT }).where("slug", "=", SLUG).execute();
      // One of the college's exams has been held already.
      await db
        .updateTable("exams")
        .set({ name: "KCET 2026", exam_date: "2026-04-17" })
        .where("name", "=", "KCET 2027")
        .execute();
      const noExams = await db
        .selectFrom("colleges")
        .select("id")
        .where("slug", "=", NO_EXAMS_SLUG)
        .executeTakeFirstOrThrow();
      await db.deleteFrom("college_exams").where("college_id", "=", noExams.id).execute();
    });
    server = await startServer({ DATABASE_URL: databaseUrl });
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("the page keeps the text's paragraphs, lists the exams with dates, and prints without the chrome or the form", async () => {
    const watched = await openPage(browser, server.url);
    const { page } = watched;
    await page.goto(`${server.url}/${SLUG}`);
    await waitForHydration(page);

    const about = page.locator("#section-about");
    expect(await about.locator("p").allTextContents()).toEqual([
      "First paragraph, line one.First paragraph, line two.",
      "Second paragraph.",
    ]);
    expect(await about.locator("p").first().locator("br").count()).toBe(1);

    const exams = page.getByRole("region", { name: "Entrance exams" });
    expect(await exams.locator("li").allInnerTexts()).toEqual([
      expect.stringMatching(/^KCET 2026\s+17 Apr 2026\s*Past$/),
      expect.stringMatching(/^COMEDK UGET 2027\s+9 May 2027$/),
    ]);
    expect(await exams.locator("time").first().getAttribute("datetime")).toBe("2026-04-17");
    expect(await exams.getByRole("link", { name: "See all exam dates" }).getAttribute("href")).toBe("/exams");
    const toc = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    const entries = await toc.allTextContents();
    expect(entries.slice(entries.indexOf("Admission"), entries.indexOf("Admission") + 4)).toEqual([
      "Admission",
      "Entrance exams",
      "Closing ranks",
      "Placement",
    ]);
    expect(await toc.filter({ hasText: "Entrance exams" }).getAttribute("href")).toBe("#section-exams");

    // The link preview: an absolute address, shown large.
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");
    expect(await meta('property="og:image"')).toBe(`${server.url}/og/college/${SLUG}`);
    expect(await meta('property="og:image:width"')).toBe("1200");
    expect(await meta('property="og:image:height"')).toBe("630");
    expect(await meta('property="og:image:alt"')).toBe("RV College of Engineering, Bengaluru, Karnataka");
    expect(await page.locator('head meta[name="twitter:card"]').count()).toBe(1);
    expect(await meta('name="twitter:card"')).toBe("summary_large_image");

    // Printed: no lead form, no landing bar, no phone action bar; the fee table whole, with borders.
    const leadForm = page.locator(".lead-card");
    expect(await leadForm.isVisible()).toBe(true);
    await page.emulateMedia({ media: "print" });
    for (const hidden of [".lead-card", ".landing-bar", ".toc"]) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    expect(await page.locator("h1").isVisible()).toBe(true);
    const table = page.locator("#section-fees .table-wrap");
    expect(await table.evaluate((element) => getComputedStyle(element).overflowX)).toBe("visible");
    expect(
      await table
        .locator("td")
        .first()
        .evaluate((cell) => getComputedStyle(cell).borderTopStyle),
    ).toBe("solid");
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    watched.expectClean();
    await watched.close();
  });

  test("the og:image is a 1200 x 630 PNG with an ETag, a 304 when unchanged, and a 404 for an unknown college", async () => {
    const url = `${server.url}/og/college/${SLUG}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"og-/);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 1200, height: 630 });

    const again = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await fetch(`${server.url}/og/college/no-such-college`)).status).toBe(404);

    // The disk page shares the college page's meta, card included; a college with no exams has no exams section.
    const disk = await (await fetch(`${server.url}/disk/${SLUG}`)).text();
    expect(disk).toContain(`<meta property="og:image" content="${url}"/>`);
    const noExams = await (await fetch(`${server.url}/${NO_EXAMS_SLUG}`)).text();
    expect(noExams).toContain('id="section-fees"');
    expect(noExams).not.toContain('id="section-exams"');
  });
});
