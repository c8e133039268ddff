import type { NextFunction, Request, Response } from "express";
import type { Logger } from "#app/utils/logger.server";

/**
 * A path that is not valid percent-encoding (`/%E0%A4%25`, `/%`) names no page. It is answered
 * 400 here, before any route tries to decode it, and logged as one line: it is a visitor's (or
 * a scanner's) bad input, not a fault of ours, so no stack trace. The path itself is not logged:
 * it could be an admin page's or a privacy request's, with its parameters.
 */
export function refuseMalformedPaths(logOf: (res: Response) => Pick<Logger, "info">) {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      logOf(res).info({ method: req.method }, "400 malformed URL encoding");
      res
        .status(400)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send("This web address is not valid. Please check the link and try again.");
      return;
    }
    next();
  };
}
