import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type AppLoadContext } from "react-router";
import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { createCollege, deleteCollege } from "#app/features/colleges/colleges.server";
import { STREAM_PAGE_SIZE } from "#app/features/colleges/stream-colleges.server";
import { StreamCollegeList } from "#app/features/colleges/stream-college-list";
import { initialiseDatabase } from "#app/db/seed/seed.server";
import { sitemapPageXml, sitemapXml } from "#app/features/seo/sitemap.server";
import { STREAM_PATHS } from "#app/stream-paths";
import { loader as sitemapPageLoader } from "#app/routes/seo/sitemap-page";
import { loader as sitemapLoader } from "#app/routes/seo/sitemap";
import { loader as engineeringLoader, meta as engineeringMeta } from "#app/routes/public/streams/engineering";
import { loader as medicalLoader } from "#app/routes/public/streams/medical";
import { parseEnv } from "#app/utils/env.server";
import {
  NotSyntheticError,
  SYNTHETIC_MARKER_KEY,
  seedSyntheticCatalogue,
} from "../../scripts/scale/synthetic-catalogue.mjs";
import { collegeInput } from "../factories";
import { describeEachEngine } from "../setup/test-database";
import { siteRouteContract } from "../setup/route-contract";
import { keptPageAddresses } from "../../server/route-contract";

const ORIGIN = "https://example.in";
/**
 * The site's fixed pages in one language (home, search, 3 streams, 12 information pages, 5 services,
 * privacy, exams, the rank predictor, counselling); every page is listed in English and at its /hi twin.
 */
const FIXED_PAGES = 26;
const LANGUAGES = 2;

// Links come from PUBLIC_ORIGIN, never from the request (docs/decisions/031-site-origin-never-from-host.md).
const contextOf = (db: DB) =>
  ({ database: { db }, env: parseEnv({ PUBLIC_ORIGIN: ORIGIN }) }) as unknown as AppLoadContext;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const count = async (db: DB, table: "colleges" | "courses" | "exams") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function loaderArgs(db: DB, path: string, params: Record<string, string> = {}) {
  return { request: new Request(`${ORIGIN}${path}`), context: contextOf(db), params } as never;
}

describeEachEngine("synthetic catalogue (npm run seed:scale)", (db) => {
  test("fills a new database with marked synthetic colleges, ten courses each, and can make them again", async () => {
    const made = await seedSyntheticCatalogue(db(), { colleges: 60 });
    expect(made).toMatchObject({ state: "complete", colleges: 60, courses: 600, exams: 5 });
    const colleges = await db()
      .selectFrom("colleges")
      .select(["name", "slug", "is_sample_data", "about", "cities", "state", "short_names", "category_id"])
      .execute();
    expect(colleges).toHaveLength(60);
    for (const college of colleges) {
      expect(college.name).toMatch(/^Synthetic .+ \d{4}, .+$/);
      expect(college.slug.startsWith("synthetic-")).toBe(true);
      expect(college.is_sample_data).toBe(1);
      expect(college.about).toMatch(/^A made-up .*not a real institution\.$/);
      expect(college.name.endsWith(`, ${college.cities}`)).toBe(true);
      expect(college.category_id).not.toBeNull();
    }
    expect(colleges.some((college) => college.short_names !== "")).toBe(true);
    expect(new Set(colleges.map((college) => college.cities)).size).toBeGreaterThan(20);
    const courses = await db().selectFrom("courses").select(["college_id", "is_sample_data"]).execute();
    expect(courses.every((row) => row.is_sample_data === 1)).toBe(true);
    expect(new Set(courses.map((row) => row.college_id)).size).toBe(60);
    const marker = await db()
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", SYNTHETIC_MARKER_KEY)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(marker.value)).toMatchObject({ state: "complete", colleges: 60 });

    // A second run replaces the catalogue rather than adding to it.
    await seedSyntheticCatalogue(db(), { colleges: 30 });
    expect(await count(db(), "colleges")).toBe(30);
    expect(await count(db(), "courses")).toBe(300);
    expect(await count(db(), "exams")).toBe(5);
  });

  test("refuses a database with a college it did not make, and a site's database before it has one", async () => {
    const real = await createCollege(db(), collegeInput({ name: "Real Engineering College" }));
    await expect(seedSyntheticCatalogue(db(), { colleges: 5 })).rejects.toThrow(NotSyntheticError);
    await expect(seedSyntheticCatalogue(db(), { colleges: 5 })).rejects.toThrow(/Real Engineering College/);
    expect(await count(db(), "colleges")).toBe(1);
    const marker = () =>
      db().selectFrom("site_settings").select("key").where("key", "=", SYNTHETIC_MARKER_KEY).executeTakeFirst();
    expect(await marker()).toBeUndefined();

    // A site that a server has started on (here without the demo catalogue) and that has no college yet.
    await deleteCollege(db(), real.id);
    await initialiseDatabase(db(), { demoData: false });
    await expect(seedSyntheticCatalogue(db(), { colleges: 5 })).rejects.toThrow(/belongs to a site/);
    expect(await count(db(), "colleges")).toBe(0);
    expect(await marker()).toBeUndefined();
  });
});

describeEachEngine("stream pages at scale", (db) => {
  test("page their colleges in SQL, 24 a page, with a last page, a pager and noindex past page 1", async () => {
    await seedSyntheticCatalogue(db(), { colleges: 300 });
    const engineering = await db()
      .selectFrom("colleges")
      .innerJoin("categories", "categories.id", "colleges.category_id")
      .select("colleges.id")
      .where("categories.name", "=", "Engineering")
      .orderBy("colleges.id")
      .execute();
    const ids = engineering.map((row) => row.id);
    const pageCount = Math.ceil(ids.length / STREAM_PAGE_SIZE);
    expect(pageCount).toBeGreaterThanOrEqual(3);

    const first = await engineeringLoader(await loaderArgs(db(), STREAM_PATHS.engineering));
    expect(first).toMatchObject({ page: 1, pageCount, total: ids.length });
    expect(first.colleges.map((college) => college.id)).toEqual(ids.slice(0, STREAM_PAGE_SIZE));
    // The fee table shows the courses of this page's colleges only; the lead form every course name.
    expect(new Set(first.courses.map((course) => course.college_id))).toEqual(new Set(ids.slice(0, STREAM_PAGE_SIZE)));
    expect(first.courseNames).toContain("B.Tech Computer Science and Engineering");
    expect(first.courseNames).toEqual([...new Set(first.courseNames)].sort());

    const second = await engineeringLoader(await loaderArgs(db(), `${STREAM_PATHS.engineering}?page=2`));
    expect(second.colleges.map((college) => college.id)).toEqual(ids.slice(STREAM_PAGE_SIZE, 2 * STREAM_PAGE_SIZE));
    const last = await engineeringLoader(await loaderArgs(db(), `${STREAM_PATHS.engineering}?page=${pageCount}`));
    expect(last.colleges.map((college) => college.id)).toEqual(ids.slice((pageCount - 1) * STREAM_PAGE_SIZE));
    // Past the last page: the last page. Nonsense: the first.
    const past = await engineeringLoader(await loaderArgs(db(), `${STREAM_PATHS.engineering}?page=999`));
    expect(past.page).toBe(pageCount);
    const nonsense = await engineeringLoader(await loaderArgs(db(), `${STREAM_PATHS.engineering}?page=x`));
    expect(nonsense.page).toBe(1);

    const robots = (page: typeof first) =>
      engineeringMeta({ matches: [], loaderData: page } as never).find((tag) => "name" in tag && tag.name === "robots");
    expect(robots(first)).toBeUndefined();
    expect(robots(second)).toEqual({ name: "robots", content: "noindex" });

    // The HTML cache keeps each page apart, and ignores what the page does not read.
    const search = new URLSearchParams({ page: "2", gclid: "abc" });
    const keptPageAddress = keptPageAddresses(await siteRouteContract());
    expect(keptPageAddress(STREAM_PATHS.engineering)(search)).toBe(`${STREAM_PATHS.engineering}?page=2`);

    // The medical page lists only its Karnataka colleges, paged the same way.
    const karnataka = await db()
      .selectFrom("colleges")
      .innerJoin("categories", "categories.id", "colleges.category_id")
      .select("colleges.id")
      .where("categories.name", "=", "Medical")
      .where("colleges.state", "=", "Karnataka")
      .orderBy("colleges.id")
      .execute();
    expect(karnataka.length).toBeGreaterThan(0);
    const medical = await medicalLoader(await loaderArgs(db(), STREAM_PATHS.medical));
    expect(medical.total).toBe(karnataka.length);
    expect(medical.colleges.map((college) => college.id)).toEqual(
      karnataka.slice(0, STREAM_PAGE_SIZE).map((row) => row.id),
    );
  });
});

test("the stream pager links to the next and previous pages, page 1 without ?page=", () => {
  const render = (page: number) =>
    renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(StreamCollegeList, { colleges: [], page, pageCount: 3, path: STREAM_PATHS.management }),
      ),
    );
  expect(render(1)).toContain(`<a rel="next" href="${STREAM_PATHS.management}?page=2"`);
  expect(render(1)).not.toContain('rel="prev"');
  expect(render(2)).toContain(`<a rel="prev" href="${STREAM_PATHS.management}"`);
  expect(render(2)).toContain("Page 2 of 3");
  expect(render(3)).not.toContain('rel="next"');
});

describeEachEngine("sitemap", (db) => {
  async function insertCollege(slug: string, updated_at: string) {
    const { id } = await db()
      .insertInto("colleges")
      .values({ ...collegeInput({ name: slug }), slug, created_at: "2025-01-01T00:00:00.000Z", updated_at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  test("gives each college the last change of its page as lastmod; fixed pages none", async () => {
    const course = { duration: "4 years", fee_inr: 100000, semesters: 8 };
    const a = await insertCollege("college-a", "2026-01-01T00:00:00.000Z");
    await db()
      .insertInto("courses")
      .values([
        { college_id: a, name: "B.Tech", ...course, created_at: "2026-03-01T00:00:00.000Z" },
        { college_id: a, name: "M.Tech", ...course, created_at: "2025-12-01T00:00:00.000Z" },
      ])
      .execute();
    await db()
      .insertInto("placement_companies")
      .values({ college_id: a, company_name: "Acme", created_at: "2026-02-01T00:00:00.000Z" })
      .execute();
    const b = await insertCollege("college-b", "2026-05-05T00:00:00.000Z");
    await db()
      .insertInto("branches")
      .values({ college_id: b, name: "Civil", created_at: "2026-04-01T00:00:00.000Z" })
      .execute();
    const c = await insertCollege("college-c", "2026-01-01T00:00:00.000Z");
    await db()
      .insertInto("branches")
      .values({ college_id: c, name: "Civil", created_at: "2026-06-01T00:00:00.000Z" })
      .execute();
    await db()
      .insertInto("placement_companies")
      .values({ college_id: c, company_name: "Acme", created_at: "2026-07-01T00:00:00.000Z" })
      .execute();

    const response = await sitemapLoader(await loaderArgs(db(), "/sitemap.xml"));
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = [
      ...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g),
    ].map(([, loc, lastmod, links]) => [loc, lastmod, links]);
    expect(urls).toHaveLength(LANGUAGES * (FIXED_PAGES + 3));
    expect(urls[0]![0]).toBe(`${ORIGIN}/`);
    expect(urls[1]![0]).toBe(`${ORIGIN}/hi`);
    // Each language's address names both, and English as the default.
    expect(urls[1]![2]).toBe(
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/"/>` +
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/>`,
    );
    expect(urls[0]![2]).toBe(urls[1]![2]);
    const fixedPages = LANGUAGES * FIXED_PAGES;
    expect(urls.slice(0, fixedPages).every(([, lastmod]) => lastmod === undefined)).toBe(true);
    expect(urls.slice(fixedPages).map(([loc, lastmod]) => [loc, lastmod])).toEqual([
      [`${ORIGIN}/college-a`, "2026-03-01T00:00:00.000Z"],
      [`${ORIGIN}/hi/college-a`, "2026-03-01T00:00:00.000Z"],
      [`${ORIGIN}/college-b`, "2026-05-05T00:00:00.000Z"],
      [`${ORIGIN}/hi/college-b`, "2026-05-05T00:00:00.000Z"],
      [`${ORIGIN}/college-c`, "2026-07-01T00:00:00.000Z"],
      [`${ORIGIN}/hi/college-c`, "2026-07-01T00:00:00.000Z"],
    ]);
    // Below the limit there is no index, so no /sitemap/N either.
    const page = await sitemapPageLoader(await loaderArgs(db(), "/sitemap/1", { page: "1" }));
    expect(page.status).toBe(404);
  });

  test("past the limit, an index of files that together list every address once", async () => {
    await seedSyntheticCatalogue(db(), { colleges: 60 });
    const everything = locs(await sitemapXml(db(), ORIGIN));
    expect(everything).toHaveLength(LANGUAGES * (FIXED_PAGES + 60));

    for (const urlLimit of [30, 7]) {
      const index = await sitemapXml(db(), ORIGIN, { urlLimit });
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      // A page and its twin stay in one file, so an odd limit leaves one address unused.
      const perFile = LANGUAGES * Math.floor(urlLimit / LANGUAGES);
      const pageCount = Math.ceil(everything.length / perFile);
      expect(locs(index)).toEqual(Array.from({ length: pageCount }, (_, i) => `${ORIGIN}/sitemap/${i + 1}`));
      const listed: string[] = [];
      for (let page = 1; page <= pageCount; page++) {
        const xml = await sitemapPageXml(db(), ORIGIN, page, { urlLimit });
        expect(xml).toContain("<urlset");
        const urls = locs(xml!);
        expect(urls.length).toBe(page < pageCount ? perFile : everything.length - (pageCount - 1) * perFile);
        listed.push(...urls);
        if (urls.some((url) => url.includes("/synthetic-"))) expect(xml).toContain("<lastmod>");
      }
      expect(listed).toEqual(everything);
      expect(await sitemapPageXml(db(), ORIGIN, pageCount + 1, { urlLimit })).toBeUndefined();
      expect(await sitemapPageXml(db(), ORIGIN, 0, { urlLimit })).toBeUndefined();
    }
  });
});
