import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../support/chromium";
import { tempDir, type RunningServer } from "../support/server";
import { POLL } from "../public/watched-page";
import { loginThroughForm, SESSION_COOKIE, sessionCookieValue, startAdminServer } from "../admin/admin-helpers";
import { describePage, leaveLead, openHydrated, siteIds, sitePages, type SitePage } from "./site-pages";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

const JAVA_HINT =
  "The HTML check runs the W3C Nu HTML Checker (vnu.jar), which needs Java 11 or newer: install a Java runtime (e.g. `sudo apt-get install -y default-jre-headless`) so that `java` is on the PATH.";

/** Fails with a clear message when Java or vnu.jar is missing. */
function checkVnuRuns(): void {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.error || java.status !== 0) throw new Error(`${JAVA_HINT}\n(${java.error?.message ?? java.stderr})`);
  if (!fs.existsSync(VNU_JAR)) throw new Error(`No ${VNU_JAR}: run \`npm install\` (vnu-jar is a devDependency).`);
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Runs the Nu HTML Checker once over all the files; returns its errors as `label: message` lines. */
function vnuErrors(files: Map<string, string>): string[] {
  const run = spawnSync("java", ["-Xss4m", "-jar", VNU_JAR, "--errors-only", "--format", "json", ...files.keys()], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  let report: { messages: VnuMessage[] };
  try {
    // The JSON report goes to stderr.
    report = JSON.parse(run.stderr);
  } catch {
    throw new Error(`The Nu HTML Checker did not answer with JSON (exit ${run.status}):\n${run.stderr}\n${run.stdout}`);
  }
  return report.messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => {
      const file = decodeURIComponent(new URL(message.url).pathname);
      const extract = message.extract ? ` [${message.extract.replace(/\s+/g, " ").trim()}]` : "";
      return `${files.get(file) ?? file}: ${message.message}${extract}`;
    });
}

/**
 * Opens everything a visitor can open at once: each accordion's questions in turn (the last stays
 * open), the phone menu and one of its sub-menus, and finally any dialog.
 */
async function openEverything(page: Page): Promise<void> {
  const disclosures = page.locator("main button[aria-expanded]");
  for (let i = 0; i < (await disclosures.count()); i++) {
    if ((await disclosures.nth(i).getAttribute("aria-expanded")) === "false") await disclosures.nth(i).click();
  }
  // Accordion questions: the <summary> of a <details>, one open at a time (the last stays open).
  const questions = page.locator("main details > summary");
  for (let i = 0; i < (await questions.count()); i++) {
    const question = questions.nth(i);
    if (!(await question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)))
      await question.click();
  }
  // Last, the phone menu (a popover over the page: a tap outside it would close it) and a sub-menu.
  const nav = page.getByRole("navigation", { name: "Main" });
  if ((await nav.count()) > 0) {
    await nav.getByRole("button", { name: "Menu" }).click();
    // A sub-menu: the <summary> of a <details>.
    await nav.locator("details > summary").first().click();
  }
  const opener = page.locator('main button[aria-haspopup="dialog"]').first();
  if ((await opener.count()) > 0) {
    await opener.click();
    await page.getByRole("dialog").waitFor({ timeout: POLL.timeout });
  }
}

describe("valid HTML (W3C Nu HTML Checker) on every page [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  let visitor: BrowserContext;
  let admin: BrowserContext;
  let cookie: string;
  let pages: SitePage[];
  let dir: string;

  beforeAll(async () => {
    checkVnuRuns();
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer({ env: { LEADS_PER_IP_PER_HOUR: "1000" } }));
    browser = await launchChromium();
    visitor = await browser.newContext({ viewport: { width: 360, height: 800 } });
    admin = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const adminPage = await admin.newPage();
    await leaveLead(adminPage, server.url);
    await loginThroughForm(adminPage, server.url);
    cookie = (await sessionCookieValue(admin, server.url))!;
    pages = sitePages(await siteIds(adminPage, server.url, databaseUrl));
    await adminPage.close();
    dir = tempDir();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test(
    "each page as served, and as shown at 360 px after hydration with its menus, answers and dialogs open, has no errors",
    { timeout: 240_000 },
    async () => {
      const files = new Map<string, string>();
      const save = (label: string, html: string) => {
        const file = path.join(dir, `${files.size}.html`);
        fs.writeFileSync(file, html);
        files.set(file, label);
      };
      const visitorPage = await visitor.newPage();
      const adminPage = await admin.newPage();
      for (const target of pages) {
        const response = await fetch(`${server.url}${target.path}`, {
          headers: target.signedIn ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
        });
        expect(response.status, describePage(target)).toBe(target.status);
        save(`${describePage(target)} as served`, await response.text());

        const page = target.signedIn ? adminPage : visitorPage;
        await openHydrated(page, server.url, target);
        await openEverything(page);
        save(`${describePage(target)} at 360 px with everything open`, await page.content());
      }
      expect(vnuErrors(files)).toEqual([]);
    },
  );
});
