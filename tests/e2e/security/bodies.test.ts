import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AppDatabase } from "#app/db/db.server";
import { browserEngines } from "../support/databases";
import { ADMIN, SESSION_COOKIE, postForm } from "../admin/admin-helpers";
import {
  LEAKED_INTERNALS,
  WRITABLE_TABLES,
  leadFields,
  randomTag,
  rawPost,
  startSecurityServer,
  type SecurityServer,
} from "./security-helpers";
import { openTestDatabase } from "../support/test-database";

/**
 * Oversized and malformed bodies sent to the pages' own form posts (the public lead forms, the
 * login and registration forms, the admin add, edit and inbox forms). Each is refused with a
 * 4xx and a page a person can read (never a 500, never a stack trace), and nothing is written.
 * The JSON API's own bodies are covered by tests/e2e/api/spec-api-bad-input.test.ts.
 */

interface FormRoute {
  path: string;
  /** Needs the admin's session cookie. */
  admin: boolean;
  /** A body the route would accept (and act on), as its own form sends it. */
  valid?: () => Record<string, string>;
  /** JSON to this path is the spec's API call by design (docs/api.md): the answer is JSON, not a page. */
  jsonGoesToApi?: boolean;
}

const MB = 1024 * 1024;

for (const engine of browserEngines()) {
  describe(`oversized and malformed form bodies are refused with a 4xx and write nothing [${engine}]`, () => {
    let s: SecurityServer;
    let database: AppDatabase;
    let routes: FormRoute[];

    beforeAll(async () => {
      s = await startSecurityServer(engine);
      database = openTestDatabase(s.databaseUrl);
      const db = database.db;
      const college = await db.selectFrom("colleges").selectAll().orderBy("id").executeTakeFirstOrThrow();
      const category = await db.selectFrom("categories").select("id").orderBy("id").executeTakeFirstOrThrow();
      const lead = leadFields("contact", {
        name: "Body Check",
        email: "body.check@example.com",
        mobile: "9845012345",
        course: "B.Tech",
      });
      expect((await postForm(s.server.url, "/Contact", lead)).status).toBe(200);
      const { id: leadId } = await db
        .selectFrom("leads")
        .select("id")
        .where("submission_id", "=", `contact:${lead.submission_id}`)
        .executeTakeFirstOrThrow();

      const person = () => ({ name: `Body ${randomTag()}`, email: `body.${randomTag()}@example.com` });
      const standard = (form: string) => () =>
        leadFields(form, { ...person(), mobile: "9845012345", course: "B.Tech Computer Science and Engineering" });
      const collegeForm = () => ({
        name: `Body College ${randomTag()}`,
        location: "Pune",
        address: "1 Road, Pune",
        cities: "Pune",
        state: "Maharashtra",
        university: "SPPU",
        verified_by: "AICTE",
        website: "https://body.example.in",
        study_mode: "Full time",
        category_id: String(category.id),
        about: "About",
        ranking: "Ranking",
        admission: "Admission",
        placement: "Placement",
        fee_structure: "Fees",
        courses_overview: "Courses",
        hostel: "Hostel",
        campus: "Campus",
      });
      routes = [
        {
          path: "/?index",
          admin: false,
          valid: () => leadFields("banner", { name: person().name, phone: "9845012345" }),
        },
        { path: "/Contact", admin: false, valid: standard("contact") },
        { path: `/${college.slug}`, admin: false, valid: standard("college") },
        { path: `/disk/${college.slug}`, admin: false, valid: standard("disk") },
        { path: "/top-engineering-colleges-in-india", admin: false, valid: standard("engineering") },
        {
          path: "/Process",
          admin: false,
          valid: () => leadFields("franchise", { ...person(), mobile: "9845012345", city: "Mysuru" }),
        },
        { path: "/AdminLogin", admin: false, valid: () => ({ email: ADMIN.email, password: ADMIN.password }) },
        {
          path: "/AdminReg",
          admin: true,
          valid: () => ({ ...person(), password: "a-long-password-1", mobile: "9845012345" }),
        },
        { path: "/Admin/Desboard", admin: true, valid: () => ({ name: `Body category ${randomTag()}` }) },
        {
          path: "/category",
          admin: true,
          valid: () => ({ name: `Body category ${randomTag()}` }),
          jsonGoesToApi: true,
        },
        { path: "/Admin/Details", admin: true, valid: collegeForm },
        {
          path: "/Admin/CollegeBranch",
          admin: true,
          valid: () => ({ name: `Body branch ${randomTag()}`, college_id: String(college.id) }),
        },
        {
          path: "/Admin/CollegeCource",
          admin: true,
          valid: () => ({
            college_id: String(college.id),
            name: `Body course ${randomTag()}`,
            duration: "4 years",
            fee_inr: "100000",
            semesters: "8",
          }),
        },
        {
          path: "/Admin/Placement",
          admin: true,
          valid: () => ({ company_name: `Body Ltd ${randomTag()}`, college_id: String(college.id) }),
        },
        {
          path: "/Addmission",
          admin: true,
          valid: () => ({
            name: `Body exam ${randomTag()}`,
            exam_date: "2027-05-01",
            category_id: String(category.id),
          }),
          jsonGoesToApi: true,
        },
        {
          path: `/Admin/catalogue/colleges/${college.id}`,
          admin: true,
          valid: () => ({ ...collegeForm(), name: college.name }),
        },
        { path: `/Admin/leads/${leadId}`, admin: true, valid: () => ({ intent: "note", note: "Called back" }) },
        { path: "/Admin/catalogue/branches", admin: true },
        { path: "/Admin/settings", admin: true },
        { path: "/Admin/admins", admin: true },
        { path: "/Admin/account", admin: true },
      ];
    });

    afterAll(async () => {
      await database?.close();
      await s?.server.stop();
    });

    /**
     * What a write would change: the row count of every table a form can write, and the latest
     * updated_at of the tables whose rows the edit forms update (a college, a lead, the settings).
     */
    async function snapshot(): Promise<Record<string, string>> {
      const tables: Record<string, string> = {};
      for (const table of WRITABLE_TABLES) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        let query = (database.db as any).selectFrom(table).select((eb: any) => eb.fn.countAll().as("n"));
        if (table === "colleges" || table === "leads" || table === "site_settings") {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          query = query.select((eb: any) => eb.fn.max("updated_at").as("latest"));
        }
        tables[table] = JSON.stringify(await query.executeTakeFirst());
      }
      return tables;
    }

    /**
     * Sends one body to every route and describes what went wrong for each: the status, whether
     * the answer is a readable page (HTML with a heading or an alert, or the API's JSON refusal), whether it
     * leaks internals, and which tables changed. "refused" means none of that went wrong.
     */
    async function sendToEvery(
      body: (route: FormRoute) => {
        headers?: Record<string, string>;
        body?: Buffer | string;
        chunks?: { first?: Buffer; chunk: Buffer; count: number };
        waitBeforeBody?: number;
      } | null,
      expectStatus: (status: number, route: FormRoute) => boolean,
      options: { readable?: boolean } = {},
    ): Promise<{ answers: Record<string, string>; expected: Record<string, string> }> {
      const answers: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const route of routes) {
        const request = body(route);
        if (!request) continue;
        const before = await snapshot();
        const headers: Record<string, string> = { accept: "text/html", ...request.headers };
        if (route.admin) headers.cookie = `${SESSION_COOKIE}=${s.token}`;
        const answer = await rawPost(`${s.server.url}${route.path}`, { ...request, headers });
        const after = await snapshot();
        const problems: string[] = [];
        if (!expectStatus(answer.status, route))
          problems.push(`status ${answer.status}${answer.error ? ` (${answer.error})` : ""}`);
        if (options.readable !== false && answer.status > 0) {
          const type = String(answer.headers["content-type"] ?? "");
          const page = type.startsWith("text/html") && /<h1[\s>]|role="alert"/.test(answer.text);
          const json =
            type.startsWith("application/json") && route.jsonGoesToApi && /"success":false/.test(answer.text);
          if (!page && !json) problems.push(`not a readable page (${type}: ${answer.text.slice(0, 80)})`);
        }
        if (LEAKED_INTERNALS.test(answer.text)) problems.push("leaks internals");
        // A refused login may count the attempt; nothing else may change anywhere.
        const changed = WRITABLE_TABLES.filter(
          (table) => before[table] !== after[table] && !(route.path === "/AdminLogin" && table === "login_attempts"),
        );
        if (changed.length > 0) problems.push(`wrote ${changed.join(", ")}`);
        answers[route.path] = problems.length === 0 ? "refused" : problems.join("; ");
        expected[route.path] = "refused";
      }
      return { answers, expected };
    }

    const is4xx = (status: number) => status >= 400 && status < 500;

    test("a 3 MB form body that declares its length is refused with 413 on every form route", async () => {
      const body = Buffer.from(`name=${"x".repeat(3 * MB)}`);
      const { answers, expected } = await sendToEvery(
        () => ({ headers: { "content-type": "application/x-www-form-urlencoded" }, body, waitBeforeBody: 2000 }),
        (status) => status === 413,
        { readable: false },
      );
      expect(answers).toEqual(expected);
      // A lead's page takes a document's upload (up to 16 MB in all: ADR 047); past that it is refused too.
      const multipart = await sendToEvery(
        (route) => ({
          headers: { "content-type": "multipart/form-data; boundary=BIG" },
          body: bigMultipart("BIG", route.path.startsWith("/Admin/leads/") ? 17 * MB : 3 * MB),
          waitBeforeBody: 2000,
        }),
        (status) => status === 413,
        { readable: false },
      );
      expect(multipart.answers).toEqual(multipart.expected);
    });

    test("a form body past what its form needs is refused with 413 before any route reads it: 64 KB for page forms, 512 KB for the college forms", async () => {
      const isCollegeForm = (route: FormRoute) =>
        route.path === "/Admin/Details" || route.path.startsWith("/Admin/catalogue/colleges/");
      // A form the route would accept, padded past its limit with one extra field.
      const { answers, expected } = await sendToEvery(
        (route) => ({
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `${new URLSearchParams(route.valid?.() ?? { name: "x" })}&padding=${"x".repeat(isCollegeForm(route) ? 600 * 1024 : 65 * 1024)}`,
        }),
        (status) => status === 413,
        { readable: false },
      );
      expect(answers).toEqual(expected);
      // Just under the limit is not refused for its size: the form is read (and answered as usual).
      const lead = leadFields("contact", {
        name: "Size Check",
        email: "size.check@example.com",
        mobile: "9845012345",
        course: "B.Tech",
      });
      const nearLimit = await rawPost(`${s.server.url}/Contact`, {
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: `${new URLSearchParams(lead)}&padding=${"x".repeat(60 * 1024)}`,
      });
      expect(nearLimit.status).toBe(200);
    });

    test("a 3 MB form body streamed without a Content-Length is refused (411, or 413) on every form route, not read to the end", async () => {
      // A form the route would accept, with one field padded past 2 MB: refused, nothing stored.
      const chunk = Buffer.from("x".repeat(64 * 1024));
      const { answers, expected } = await sendToEvery(
        (route) => ({
          headers: { "content-type": "application/x-www-form-urlencoded" },
          chunks: {
            first: Buffer.from(`${new URLSearchParams(route.valid?.() ?? { name: "x" })}&padding=`),
            chunk,
            count: (3 * MB) / chunk.length,
          },
        }),
        // Page routes need a Content-Length (411, before a byte is read); a route that counts the
        // bytes as they arrive answers 413 once past the limit.
        (status) => status === 411 || status === 413,
        { readable: false },
      );
      expect(answers).toEqual(expected);
      // The server is still answering.
      expect((await fetch(`${s.server.url}/healthz`)).status).toBe(200);
    });

    test("a malformed multipart body (wrong boundary, cut off, no boundary at all) gets a 4xx page and writes nothing", async () => {
      const cases: Record<string, (route: FormRoute) => { headers: Record<string, string>; body: string }> = {
        "cut off": (route) => ({
          headers: { "content-type": "multipart/form-data; boundary=XYZ" },
          body: `${multipart("XYZ", route.valid?.() ?? { name: "x" }).slice(0, -10)}`,
        }),
        "other boundary": (route) => ({
          headers: { "content-type": "multipart/form-data; boundary=ABC" },
          body: multipart("XYZ", route.valid?.() ?? { name: "x" }),
        }),
        "no boundary parameter": (route) => ({
          headers: { "content-type": "multipart/form-data" },
          body: multipart("XYZ", route.valid?.() ?? { name: "x" }),
        }),
        garbage: () => ({
          headers: { "content-type": "multipart/form-data; boundary=XYZ" },
          body: crypto.randomBytes(2048).toString("latin1"),
        }),
      };
      const all: Record<string, Record<string, string>> = {};
      const expected: Record<string, Record<string, string>> = {};
      for (const [label, make] of Object.entries(cases)) {
        const result = await sendToEvery(make, is4xx);
        all[label] = result.answers;
        expected[label] = result.expected;
      }
      expect(all).toEqual(expected);
    });

    test("invalid percent-encoding (%E0%A4%A, %FF%FE: not UTF-8) in an otherwise valid form gets a 4xx page and writes nothing", async () => {
      const all: Record<string, Record<string, string>> = {};
      const expected: Record<string, Record<string, string>> = {};
      for (const broken of ["%E0%A4%A", "%FF%FE"]) {
        const result = await sendToEvery((route) => {
          if (!route.valid) return null;
          const fields = route.valid();
          // The broken sequence (then a space, so it cannot run into the next hex digit) goes into
          // the first free-text field the route stores.
          const target = ["name", "company_name", "notes", "note"].find((key) => key in fields) ?? "email";
          const encoded = Object.entries(fields)
            .map(([key, value]) =>
              key === target ? `${key}=${broken}+${encodeURIComponent(value)}` : `${key}=${encodeURIComponent(value)}`,
            )
            .join("&");
          return { headers: { "content-type": "application/x-www-form-urlencoded" }, body: encoded };
        }, is4xx);
        all[broken] = result.answers;
        expected[broken] = result.expected;
      }
      expect(all).toEqual(expected);
    });

    test("a JSON, text or untyped body sent to a form route gets a 4xx page (the API's JSON refusal where the path is also an API call) and writes nothing", async () => {
      const all: Record<string, Record<string, string>> = {};
      const expected: Record<string, Record<string, string>> = {};
      const types: Record<
        string,
        (fields: Record<string, string>) => { headers: Record<string, string>; body: string }
      > = {
        "application/json": (fields) => ({
          headers: { "content-type": "application/json" },
          body: JSON.stringify(fields),
        }),
        "text/plain": (fields) => ({
          headers: { "content-type": "text/plain" },
          body: new URLSearchParams(fields).toString(),
        }),
        "no content type": (fields) => ({ headers: {}, body: new URLSearchParams(fields).toString() }),
      };
      for (const [label, make] of Object.entries(types)) {
        const result = await sendToEvery((route) => make(route.valid?.() ?? { name: "x" }), is4xx);
        all[label] = result.answers;
        expected[label] = result.expected;
      }
      expect(all).toEqual(expected);
    });
  });
}

/** A multipart/form-data body with these text fields. */
function multipart(boundary: string, fields: Record<string, string>): string {
  return (
    Object.entries(fields)
      .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}--\r\n`
  );
}

/** A multipart body of about `size` bytes: one large text field. */
function bigMultipart(boundary: string, size: number): Buffer {
  return Buffer.from(multipart(boundary, { name: "x".repeat(size) }));
}
