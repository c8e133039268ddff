import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN, withDatabase } from "../admin/admin-helpers";
import { rawPost } from "../security/security-helpers";
import { demoDatabaseUrl } from "../support/databases";
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

/**
 * Finding D of the 2026-11 review: without PUBLIC_ORIGIN, /sitemap.xml echoed the request's Host
 * under `public, max-age=3600`, so one forged request could plant another site in every cache on
 * the way. Every absolute link now comes from one function (siteOrigin: PUBLIC_ORIGIN, else the
 * listening address; here HOST=127.0.0.1), whatever Host or X-Forwarded-Host a request carries.
 */
describe("without PUBLIC_ORIGIN, a forged Host header reaches no link the server makes [sqlite]", () => {
  const FORGED = "forged-host.example";
  let server: RunningServer;
  let examId: number;

  beforeAll(async () => {
    const databaseUrl = await demoDatabaseUrl("sqlite");
    examId = await withDatabase(databaseUrl, async (db) => {
      const exam = await db.selectFrom("exams").select("id").orderBy("id").executeTakeFirstOrThrow();
      return exam.id;
    });
    // TRUST_PROXY=1: the most a deployment trusts forwarded headers, so X-Forwarded-Host is read too.
    server = await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** A GET with a forged Host (fetch will not send one), and a forged X-Forwarded-Host. */
  const forgedGet = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(path, server.url);
      const request = http.get(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          headers: { host: `${FORGED}:8443`, "x-forwarded-host": FORGED, "x-forwarded-proto": "https" },
          agent: false,
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on("data", (part: Buffer) => parts.push(part));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8") }),
          );
        },
      );
      request.on("error", reject);
    });

  /** Each path, and a link it must carry, given the site's origin. */
  const LINKS: [string, (origin: string) => string][] = [
    ["/sitemap.xml", (origin) => `<loc>${origin}/rv-college-of-engineering</loc>`],
    ["/robots.txt", (origin) => `Sitemap: ${origin}/sitemap.xml`],
    ["/rv-college-of-engineering", (origin) => `<link rel="canonical" href="${origin}/rv-college-of-engineering"/>`],
    ["/", (origin) => `<link rel="canonical" href="${origin}/"/>`],
    ["/exams", (origin) => `"item":"${origin}/exams"`],
  ];

  test.each(LINKS)("%s links to the listening address, never the forged host", async (path, link) => {
    // Twice: the first renders (and the page cache keeps it), the second may come from the cache.
    for (let i = 0; i < 2; i++) {
      const answer = await forgedGet(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain(FORGED);
      expect(answer.body, path).toContain(link(server.url));
    }
  });

  test("the college page's og:url, og:image and JSON-LD use the listening address too", async () => {
    const { body } = await forgedGet("/rv-college-of-engineering");
    expect(body).toContain(`<meta property="og:url" content="${server.url}/rv-college-of-engineering"/>`);
    expect(body).toContain(`<meta property="og:image" content="${server.url}/og/college/rv-college-of-engineering"/>`);
    expect(body).toContain(`"url":"${server.url}/rv-college-of-engineering"`);
  });

  test("an exam's calendar file names the site's host in its links and its UID", async () => {
    const { status, body } = await forgedGet(`/exams/${examId}/calendar.ics`);
    expect(status).toBe(200);
    expect(body).not.toContain(FORGED);
    expect(body).toContain(new URL(server.url).hostname);
  });
});
