import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { normalisePhone } from "#app/features/leads/lead-schema";
import type { ErasedContact } from "#app/utils/erasure";
import { UnreadableCsv, withRecordsBlanked } from "./import-file.server";
import { IMPORT_KEEP_DAYS } from "./import-schema";

/**
 * Imports hold personal data until they run (issue 41, item 8; docs/privacy.md): a file that
 * was uploaded, or checked, and never imported keeps every row it came with. So it is kept
 * IMPORT_KEEP_DAYS and then goes, and an erasure takes its person out of every stored file.
 * A finished or stopped import keeps no copy of its file already (import-run.server.ts).
 */

/** Deletes the imports uploaded or checked more than IMPORT_KEEP_DAYS before `at` and never started. */
export async function dropStaleImports(trx: DB, at: Date): Promise<number> {
  const before = new Date(at.getTime() - IMPORT_KEEP_DAYS * 24 * 3_600_000).toISOString();
  const result = await trx
    .deleteFrom("lead_imports")
    .where("state", "in", ["uploaded", "checked"])
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Blanks, in every stored import file, each row that carries one of the erased contacts (a
 * cell that is the phone, in any of the ways a spreadsheet writes it, or the e-mail): the row
 * goes whole, with the name beside the contact. A checked import goes back to uploaded, since
 * its dry run (which may quote a row) no longer describes its file. A file that cannot be read
 * as CSV (none is stored so today: the upload reads it whole) is deleted rather than kept unread.
 */
export async function eraseFromImports(trx: DB, contacts: readonly ErasedContact[]): Promise<void> {
  const phones = new Set(contacts.flatMap((contact) => (contact.phone ? [contact.phone] : [])));
  const emails = new Set(contacts.flatMap((contact) => (contact.email ? [contact.email.toLowerCase()] : [])));
  if (phones.size === 0 && emails.size === 0) return;
  const carries = (cells: readonly string[]) =>
    cells.some((cell) => {
      const value = cell.trim();
      return emails.has(value.toLowerCase()) || phones.has(normalisePhone(value));
    });
  const stored = await trx
    .selectFrom("lead_imports")
    .select(["id", "data", "state"])
    .where("state", "in", ["uploaded", "checked", "importing"])
    .execute();
  for (const row of stored) {
    const blanked = await withRecordsBlanked(new Uint8Array(row.data), carries).catch((error: unknown) => {
      if (error instanceof UnreadableCsv) return undefined;
      throw error;
    });
    if (!blanked) {
      // A file that cannot be read cannot be shown to be free of the person: it goes.
      await trx.deleteFrom("lead_imports").where("id", "=", row.id).execute();
      continue;
    }
    const { bytes, dropped } = blanked;
    if (dropped === 0) continue;
    await trx
      .updateTable("lead_imports")
      .set({
        data: Buffer.from(bytes),
        byte_size: bytes.byteLength,
        file_sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
        ...(row.state === "checked" ? { state: "uploaded", report: null } : {}),
      })
      .where("id", "=", row.id)
      .execute();
  }
}
