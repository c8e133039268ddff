import type { NextFunction, Request, Response } from "express";

/**
 * A path that is not valid percent-encoding (`/%E0%A4%25`, `/%`) names no page. It is answered
 * 400 here, before any route tries to decode it, and logged as one line: it is a visitor's (or
 * a scanner's) bad input, not a fault of ours, so no stack trace.
 */
export function refuseMalformedPaths(log: (line: string) => void = (line) => console.warn(line)) {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      log(`400 malformed URL encoding: ${req.method} ${JSON.stringify(req.path.slice(0, 120))}`);
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
