import { getAdmin } from "#app/features/admins/auth.server";
import { documentDownload } from "#app/features/admissions/documents.server";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import { documentFileResponse, documentNotFound } from "./document-file-response.server";
import type { Route } from "./+types/document-download";

/**
 * /Admin/leads/:id/files/:fileId: a document's file, for staff who may see the lead
 * (docs/decisions/047-documents-and-files-in-the-database.md), each download in the audit log.
 * Anyone else, signed in or not, gets the same 404 as a file that is not there: nothing tells
 * them there is a file to guess at.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const leadId = parseId(params.id);
  const fileId = parseId(params.fileId);
  const admin = leadId && fileId ? await getAdmin(request, context) : undefined;
  if (!admin || !leadId || !fileId) return documentNotFound();
  return documentFileResponse(await documentDownload(dbFrom(context), { leadId, fileId }, admin));
}
