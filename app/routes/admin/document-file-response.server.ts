import type { LoaderFunctionArgs } from "react-router";
import { getAdmin } from "#app/features/admins/auth.server";
import { documentDownload } from "#app/features/admissions/documents.server";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";

/**
 * The loader of a document's download: the lead's current file (`fileId`) or an earlier version
 * (`versionId`), named by the path's parameter of that name. Anyone who may not see the lead,
 * signed in or not, gets the same 404 as a file that is not there: nothing tells them there is a
 * file to guess at.
 */
export async function documentFileLoader(
  { request, context, params }: Pick<LoaderFunctionArgs, "request" | "context" | "params">,
  which: "fileId" | "versionId",
): Promise<Response> {
  const leadId = parseId(params.id);
  const id = parseId(params[which]);
  const admin = leadId && id ? await getAdmin(request, context) : undefined;
  if (!admin || !leadId || !id) return documentNotFound();
  const input = which === "fileId" ? { leadId, fileId: id } : { leadId, versionId: id };
  return documentFileResponse(await documentDownload(dbFrom(context), input, admin));
}

/**
 * The answer of a document's download (document-download.ts, document-version-download.ts):
 * always a download (never shown in the browser as a page of this site), never stored by a
 * cache. X-Content-Type-Options: nosniff is on every response of the server
 * (server/security-headers.ts). No file (not there, or not for this viewer) is the same bare 404.
 */
function documentFileResponse(file: Awaited<ReturnType<typeof documentDownload>>): Response {
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

const documentNotFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
