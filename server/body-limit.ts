import type { NextFunction, Request, Response } from "express";
import { localeOf } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";

const KB = 1024;

/** The largest body any route reads: a 1 MB logo upload plus its multipart framing, with room to spare. */
export const MAX_REQUEST_BYTES = 2 * 1024 * KB;
/** A page's form: a lead, a login, a category, a course. The largest of them is a few kilobytes. */
export const FORM_BODY_BYTES = 64 * KB;
/**
 * The college form: eight texts of up to 5,000 characters, which a browser sends
 * percent-encoded (up to 9 bytes for a character of Devanagari).
 */
export const COLLEGE_FORM_BODY_BYTES = 512 * KB;

/**
 * A document upload on a lead's page (features/admissions): a file of up to 10 MB plus its
 * framing, with room for a somewhat larger file to reach the form's own message ("larger than
 * 10 MB") rather than this server's bare refusal.
 */
export const DOCUMENT_UPLOAD_BODY_BYTES = 16 * 1024 * KB;

/**
 * A lead import's CSV (features/imports): a file of up to 20 MB (50,000 rows of an ad
 * platform's export is about 10) plus its framing, with room for a somewhat larger file to reach
 * the form's own message ("larger than 20 MB… split it") rather than this server's bare refusal.
 */
export const LEAD_IMPORT_BODY_BYTES = 24 * 1024 * KB;

/**
 * The import screens (leads, and cut-offs: docs/decisions/086-cutoff-import.md, the same file
 * limit), as a browser without JavaScript posts them and as React Router's fetch does (`.data`).
 */
const LEAD_IMPORT_PATHS = /^\/admin\/(?:cutoffs\/)?import(?:\.data|\/)?$/i;

/** The student's status page, in English and in Hindi (/hi), where a multipart post is a document's upload. */
const STATUS_UPLOAD_PATHS = /^(?:\/hi)?\/status\/[A-Za-z0-9_-]{43}(?:\.data|\/)?$/i;

/** The lead page and the student's status page, where a multipart post is a document's upload (with and without `.data`). */
const DOCUMENT_UPLOAD_PATHS = /^\/admin\/leads\/\d{1,10}(?:\.data|\/)?$/i;

/**
 * The college add and edit screens (their edit screen also takes the logo upload), as a browser
 * without JavaScript posts them and as React Router's fetch posts them (with `.data`).
 */
const COLLEGE_FORM_PATHS = /^\/admin\/(?:details|catalogue\/colleges\/\d{1,10})(?:\.data|\/)?$/i;

/**
 * How large a body a request may have, decided before any route reads it:
 * - the spec's API calls count their own, tighter limits as the bytes arrive (16 KB, 256 KB), so
 *   here they get the overall ceiling;
 * - a document upload (a multipart body to a lead's page) gets DOCUMENT_UPLOAD_BODY_BYTES;
 * - a lead import's file (a multipart body to /Admin/import) gets LEAD_IMPORT_BODY_BYTES;
 * - the logo upload (a multipart body to a college's edit screen) keeps the upload limit;
 * - the college forms get room for their long texts;
 * - every other page form gets FORM_BODY_BYTES.
 */
export function bodyLimitFor(req: Pick<Request, "path" | "is">, isApiPath: (path: string) => boolean): number {
  if (isApiPath(req.path)) return MAX_REQUEST_BYTES;
  const documentUpload = DOCUMENT_UPLOAD_PATHS.test(req.path) || STATUS_UPLOAD_PATHS.test(req.path);
  if (documentUpload && req.is("multipart/form-data")) return DOCUMENT_UPLOAD_BODY_BYTES;
  if (LEAD_IMPORT_PATHS.test(req.path) && req.is("multipart/form-data")) return LEAD_IMPORT_BODY_BYTES;
  if (!COLLEGE_FORM_PATHS.test(req.path)) return FORM_BODY_BYTES;
  return req.is("multipart/form-data") ? MAX_REQUEST_BYTES : COLLEGE_FORM_BODY_BYTES;
}

/**
 * Three guards for request bodies, on every route:
 *
 * - A body without Content-Length (chunked) is refused with 411, except on the API's routes,
 *   which count the bytes as they arrive.
 * - A body that declares more than `maxBytes` is refused with 413 before any route sees it; the
 *   rest of it is then read and thrown away (the connection is cut past DRAIN_LIMIT).
 * - A route may answer without reading the whole body (a refusal before parsing: 401, 413, 415).
 *   React Router's adapter has already started reading it and paused, and a paused request never
 *   finishes, so the next request on that keep-alive connection would hang. Once the answer is
 *   sent, the rest of the body is read and thrown away (or the connection closed if it runs past
 *   8 MB).
 */
export function limitRequestBodies(options: {
  /** The largest body this request may send (see bodyLimitFor). */
  maxBytes: (req: Request) => number;
  /** Routes that count a body's bytes themselves, so may take one without Content-Length. */
  streamedBodiesAllowed: (req: Request) => boolean;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const maxBytes = options.maxBytes(req);
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
    // Whatever answers it, a body left half-read is read and thrown away once the answer is sent
    // (up to DRAIN_LIMIT), so the connection is free again. Only requests with a body can leave
    // one (most are GETs without).
    if (declared > 0 || req.get("transfer-encoding")) res.once("finish", () => discardUnreadBody(req));
    if (declared > maxBytes) {
      // Answered at once, and the body drained after it as above. Closing at once instead left
      // the unread body in the socket, and a socket closed with unread bytes is reset: the reset
      // could reach the client before it had read this answer, which it then never saw (a test
      // posting 3 MB got a broken connection instead of the 413, once in a CI run).
      res.status(413).set({ "Cache-Control": "no-store" });
      const message = tooLargeMessage(req.path, maxBytes);
      if (req.is("application/json") || req.accepts(["html", "json"]) === "json") {
        return res.json({ success: false, message, error: message });
      }
      return res.type("text/plain").send(message);
    }
    next();
  };
}

/**
 * The 413's words, in the language of the page the body was posted to (a /hi path is Hindi):
 * a file too large for the status page says so as its form does; the import screen (English,
 * staff) says how to split its file; anything else names the limit.
 */
export function tooLargeMessage(path: string, maxBytes: number): string {
  if (LEAD_IMPORT_PATHS.test(path)) {
    return "This file is too large to import: a file may be up to 20 MB. Split it into smaller files and import each.";
  }
  const { bodyTooLarge } = messagesFor(localeOf(path));
  return STATUS_UPLOAD_PATHS.test(path) ? bodyTooLarge.file : bodyTooLarge.form(describeBytes(maxBytes));
}

function describeBytes(bytes: number): string {
  return bytes >= 1024 * KB ? `${bytes / (1024 * KB)} MB` : `${bytes / KB} KB`;
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
