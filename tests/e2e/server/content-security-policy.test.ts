import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { islandsStarter } from "#app/islands/islands-starter";
import { connectChromium } from "../support/chromium";
import { startAdminServer, loginThroughForm } from "../admin/admin-helpers";
import { openPage } from "../public/watched-page";
import type { RunningServer } from "../support/server";

/**
 * ADR 035: a public page carries no nonce, and its policy names its one inline script (the
 * islands starter) by hash; the pages React Router runs in the browser keep a nonce per response.
 */

/** Public pages that are not in the sitemap: a search, a 404, a privacy form, a comparison. */
const UNLISTED = [
  "/colleges-course?q=iit",
  "/no-such-page-anywhere",
  "/privacy/request",
  "/compare?colleges=rv-college-of-engineering,pes-university",
];

const scriptSrc = (response: Response) =>
  /(?:^|;\s*)script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

/** The scripts the browser would run from the page's own text: not data (JSON-LD), not loaded by src. */
function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }))
    .filter(({ attributes }) => !/\bsrc=/.test(attributes) && !attributes.includes('type="application/ld+json"'));
}

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

/** Records every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

describe("hash-based CSP on public pages, a nonce on admin pages [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  const starter = islandsStarter(
    (JSON.parse(fs.readFileSync("build/islands.json", "utf8")) as { entry: string }).entry,
  );

  beforeAll(async () => {
    ({ server } = await startAdminServer());
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("no public page has a nonce; the policy names the islands starter's hash, which covers every inline script", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const url = new URL(loc!);
      return `${url.pathname}${url.search}`;
    });
    expect(listed.length).toBeGreaterThan(30);
    for (const path of [...listed, ...UNLISTED]) {
      // Twice: the page as rendered, then as the page cache sends it.
      for (const round of ["first", "again"]) {
        const response = await fetch(`${server.url}${path}`);
        const label = `${path} (${round}, ${response.status})`;
        expect(scriptSrc(response), label).toBe(`'self' ${sha256(starter)}`);
        const html = await response.text();
        expect(html, label).not.toMatch(/\bnonce=/);
        const scripts = inlineScripts(html);
        expect(
          scripts.map(({ text }) => text),
          label,
        ).toEqual([starter]);
      }
    }
  });

  // That the islands run under this policy in Chromium is read in every browser test of a public
  // page: Chromium logs each blocked script as a console error, which fails them (island-hydration,
  // the accessibility walk's every page, headers-and-cache's cached page).
  test("an admin page carries a new nonce in each response, on every inline script, and works in Chromium", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.url}/AdminLogin`);
      const nonce = /^'self' 'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scriptSrc(response) ?? "")?.[1];
      expect(nonce, scriptSrc(response)).toBeDefined();
      nonces.add(nonce!);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(1);
      for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);

    const watched = await openPage(browser, server.url);
    const violations = await watchViolations(watched.page);
    // Signing in runs React Router in the browser: its form, its navigation to the dashboard.
    await loginThroughForm(watched.page, server.url);
    // Not even zod's probe for `new Function` (app/entry.client.tsx turns it off).
    expect(await violations()).toEqual([]);
    watched.expectClean();
    await watched.close();
  });
});
