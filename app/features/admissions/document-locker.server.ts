import type { DB } from "#app/db/db.server";
import { applicationLabel } from "./application-schema";
import { applicationsWithCollege } from "./applications.server";

/**
 * One document locker per student (issue 43, item 4; docs/decisions/076-guardian-contacts-and-document-locker.md).
 * Each application's checklist asks for the kinds of document it needs (`application_documents.kind`),
 * but a document belongs to the student: one of a kind on file for any of the lead's applications
 * (a file uploaded, or an item marked received) counts for every other application that asks for
 * that kind. Staff still mark an item "not needed" for one application. The status page, the
 * lead page and the season page all count what is missing here, each kind once per student.
 */

/**
 * The checklist items still missing, on every lead (the caller narrows it): needed, not optional,
 * no file of their own, and no item of the same student and kind on file. Joined to the
 * application, its college and its lead.
 */
export function missingItems(db: DB) {
  return applicationsWithCollege(db)
    .innerJoin("application_documents", "application_documents.application_id", "lead_applications.id")
    .innerJoin("leads", "leads.id", "lead_applications.lead_id")
    .select([
      "lead_applications.lead_id",
      "application_documents.id as document_id",
      "application_documents.name",
      "application_documents.kind",
    ])
    .where("leads.erased_at", "is", null)
    .where("leads.merged_into", "is", null)
    .where("application_documents.status", "=", "needed")
    .where("application_documents.optional", "=", 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("application_documents as held")
            .innerJoin("lead_applications as held_application", "held_application.id", "held.application_id")
            .leftJoin("document_files as held_file", "held_file.document_id", "held.id")
            .select("held.id")
            .whereRef("held_application.lead_id", "=", "lead_applications.lead_id")
            .whereRef("held.kind", "=", "application_documents.kind")
            .where((eb) => eb.or([eb("held.status", "=", "received"), eb("held_file.id", "is not", null)])),
        ),
      ),
    )
    .orderBy("lead_applications.id")
    .orderBy("application_documents.position")
    .orderBy("application_documents.id");
}

type MissingItem = Awaited<ReturnType<ReturnType<typeof missingItems>["execute"]>>[number];

/**
 * Each student's missing kinds once: the first item asking for it (by application, then place in
 * its list), with the labels of every application that asks for it.
 */
export function onePerKind<T extends MissingItem>(rows: readonly T[]): (T & { applications: string[] })[] {
  const byKind = new Map<string, T & { applications: string[] }>();
  for (const row of rows) {
    const key = `${row.lead_id}\u0000${row.kind}`;
    const first = byKind.get(key);
    if (first) {
      if (!first.applications.includes(applicationLabel(row))) first.applications.push(applicationLabel(row));
    } else byKind.set(key, { ...row, applications: [applicationLabel(row)] });
  }
  return [...byKind.values()];
}

/**
 * For a lead's checklist items, which are on file through another item of the same kind: the item
 * that holds it (a file or marked received), by item id. An item with its own file, or marked, is
 * not listed.
 */
export function heldElsewhere<
  T extends { id: number; application_id: number; kind: string; status: string; file_id: number | null },
>(items: readonly T[]): Map<number, T> {
  const holders = new Map<string, T>();
  for (const item of items) {
    if ((item.file_id !== null || item.status === "received") && !holders.has(item.kind)) holders.set(item.kind, item);
  }
  const held = new Map<number, T>();
  for (const item of items) {
    const holder = holders.get(item.kind);
    if (holder && holder.id !== item.id && item.file_id === null && item.status === "needed") held.set(item.id, holder);
  }
  return held;
}
