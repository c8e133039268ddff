import http from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#app/db/db.server";
import { MIGRATION_NAMES } from "#app/db/migrate.server";
import { parseDatabaseUrl } from "#app/utils/env.server";
import { dropDatabase, engines, newDatabaseUrl } from "../support/databases";
import { startServerProcess, type ServerProcess } from "../support/server-process";

const TABLES = [
  "categories",
  "colleges",
  "branches",
  "courses",
  "exams",
  "placement_companies",
  "leads",
  "site_settings",
];

/** Opens the database a server used, runs `work`, closes it. */
async function withDatabase<T>(
  url: string,
  work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>,
): Promise<T> {
  const database = openDatabase(parseDatabaseUrl(url));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

function countRows(url: string): Promise<Record<string, number>> {
  return withDatabase(url, async (db) => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  });
}

/** One GET; resolves with the status and the body length. */
function get(url: string, agent: http.Agent): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode!, bytes }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

for (const engine of engines()) {
  /**
   * One new database and three processes per engine, each start proving something: two starting
   * at once on the new database, then a restart on it, which SIGTERM then stops while requests
   * are in flight. On PostgreSQL the second of the first two stays up, to lose its database last.
   */
  describe(`server lifecycle [${engine}]`, () => {
    let url: string;
    /** The second of the two first starts: kept running on PostgreSQL for the readiness test. */
    let second: ServerProcess | undefined;
    let restarted: ServerProcess | undefined;

    beforeAll(async () => {
      url = await newDatabaseUrl(engine);
    });

    afterAll(async () => {
      await Promise.all([second?.stop(), restarted?.stop()]);
    });

    test("two servers starting at once on a new database migrate and seed it exactly once", async () => {
      const [a, b] = await Promise.all([
        startServerProcess({ DATABASE_URL: url }),
        startServerProcess({ DATABASE_URL: url }),
      ]);
      second = b;
      expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
      expect(await a.stop()).toBe(0);
      if (engine !== "postgres") expect(await b.stop()).toBe(0);
      const rows = await countRows(url);
      const [slugs, migrations] = await withDatabase(url, (db) =>
        Promise.all([
          sql<{ n: number }>`select count(distinct slug) as n from colleges`.execute(db),
          sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(db),
        ]),
      );
      expect(rows.colleges).toBe(Number(slugs.rows[0]?.n));
      expect(Number(migrations.rows[0]?.n)).toBe(MIGRATION_NAMES.length);
      expect(rows.categories).toBe(8);
    });

    test("a restart keeps every row, and the demo catalogue is not loaded twice", async () => {
      const before = await countRows(url);
      expect(before.colleges).toBeGreaterThanOrEqual(24);

      // A row written between runs (as a lead would be) must survive the next start.
      await withDatabase(url, async (db) => {
        const at = new Date().toISOString();
        await db
          .insertInto("leads")
          .values({ form: "banner", page: "/", name: "Asha", phone: "9876543210", created_at: at, updated_at: at })
          .execute();
      });

      restarted = await startServerProcess({ DATABASE_URL: url });
      const response = await fetch(`${restarted.url}/indian-institute-of-technology-delhi`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      // Whatever a start adds, it has added before it listens.
      expect(await countRows(url)).toEqual({ ...before, leads: (before.leads ?? 0) + 1 });
    });

    test("SIGTERM during requests lets every one of them finish, then the process exits 0", async () => {
      const server = restarted!;
      const leadsBefore = (await countRows(url)).leads ?? 0;
      // Open connections the way a load balancer's keep-alive pool does, then put a request on each.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
      const pages = ["/", "/indian-institute-of-technology-madras"];
      await Promise.all(Array.from({ length: 40 }, (_, i) => get(`${server.url}${pages[i % 2]}`, agent)));
      // A lead whose body is still on its way when the signal comes: certainly in flight.
      const body = new URLSearchParams({
        form: "contact",
        name: "Meera",
        email: "meera@example.in",
        mobile: "9845012345",
        course: "MBBS",
        applicant: "adult",
      }).toString();
      const lead = new Promise<number>((resolve, reject) => {
        const request = http.request(`${server.url}/Contact`, {
          method: "POST",
          agent: false,
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode!));
        });
        request.on("error", reject);
        request.write(body.slice(0, 20));
        setTimeout(() => request.end(body.slice(20)), 800);
      });
      // The server is idle, so within this pause it has read the lead's headers and is waiting for the rest.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const requests = Array.from({ length: 40 }, (_, i) => get(`${server.url}${pages[i % 2]}`, agent));
      server.process.kill("SIGTERM");

      const results = await Promise.all(requests);
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
      for (const result of results) expect(result.bytes).toBeGreaterThan(1000);
      expect(await lead).toBe(200);
      agent.destroy();
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("Shut down cleanly");
      // The server counted requests still in progress when the signal came, and the lead is stored.
      const inFlight = Number(/SIGTERM received: finishing (\d+) in-flight/.exec(server.output())?.[1]);
      expect(inFlight).toBeGreaterThan(0);
      expect((await countRows(url)).leads).toBe(leadsBefore + 1);
    });

    if (engine === "postgres") {
      test("/readyz answers 503 once the database is gone while /healthz still answers", async () => {
        const server = second!;
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        await dropDatabase(url);
        const ready = await fetch(`${server.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.text()).toBe("database unavailable");
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

        // Visitors get a friendly 503 that asks them to retry, never a stack trace.
        for (const path of ["/", "/rv-college-of-engineering", "/FaqDetail", "/hi", "/hi/rv-college-of-engineering"]) {
          const page = await fetch(`${server.url}${path}`);
          expect(page.status, path).toBe(503);
          expect(page.headers.get("retry-after"), path).toBe("15");
          const html = await page.text();
          // In the page's language.
          expect(html, path).toContain(
            path.startsWith("/hi") ? "कृपया एक मिनट बाद फिर कोशिश करें" : "Please try again in a minute",
          );
          expect(html, path).not.toMatch(/\bat \S+:\d+:\d+|node_modules/);
        }
        const api = await fetch(`${server.url}/CatagoryGet`);
        expect(api.status).toBe(503);
        expect(await api.json()).toMatchObject({ success: false, error: "unavailable" });
        // A lead sent now is refused out loud (its values kept for another try), not acknowledged.
        const lead = await fetch(`${server.url}/Contact`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            form: "contact",
            name: "Outage Visitor",
            email: "outage@example.com",
            mobile: "9876543210",
            course: "MBA",
            applicant: "adult",
          }),
        });
        expect(lead.status).toBe(503);
        const leadPage = await lead.text();
        // Without JavaScript the page around the form cannot load either, so the error page says it.
        expect(leadPage).toMatch(/We could not save your details just now|Please try again in a minute/);
        expect(leadPage).not.toContain("Thank you, Outage Visitor");
        // The process survives the lost connections and still shuts down cleanly.
        expect(await server.stop()).toBe(0);
      });
    }
  });
}
