import type { NextFunction, Request, Response } from "express";

/** The largest body any route reads: a 1 MB logo upload plus its multipart framing, with room to spare. */
export const MAX_REQUEST_BYTES = 2 * 1024 * 1024;

/**
 * Three guards for request bodies, on every route:
 *
 * - A body without Content-Length (chunked) is refused with 411, except on the API's routes,
 *   which count the bytes as they arrive.
 * - A body that declares more than `maxBytes` is refused with 413 before any route sees it, and the
 *   connection is closed rather than read to the end.
 * - A route may answer without reading the whole body (a refusal before parsing: 401, 413, 415).
 *   React Router's adapter has already started reading it and paused, and a paused request never
 *   finishes, so the next request on that keep-alive connection would hang. Once the answer is
 *   sent, the rest of the body is read and thrown away (or the connection closed if it runs past
 *   8 MB).
 */
export function limitRequestBodies(options: {
  maxBytes?: number;
  /** Routes that count a body's bytes themselves, so may take one without Content-Length. */
  streamedBodiesAllowed: (req: Request) => boolean;
}) {
  const maxBytes = options.maxBytes ?? MAX_REQUEST_BYTES;
  return (req: Request, res: Response, next: NextFunction) => {
    // Browsers always say how long a form body is. A body without Content-Length could only be
    // measured by reading it, and the page routes' form parser reads it whole: refuse it.
    if (req.get("transfer-encoding") && !req.get("content-length") && !options.streamedBodiesAllowed(req)) {
      // Answered once the body has been read and thrown away (up to DRAIN_LIMIT), so a client
      // still sending it gets this answer rather than a broken pipe.
      discardUnreadBody(req, () =>
        res
          .status(411)
          .set("Cache-Control", "no-store")
          .type("text/plain")
          .send("Send the form with a Content-Length header."),
      );
      return;
    }
    const declared = Number(req.get("content-length") ?? "0");
    if (declared > maxBytes) {
      res.status(413).set({ "Cache-Control": "no-store", Connection: "close" });
      const message = `The request body is too large (at most ${maxBytes / (1024 * 1024)} MB).`;
      if (req.is("application/json") || req.accepts(["html", "json"]) === "json") {
        return res.json({ success: false, message, error: message });
      }
      return res.type("text/plain").send(message);
    }
    // Only requests with a body can leave one half-read (most are GETs without).
    if (declared > 0 || req.get("transfer-encoding")) res.once("finish", () => discardUnreadBody(req));
    next();
  };
}

/** How much of an unwanted body is read and thrown away before the connection is cut instead. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

function discardUnreadBody(req: Request, then?: () => void): void {
  if (req.complete || req.destroyed) return void then?.();
  let seen = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT) req.socket.destroy();
  });
  if (then) req.once("end", then);
  req.resume();
}
