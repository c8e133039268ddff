import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Metrics } from "#app/utils/metrics.server";

/**
 * GET /metrics in Prometheus's text format, only for `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN, or with a missing or wrong token, the request goes on to the site like
 * any other address and gets its usual 404 page: nothing tells a stranger there is anything here
 * to guess a token for (docs/decisions/025-logs-and-metrics.md).
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  // Compared as hashes: equal lengths for timingSafeEqual, and a wrong token's length tells nothing.
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!expected || !crypto.timingSafeEqual(digest(req.get("authorization") ?? ""), expected)) return next();
    const body = await metrics.registry.metrics();
    res.set("Cache-Control", "no-store").type(metrics.registry.contentType).send(body);
  };
}

function digest(value: string): Buffer {
  return crypto.createHash("sha256").update(value).digest();
}
