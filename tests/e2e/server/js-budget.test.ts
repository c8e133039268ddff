import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, tempDir, type RunningServer } from "../support/server";
// Plain JavaScript shared with `npm run bench`.
import { JS_BUDGET_GZIP_BYTES, adminOnlyScripts, pageJavaScript } from "../../../scripts/lib/page-javascript.mjs";

/** The public pages a visitor lands on: each must stay within the JavaScript budget. */
const PUBLIC_PAGES = [
  "/",
  "/FaqDetail",
  "/Contact",
  "/top-engineering-colleges-in-india",
  "/Management-colleges-in-india",
  "/Medical-colleges-in-india",
  "/rv-college-of-engineering",
  "/colleges-course",
  "/disk/rv-college-of-engineering",
  // The Hindi site (issue 26): the same budget.
  "/hi",
  "/hi/Contact",
  "/hi/rv-college-of-engineering",
  "/hi/colleges-course",
];

describe("the JavaScript budget of public pages (production build)", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: `file:${tempDir()}/app.db`, DEMO_DATA: "1" });
  });

  afterAll(async () => {
    await server?.stop();
  });

  test.each(PUBLIC_PAGES)("%s loads at most 100 KB of gzipped JavaScript, none of it admin code", async (path) => {
    const { files, gzipBytes } = (await pageJavaScript(server.url, path)) as { files: string[]; gzipBytes: number };
    expect(files.length).toBeGreaterThan(2);
    expect(
      gzipBytes,
      `${path}: ${(gzipBytes / 1024).toFixed(1)} KB gzipped in ${files.length} files`,
    ).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
    const admin = adminOnlyScripts() as Set<string>;
    expect(admin.size).toBeGreaterThan(5);
    expect(files.filter((file) => admin.has(file))).toEqual([]);
  });
});
