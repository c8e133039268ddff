import { z } from "zod";

/**
 * The documents a new application asks for (issue 24, part 3): owners edit the list on
 * /Admin/settings/documents; each new application gets the list as it is then.
 */
export interface ChecklistItem {
  name: string;
  /** The student may not have one: it never counts as missing. */
  optional: boolean;
}

export const DEFAULT_DOCUMENT_CHECKLIST: readonly ChecklistItem[] = [
  { name: "Class 10 marksheet", optional: false },
  { name: "Class 12 marksheet", optional: false },
  { name: "Entrance exam scorecard", optional: false },
  { name: "Photo ID", optional: false },
  { name: "Passport photo", optional: false },
  { name: "Category certificate", optional: true },
];

const OPTIONAL = /\s*\(optional\)\s*$/i;
const MAX_ITEMS = 30;
const MAX_NAME = 80;

/** The list as the form shows it: one document a line, "(optional)" after the name of an optional one. */
export function checklistToText(items: readonly ChecklistItem[]): string {
  return items.map((item) => (item.optional ? `${item.name} (optional)` : item.name)).join("\n");
}

/** The lines of the form as a list: blank lines dropped, repeats (by name, any case) kept once. */
export function parseChecklist(text: string): ChecklistItem[] {
  const seen = new Set<string>();
  const items: ChecklistItem[] = [];
  for (const line of text.split(/\r?\n/)) {
    const optional = OPTIONAL.test(line);
    const name = line.replace(OPTIONAL, "").replace(/\s+/g, " ").trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    items.push({ name, optional });
  }
  return items;
}

export const DocumentChecklistFormSchema = z.object({
  documents: z
    .string({ error: "List at least one document" })
    .max(5000, { message: "Keep the list under 5,000 characters", abort: true })
    .transform(parseChecklist)
    .refine((items) => items.length > 0, "List at least one document")
    .refine((items) => items.length <= MAX_ITEMS, `List at most ${MAX_ITEMS} documents`)
    .refine(
      (items) => items.every((item) => item.name.length <= MAX_NAME),
      `Keep each document's name under ${MAX_NAME} characters`,
    ),
});
