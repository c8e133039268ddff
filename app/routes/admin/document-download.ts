import { getAdmin } from "#app/features/admins/auth.server";
import { documentDownload } from "#app/features/admissions/documents.server";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import type { Route } from "./+types/document-download";

const NOT_FOUND = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * /Admin/leads/:id/files/:fileId: a document's file, for staff who may see the lead
 * (docs/decisions/047-documents-and-files-in-the-database.md), always as a download (never shown
 * in the browser as a page of this site), never stored by a cache, each download in the audit log.
 * X-Content-Type-Options: nosniff is on every response of the server (server/security-headers.ts).
 * Anyone else, signed in or not, gets the same 404 as a file that is not there: nothing tells
 * them there is a file to guess at.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const leadId = parseId(params.id);
  const fileId = parseId(params.fileId);
  const admin = leadId && fileId ? await getAdmin(request, context) : undefined;
  if (!admin || !leadId || !fileId) return NOT_FOUND();
  const file = await documentDownload(dbFrom(context), { leadId, fileId }, admin);
  if (!file) return NOT_FOUND();
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
