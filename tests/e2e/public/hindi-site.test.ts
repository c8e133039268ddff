import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { englishPath, localeOf, pathIn } from "#app/utils/i18n/locale";
import { connectChromium } from "../support/chromium";
import { fontsDrawing } from "../support/glyphs";
import type { RunningServer } from "../support/server";
import { signInOverHttp, startAdminServer, withDatabase } from "../admin/admin-helpers";
import { leaveLead, pageRoutes, siteIds, sitePages, type SitePage } from "../a11y/site-pages";
import { startSmtpPeer } from "../server/outbox-peers";
import { openPage, POLL, waitForHydration, type WatchedPage } from "./watched-page";

/**
 * The public site in Hindi (issue 26; docs/decisions/059-hindi-site-plan.md), in Chromium against
 * the production build: every public page has a twin under /hi that is Hindi from `<html lang>`
 * and its title to every visible word but names; each names the other in its head and in the
 * sitemap; the Hindi contact form answers in Hindi, stores the lead as preferring Hindi and
 * e-mails a Hindi acknowledgement (a real SMTP server); Hindi search words find what their English
 * words find; the language link opens the same page in the other language. That no Hindi page
 * shows an English word is read in the accessibility walk's visit of each Hindi page
 * (tests/e2e/a11y/public-pages.test.ts), which loads every one of them already.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** The hreflang alternates a page's head lists, as [hreflang, path]. */
function alternatesIn(html: string): string[][] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
    m[1]!,
    new URL(m[2]!).pathname,
  ]);
}

const bothLanguages = (path: string) => [
  ["en-IN", englishPath(path)],
  ["hi-IN", pathIn("hi", path)],
  ["x-default", englishPath(path)],
];

describe("the Hindi site [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  /** Every Hindi page, with real values for the parameterised routes. */
  let hindiPages: SitePage[];
  let collegeSlug: string;
  /** Signed in once, in beforeAll: the counsellor who looks for the Hindi lead. */
  let admin: BrowserContext;
  /**
   * A visitor's page at the phone's width, watched, shared by the tests that need no cookies of
   * their own: each ends with expectClean and forgets what it saw (clean).
   */
  let watched: WatchedPage;
  const clean = (options?: { allowStatuses?: number[] }) => {
    watched.expectClean(options);
    watched.forget();
  };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    ({ server, databaseUrl } = await startAdminServer({
      env: { LEADS_PER_IP_PER_HOUR: "1000", SMTP_URL: smtp.url, MAIL_FROM: "Admissions <hello@example.in>" },
    }));
    browser = await connectChromium();
    admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await leaveLead(adminPage, server.url, "Hindi Twins");
    await signInOverHttp(adminPage, server.url);
    const ids = await siteIds(adminPage, server.url, databaseUrl);
    collegeSlug = ids.collegeSlug;
    hindiPages = sitePages(ids).filter((page) => !page.signedIn && localeOf(page.path) === "hi");
    watched = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  /**
   * ADR 100: the popular colleges begin within the screen and a half below the first that Chromium
   * lays out before its first paint, and on a Hindi page a Latin word at a new size is a new font to
   * set up there: two of them (five-letter initials, a university's English name) were 21 of that
   * layout's 28 ms, waiting on the browser process. So the cards use only fonts the page above them
   * has already set up.
   */
  test("the Hindi home's popular colleges are drawn only in fonts the page above them already uses", async () => {
    const { page } = watched;
    const popular = 'section[aria-labelledby="popular-heading"]';
    await page.goto(`${server.url}/hi`);
    await page.evaluate((popular) => {
      const band = document.querySelector(popular)!;
      const top = band.getBoundingClientRect().top;
      for (const element of document.body.querySelectorAll("*")) {
        const box = element.getBoundingClientRect();
        if (band.contains(element)) element.setAttribute("data-font-probe", "band");
        else if (box.height > 0 && box.top < top) element.setAttribute("data-font-probe", "above");
      }
    }, popular);
    // Shown, so the band is laid out on this smaller screen too.
    await page.locator(popular).scrollIntoViewIfNeeded();
    const above = await fontsDrawing(page, '[data-font-probe="above"]');
    const band = await fontsDrawing(page, '[data-font-probe="band"]');
    expect(band.size).toBeGreaterThanOrEqual(4);
    expect([...band].filter((font) => !above.has(font))).toEqual([]);
    expect([...band].some((font) => font.startsWith("Noto Sans Devanagari"))).toBe(true);
    watched.expectClean();
    watched.forget();
  });

  test("every public route has a /hi twin: 200, <html lang=hi>, a Hindi title, alternates naming each other, and the sitemap lists both", async () => {
    // The route table: each public page route (not the staff's) has its twin.
    const routes = pageRoutes().filter((route) => !route.file.startsWith("routes/admin/") && !route.adminLayout);
    const patterns = new Set(routes.map((route) => route.pattern));
    const english = [...patterns].filter((pattern) => localeOf(pattern) === "en");
    expect(english.length).toBeGreaterThan(25);
    expect(english.filter((pattern) => !patterns.has(pathIn("hi", pattern)))).toEqual([]);

    const problems: string[] = [];
    for (const target of hindiPages) {
      const answer = await fetch(`${server.url}${target.path}`);
      const html = await answer.text();
      const where = target.path;
      if (answer.status !== target.status) problems.push(`${where}: status ${answer.status}`);
      if (!html.includes('<html lang="hi"')) problems.push(`${where}: not <html lang="hi">`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      if (!DEVANAGARI.test(title)) problems.push(`${where}: title "${title}"`);
      if (target.status !== 200) continue;
      const path = new URL(target.path, server.url).pathname;
      if (JSON.stringify(alternatesIn(html)) !== JSON.stringify(bothLanguages(path)))
        problems.push(`${where}: alternates ${JSON.stringify(alternatesIn(html))}`);
      const englishHtml = await (await fetch(`${server.url}${englishPath(target.path)}`)).text();
      if (JSON.stringify(alternatesIn(englishHtml)) !== JSON.stringify(bothLanguages(path)))
        problems.push(`${englishPath(where)}: alternates ${JSON.stringify(alternatesIn(englishHtml))}`);
    }
    expect(problems).toEqual([]);

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const listed = urls.map((url) => new URL(/<loc>([^<]+)<\/loc>/.exec(url)![1]!).pathname);
    for (const path of ["/", "/Contact", "/colleges-course", `/${collegeSlug}`]) {
      expect(listed).toContain(path);
      expect(listed).toContain(pathIn("hi", path));
      const entry = urls[listed.indexOf(pathIn("hi", path))]!;
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1], new URL(m[2]!).pathname],
      );
      expect(links).toEqual(bothLanguages(path));
    }
    expect(listed.filter((path) => localeOf(path) === "hi").length).toBe(listed.length / 2);
  });

  test("a college page in Hindi: its places and texts in Hindi; a college without Hindi texts says so once, above them", async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 360, height: 740 });
    // The demo college (IIT Bombay: Powai, Mumbai, Maharashtra) has every text in Hindi.
    await page.goto(`${server.url}/hi/${collegeSlug}`);
    expect(await page.locator(".college-facts").textContent()).toContain("पवई, मुंबई");
    expect(await page.locator(".college-facts").textContent()).toContain("महाराष्ट्र");
    expect(await page.locator(".college-facts").textContent()).toContain("फ़ुल-टाइम");
    expect(await page.locator("#section-about p").first().textContent()).toMatch(DEVANAGARI);
    expect(await page.locator("#section-about [lang]").count()).toBe(0);
    expect(await page.locator(".language-note").count()).toBe(0);
    // Home's footer tagline and every menu item are Hindi.
    await page.goto(`${server.url}/hi`);
    expect(await page.locator(".site-footer .footer-grid > div").first().textContent()).toContain(
      "2008 से एडमिशन में मार्गदर्शन और करियर काउंसलिंग",
    );
    expect(await page.locator('nav[aria-label="मुख्य"] [lang="en"]').count()).toBe(0);

    // A college whose texts have no Hindi version yet: one note in Hindi, above the first, and the English marked.
    const plain = await withDatabase(databaseUrl, async (db) => {
      const college = await db
        .selectFrom("colleges")
        .select(["id", "slug"])
        .where("slug", "!=", collegeSlug)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      await db
        .updateTable("colleges")
        .set({ about_hi: null, ranking_hi: null, admission_hi: null, placement_hi: null })
        .where("id", "=", college.id)
        .execute();
      return college.slug;
    });
    await page.goto(`${server.url}/hi/${plain}`);
    const note = page.locator(".language-note");
    expect(await note.count()).toBe(1);
    expect(await note.textContent()).toBe("यह विवरण अभी केवल अंग्रेज़ी में उपलब्ध है।");
    expect(await page.locator("#section-about .language-note + p").getAttribute("lang")).toBe("en");
    // Texts that have their Hindi (fee structure onwards) are shown in Hindi, unmarked.
    expect(await page.locator("#section-fee_structure p").first().getAttribute("lang")).toBeNull();
    // The English page never shows the note.
    await page.goto(`${server.url}/${plain}`);
    expect(await page.locator(".language-note").count()).toBe(0);
    clean();
  });

  test("the search filters name states and cities in Hindi, with the catalogue's values", async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/hi/colleges-course`);
    const states = await page.locator("select#state option:not([value=''])").allTextContents();
    expect(states).toContain("कर्नाटक");
    for (const state of states) expect(state).toMatch(DEVANAGARI);
    expect(await page.locator("select#state option[value='Karnataka']").textContent()).toBe("कर्नाटक");
    expect(await page.locator("select#city option[value='Bengaluru']").textContent()).toBe("बेंगलुरु");
    await page.locator("select#state").selectOption("Karnataka");
    await page.locator("select#state").evaluate((select) => (select as HTMLSelectElement).form!.requestSubmit());
    await page.waitForURL(/state=Karnataka/);
    expect(await page.locator(".results .college-card").count()).toBeGreaterThan(0);
    expect(await page.locator(".results .college-card").first().textContent()).toContain("कर्नाटक");
    clean();
  });

  test("/hi/Contact: Hindi messages for an empty form; a lead stored as Hindi, thanked and acknowledged in Hindi", async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/hi/Contact`);
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "कुछ भी पूछें" });
    await waitForSubmissionId(page);
    await card.getByRole("button", { name: "भेजें" }).click();
    await expect.poll(() => card.getByRole("alert").count(), POLL).toBeGreaterThan(1);
    const errors = await card.getByRole("alert").allTextContents();
    expect(errors).toContain("अपना नाम लिखें।");
    for (const error of errors) expect(error).toMatch(DEVANAGARI);

    const email = `hindi.${Date.now()}@example.in`;
    await card.getByLabel("नाम", { exact: true }).fill("Kavya Hindi");
    await card.getByLabel("मैं हूँ", { exact: true }).selectOption("adult");
    await card.getByLabel("ई-मेल", { exact: true }).fill(email);
    await card.getByLabel("मोबाइल", { exact: true }).fill("9845012377");
    await card.getByLabel("कोर्स", { exact: true }).fill("B.Tech");
    await card.getByRole("button", { name: "भेजें" }).click();
    await expect
      .poll(() => card.getByRole("status").textContent(), POLL)
      .toBe("धन्यवाद, Kavya Hindi। हमारे काउंसलर एक कामकाजी दिन के अंदर आपको फ़ोन करेंगे।");

    const stored = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("leads").select(["id", "language", "page"]).where("email", "=", email).executeTakeFirstOrThrow(),
    );
    expect(stored).toMatchObject({ language: "hi", page: "/hi/Contact" });

    await expect
      .poll(() => smtp.received.find((mail) => mail.to.includes(email))?.decoded.subject, { timeout: 20_000 })
      .toMatch(/^आपकी पूछताछ हमें मिल गई है/);
    const mail = smtp.received.find((mail) => mail.to.includes(email))!.decoded.text;
    expect(mail).toContain("पूछताछ के लिए धन्यवाद।");
    // Its links open the Hindi pages.
    expect(mail).toMatch(/\/hi\/privacy\/withdraw\?token=/);
    expect(mail).toMatch(/\/hi\/privacy\/request\b/);

    // The counsellor sees it: "Prefers Hindi" in the inbox, filterable (signed in before all).
    const adminPage = admin.pages()[0]!;
    await adminPage.goto(`${server.url}/Admin/leads?language=hi`);
    const row = adminPage.locator("tbody tr", { hasText: "Kavya Hindi" });
    expect(await row.getByText("Prefers Hindi").count()).toBe(1);
    await adminPage.goto(`${server.url}/Admin/leads?language=en`);
    expect(await adminPage.locator("tbody tr", { hasText: "Kavya Hindi" }).count()).toBe(0);
    await adminPage.goto(`${server.url}/Admin/leads/${stored.id}`);
    expect(await adminPage.getByRole("heading", { level: 1 }).textContent()).toContain("Prefers Hindi");
    clean({ allowStatuses: [400] });
  });

  test("Hindi search words find the same first colleges as their English words, and the suggestions too", async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 1280, height: 800 });
    const resultNames = () =>
      page
        .locator(".results .college-card h3")
        .allTextContents()
        .then((names) => names.slice(0, 3));
    // The results are the server's page for the search's address: opened at it directly. The first
    // Hindi words are typed into the search box instead, as a visitor sends them.
    const firstThree = async (path: string, q: string) => {
      await page.goto(`${server.url}${path}?q=${encodeURIComponent(q)}`);
      return resultNames();
    };
    await page.goto(`${server.url}/hi/colleges-course`);
    await waitForHydration(page);
    const box = page.locator('form[role="search"] input[name="q"]').first();
    await box.fill("बेंगलुरु इंजीनियरिंग");
    await box.press("Enter");
    await page.waitForURL(/[?&]q=/);
    expect(new URL(page.url()).searchParams.get("q")).toBe("बेंगलुरु इंजीनियरिंग");
    expect(await resultNames()).toEqual(await firstThree("/colleges-course", "bengaluru engineering"));
    for (const [hindi, english] of [
      ["बेंगलुरु इंजीनियरिंग", "bengaluru engineering"],
      ["मेडिकल कॉलेज कर्नाटक", "medical colleges karnataka"],
      // An exam's name finds the colleges that accept it (issue 44).
      ["नीट", "NEET"],
    ] as const) {
      const fromEnglish = await firstThree("/colleges-course", english);
      // The demo catalogue has two engineering colleges in Bengaluru, and more medical ones in Karnataka.
      expect(fromEnglish.length).toBeGreaterThanOrEqual(2);
      expect(await firstThree("/hi/colleges-course", hindi)).toEqual(fromEnglish);
      const suggest = async (q: string) =>
        (await fetch(`${server.url}/search/suggest?q=${encodeURIComponent(q)}`)).json() as Promise<unknown>;
      expect(await suggest(hindi)).toEqual(await suggest(english));
    }
    expect(await firstThree("/hi/colleges-course", "आईआईटी बॉम्बे")).toEqual(["Indian Institute of Technology Bombay"]);
    expect(await firstThree("/hi/colleges-course", "engineering college bangalore mein")).toEqual(
      await firstThree("/colleges-course", "engineering colleges bangalore"),
    );
    clean();
  });

  test("the language link on a college page opens the same college in the other language", async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/${collegeSlug}`);
    const hindi = page.locator("header").getByRole("link", { name: "हिन्दी", exact: true });
    expect(await hindi.getAttribute("hreflang")).toBe("hi");
    await hindi.click();
    await page.waitForURL(`${server.url}/hi/${collegeSlug}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    const english = page.locator("header").getByRole("link", { name: "English", exact: true });
    expect(await english.getAttribute("lang")).toBe("en");
    await english.click();
    await page.waitForURL(`${server.url}/${collegeSlug}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    clean();
  });

  test("a Hindi browser on / stays on the English page and is offered the Hindi site in one line; the choice is remembered", async () => {
    const hindiBrowser = await openPage(browser, server.url, {
      locale: "hi-IN",
      viewport: { width: 360, height: 740 },
    });
    const { page } = hindiBrowser;
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    const offer = page.locator(".language-offer");
    await expect.poll(() => offer.isVisible(), POLL).toBe(true);
    expect(await offer.getAttribute("lang")).toBe("hi");
    await offer.getByRole("link", { name: "हिन्दी में देखें" }).click();
    await page.waitForURL(`${server.url}/hi`);
    expect((await hindiBrowser.context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("hi");
    // The cookie never redirects: the English home page is still the English home page.
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => offer.isVisible(), POLL).toBe(true);
    await offer.getByRole("button", { name: "बंद करें" }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await offer.count()).toBe(0);
    hindiBrowser.expectClean();
    await hindiBrowser.close();

    // An English browser is offered nothing.
    const english = await openPage(browser, server.url, { locale: "en-IN" });
    await english.page.goto(`${server.url}/`);
    await waitForHydration(english.page);
    expect(await english.page.locator(".language-offer").count()).toBe(0);
    await english.close();
  });

  test("the Hindi notice's first address leads to /hi/privacy for good; no cookie or Accept-Language ever redirects", async () => {
    const moved = await fetch(`${server.url}/privacy/hi`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/hi/privacy");
    const home = await fetch(`${server.url}/`, {
      redirect: "manual",
      headers: { "Accept-Language": "hi-IN,hi;q=0.9", Cookie: "language=hi" },
    });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="en-IN"');
  });
});

/** The form holds a submission id once hydrated; a submit before then would be posted without JavaScript. */
async function waitForSubmissionId(page: Page) {
  await expect.poll(() => page.locator('input[name="submission_id"]').first().inputValue(), POLL).not.toBe("");
}
