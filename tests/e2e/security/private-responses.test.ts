import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { purposeMac } from "#app/utils/purpose-mac.server";
import { postForm, withDatabase } from "../admin/admin-helpers";
import { browserEngines } from "../support/databases";
import { ROUTE_TABLE, fillPath } from "../support/route-table";
import { sessionCookie, startStaffServer, type StaffServer } from "../support/staff-server";
import { insertSession } from "../../setup/staff";

/**
 * Finding A of the 2026-11 review: a response that shows a person's data is never stored by a
 * browser or a cache on the way. The rule lives in one place (server/private-responses.ts: every
 * route is private unless its module says it is storable), so this walks app/routes.ts and
 * expects `Cache-Control: no-store` from every admin route (sign-in and registration included)
 * and every privacy route, whatever it answers: the page and its `.data` request, signed out (the
 * guard's redirect) and as an owner, with a real id and with one that does not exist (404), and
 * a form's answer. A route added under routes/admin/ or routes/public/privacy/ later is walked
 * too, with no edit here.
 */
const PRIVATE_ROUTES = ROUTE_TABLE.filter(
  (route) => route.file.startsWith("routes/admin/") || route.file.startsWith("routes/public/privacy/"),
);

/** The IP hash key the server signs the privacy codes with; the test makes a request's code with it. */
const SECRET = "private-responses-test-secret-0123456789";
const CODE = "246813";

for (const engine of browserEngines()) {
  describe(`every response that shows a person's data is sent with Cache-Control: no-store [${engine}]`, () => {
    let staff: StaffServer;
    const person = { name: `Meera Private ${crypto.randomBytes(3).toString("hex")}`, email: "" };
    let existing: Record<string, string>;

    beforeAll(async () => {
      staff = await startStaffServer(engine, { IP_HASH_SECRET: SECRET });
      person.email = `meera.${person.name.split(" ").at(-1)}@example.in`;
      existing = await withDatabase(staff.databaseUrl, async (db) => {
        const at = new Date().toISOString();
        const lead = await db
          .insertInto("leads")
          .values({
            form: "contact",
            page: "/Contact",
            name: person.name,
            email: person.email,
            email_key: person.email,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("lead_enquiries")
          .values({
            lead_id: lead.id,
            form: "contact",
            page: "/Contact",
            name: person.name,
            email: person.email,
            created_at: at,
          })
          .execute();
        return { id: String(lead.id), entity: "colleges", publicId: await privacyRequest(db, person.email) };
      });
    });

    afterAll(async () => {
      await staff?.server.stop();
    });

    const newOwnerSession = () =>
      withDatabase(staff.databaseUrl, async (db) => sessionCookie(await insertSession(db, staff.owner.id)));

    const get = (path: string, cookie?: string) =>
      fetch(`${staff.server.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

    /** `/x` and its data request `/x.data` (a query stays after the suffix). */
    const pageAndData = (url: string) => {
      const [path, query] = url.split("?");
      return [url, `${path}.data${query ? `?${query}` : ""}`];
    };

    function expectNoStore(response: Response, label: string): void {
      const what = `${label} (${response.status})`;
      expect(response.status, what).toBeLessThan(500);
      expect(response.headers.get("cache-control"), what).toBe("no-store");
    }

    test("the walk finds the admin, sign-in and privacy routes (so an empty table can't pass)", () => {
      expect(PRIVATE_ROUTES.map((route) => route.path)).toEqual(
        expect.arrayContaining([
          "/Admin/Desboard",
          "/Admin/leads/:id",
          "/Admin/leads.csv",
          "/AdminLogin",
          "/AdminReg",
          "/privacy/withdraw",
          "/privacy/request/:publicId",
        ]),
      );
    });

    test.each(PRIVATE_ROUTES.map((route) => [route.path, route] as const))("%s", async (_path, route) => {
      const real = fillPath(route.path, (name) => existing[name] ?? "1");
      const missing = fillPath(route.path, (name) => (name === "entity" ? "no-such-things" : "999999"));
      const urls = [real, ...(missing === real ? [] : [missing])].flatMap(pageAndData);
      for (const url of urls) {
        expectNoStore(await get(url), `GET ${url} signed out`);
        expectNoStore(await get(url, staff.owner.cookie), `GET ${url} as an owner`);
      }
      // A form's answer (an empty form: refused, or sent to sign in), signed out and as an owner
      // with a session of its own (the form may be Logout).
      for (const cookie of [undefined, await newOwnerSession()]) {
        const answer = await postForm(staff.server.url, real, {}, { headers: cookie ? { cookie } : {} });
        expectNoStore(answer, `POST ${real}${cookie ? " as an owner" : " signed out"}`);
      }
    });

    test("the verified answer of a rights request, which shows the person's data, is not stored", async () => {
      const page = `/privacy/request/${existing.publicId}`;
      const answer = await postForm(staff.server.url, page, { intent: "verify", code: CODE });
      expect(await answer.text()).toContain(person.name);
      expectNoStore(answer, `POST ${page} (verified)`);
    });

    test("public pages keep their own caching: the page cache revalidates, the sitemap is kept an hour", async () => {
      expect((await get("/")).headers.get("cache-control")).toBe("private, no-cache");
      expect((await get("/rv-college-of-engineering")).headers.get("cache-control")).toBe("private, no-cache");
      expect((await get("/sitemap.xml")).headers.get("cache-control")).toBe("public, max-age=3600");
      expect((await get("/robots.txt")).headers.get("cache-control")).toBe("public, max-age=3600");
      expect((await get("/CatagoryGet")).headers.get("cache-control")).toBe("public, no-cache");
    });
  });
}

/**
 * A rights request to see one's data, waiting for its e-mailed code, as the request form leaves
 * it (app/features/privacy/rights-requests.server.ts), with CODE as its code. Returns its public id.
 */
async function privacyRequest(db: Parameters<Parameters<typeof withDatabase>[1]>[0], email: string): Promise<string> {
  const publicId = crypto.randomBytes(16).toString("base64url");
  const at = new Date();
  const codeHash = purposeMac(Buffer.from(SECRET, "utf8"), "privacy-code", `${publicId}:${CODE}`).toString("base64url");
  await db
    .insertInto("privacy_requests")
    .values({
      public_id: publicId,
      kind: "access",
      channel: "email",
      contact: email,
      details: null,
      status: "awaiting_code",
      code_hash: codeHash,
      code_expires_at: new Date(at.getTime() + 15 * 60_000).toISOString(),
      verified_at: null,
      due_at: new Date(at.getTime() + 90 * 86_400_000).toISOString(),
      created_at: at.toISOString(),
    })
    .execute();
  return publicId;
}
