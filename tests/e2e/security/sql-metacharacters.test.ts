import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { engines } from "../support/databases";
import { postForm, withDatabase } from "../admin/admin-helpers";
import { leadFields, parseCsv, randomTag, startSecurityServer, type SecurityServer } from "./security-helpers";
import { isOneLine, ONE_LINE_MESSAGE } from "#app/utils/one-line";

/**
 * Text that breaks hand-built SQL, LIKE patterns or naive encodings: quotes and comment markers,
 * LIKE wildcards and the escape character, a classic injection, Devanagari, emoji (surrogate
 * pairs, joiners, flags), control characters (no NUL) and placeholder look-alikes. Written through
 * the API, an admin form and a lead form, it must come back byte for byte from the API's reads and
 * from the database, and the search must treat it as text. Names are one line: there, text with a
 * line break or a control character is refused with a message instead.
 */
const NASTY: Record<string, string> = {
  quotes: `O'Brien's "College"; DROP TABLE colleges;--`,
  wildcards: `%_\\ 100% _under_score\\back\\\\slash`,
  injection: `' OR '1'='1`,
  devanagari: "अभियांत्रिकी महाविद्यालय",
  emoji: "🎓 Campus 👩‍🎓 🇮🇳 ₹",
  controls: "bell\u0007 esc\u001b[31m tab\there\nnew line\r\ncrlf \u0001\u001f\u007f end",
  unicode: "e\u0301 é \u202Eevil\u202C zero\u200Bwidth\u200D ﷽ 𝔘𝔫𝔦 Ω",
  placeholders: "$1 $$ :name ? @p %s {0} \\N NULL '' \"\"",
};

/** The college's text fields in the API's spelling. */
const COLLEGE_TEXT = [
  "location",
  "address",
  "cities",
  "state",
  "university",
  "verified_by",
  "study_mode",
  "about_college",
  "college_ranking",
  "college_admission",
  "college_placement",
  "college_structure",
  "college_course",
  "college_hostel",
  "college_campus",
];

interface Written {
  key: string;
  value: string;
  categoryId: number;
  categoryName: string;
  college: Record<string, unknown> & { college_id: number; slug: string; name: string };
  branch: string;
  course: { name: string; duration: string };
  exam: string;
  placement: string;
}

for (const engine of engines()) {
  describe(`SQL and encoding metacharacters round-trip and search as text [${engine}]`, () => {
    let s: SecurityServer;
    const tag = randomTag();
    const written: Written[] = [];

    beforeAll(async () => {
      s = await startSecurityServer(engine);
    });

    afterAll(async () => {
      await s?.server.stop();
    });

    test("every catalogue field written through the API comes back byte for byte from getCollege.php, CatagoryGet, CourceGet and the database", async () => {
      const { call, cookie } = s;
      for (const [index, [key, value]] of Object.entries(NASTY).entries()) {
        // Names are one line (issue 22, app/utils/one-line.ts): one with a line break or a
        // control character is refused with a message and nothing is written; the text fields
        // below still take it byte for byte.
        const line = isOneLine(value) ? value : `${key} in one line`;
        if (line !== value) {
          const refused = await call("/narayanaApi/college_catagory.php", {
            json: { catagory_name: `${value} ${index}` },
            cookie,
          });
          expect({ key, status: refused.status, message: refused.body.message }).toEqual({
            key,
            status: 400,
            message: ONE_LINE_MESSAGE,
          });
        }
        const categoryName = `${line} ${index}`;
        const category = await call("/narayanaApi/college_catagory.php", {
          json: { catagory_name: categoryName },
          cookie,
        });
        expect(category.status, `${key}: ${JSON.stringify(category.body)}`).toBe(201);
        expect(category.body.catagory_name).toBe(categoryName);
        const categoryId = category.body.cat_id as number;

        const body: Record<string, unknown> = {
          // A college needs a Latin letter or digit in its name for its address (slug).
          name: `${line} College ${index} ${tag}`,
          college_website: `https://nasty-${index}.example/${value.replace(/\s/g, "")}`,
          cat_id: categoryId,
        };
        for (const field of COLLEGE_TEXT) body[field] = `${value} | ${field}`;
        const college = await call("/details", { json: body, cookie });
        expect(college.status, `${key}: ${JSON.stringify(college.body)}`).toBe(201);
        const collegeId = college.body.college_id as number;

        const branch = `${line} branch`;
        const course = { name: `${line} course`, duration: `${value} years` };
        const exam = `${line} exam`;
        const placement = `${line} Pvt. Ltd.`;
        const answers = [
          await call("/CollegeBranch", { json: { branch_name: branch, college_id: collegeId }, cookie }),
          await call("/CollegeCourse", {
            json: {
              college_id: collegeId,
              course_name: course.name,
              course_duration: course.duration,
              course_fee: "1,25,000",
              sem_no: "8",
            },
            cookie,
          }),
          await call("/Addmission", {
            json: { exam_name: exam, exam_date: "2027-06-01", catagoryId: categoryId },
            cookie,
          }),
          await call("/CollegePlacement", { json: { company_name: placement, college_id: collegeId }, cookie }),
        ];
        for (const answer of answers) expect(answer.status, `${key}: ${JSON.stringify(answer.body)}`).toBe(201);
        written.push({
          key,
          value: line,
          categoryId,
          categoryName,
          college: { ...body, college_id: collegeId, slug: college.body.slug } as Written["college"],
          branch,
          course,
          exam,
          placement,
        });
      }

      const categories = (await call("/CatagoryGet")).body as { cat_id: number; catagory_name: string }[];
      for (const item of written) {
        expect(categories, item.key).toContainEqual({ cat_id: item.categoryId, catagory_name: item.categoryName });

        const [college] = (await call(`/narayanaApi/getCollege.php?college_id=${item.college.college_id}`)).body;
        const { slug: _slug, ...sent } = item.college;
        expect(college, item.key).toMatchObject(sent);
        expect(college.slug, item.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

        const courses = (await call(`/CourceGet?college_id=${item.college.college_id}`)).body;
        expect(courses, item.key).toEqual([
          {
            course_id: expect.any(Number),
            college_id: item.college.college_id,
            course_name: item.course.name,
            course_duration: item.course.duration,
            course_fee: 125000,
            sem_no: 8,
          },
        ]);

        const stored = await withDatabase(s.databaseUrl, async (db) => ({
          category: await db
            .selectFrom("categories")
            .select("name")
            .where("id", "=", item.categoryId)
            .executeTakeFirstOrThrow(),
          college: await db
            .selectFrom("colleges")
            .selectAll()
            .where("id", "=", item.college.college_id)
            .executeTakeFirstOrThrow(),
          branch: await db
            .selectFrom("branches")
            .select("name")
            .where("college_id", "=", item.college.college_id)
            .execute(),
          exam: await db.selectFrom("exams").select("name").where("category_id", "=", item.categoryId).execute(),
          placement: await db
            .selectFrom("placement_companies")
            .select("company_name")
            .where("college_id", "=", item.college.college_id)
            .execute(),
        }));
        expect(stored.category.name, item.key).toBe(item.categoryName);
        expect(stored.college, item.key).toMatchObject({
          name: item.college.name,
          website: item.college.college_website,
          location: item.college.location,
          about: item.college.about_college,
          campus: item.college.college_campus,
        });
        expect(stored.branch, item.key).toEqual([{ name: item.branch }]);
        expect(stored.exam, item.key).toEqual([{ name: item.exam }]);
        expect(stored.placement, item.key).toEqual([{ company_name: item.placement }]);

        // Its page opens at its slug and names it.
        const page = await fetch(`${s.server.url}/${item.college.slug}`);
        expect(page.status, item.key).toBe(200);
      }
    });

    test("the same text through an admin form and a lead form is stored byte for byte", async () => {
      expect(written.length).toBe(Object.keys(NASTY).length);
      for (const item of written) {
        const branch = `${item.value} form branch`;
        const added = await postForm(
          s.server.url,
          "/Admin/CollegeBranch",
          { name: branch, college_id: String(item.college.college_id) },
          { cookie: s.token },
        );
        expect(added.status, item.key).toBe(200);

        // Each its own person: one e-mail or number would make them repeat enquiries on one lead.
        const person = written.indexOf(item);
        const fields = leadFields("contact", {
          name: item.value.slice(0, 100),
          email: `nasty.${tag}.${person}@example.com`,
          mobile: `97${String(person).padStart(8, "0")}`,
          course: item.value,
        });
        const lead = await postForm(s.server.url, "/Contact", fields);
        expect(lead.status, item.key).toBe(200);

        const stored = await withDatabase(s.databaseUrl, async (db) => ({
          branch: await db
            .selectFrom("branches")
            .select("name")
            .where("college_id", "=", item.college.college_id)
            .where("name", "=", branch)
            .execute(),
          // The enquiry: each one keeps what was sent, also when it lands on an earlier lead.
          lead: await db
            .selectFrom("lead_enquiries")
            .select(["name", "course"])
            .where("submission_id", "=", `contact:${fields.submission_id}`)
            .executeTakeFirst(),
        }));
        expect(stored.branch, item.key).toEqual([{ name: branch }]);
        expect(stored.lead, item.key).toEqual({ name: fields.name, course: item.value });
      }
    });

    test("the college search treats %, _, \\ and quotes as text: no error, and never every college", async () => {
      const colleges = (await s.call("/narayanaApi/getCollege.php")).body as { name: string }[];
      // The search reads words of letters and digits (docs/decisions/024-college-search.md):
      // symbols are not wildcards and not words, so a query of symbols alone finds nothing; nor
      // does a word of another script that the Hindi search words do not know.
      const queries = ["%", "_", "\\", "%_\\", "'", `"`, ";--", "नमस्ते", "பொறியியல்", "🎓", "$$"];
      for (const q of queries) {
        const response = await fetch(`${s.server.url}/colleges-course?q=${encodeURIComponent(q)}`);
        expect({ q, status: response.status }).toEqual({ q, status: 200 });
        const heading = /id="results-heading"[^>]*>([^<]*)</.exec(await response.text())?.[1];
        expect({ q, heading }).toEqual({ q, heading: "No colleges match these filters" });
      }
      // An injection is words like any other ("1"): some colleges, never all of them.
      const injected = await (
        await fetch(`${s.server.url}/colleges-course?q=${encodeURIComponent("' OR '1'='1")}`)
      ).text();
      const count = Number(/id="results-heading"[^>]*>(\d+) colleges? found</.exec(injected)?.[1] ?? 0);
      expect(count).toBeLessThan(colleges.length);
      // Around a symbol, the word is still found: "100%" finds the college with "100%" in its name.
      const wildcards = written.find((item) => item.key === "wildcards")!.college.name;
      const html = await (await fetch(`${s.server.url}/colleges-course?q=${encodeURIComponent("100%")}`)).text();
      const names = [...html.matchAll(/<h3><a [^>]*>([^<]*)<\/a><\/h3>/g)].map((match) => decodeHtml(match[1]!));
      expect(names).toContain(wildcards);
      expect(names.length).toBeLessThan(colleges.length);
    });

    test("the admin lists' searches and the leads filter take the same characters without an error", async () => {
      const { server } = s;
      for (const q of ["%", "_", "\\", "'", `' OR '1'='1`, "%_\\"]) {
        for (const path of [
          `/Admin/catalogue/colleges?q=${encodeURIComponent(q)}`,
          `/Admin/catalogue/branches?q=${encodeURIComponent(q)}`,
          `/Admin/leads?course=${encodeURIComponent(q)}`,
          `/Admin/leads?q=${encodeURIComponent(q)}&source=${encodeURIComponent(q)}`,
          `/Admin/leads.csv?course=${encodeURIComponent(q)}`,
          `/Admin/leads.csv?q=${encodeURIComponent(q)}`,
        ]) {
          const response = await fetch(`${server.url}${path}`, {
            headers: { cookie: s.cookie },
            redirect: "manual",
          });
          expect({ path, status: response.status }).toEqual({ path, status: 200 });
          await response.arrayBuffer();
        }
      }
      // The leads filter matches the character, not everything: "%" finds exactly the leads whose course has one.
      const leads = await withDatabase(s.databaseUrl, (db) => db.selectFrom("leads").select("course").execute());
      const withPercent = leads.filter((lead) => lead.course?.includes("%")).length;
      expect(withPercent).toBeGreaterThan(0);
      expect(withPercent).toBeLessThan(leads.length);
      const csv = await (
        await fetch(`${server.url}/Admin/leads.csv?course=%25`, { headers: { cookie: s.cookie } })
      ).text();
      expect(parseCsv(csv).length - 1).toBe(withPercent);
    });

    test("a category name with non-ASCII capitals, sent again in any letter case, is a 409 duplicate (not a 500 or a second category)", async () => {
      const { call, cookie } = s;
      const name = `Медицина Ärzte ${tag}`;
      const first = await call("/narayanaApi/college_catagory.php", { json: { catagory_name: name }, cookie });
      expect(first.status).toBe(201);
      for (const again of [name, name.toLowerCase(), name.toUpperCase()]) {
        const answer = await call("/narayanaApi/college_catagory.php", { json: { catagory_name: again }, cookie });
        expect({ again, status: answer.status, field: answer.body.field }).toEqual({
          again,
          status: 409,
          field: "catagory_name",
        });
      }
      const stored = await withDatabase(s.databaseUrl, (db) =>
        db.selectFrom("categories").select("name").where("name", "like", `%${tag}`).execute(),
      );
      expect(stored).toEqual([{ name }]);
    });

    test("a NUL character in a field is refused with a 4xx (or stored as sent), never a 500", async () => {
      const { call, cookie, server } = s;
      const collegeId = written[0]!.college.college_id;
      const value = `nul\u0000byte ${tag}`;
      const email = `nul.${tag}@example.com`;
      const fields = leadFields("contact", { name: value, email, mobile: "9845012345", course: "B.Tech" });
      const writes: [string, Promise<number>, () => Promise<string[]>][] = [
        [
          "API /CollegePlacement",
          call("/CollegePlacement", { json: { company_name: value, college_id: collegeId }, cookie }).then(
            (a) => a.status,
          ),
          async () =>
            (
              await withDatabase(s.databaseUrl, (db) =>
                db
                  .selectFrom("placement_companies")
                  .select("company_name")
                  .where("college_id", "=", collegeId)
                  .execute(),
              )
            )
              .map((row) => row.company_name)
              .filter((name) => name.startsWith("nul")),
        ],
        [
          "API /narayanaApi/college_catagory.php",
          call("/narayanaApi/college_catagory.php", { json: { catagory_name: value }, cookie }).then((a) => a.status),
          async () =>
            (await withDatabase(s.databaseUrl, (db) => db.selectFrom("categories").select("name").execute()))
              .map((row) => row.name)
              .filter((name) => name.startsWith("nul")),
        ],
        [
          "form /Admin/CollegeBranch",
          postForm(
            server.url,
            "/Admin/CollegeBranch",
            { name: value, college_id: String(collegeId) },
            { cookie: s.token },
          ).then((r) => r.status),
          async () =>
            (
              await withDatabase(s.databaseUrl, (db) =>
                db.selectFrom("branches").select("name").where("college_id", "=", collegeId).execute(),
              )
            )
              .map((row) => row.name)
              .filter((name) => name.startsWith("nul")),
        ],
        [
          "lead /Contact",
          postForm(server.url, "/Contact", fields).then((r) => r.status),
          async () =>
            (
              await withDatabase(s.databaseUrl, (db) =>
                db.selectFrom("lead_enquiries").select("name").where("email", "=", email).execute(),
              )
            ).map((row) => row.name),
        ],
      ];
      const problems: { where: string; status: number; stored: string[] }[] = [];
      for (const [where, pending, stored] of writes) {
        const status = await pending;
        const rows = await stored();
        // Accepted means stored exactly as sent; refused (4xx) means nothing stored; 5xx is never right.
        const expected = status < 300 ? [value] : [];
        if (status >= 500 || JSON.stringify(rows) !== JSON.stringify(expected))
          problems.push({ where, status, stored: rows });
      }
      expect(problems).toEqual([]);
    });
  });
}

/** The few entities React writes in text. */
function decodeHtml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}
