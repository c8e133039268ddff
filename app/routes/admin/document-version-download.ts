import { getAdmin } from "#app/features/admins/auth.server";
import { documentDownload } from "#app/features/admissions/documents.server";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import { documentFileResponse, documentNotFound } from "./document-file-response.server";
import type { Route } from "./+types/document-version-download";

/**
 * /Admin/leads/:id/earlier-files/:versionId: an earlier version of a document's file
 * (docs/decisions/061-document-file-versions.md), on the same terms as the current file
 * (document-download.ts): staff who may see the lead, audited, the same bare 404 for anyone else.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const leadId = parseId(params.id);
  const versionId = parseId(params.versionId);
  const admin = leadId && versionId ? await getAdmin(request, context) : undefined;
  if (!admin || !leadId || !versionId) return documentNotFound();
  return documentFileResponse(await documentDownload(dbFrom(context), { leadId, versionId }, admin));
}
