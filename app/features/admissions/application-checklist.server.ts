import type { DB } from "#app/db/db.server";
import { getDocumentChecklist } from "#app/features/settings/document-checklist.server";
import { documentKind } from "./document-schema";

/** Writes the checklist of a new application, in its transaction: the owners' list as it is now. */
export async function addChecklist(trx: DB, applicationId: number, at: string): Promise<void> {
  const items = await getDocumentChecklist(trx);
  await trx
    .insertInto("application_documents")
    .values(
      items.map((item, position) => ({
        application_id: applicationId,
        name: item.name,
        kind: documentKind(item.name),
        optional: item.optional ? 1 : 0,
        status: "needed",
        position,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}
