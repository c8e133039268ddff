import { documentFileLoader } from "./document-file-response.server";
import type { Route } from "./+types/document-download";

/**
 * /Admin/leads/:id/files/:fileId: a document's file, for staff who may see the lead
 * (docs/decisions/047-documents-and-files-in-the-database.md), each download in the audit log;
 * the same bare 404 for anyone else (document-file-response.server.ts).
 */
export const loader = (args: Route.LoaderArgs) => documentFileLoader(args, "fileId");
