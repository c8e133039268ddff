import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserEngines } from "../support/databases";
import { afterViewFlush, VIEW_FLUSH } from "../support/views";
import type { RunningServer } from "../support/server";
import { ADMIN, countRows, uniqueName, withDatabase } from "../admin/admin-helpers";
import { apiClient, apiLogin, collegePayload, startApiServer, type ApiCall } from "./api-client";
import { issueSetupToken } from "#app/features/admins/first-admin-setup.server";
import { NOT_A_DATE } from "#app/utils/calendar-date";

/**
 * Contract tests for the original product's HTTP API (docs/original-contract.md#api-calls): each
 * call made as the original front end made it, and the answer checked field by field, against a
 * production server on each engine.
 */

/**
 * Every field getCollege.php gives per college: the college fields
 * (docs/original-contract.md#payload-field-names), in the original's spelling, plus the page slug.
 */
const SPEC_COLLEGE_FIELDS = [
  "college_id",
  "name",
  "logo",
  "location",
  "address",
  "cities",
  "state",
  "university",
  "verified_by",
  "college_website",
  "study_mode",
  "cat_id",
  "about_college",
  "college_ranking",
  "college_admission",
  "college_placement",
  "college_structure",
  "college_course",
  "college_hostel",
  "college_campus",
  "slug",
].sort();

const SPEC_COURSE_FIELDS = ["course_id", "college_id", "course_name", "course_duration", "course_fee", "sem_no"].sort();

for (const engine of browserEngines()) {
  describe(`the spec's HTTP API, call by call [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let uploadDir: string;
    let call: ApiCall;
    let cookie: string;
    let engineeringId: number;
    let someCollegeId: number;

    beforeAll(async () => {
      ({ server, databaseUrl, uploadDir } = await startApiServer(engine));
      call = apiClient(server.url);
      cookie = await apiLogin(call);
      const categories = (await call("/CatagoryGet")).body as { cat_id: number; catagory_name: string }[];
      engineeringId = categories.find((category) => category.catagory_name === "Engineering")!.cat_id;
      const colleges = (await call("/DetailsGet")).body as { college_id: number; name: string }[];
      someCollegeId = colleges.find((college) => college.name === "RV College of Engineering")!.college_id;
    });

    afterAll(async () => {
      await server?.stop();
    });

    test("adminLogin.php: JSON {email, password} → 200 {message} and a session cookie that opens the admin area", async () => {
      const answer = await call("/narayanaApi/adminLogin.php", {
        json: { email: ADMIN.email, password: ADMIN.password },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        message: "Login successful!",
        admin: { id: expect.any(Number), name: ADMIN.name },
      });
      const setCookie = answer.headers.get("set-cookie")!;
      expect(setCookie).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const token = /__Host-admin_session=([^;]+)/.exec(setCookie)![1];
      const dashboard = await call("/Admin/Desboard", { cookie: `__Host-admin_session=${token}` });
      expect(dashboard.status).toBe(200);

      const wrong = await call("/narayanaApi/adminLogin.php", { json: { email: ADMIN.email, password: "not-it-1" } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ success: false, message: "Invalid email or password." });
      expect(wrong.headers.get("set-cookie")).toBeNull();

      const noEmail = await call("/narayanaApi/adminLogin.php", { json: { password: ADMIN.password } });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body).toMatchObject({ field: "email", message: "Please Fill Email" });
      const noPassword = await call("/narayanaApi/adminLogin.php", { json: { email: ADMIN.email, password: "" } });
      expect(noPassword.body).toMatchObject({ field: "password", message: "Please Fill Password" });
    });

    test("getAdmin.php: [{id, name}] for a signed-in admin, never an e-mail or hash; 401 without a session", async () => {
      const answer = await call("/narayanaApi/getAdmin.php", { cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([{ id: expect.any(Number), name: ADMIN.name }]);
      // Staff names are people's data: never stored (server/private-responses.ts).
      expect(answer.headers.get("cache-control")).toBe("no-store");

      const anonymous = await call("/narayanaApi/getAdmin.php");
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, message: expect.stringContaining("Sign in") });
    });

    test("adminRegister.php: multipart {name, email, password, mobile} from a signed-in admin → {success: true, message}; the new admin can sign in", async () => {
      const email = `${uniqueName("ravi").replace(" ", ".")}@example.com`;
      const form = new FormData();
      form.set("name", "Ravi Kumar");
      form.set("email", email);
      form.set("password", "another-secret-9");
      form.set("mobile", "9876543210");
      const answer = await call("/narayanaApi/adminRegister.php", { body: form, cookie });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, message: "Registration successful. You can now log in." });
      const stored = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("admins")
          .select(["name", "mobile", "password_hash"])
          .where("email", "=", email)
          .executeTakeFirst(),
      );
      expect(stored).toMatchObject({ name: "Ravi Kumar", mobile: "9876543210" });
      expect(stored!.password_hash).not.toContain("another-secret-9");
      await apiLogin(call, { name: "Ravi Kumar", email, password: "another-secret-9" });

      // The same e-mail again: refused, naming the field.
      const again = await call("/narayanaApi/adminRegister.php", { body: form, cookie });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, field: "email" });
    });

    test("adminRegister.php: all four rules are checked together, with the spec's messages", async () => {
      const form = new FormData();
      form.set("name", " ");
      form.set("email", "not-an-email");
      form.set("password", "12345");
      form.set("mobile", "98765");
      const answer = await call("/narayanaApi/adminRegister.php", { body: form, cookie });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        name: "Name is required",
        email: "Valid Email is required",
        password: "Password must be at least 6 characters long",
        mobile: "Enter a valid 10-digit mobile number",
      });
      // A URL-encoded form is read the same way.
      const encoded = await call("/narayanaApi/adminRegister.php", {
        body: new URLSearchParams({ name: "A", email: "a@example.com", password: "123456", mobile: "12" }),
        cookie,
      });
      expect(encoded.status).toBe(400);
      expect(encoded.body).toMatchObject({ field: "mobile", message: "Enter a valid 10-digit mobile number" });
    });

    test("college_catagory.php: {catagory_name} → 201 {message}; /CatagoryGet lists it as {cat_id, catagory_name}", async () => {
      const name = uniqueName("Pharmacy");
      const answer = await call("/narayanaApi/college_catagory.php", { json: { catagory_name: name }, cookie });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: `Category "${name}" saved.`,
        cat_id: expect.any(Number),
        catagory_name: name,
      });
      const list = await call("/CatagoryGet");
      expect(list.status).toBe(200);
      expect(list.body).toContainEqual({ cat_id: answer.body.cat_id, catagory_name: name });
      for (const item of list.body) expect(Object.keys(item).sort()).toEqual(["cat_id", "catagory_name"]);
    });

    test("/Category (the dashboard modal's call): JSON {catagory_name} → {message}; a form post to /category is still the admin page", async () => {
      const name = uniqueName("Hotel Management");
      const answer = await call("/Category", { json: { catagory_name: name }, cookie });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ success: true, message: `Category "${name}" saved.`, catagory_name: name });
      const stored = await withDatabase(databaseUrl, (db) =>
        db.selectFrom("categories").select("id").where("name", "=", name).executeTakeFirst(),
      );
      expect(stored?.id).toBe(answer.body.cat_id);

      const page = await call("/category", { body: new URLSearchParams({ name: uniqueName("Form") }), cookie });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    });

    test("/details: every college field plus cat_id → 201 {message}; getCollege.php gives back each field as sent", async () => {
      const payload = collegePayload(engineeringId);
      const answer = await call("/details", { json: payload, cookie });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: "Your data is submitted",
        college_id: expect.any(Number),
        slug: expect.stringMatching(/^test-institute-of-technology-[0-9a-f]{6}$/),
        logo: null,
      });
      const list = await call(`/narayanaApi/getCollege.php?college_id=${answer.body.college_id}`);
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(1);
      const college = list.body[0];
      expect(Object.keys(college).sort()).toEqual(SPEC_COLLEGE_FIELDS);
      for (const [field, value] of Object.entries(payload)) expect(college[field], field).toEqual(value);
      expect(college).toMatchObject({ college_id: answer.body.college_id, logo: null, slug: answer.body.slug });

      const options = await call("/DetailsGet");
      expect(options.body).toContainEqual({ college_id: answer.body.college_id, name: payload.name });
      const page = await call(`/${answer.body.slug}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(payload.name);
    });

    test("/details: a logo path on this site is stored as a path and given back by getCollege.php; an upload loads from this server", async () => {
      const fileName = `${uniqueName("logo").replace(" ", "-")}.webp`;
      fs.mkdirSync(path.join(uploadDir, "logos"), { recursive: true });
      // A real 1×1 WebP, so the file served is an image.
      const webp = Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64");
      fs.writeFileSync(path.join(uploadDir, "logos", fileName), webp);
      const upload = `/uploads/logos/${fileName}`;

      // As sent → as stored: the original client's paths (a file of the provider host, here this
      // site) are kept; a relative one is read from the root, a full address on this site becomes its path.
      for (const [logo, stored] of [
        [upload, upload],
        ["/images/x.png", "/images/x.png"],
        ["  images/campus logo.png ", "/images/campus%20logo.png"],
        [`${server.url}/images/full.png`, "/images/full.png"],
        ["/uploads/logos/none.webp", "/uploads/logos/none.webp"],
      ]) {
        const answer = await call("/details", { json: { ...collegePayload(engineeringId), logo }, cookie });
        expect({ logo, status: answer.status }).toEqual({ logo, status: 201 });
        expect(answer.body.logo, logo).toBe(stored);
        const [college] = (await call(`/narayanaApi/getCollege.php?college_id=${answer.body.college_id}`)).body;
        expect(college.logo, logo).toBe(stored);
      }

      const image = await fetch(`${server.url}${upload}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      expect(Buffer.from(await image.arrayBuffer()).equals(webp)).toBe(true);
    });

    test("/details: never refuses a college because of its logo: one from another site, a script, a data: URL, too long or not text is stored as no logo", async () => {
      for (const logo of [
        "https://evil.example/logo.png",
        "//evil.example/logo.png",
        "/\\evil.example/logo.png",
        "javascript:alert(1)",
        "data:image/svg+xml,<svg onload=alert(1)>",
        `/images/${"x".repeat(600)}.png`,
        "   ",
        7,
        true,
        ["/images/x.png"],
        { path: "/images/x.png" },
      ]) {
        const what = JSON.stringify(logo).slice(0, 60);
        const answer = await call("/details", { json: { ...collegePayload(engineeringId), logo }, cookie });
        expect({ what, status: answer.status }).toEqual({ what, status: 201 });
        expect(answer.body.logo, what).toBeNull();
        const [college] = (await call(`/narayanaApi/getCollege.php?college_id=${answer.body.college_id}`)).body;
        expect(college.logo, what).toBeNull();
      }
    });

    test("/details: a failure carries `details` (what the spec's Add College form reads) and names every missing field", async () => {
      const { college_hostel: _hostel, ...withoutHostel } = collegePayload(engineeringId);
      const answer = await call("/details", { json: { ...withoutHostel, college_website: "" }, cookie });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        field: "college_website",
        details: "College Website is required",
        errors: { college_website: "College Website is required", college_hostel: "College Hostel is required" },
      });
    });

    test("/Addmission: JSON {exam_name, exam_date, catagoryId} → 201 {message}; the exam is stored under that category", async () => {
      const name = uniqueName("KCET");
      const answer = await call("/Addmission", {
        json: { exam_name: name, exam_date: "2027-04-18", catagoryId: engineeringId },
        cookie,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, message: `Exam "${name}" added.`, exam_id: expect.any(Number) });
      const stored = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("exams")
          .select(["name", "exam_date", "category_id"])
          .where("id", "=", answer.body.exam_id)
          .executeTakeFirst(),
      );
      expect(stored).toEqual({ name, exam_date: "2027-04-18", category_id: engineeringId });

      // A day that does not exist is refused, not rolled over into March.
      const impossible = await call("/Addmission", {
        json: { exam_name: name, exam_date: "2027-02-30", catagoryId: engineeringId },
        cookie,
      });
      expect(impossible.status).toBe(400);
      expect(impossible.body).toMatchObject({ field: "exam_date", message: NOT_A_DATE });
    });

    test("/CollegeBranch: JSON {branch_name, college_id} → 201 {message}; the branch is stored on that college", async () => {
      const name = uniqueName("Aerospace Engineering");
      const answer = await call("/CollegeBranch", { json: { branch_name: name, college_id: someCollegeId }, cookie });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, message: `Branch "${name}" added.`, branch_id: expect.any(Number) });
      const stored = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("branches")
          .select(["name", "college_id"])
          .where("id", "=", answer.body.branch_id)
          .executeTakeFirst(),
      );
      expect(stored).toEqual({ name, college_id: someCollegeId });
    });

    test("/CollegeCourse: five fields → HTTP 201; /CourceGet and college_course.php list it in the spec's fields", async () => {
      const course = {
        college_id: someCollegeId,
        course_name: uniqueName("M.Tech Data Science"),
        course_duration: "2 years",
        course_fee: 275000,
        sem_no: 4,
      };
      const answer = await call("/CollegeCourse", { json: course, cookie });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: "Course added successfully",
        course_id: expect.any(Number),
        ...course,
      });
      // An HTML form sends numbers as text, fees with Indian grouping: read the same way.
      const asText = await call("/CollegeCourse", {
        json: {
          ...course,
          course_name: uniqueName("MBA"),
          college_id: String(someCollegeId),
          course_fee: "1,25,000",
          sem_no: "4",
        },
        cookie,
      });
      expect(asText.status).toBe(201);
      expect(asText.body).toMatchObject({ course_fee: 125000, sem_no: 4, college_id: someCollegeId });

      const all = await call("/CourceGet");
      expect(all.status).toBe(200);
      expect(all.body).toContainEqual({ course_id: answer.body.course_id, ...course });
      for (const item of all.body) expect(Object.keys(item).sort()).toEqual(SPEC_COURSE_FIELDS);

      const ofCollege = await call(`/narayanaApi/college_course.php?college_id=${someCollegeId}`);
      expect(ofCollege.status).toBe(200);
      expect(ofCollege.body).toContainEqual({ course_id: answer.body.course_id, ...course });
      expect(ofCollege.body.every((item: { college_id: number }) => item.college_id === someCollegeId)).toBe(true);
      const everyCourse = await call("/narayanaApi/college_course.php");
      expect(everyCourse.body).toHaveLength(all.body.length);
    });

    test("/CollegeCourse: a failure carries `error` (what the spec's Add Course form reads)", async () => {
      const answer = await call("/CollegeCourse", {
        json: {
          college_id: someCollegeId,
          course_name: "B.Arch",
          course_duration: "5 years",
          course_fee: "lots",
          sem_no: 10,
        },
        cookie,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        field: "course_fee",
        error: "Enter the fee in whole rupees",
      });
    });

    test("/CollegePlacement: JSON {company_name, college_id} → 201 {message}; the company is stored on that college", async () => {
      const name = uniqueName("Infosys");
      const answer = await call("/CollegePlacement", {
        json: { company_name: name, college_id: someCollegeId },
        cookie,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, message: `"${name}" added.`, placement_id: expect.any(Number) });
      const stored = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("placement_companies")
          .select(["company_name", "college_id"])
          .where("id", "=", answer.body.placement_id)
          .executeTakeFirst(),
      );
      expect(stored).toEqual({ company_name: name, college_id: someCollegeId });
    });

    test("/DetailsGet and getCollege.php: every college, in the spec's fields", async () => {
      const options = await call("/DetailsGet");
      expect(options.status).toBe(200);
      const count = (await countRows(databaseUrl, ["colleges"])).colleges!;
      expect(options.body).toHaveLength(count);
      for (const item of options.body) {
        expect(Object.keys(item).sort()).toEqual(["college_id", "name"]);
        expect(typeof item.college_id).toBe("number");
      }
      const full = await call("/narayanaApi/getCollege.php");
      expect(full.status).toBe(200);
      expect(full.body).toHaveLength(count);
      for (const college of full.body) expect(Object.keys(college).sort()).toEqual(SPEC_COLLEGE_FIELDS);
      const rv = full.body.find((college: { college_id: number }) => college.college_id === someCollegeId);
      expect(rv).toMatchObject({
        name: "RV College of Engineering",
        cat_id: engineeringId,
        slug: "rv-college-of-engineering",
      });
      expect(rv.about_college.length).toBeGreaterThan(40);
      // An unknown college is an empty list; a malformed filter is refused, naming it.
      expect((await call("/narayanaApi/getCollege.php?college_id=999999")).body).toEqual([]);
      const bad = await call("/narayanaApi/getCollege.php?college_id=abc");
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field: "college_id" });
    });

    test("every read sends an ETag, answers 304 while nothing changed, and a new ETag once something did", async () => {
      const reads = [
        "/CatagoryGet",
        "/DetailsGet",
        "/CourceGet",
        "/narayanaApi/getCollege.php",
        "/narayanaApi/college_course.php",
      ];
      const first: Record<string, string> = {};
      for (const read of reads) {
        const answer = await call(read);
        const etag = answer.headers.get("etag");
        expect(etag, read).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
        expect(answer.headers.get("cache-control"), read).toBe("public, no-cache");
        first[read] = etag!;
        const again = await call(read, { headers: { "If-None-Match": etag! } });
        expect(again.status, read).toBe(304);
        expect(again.body, read).toBeNull();
        expect(again.headers.get("etag"), read).toBe(etag);
      }
      const admins = await call("/narayanaApi/getAdmin.php", { cookie });
      expect(
        (await call("/narayanaApi/getAdmin.php", { cookie, headers: { "If-None-Match": admins.headers.get("etag")! } }))
          .status,
      ).toBe(304);

      // A new college changes the college lists (and only they need to be fetched again).
      await call("/details", { json: collegePayload(engineeringId), cookie });
      for (const read of reads) {
        const answer = await call(read, { headers: { "If-None-Match": first[read]! } });
        const changed = read === "/DetailsGet" || read === "/narayanaApi/getCollege.php";
        expect(answer.status, read).toBe(changed ? 200 : 304);
      }
    });

    test("collegedetails.php: JSON {college_id} → {message} and one more view of that college", async () => {
      const views = () =>
        withDatabase(databaseUrl, (db) =>
          db.selectFrom("colleges").select("view_count").where("id", "=", someCollegeId).executeTakeFirstOrThrow(),
        ).then((row) => row.view_count);
      const before = await views();
      const answer = await call("/narayanaApi/collegedetails.php", { json: { college_id: someCollegeId } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: "View recorded" });
      // Views are counted in memory and written every few seconds.
      await expect.poll(views, VIEW_FLUSH).toBe(before + 1);
      const unknown = await call("/narayanaApi/collegedetails.php", { json: { college_id: 999999 } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ field: "college_id" });
      const wrongType = await call("/narayanaApi/collegedetails.php", { json: { college_id: true } });
      expect(wrongType.status).toBe(400);
      const plain = await call("/narayanaApi/collegedetails.php", {
        body: JSON.stringify({ college_id: someCollegeId }),
        headers: { "Content-Type": "text/plain" },
      });
      expect(plain.status).toBe(415);
      await afterViewFlush();
      expect(await views()).toBe(before + 1);
    });

    test("a read refuses other methods with 405 and Allow; a write refuses GET the same way", async () => {
      for (const read of [
        "/CatagoryGet",
        "/DetailsGet",
        "/CourceGet",
        "/narayanaApi/getCollege.php",
        "/narayanaApi/college_course.php",
        "/narayanaApi/getAdmin.php",
      ]) {
        const answer = await call(read, { method: "POST", json: {}, cookie });
        expect(answer.status, read).toBe(405);
        expect(answer.headers.get("allow"), read).toBe("GET, HEAD");
        expect(answer.body, read).toMatchObject({ success: false });
      }
      for (const write of [
        "/narayanaApi/adminRegister.php",
        "/narayanaApi/adminLogin.php",
        "/narayanaApi/college_catagory.php",
        "/narayanaApi/collegedetails.php",
        "/details",
        "/CollegeBranch",
        "/CollegeCourse",
        "/CollegePlacement",
      ]) {
        const answer = await call(write, { cookie });
        expect(answer.status, write).toBe(405);
        expect(answer.headers.get("allow"), write).toBe("POST");
        const put = await call(write, { method: "PUT", json: {}, cookie });
        expect(put.status, write).toBe(405);
      }
    });

    // Last: it removes every admin, which ends this suite's session.
    test("adminRegister.php while no admin exists: only with the start log's setup token, once", async () => {
      await withDatabase(databaseUrl, (db) => db.deleteFrom("admins").execute());
      const form = (email: string) => {
        const body = new FormData();
        body.set("name", "First Admin");
        body.set("email", email);
        body.set("password", "first-admin-1");
        body.set("mobile", "9123456789");
        return body;
      };
      const stranger = await call("/narayanaApi/adminRegister.php", { body: form("stranger@example.com") });
      expect(stranger.status).toBe(403);
      expect(stranger.body).toMatchObject({ success: false, message: expect.stringContaining("start log") });
      // What a start without ADMIN_EMAIL does (tests/e2e/admin/first-admin-setup.test.ts starts one).
      const token = await withDatabase(databaseUrl, (db) => issueSetupToken(db));
      const first = await call(`/narayanaApi/adminRegister.php?setup=${token}`, { body: form("first@example.com") });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ success: true });
      const second = await call(`/narayanaApi/adminRegister.php?setup=${token}`, { body: form("second@example.com") });
      expect(second.status).toBe(403);
      expect(second.body).toMatchObject({
        success: false,
        message: "Registration is closed. Ask an administrator to add you.",
      });
      expect((await countRows(databaseUrl, ["admins"])).admins).toBe(1);
    });
  });
}
