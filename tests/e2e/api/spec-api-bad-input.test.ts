import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserEngines } from "../support/databases";
import type { RunningServer } from "../support/server";
import { countRows, uniqueName } from "../admin/admin-helpers";
import { rawPost } from "../security/security-helpers";
import { apiClient, apiLogin, collegePayload, startApiServer, type ApiCall } from "./api-client";

/**
 * Every write of the spec's API, fed what a careless or hostile caller sends: each is refused
 * with a JSON 4xx naming the problem (never a 500), and the database is exactly as it was.
 */

interface WriteCall {
  path: string;
  /** The table a successful call adds a row to. */
  table: "categories" | "colleges" | "exams" | "branches" | "courses" | "placement_companies" | "admins";
  valid(ids: { categoryId: number; collegeId: number }): Record<string, unknown>;
  missing: string;
  wrongType: Record<string, unknown>;
  /** A reference to a row that does not exist, and the field that names it. */
  unknownReference?: Record<string, unknown>;
  /** The largest body the call reads. */
  limit: number;
}

const WRITES: WriteCall[] = [
  {
    path: "/narayanaApi/college_catagory.php",
    table: "categories",
    valid: () => ({ catagory_name: uniqueName("Category") }),
    missing: "catagory_name",
    wrongType: { catagory_name: 42 },
    limit: 16 * 1024,
  },
  {
    path: "/Category",
    table: "categories",
    valid: () => ({ catagory_name: uniqueName("Category") }),
    missing: "catagory_name",
    wrongType: { catagory_name: ["Law"] },
    limit: 16 * 1024,
  },
  {
    path: "/details",
    table: "colleges",
    valid: ({ categoryId }) => collegePayload(categoryId),
    missing: "about_college",
    wrongType: { name: { first: "IIT" } },
    unknownReference: { cat_id: 999_999 },
    limit: 256 * 1024,
  },
  {
    path: "/Addmission",
    table: "exams",
    valid: ({ categoryId }) => ({ exam_name: uniqueName("NEET"), exam_date: "2027-05-02", catagoryId: categoryId }),
    missing: "exam_date",
    wrongType: { catagoryId: true },
    unknownReference: { catagoryId: 999_999 },
    limit: 16 * 1024,
  },
  {
    path: "/CollegeBranch",
    table: "branches",
    valid: ({ collegeId }) => ({ branch_name: uniqueName("Branch"), college_id: collegeId }),
    missing: "branch_name",
    wrongType: { college_id: [1] },
    unknownReference: { college_id: 999_999 },
    limit: 16 * 1024,
  },
  {
    path: "/CollegeCourse",
    table: "courses",
    valid: ({ collegeId }) => ({
      college_id: collegeId,
      course_name: uniqueName("Course"),
      course_duration: "4 years",
      course_fee: 150000,
      sem_no: 8,
    }),
    missing: "sem_no",
    wrongType: { course_fee: { amount: 1 } },
    unknownReference: { college_id: 999_999 },
    limit: 16 * 1024,
  },
  {
    path: "/CollegePlacement",
    table: "placement_companies",
    valid: ({ collegeId }) => ({ company_name: uniqueName("Company"), college_id: collegeId }),
    missing: "company_name",
    wrongType: { company_name: false },
    unknownReference: { college_id: 999_999 },
    limit: 16 * 1024,
  },
];

for (const engine of browserEngines()) {
  describe(`the spec's API refuses bad input and writes nothing [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let call: ApiCall;
    let cookie: string;
    const ids = { categoryId: 0, collegeId: 0 };

    beforeAll(async () => {
      ({ server, databaseUrl } = await startApiServer(engine));
      call = apiClient(server.url);
      cookie = await apiLogin(call);
      ids.categoryId = (await call("/CatagoryGet")).body[0].cat_id;
      ids.collegeId = (await call("/DetailsGet")).body[0].college_id;
    });

    afterAll(async () => {
      await server?.stop();
    });

    for (const write of WRITES) {
      test(`${write.path}: missing field, wrong type, unknown reference, malformed JSON, wrong content type, anonymous caller, oversized body`, async () => {
        const before = await countRows(databaseUrl);
        const valid = write.valid(ids);
        const post = (
          body: string,
          headers: Record<string, string> = { "Content-Type": "application/json" },
          withCookie = true,
        ) => call(write.path, { body, headers, cookie: withCookie ? cookie : undefined });
        const refusals: {
          label: string;
          status: number;
          field?: string | null;
          answer: Promise<Awaited<ReturnType<ApiCall>>>;
        }[] = [];
        const expectRefusal = (
          label: string,
          status: number,
          field: string | null | undefined,
          answer: ReturnType<ApiCall>,
        ) => refusals.push({ label, status, field, answer });

        const { [write.missing]: _dropped, ...withoutField } = valid;
        expectRefusal("missing field", 400, write.missing, post(JSON.stringify(withoutField)));
        expectRefusal("null field", 400, write.missing, post(JSON.stringify({ ...valid, [write.missing]: null })));
        const [wrongField] = Object.keys(write.wrongType);
        expectRefusal("wrong type", 400, wrongField, post(JSON.stringify({ ...valid, ...write.wrongType })));
        if (write.unknownReference) {
          const [field] = Object.keys(write.unknownReference);
          expectRefusal("unknown reference", 400, field, post(JSON.stringify({ ...valid, ...write.unknownReference })));
        }
        expectRefusal("malformed JSON", 400, null, post(JSON.stringify(valid).slice(0, -1)));
        expectRefusal("a JSON array", 400, null, post(JSON.stringify([valid])));
        expectRefusal("empty body", 400, null, post(""));
        expectRefusal("text/plain", 415, null, post(JSON.stringify(valid), { "Content-Type": "text/plain" }));
        expectRefusal(
          "urlencoded",
          415,
          null,
          post("a=1", { "Content-Type": "application/x-www-form-urlencoded; x=1" }).then((answer) => answer),
        );
        expectRefusal(
          "no content type",
          415,
          null,
          call(write.path, { method: "POST", body: new Blob([JSON.stringify(valid)]), cookie }),
        );
        expectRefusal("anonymous", 401, null, post(JSON.stringify(valid), undefined, false));
        expectRefusal(
          "forged session",
          401,
          null,
          call(write.path, { json: valid, cookie: "__Host-admin_session=" + "A".repeat(43) }),
        );
        expectRefusal("oversized", 413, null, post(JSON.stringify({ ...valid, padding: "x".repeat(write.limit) })));
        expectRefusal(
          "cross-site",
          403,
          undefined,
          call(write.path, { json: valid, cookie, headers: { Origin: "https://attacker.example" } }),
        );

        for (const refusal of refusals) {
          const answer = await refusal.answer;
          // A URL-encoded form to /Category or /Addmission is the admin page's own post (it answers HTML).
          if (refusal.label === "urlencoded" && (write.path === "/Category" || write.path === "/Addmission")) continue;
          expect(answer.status, `${write.path} ${refusal.label}`).toBe(refusal.status);
          expect(answer.headers.get("content-type"), `${write.path} ${refusal.label}`).toMatch(/^application\/json/);
          expect(answer.body.success, `${write.path} ${refusal.label}`).toBe(false);
          expect(JSON.stringify(answer.body), `${write.path} ${refusal.label}`).not.toMatch(
            /\bat \S+:\d+:\d+|node_modules|Error:/,
          );
          if (refusal.field !== undefined) {
            expect(answer.body.field, `${write.path} ${refusal.label}`).toBe(refusal.field);
            expect(answer.body.message, `${write.path} ${refusal.label}`).toEqual(expect.any(String));
            expect(answer.body.error, `${write.path} ${refusal.label}`).toBe(answer.body.message);
          }
        }
        // Nothing half-written: every table as it was.
        expect(await countRows(databaseUrl)).toEqual(before);

        // And the valid body still works, so the refusals above were about the input alone.
        const accepted = await call(write.path, { json: valid, cookie });
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
        expect((await countRows(databaseUrl))[write.table]).toBe(before[write.table]! + 1);
      });
    }

    test("adminRegister.php: missing field, file instead of text, JSON, anonymous while closed, oversized", async () => {
      const before = await countRows(databaseUrl);
      const form = (fields: Record<string, string | Blob>) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(fields)) body.set(key, value);
        return body;
      };
      const valid = {
        name: "Meera Nair",
        email: "meera@example.com",
        password: "meera-secret-1",
        mobile: "9000000001",
      };
      const cases: [string, Promise<Awaited<ReturnType<ApiCall>>>, number, string | null][] = [
        [
          "missing mobile",
          call("/narayanaApi/adminRegister.php", { body: form({ ...valid, mobile: "" }), cookie }),
          400,
          "mobile",
        ],
        [
          "a file as the name",
          call("/narayanaApi/adminRegister.php", { body: form({ ...valid, name: new Blob(["x"]) }), cookie }),
          400,
          "name",
        ],
        ["JSON", call("/narayanaApi/adminRegister.php", { json: valid, cookie }), 415, null],
        ["anonymous, registration closed", call("/narayanaApi/adminRegister.php", { body: form(valid) }), 403, null],
        // A stranger learns only that registration is closed, whatever they sent.
        [
          "anonymous with bad fields, registration closed",
          call("/narayanaApi/adminRegister.php", { body: form({ ...valid, mobile: "1" }) }),
          403,
          null,
        ],
        [
          "oversized",
          call("/narayanaApi/adminRegister.php", { body: form({ ...valid, padding: "x".repeat(20 * 1024) }), cookie }),
          413,
          null,
        ],
        [
          "a broken multipart body",
          call("/narayanaApi/adminRegister.php", {
            body: "--nope\r\nContent-Disposition: form-data\r\n",
            headers: { "Content-Type": "multipart/form-data; boundary=other" },
            cookie,
          }),
          400,
          null,
        ],
      ];
      for (const [label, pending, status, field] of cases) {
        const answer = await pending;
        expect(answer.status, label).toBe(status);
        expect(answer.body.success, label).toBe(false);
        expect(answer.body.field, label).toBe(field);
      }
      expect(await countRows(databaseUrl)).toEqual(before);
    });

    test("adminLogin.php: malformed JSON, wrong types and a wrong content type are refused without a session", async () => {
      const cases: [string, ReturnType<ApiCall>, number, string | null][] = [
        [
          "malformed",
          call("/narayanaApi/adminLogin.php", { body: "{", headers: { "Content-Type": "application/json" } }),
          400,
          null,
        ],
        [
          "number as password",
          call("/narayanaApi/adminLogin.php", { json: { email: "a@b.c", password: 123456 } }),
          400,
          "password",
        ],
        [
          "form post",
          call("/narayanaApi/adminLogin.php", { body: new URLSearchParams({ email: "a@b.c", password: "x" }) }),
          415,
          null,
        ],
      ];
      for (const [label, pending, status, field] of cases) {
        const answer = await pending;
        expect(answer.status, label).toBe(status);
        expect(answer.body.field, label).toBe(field);
        expect(answer.headers.get("set-cookie"), label).toBeNull();
      }
    });

    test("an oversized body is refused with 413 whether or not it declares its length, and the connection stays usable", async () => {
      const before = await countRows(databaseUrl);
      const chunk = new TextEncoder().encode(`{"catagory_name": "${"x".repeat(8 * 1024)}`);
      // Streamed: no Content-Length, so only counting the bytes as they arrive can catch it.
      const streamed = await fetch(`${server.url}/narayanaApi/college_catagory.php`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 8; i++) controller.enqueue(chunk);
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toMatchObject({ success: false, message: expect.stringContaining("too large") });
      // Far past what any route reads: refused before a route sees it, on pages too.
      const huge = "x".repeat(3 * 1024 * 1024);
      for (const target of ["/details", "/Contact", "/AdminLogin"]) {
        // node:http, not fetch: the server answers on the declared length and closes the
        // connection, and fetch reports the broken write instead of the answer when the kernel
        // had not taken the whole body yet; a browser, like rawPost, reads the answer.
        const send = () =>
          rawPost(`${server.url}${target}`, {
            body: huge,
            headers: { "Content-Type": "application/json", Cookie: cookie },
          });
        let answer = await send();
        // Even node:http loses the answer now and then to its own broken write (status 0, EPIPE),
        // when the kernel's buffers fill at the moment the server closes: once more, then it must be 413.
        if (answer.status === 0) answer = await send();
        expect(answer.status, `${target} ${answer.error ?? ""}`).toBe(413);
      }
      // Later requests are answered at once (a half-read body must not stall a keep-alive connection).
      for (let i = 0; i < 5; i++) expect((await call("/CatagoryGet")).status).toBe(200);
      expect(await countRows(databaseUrl)).toEqual(before);
    });

    test("adminLogin.php: repeated wrong passwords are throttled with 429 and Retry-After, as on the login page", async () => {
      let last: Awaited<ReturnType<ApiCall>> | undefined;
      for (let attempt = 0; attempt < 6; attempt++) {
        last = await call("/narayanaApi/adminLogin.php", {
          json: { email: "nobody@example.com", password: `wrong-${attempt}` },
        });
      }
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(last!.body).toMatchObject({
        success: false,
        message: expect.stringContaining("Too many failed attempts"),
      });
    });
  });
}
