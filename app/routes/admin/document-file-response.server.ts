import type { documentDownload } from "#app/features/admissions/documents.server";

/**
 * The answer of a document's download (document-download.ts, document-version-download.ts):
 * always a download (never shown in the browser as a page of this site), never stored by a
 * cache. X-Content-Type-Options: nosniff is on every response of the server
 * (server/security-headers.ts). No file (not there, or not for this viewer) is the same bare 404.
 */
export function documentFileResponse(file: Awaited<ReturnType<typeof documentDownload>>): Response {
  if (!file) return documentNotFound();
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      // The name is cleaned when stored (letters, digits, dot, dash, underscore): safe to quote.
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

export const documentNotFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
