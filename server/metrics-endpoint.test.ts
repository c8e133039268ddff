import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createMetrics } from "#app/utils/metrics.server";
import { metricsEndpoint } from "./metrics-endpoint";

const TOKEN = "a-metrics-token-of-32-characters";

/** /metrics as server/app.ts mounts it, in front of a stand-in for the site's 404 page. */
async function serve(token: string | undefined) {
  const metrics = createMetrics({
    leadForms: ["contact", "franchise"],
    outboxByStatus: async () => ({ pending: 3, failed: 1 }),
    pool: () => ({ total: 4, idle: 3, waiting: 2 }),
  });
  const app = express();
  app.get("/metrics", metricsEndpoint(metrics, token));
  app.use((_req, res) => void res.status(404).send("the site's 404 page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  return { url, metrics, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("GET /metrics", () => {
  let withToken: Awaited<ReturnType<typeof serve>>;
  let withoutToken: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    [withToken, withoutToken] = await Promise.all([serve(TOKEN), serve(undefined)]);
  });

  afterAll(async () => {
    await Promise.all([withToken?.close(), withoutToken?.close()]);
  });

  test("is the site's 404 page without METRICS_TOKEN, whatever is sent", async () => {
    for (const authorization of [undefined, "Bearer ", `Bearer ${TOKEN}`, "Bearer undefined"]) {
      const response = await fetch(withoutToken.url, { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(404);
      expect(await response.text()).toBe("the site's 404 page");
    }
  });

  test("is the site's 404 page with a missing or wrong token", async () => {
    for (const authorization of [
      undefined,
      TOKEN,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const response = await fetch(withToken.url, { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(404);
    }
  });

  test("answers Prometheus's text format, never stored, to the bearer of the token", async () => {
    withToken.metrics.leadsCreated.inc({ form: "contact" });
    const response = await fetch(withToken.url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    for (const line of [
      'leads_created_total{form="contact"} 1',
      'leads_created_total{form="franchise"} 0',
      'outbox_deliveries{status="pending"} 3',
      'outbox_deliveries{status="failed"} 1',
      'db_pool_connections{state="idle"} 3',
      'db_pool_connections{state="busy"} 1',
      "db_pool_waiting 2",
    ]) {
      expect(text).toContain(`\n${line}\n`);
    }
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});
