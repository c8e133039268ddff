import type { DB } from "#app/db/db.server";
import type { ErasedCopies, Eraser } from "#app/utils/erasure";

/** What a rights request's contact reads once the person's details are erased. */
export const ERASED_CONTACT = "(erased)";

/**
 * Privacy's part of an erasure (app/utils/erasure.ts). Rights requests about a gone contact: the
 * contact reads "(erased)", the correction text and the IP hash go. The request stays, as the
 * record that we answered (its lead_ids name leads, which are anonymised themselves).
 */
export const privacyEraser: Eraser = {
  name: "privacy",
  tables: ["privacy_requests"],
  eraseCopies: forgetRequests,
};

async function forgetRequests(trx: DB, { gone }: ErasedCopies): Promise<void> {
  const contacts = [...gone.emails, ...gone.phones];
  if (contacts.length === 0) return;
  await trx
    .updateTable("privacy_requests")
    .set({ contact: ERASED_CONTACT, details: null, ip_hash: null })
    .where("contact", "in", contacts)
    .execute();
}
