import { staffRefusalsEn } from "#app/utils/i18n/en/staff-refusals";
import { z } from "zod";
import { idField } from "#app/utils/ids";
import { IMPORT_FIELD_IDS, type ColumnMapping, type ImportField } from "./import-columns";

/** The import screen's three forms (routes/admin/lead-import.tsx), shared by the page and its action. */

const MB = 1024 * 1024;
/** The largest file an import takes: 50,000 rows of a busy ad platform's export is about 10 MB. */
export const MAX_IMPORT_BYTES = 20 * MB;
export const IMPORT_ACCEPT = ".csv,text/csv";
export const TOO_LARGE = staffRefusalsEn["imports.too_large"];

export const ImportUploadFormSchema = z.object({
  file: z
    .instanceof(File, { message: "Choose a CSV file to upload." })
    .refine((file) => file.size > 0, { message: "Choose a CSV file to upload.", abort: true })
    .refine((file) => file.size <= MAX_IMPORT_BYTES, TOO_LARGE),
});

const importId = idField("This import is not on the list.");

/** A column's index in the header row, or empty: the field is not in this file. */
const column = z.optional(z.string().regex(/^\d{0,4}$/, "Choose a column of this file."));

export const ImportMappingFormSchema = z.object({
  intent: z.literal("check"),
  import_id: importId,
  ...(Object.fromEntries(IMPORT_FIELD_IDS.map((field) => [field, column])) as Record<ImportField, typeof column>),
});

export const ImportStartFormSchema = z.object({
  intent: z.enum(["import", "continue"]),
  import_id: importId,
});

/** The mapping a form sent: each chosen field and its column. */
export function mappingFrom(values: Partial<Record<ImportField, string | undefined>>): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELD_IDS) {
    const chosen = values[field];
    if (chosen) mapping[field] = Number(chosen);
  }
  return mapping;
}

/**
 * How long an uploaded file is kept while it is not imported (issue 41, item 8): it holds
 * people's names and numbers, so it goes after this (the retention job); an imported file's copy
 * goes when the import ends. The upload form says so.
 */
export const IMPORT_KEEP_DAYS = 7;
