import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN, withDatabase } from "../admin/admin-helpers";
import { rawPost } from "../security/security-helpers";
import { startServer, tempDir, type RunningServer } from "../support/server";

/**
 * Behind a TLS proxy: the app speaks plain http on its own port, browsers are on
 * https://www.example.in (PUBLIC_ORIGIN), and TRUST_PROXY is 0. Forms posted from the public
 * origin work; forms from anywhere else are still refused.
 */
const PUBLIC_ORIGIN = "https://www.example.in";

describe("lead and login forms behind an https PUBLIC_ORIGIN [sqlite]", () => {
  let server: RunningServer;
  const databaseUrl = `file:${tempDir()}/app.db`;

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN,
      TRUST_PROXY: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** A form post as the browser sends it through the proxy: the public Host and Origin. */
  const post = (path: string, fields: Record<string, string>, origin = PUBLIC_ORIGIN) =>
    rawPost(`${server.url}${path}`, {
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        host: "www.example.in",
        origin,
        "x-forwarded-proto": "https",
      },
      body: new URLSearchParams(fields).toString(),
    });

  const lead = (name: string) => ({
    form: "contact",
    submission_id: crypto.randomUUID(),
    name,
    email: "tls.proxy@example.com",
    mobile: "9845012399",
    course: "B.Com",
    applicant: "adult",
  });

  const leadNames = () =>
    withDatabase(databaseUrl, async (db) => (await db.selectFrom("leads").select("name").execute()).map((r) => r.name));

  test("a lead form posted from the public https origin is stored", async () => {
    const answer = await post("/Contact", lead("Through The Proxy"));
    expect(answer.status).toBe(200);
    expect(await leadNames()).toContain("Through The Proxy");
  });

  test("the login form posted from the public https origin signs in", async () => {
    const answer = await post("/AdminLogin", { email: ADMIN.email, password: ADMIN.password });
    expect(answer.status).toBe(200);
    expect(String(answer.headers["set-cookie"] ?? "")).toContain("__Host-admin_session=");
  });

  test("a form from another site, or from the plain-http twin of the origin, is still refused", async () => {
    for (const origin of ["https://evil.example", "http://www.example.in"]) {
      const answer = await post("/Contact", lead(`Cross ${origin}`), origin);
      expect(answer.status, origin).toBeGreaterThanOrEqual(400);
      expect(answer.status, origin).toBeLessThan(500);
    }
    expect((await leadNames()).filter((name) => name.startsWith("Cross"))).toEqual([]);
  });

  test("pages link to the public origin, whatever Host the request carried", async () => {
    const response = await fetch(`${server.url}/Contact`);
    const html = await response.text();
    expect(html).toContain(`href="${PUBLIC_ORIGIN}/Contact"`);
  });
});
