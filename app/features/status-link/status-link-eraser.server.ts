import type { DB } from "#app/db/db.server";
import type { Eraser } from "#app/utils/erasure";

/**
 * The status link's part of an erasure (app/utils/erasure.ts): the lead's links
 * (docs/decisions/049-status-link.md) go, whether the lead is erased whole or keeps someone
 * else's enquiries (a link may have gone to the address erased). Their pages answer 404 at
 * once, and an e-mail with one not sent yet finds no link and is dropped.
 */
export const statusLinkEraser: Eraser = {
  name: "status-link",
  tables: ["status_links"],
  eraseLead: deleteStatusLinks,
  eraseEnquiries: deleteStatusLinks,
};

async function deleteStatusLinks(trx: DB, leadId: number): Promise<void> {
  await trx.deleteFrom("status_links").where("lead_id", "=", leadId).execute();
}
