import { documentFileLoader } from "./document-file-response.server";
import type { Route } from "./+types/document-version-download";

/**
 * /Admin/leads/:id/earlier-files/:versionId: an earlier version of a document's file
 * (docs/decisions/061-document-file-versions.md), on the same terms as the current file
 * (document-download.ts): staff who may see the lead, audited, the same bare 404 for anyone else.
 */
export const loader = (args: Route.LoaderArgs) => documentFileLoader(args, "versionId");
