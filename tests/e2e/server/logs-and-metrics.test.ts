import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { firstAdminEnv, postForm, SESSION_COOKIE, withDatabase } from "../admin/admin-helpers";
import { demoDatabaseUrl, engines } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";

/**
 * What the production server logs and measures, over HTTP against one server per engine: a lead,
 * a sign-in, an admin's lead page and a query string each leave one JSON access line with the
 * request id and the route pattern, none of what the visitor or the admin typed, and /metrics
 * shows the request and the lead to Prometheus's token only. The request id rules, the labels
 * and the metrics themselves are unit-tested beside their code (server/*.test.ts).
 */

/** Values that must appear in no log line: each is distinctive enough that any match is a leak. */
const VISITOR = {
  name: "Zebulon Quixotewala",
  email: "zebulon.quixotewala@example.com",
  mobile: "9812734650",
  city: "Xanadupuram",
  message: "Please call after Diwali, ref MSG-Q7Z3K",
};
const ADMIN = {
  name: "Ottoline Marchbanks",
  email: "ottoline.marchbanks@example.com",
  password: "Quokka-Marmalade-93",
};
const QUERY_MARKER = "QMARK-4F9D2";
const METRICS_TOKEN = crypto.randomBytes(24).toString("hex");
/** What a load balancer in front might send; believed, as the server runs behind TRUST_PROXY=loopback. */
const PROXY_REQUEST_ID = "lb-req-8c1d3e";

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  bytes?: number;
  cache?: string;
}

for (const engine of engines()) {
  describe(`logs and metrics [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    /** Every request this file sent, by the id the server answered with, and the route it must log. */
    const sent: { id: string; route: string; status: number }[] = [];

    /** One request; its X-Request-Id and the route label its access line must carry are kept. */
    async function send(route: string, response: Promise<Response>): Promise<Response> {
      const answer = await response;
      const id = answer.headers.get("x-request-id");
      expect(id, route).toBeTruthy();
      sent.push({ id: id!, route, status: answer.status });
      return answer;
    }

    const logLines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line) as LogLine);
    const accessLines = () => logLines().filter((line) => line.route !== undefined && line.status !== undefined);

    beforeAll(async () => {
      databaseUrl = await demoDatabaseUrl(engine);
      server = await startServer({
        DATABASE_URL: databaseUrl,
        ...(await firstAdminEnv(databaseUrl, ADMIN)),
        TRUST_PROXY: "loopback",
        METRICS_TOKEN,
      });

      // A visitor reads a college page (with an ad's query string, twice: the second from the
      // page cache), its script, and sends the franchise form with every field.
      const college = await send(
        "/:college",
        fetch(`${server.url}/rv-college-of-engineering?utm_source=${QUERY_MARKER}&name=${QUERY_MARKER}`),
      );
      const script = /\/assets\/[\w-]+\.js/.exec(await college.text())?.[0];
      await (
        await send("/:college", fetch(`${server.url}/rv-college-of-engineering?utm_source=${QUERY_MARKER}`))
      ).text();
      await (await send("assets", fetch(`${server.url}${script}`))).arrayBuffer();
      const lead = await send(
        "/whom",
        postForm(server.url, `/whom?utm_campaign=${QUERY_MARKER}`, {
          form: "franchise",
          submission_id: crypto.randomUUID(),
          applicant: "adult",
          ...VISITOR,
        }),
      );
      expect(await lead.text()).toContain(`Thank you, ${VISITOR.name}`);

      // An admin signs in, searches the leads and opens the lead.
      const login = await send(
        "/AdminLogin",
        postForm(server.url, "/AdminLogin", { email: ADMIN.email, password: ADMIN.password }),
      );
      const cookie = new RegExp(`${SESSION_COOKIE}=[^;]+`).exec(login.headers.get("set-cookie") ?? "")?.[0];
      expect(cookie).toBeTruthy();
      const leadId = await withDatabase(
        databaseUrl,
        async (db) => (await db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id,
      );
      const headers = { cookie: cookie! };
      expect(
        (await send("/Admin/leads", fetch(`${server.url}/Admin/leads?q=${QUERY_MARKER}`, { headers }))).status,
      ).toBe(200);
      const page = await send("/Admin/leads/:id", fetch(`${server.url}/Admin/leads/${leadId}`, { headers }));
      expect(await page.text()).toContain(VISITOR.email);

      // Operations: a probe through the proxy, with the proxy's request id.
      const probe = await send(
        "/healthz",
        fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": PROXY_REQUEST_ID } }),
      );
      expect(probe.headers.get("x-request-id")).toBe(PROXY_REQUEST_ID);

      // Every access line is written when its answer ends: wait until all are there.
      const logged = () => sent.every(({ id }) => accessLines().some((line) => line.requestId === id));
      for (const deadline = Date.now() + 5_000; !logged() && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });

    afterAll(async () => {
      await server?.stop();
    });

    test("every line of output is one JSON object", () => {
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line !== "");
      expect(lines.length).toBeGreaterThan(sent.length);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    });

    test("each request has one access line, with its request id, route pattern, status, duration and bytes", () => {
      const lines = accessLines();
      for (const request of sent) {
        const mine = lines.filter((line) => line.requestId === request.id);
        expect(mine, request.route).toHaveLength(1);
        expect(mine[0], request.route).toMatchObject({ level: 30, route: request.route, status: request.status });
        expect(mine[0]!.ms, request.route).toBeGreaterThanOrEqual(0);
        expect(mine[0]!.bytes, request.route).toBeGreaterThan(0);
      }
      const college = sent
        .filter((request) => request.route === "/:college")
        .map(({ id }) => lines.find((line) => line.requestId === id)!.cache);
      expect(college).toEqual(["miss", "hit"]);
    });

    test("the request id a trusted proxy sends is the one in the log", () => {
      expect(accessLines().filter((line) => line.requestId === PROXY_REQUEST_ID)).toMatchObject([
        { route: "/healthz" },
      ]);
    });

    test("no log line holds the visitor's details, the admin's, the session, a query string or a lead's id", async () => {
      const leadId = await withDatabase(
        databaseUrl,
        async (db) => (await db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id,
      );
      const output = server.output();
      for (const secret of [
        ...Object.values(VISITOR),
        "Zebulon",
        "9812734650".slice(-6),
        ADMIN.name,
        ADMIN.email,
        ADMIN.password,
        METRICS_TOKEN,
        QUERY_MARKER,
        `/Admin/leads/${leadId}`,
        "utm_",
        "?",
      ]) {
        expect(output, secret).not.toContain(secret);
      }
      expect(output).not.toMatch(new RegExp(`${SESSION_COOKIE}=`));
    });

    test("/metrics: the site's 404 without the token or with a wrong one; with it, the request histogram and the lead", async () => {
      for (const authorization of [undefined, `Bearer ${METRICS_TOKEN.slice(1)}`]) {
        const refused = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
        expect(refused.status).toBe(404);
        await refused.text();
      }
      const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      expect(text).toMatch(/\nhttp_request_duration_seconds_count\{method="GET",route="\/:college",status="200"\} 2\n/);
      expect(text).toMatch(/\nhttp_request_duration_seconds_count\{method="POST",route="\/whom",status="200"\} 1\n/);
      expect(text).toContain('\nleads_created_total{form="franchise"} 1\n');
      expect(text).toContain("\npage_cache_hits_total 1\n");
      expect(text).toMatch(/\noutbox_deliveries\{status="pending"\} \d+\n/);
      expect(text).not.toContain('route="/metrics"');
      if (engine === "postgres") expect(text).toMatch(/\ndb_pool_connections\{state="idle"\} \d+\n/);
      else expect(text).not.toContain("db_pool_");
    });
  });
}
