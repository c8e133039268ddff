import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Env } from "#app/utils/env.server";
import { createLogger } from "#app/utils/logger.server";
import { createMetrics } from "#app/utils/metrics.server";
import { labelRoute, requestLog } from "./request-log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface AccessLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  bytes: number;
  cache?: string;
  msg: string;
}

/** An app behind requestLog, as server.js mounts it, listening on a free port of 127.0.0.1. */
async function serve(trustProxy: Env["trustProxy"]) {
  const lines: AccessLine[] = [];
  const logger = createLogger({ destination: { write: (line) => void lines.push(JSON.parse(line) as AccessLine) } });
  const metrics = createMetrics({ leadForms: [], outboxByStatus: async () => ({}), pool: undefined });
  const app = express();
  app.use(
    requestLog({
      logger,
      metrics,
      trustProxy,
      routeLabel: (path) => (path.startsWith("/leads/") ? "/leads/:id" : "/*"),
    }),
  );
  app.get("/healthz", labelRoute("/healthz"), (_req, res) => void res.send("ok"));
  app.get("/metrics", labelRoute("/metrics"), (_req, res) => void res.send("metrics"));
  app.get("/leads/:id", (_req, res) => void res.setHeader("X-Page-Cache", "hit").send("x".repeat(5000)));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Fetches `path`, then waits for its access line. */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    const id = response.headers.get("x-request-id") ?? "";
    await expect.poll(() => lines.filter((line) => line.requestId === id)).toHaveLength(1);
    return { id, line: lines.find((line) => line.requestId === id)! };
  };
  return { get, lines, metrics, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the request id", () => {
  let untrusting: Awaited<ReturnType<typeof serve>>;
  let behindProxy: Awaited<ReturnType<typeof serve>>;
  let otherProxy: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    [untrusting, behindProxy, otherProxy] = await Promise.all([serve(0), serve(["loopback"]), serve(["10.0.0.0/8"])]);
  });

  afterAll(async () => {
    await Promise.all([untrusting, behindProxy, otherProxy].map((app) => app?.close()));
  });

  test("is the trusted proxy's X-Request-Id when it is sane, returned and on the access line", async () => {
    for (const id of ["lb-7f3a9c", "0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0", "a.b_c:d-e"]) {
      const { id: returned, line } = await behindProxy.get("/healthz", { "X-Request-Id": id });
      expect(returned).toBe(id);
      expect(line.requestId).toBe(id);
    }
  });

  test("is generated when the sender is not a trusted proxy, or the id is not sane", async () => {
    for (const app of [untrusting, otherProxy]) {
      expect((await app.get("/healthz", { "X-Request-Id": "chosen-by-anyone" })).id).toMatch(UUID);
    }
    for (const id of ["x".repeat(65), "with space", "<script>", "a/b", "name=Asha"]) {
      expect((await behindProxy.get("/healthz", { "X-Request-Id": id })).id, id).toMatch(UUID);
    }
    expect((await behindProxy.get("/healthz")).id).toMatch(UUID);
  });
});

describe("the access line", () => {
  let app: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    app = await serve(0);
  });

  afterAll(async () => {
    await app?.close();
  });

  test("has the method, the route pattern (never the path or query), status, duration, bytes and cache", async () => {
    const { line } = await app.get("/leads/4711?name=Asha%20Verma");
    expect(line).toMatchObject({
      method: "GET",
      route: "/leads/:id",
      status: 200,
      cache: "hit",
      msg: "GET /leads/:id 200",
    });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    // The body and the headers, as sent on the wire.
    expect(line.bytes).toBeGreaterThan(5000);
    expect(line.bytes).toBeLessThan(6000);
    expect(JSON.stringify(app.lines)).not.toMatch(/4711|Asha/);
  });

  test("a route the server answers itself carries its own label and no cache field; a missing page is a 404", async () => {
    expect((await app.get("/healthz")).line).not.toHaveProperty("cache");
    expect((await app.get("/healthz")).line.route).toBe("/healthz");
    expect((await app.get("/nowhere")).line).toMatchObject({ route: "/*", status: 404 });
  });

  test("feeds the request histogram with the same labels, except for /metrics itself", async () => {
    await app.get("/metrics");
    await app.get("/leads/1");
    const text = await app.metrics.registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/leads\/:id",status="200"\} [1-9]/);
    expect(text).not.toContain('route="/metrics"');
  });
});
