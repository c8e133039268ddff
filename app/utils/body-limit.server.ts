import type { NextFunction, Request, Response } from "express";

/** The largest body any route reads: a 1 MB logo upload plus its multipart framing, with room to spare. */
export const MAX_REQUEST_BYTES = 2 * 1024 * 1024;

/**
 * Two guards for request bodies, on every route:
 *
 * - A body that declares more than `maxBytes` is refused with 413 before any route sees it, and the
 *   connection is closed rather than read to the end.
 * - A route may answer without reading the whole body (a refusal before parsing: 401, 413, 415).
 *   React Router's adapter has already started reading it and paused, and a paused request never
 *   finishes, so the next request on that keep-alive connection would hang. Once the answer is
 *   sent, the rest of the body is read and thrown away (or the connection closed if it runs past
 *   `maxBytes`).
 */
export function limitRequestBodies(maxBytes = MAX_REQUEST_BYTES) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.get("content-length") ?? "0");
    if (declared > maxBytes) {
      res.status(413).set({ "Cache-Control": "no-store", Connection: "close" });
      const message = `The request body is too large (at most ${maxBytes / (1024 * 1024)} MB).`;
      if (req.is("application/json") || req.accepts(["html", "json"]) === "json") {
        return res.json({ success: false, message, error: message });
      }
      return res.type("text/plain").send(message);
    }
    res.once("finish", () => discardUnreadBody(req, maxBytes));
    next();
  };
}

function discardUnreadBody(req: Request, maxBytes: number): void {
  if (req.complete || req.destroyed) return;
  let seen = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > maxBytes) req.socket.destroy();
  });
  req.resume();
}
