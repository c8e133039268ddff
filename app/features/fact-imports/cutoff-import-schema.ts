import { z } from "zod";
import { idField } from "#app/utils/ids";
import { CUTOFF_FIELD_IDS, type CutoffField, type CutoffMapping } from "./cutoff-columns";
import type { CutoffDefaults } from "./cutoff-row";

/** The cut-off import screen's forms (routes/admin/cutoff-import.tsx), shared by the page and its action. */

const importId = idField("This import is not on the list.");

/** A column's index in the header row, or empty: the field is not in this file. */
const column = z.optional(z.string().regex(/^\d{0,4}$/, "Choose a column of this file."));

/** A whole number typed in the form, or empty: the file gives it on each row. */
const optionalWhole = (what: string, min: number, max: number) =>
  z.optional(
    z
      .string()
      .trim()
      .regex(/^\d*$/, `${what} must be a whole number`)
      .refine(
        (text) => text === "" || (Number(text) >= min && Number(text) <= max),
        `${what} must be between ${min} and ${max}`,
      ),
  );

/** The form field that names a cut-off field's column: exam, year and round have a value field too. */
export const columnName = (field: CutoffField) =>
  field === "exam" || field === "year" || field === "round" ? `${field}_column` : field;

export const CutoffMappingFormSchema = z.object({
  intent: z.literal("check"),
  import_id: importId,
  exam: z.optional(z.string().trim().max(200, "Keep the exam's name under 200 characters")),
  year: optionalWhole("The year", 2000, 2100),
  round: optionalWhole("The round", 1, 20),
  source: z
    .string({ error: "Name the source, e.g. JoSAA 2026" })
    .trim()
    .min(1, "Name the source, e.g. JoSAA 2026")
    .max(200, "Keep the source under 200 characters"),
  ...(Object.fromEntries(CUTOFF_FIELD_IDS.map((field) => [columnName(field), column])) as Record<
    string,
    typeof column
  >),
});

/** The mapping a form sent: each chosen field and its column (exam, year and round as `<field>_column`). */
export function cutoffMappingFrom(values: Record<string, unknown>): CutoffMapping {
  const mapping: CutoffMapping = {};
  for (const field of CUTOFF_FIELD_IDS) {
    const chosen = values[columnName(field)];
    if (typeof chosen === "string" && chosen) mapping[field] = Number(chosen);
  }
  return mapping;
}

/** The form's values for what the file may lack. */
export function cutoffDefaultsFrom(values: {
  exam?: string;
  year?: string;
  round?: string;
  source: string;
}): CutoffDefaults {
  const whole = (text: string | undefined) => (text ? Number(text) : null);
  return { exam: values.exam ?? "", year: whole(values.year), round: whole(values.round), source: values.source };
}

export const CutoffStartFormSchema = z.object({
  intent: z.enum(["import", "continue"]),
  import_id: importId,
});

export const MatchInstituteFormSchema = z.object({
  intent: z.literal("match"),
  import_id: importId,
  institute: z.string().trim().min(1, "Name the institute").max(300),
  college_id: idField("Choose a college of the catalogue."),
});
