import crypto from "node:crypto";
import type { Socket } from "node:net";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Env } from "#app/utils/env.server";
import type { Logger } from "#app/utils/logger.server";
import type { Metrics } from "#app/utils/metrics.server";

/**
 * Every request gets an id, returned in X-Request-Id and bound to every line logged for it, and
 * one access line when its answer is finished: method, route label (server/route-label.ts),
 * status, duration, bytes, and whether the HTML cache answered. The same label, status and
 * duration go into the request histogram. Mounted first in server.js, so files, health checks
 * and errors get all of it too.
 *
 * Nothing here comes from the request's path or query string: a lead's or an admin page's
 * parameters never reach the log (docs/operations.md).
 */

const REQUEST_ID = "X-Request-Id";
/** An id a proxy hands over is kept only if it is short and made of characters that are safe in any log. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** Anything else is "other": a label takes its values from a fixed set. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Not counted in the request histogram: Prometheus's own scrapes would drown the visitors' requests. */
const UNMEASURED_ROUTE = "/metrics";
/** An answer the client stopped waiting for, as nginx counts it. */
const CLIENT_CLOSED = 499;

/** The bytes written to each connection by the time its last answer finished: the next answer's start. */
const writtenBefore = new WeakMap<Socket, number>();

export function requestLog(options: {
  logger: Logger;
  metrics: Metrics;
  trustProxy: Env["trustProxy"];
  routeLabel: (pathname: string) => string | Promise<string>;
}): RequestHandler {
  // Express's own reading of TRUST_PROXY, the one createHandler gives req.ip: a hop count trusts
  // whoever connects, a list of addresses only those.
  const probe = express();
  probe.set("trust proxy", options.trustProxy);
  const trusted = probe.get("trust proxy fn") as (address: string, hop: number) => boolean;

  const requestIdOf = (req: Request): string => {
    const given = req.headers["x-request-id"];
    const address = req.socket.remoteAddress;
    if (typeof given === "string" && address && trusted(address, 0) && SANE_REQUEST_ID.test(given)) return given;
    return crypto.randomUUID();
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const requestId = requestIdOf(req);
    const log = options.logger.child({ requestId });
    res.locals.requestId = requestId;
    res.locals.log = log;
    res.setHeader(REQUEST_ID, requestId);

    res.once("close", () => {
      const socket = req.socket;
      const bytes = socket.bytesWritten - (writtenBefore.get(socket) ?? 0);
      writtenBefore.set(socket, socket.bytesWritten);
      const seconds = (performance.now() - started) / 1000;
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED;
      const method = METHODS.has(req.method) ? req.method : "other";
      const cache = res.getHeader("X-Page-Cache");
      const path = req.originalUrl.split("?", 1)[0]!;
      void Promise.resolve((res.locals.route as string | undefined) ?? options.routeLabel(path)).then((route) => {
        if (route !== UNMEASURED_ROUTE) {
          options.metrics.httpRequestDuration.observe({ method, route, status: String(status) }, seconds);
        }
        log.info(
          {
            method,
            route,
            status,
            ms: Math.round(seconds * 10_000) / 10,
            bytes,
            ...(typeof cache === "string" ? { cache } : {}),
            ...(status === CLIENT_CLOSED ? { aborted: true } : {}),
          },
          `${method} ${route} ${status}`,
        );
      });
    });
    next();
  };
}

/** Names what the server answers itself (files, health checks), for the access line and the histogram. */
export function labelRoute(route: string): RequestHandler {
  return (_req, res, next) => {
    res.locals.route = route;
    next();
  };
}

/** The logger of this request (its lines carry the request id), set by requestLog. */
export function requestLogger(res: Response, fallback: Logger): Logger {
  return (res.locals.log as Logger | undefined) ?? fallback;
}
