import type { DB } from "#app/db/db.server";
import { storeSetting } from "./site-settings.server";
import { DEFAULT_DOCUMENT_CHECKLIST, type ChecklistItem } from "./document-checklist";

/** Kept beside the site's facts in site_settings, under its own key: the two forms save apart. */
const KEY = "document_checklist";

/** The checklist a new application gets: the owners' list, or the defaults until they save one. */
export async function getDocumentChecklist(db: DB): Promise<readonly ChecklistItem[]> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", KEY).executeTakeFirst();
  if (!row) return DEFAULT_DOCUMENT_CHECKLIST;
  const stored = JSON.parse(row.value) as ChecklistItem[];
  return stored.length > 0 ? stored : DEFAULT_DOCUMENT_CHECKLIST;
}

/** Saves the list for the applications added from now on (those already added keep theirs). */
export async function saveDocumentChecklist(
  db: DB,
  items: readonly ChecklistItem[],
  actor: { id: number; name: string },
): Promise<void> {
  await storeSetting(db, {
    key: KEY,
    value: items.map(({ name, optional }) => ({ name, optional })),
    actor,
    subject: "settings:documents",
  });
}
