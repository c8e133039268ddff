import { z } from "zod";
import { NIRF_CATEGORIES } from "#app/db/column-values";
import { idField } from "#app/utils/ids";
import { collegeFactsEn } from "#app/utils/i18n/en/college-facts";
import { NAAC_GRADES } from "./fact-schemas";
import type { AccreditationInput, IntakeInput, NirfRankingInput, PlacementStatsInput } from "./fact-schemas";

/**
 * The Facts page's forms (routes/admin/college-facts.tsx): what each posts, as text. The figures
 * are checked by the facts' own schemas when saved (fact-edits.server.ts), so the words of a
 * refusal are the same as the import's and the seed's.
 */
/** The fact tables a member of staff edits on the page; cut-offs come by import. */
export const EDITED_FACTS = [
  "nirf_rankings",
  "college_accreditations",
  "college_intake",
  "college_placement_stats",
] as const;
export type EditedFact = (typeof EDITED_FACTS)[number];

const text = z.string().trim().max(300, "Keep each field under 300 characters").optional();
const filled = (value: string | undefined) => (value ? value : null);

/**
 * A form's values as its fact's schema reads them: every field as text ("" when not sent, so the
 * schema says what is missing in its own words), the intent left out, the source defaulted.
 */
function asFigures<Out, S extends z.ZodObject = z.ZodObject>(schema: S, values: z.output<S>, source: string): Out {
  const sent = values as Record<string, string | undefined>;
  const figures: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) if (key !== "intent") figures[key] = sent[key] ?? "";
  // Text where the input type wants numbers: the fact's schema coerces and checks them when saved.
  return { ...figures, source: figures.source || source } as Out;
}

export const NirfFormSchema = z.object({
  intent: z.literal("nirf"),
  category: text,
  year: text,
  rank: text,
  source: text,
});

/** "12" is a rank, "101-150" a band. */
export function nirfInput(values: z.output<typeof NirfFormSchema>): NirfRankingInput {
  const said = values.rank ?? "";
  const band = said.includes("-");
  return {
    category: values.category as NirfRankingInput["category"],
    year: values.year ?? "",
    rank: band || !said ? null : said,
    rank_band: band ? said.replace(/\s+/g, "") : null,
    source: values.source || `NIRF ${values.year ?? ""}`.trim(),
  } as NirfRankingInput;
}

export const AccreditationFormSchema = z.object({
  intent: z.literal("accreditation"),
  body: z.enum(["naac", "nba"], { error: "Choose NAAC or NBA" }),
  grade: text,
  cycle: text,
  programme: text,
  year: text,
  valid_until: text,
  source: text,
});

export function accreditationInput(values: z.output<typeof AccreditationFormSchema>): AccreditationInput {
  const common = {
    year: values.year ?? "",
    valid_until: filled(values.valid_until),
    source: values.source || (values.body === "naac" ? "NAAC" : "NBA"),
  };
  return (
    values.body === "naac"
      ? { body: "naac", grade: values.grade ?? "", cycle: values.cycle ?? "", ...common }
      : { body: "nba", programme: values.programme ?? "", ...common }
  ) as AccreditationInput;
}

export const IntakeFormSchema = z.object({
  intent: z.literal("intake"),
  programme: text,
  year: text,
  seats: text,
  source: text,
});

export const intakeInput = (values: z.output<typeof IntakeFormSchema>) =>
  asFigures<IntakeInput>(IntakeFormSchema, values, "The college");

export const PlacementFormSchema = z.object({
  intent: z.literal("placement"),
  programme: text,
  year: text,
  students_eligible: text,
  students_placed: text,
  median_package_inr: text,
  highest_package_inr: text,
  source: text,
});

export function placementInput(values: z.output<typeof PlacementFormSchema>): PlacementStatsInput {
  const figures = asFigures<Record<string, string>>(PlacementFormSchema, values, "The college's placement report");
  const rupees = (text: string) => filled(text.replaceAll(",", ""));
  return {
    ...figures,
    median_package_inr: rupees(figures.median_package_inr ?? ""),
    highest_package_inr: rupees(figures.highest_package_inr ?? ""),
  } as PlacementStatsInput;
}

export const DeleteFactFormSchema = z.object({
  intent: z.literal("delete"),
  table: z.enum(EDITED_FACTS, { error: "This figure is not one this page edits." }),
  fact_id: idField("This figure is not there."),
});

/** A field of a Facts page form, as the page shows it: a text field, or a choice when it has options. */
export interface FactFieldSpec {
  label: string;
  name: string;
  hint?: string;
  numeric?: boolean;
  required?: boolean;
  type?: string;
  options?: { value: string; label: string }[];
  placeholder?: string;
}

const NIRF_OPTIONS = NIRF_CATEGORIES.map((value) => ({ value, label: collegeFactsEn.nirfCategory[value] }));
const BODY_OPTIONS = [
  { value: "naac", label: "NAAC (the institution)" },
  { value: "nba", label: "NBA (a programme)" },
];
const GRADE_OPTIONS = NAAC_GRADES.map((grade) => ({ value: grade, label: grade }));

/**
 * Each form's fields, beside the schema that reads them (names as the schemas above, labels as
 * design.md names them: "NIRF category", "NIRF year", "NIRF rank").
 */
export const FACT_FORM_FIELDS: Record<"nirf" | "accreditation" | "intake" | "placement", readonly FactFieldSpec[]> = {
  nirf: [
    { label: "NIRF category", name: "category", options: NIRF_OPTIONS },
    { label: "NIRF year", name: "year", numeric: true, required: true },
    { label: "NIRF rank", name: "rank", hint: "A rank (12) or a band (101-150)", required: true },
    { label: "Source", name: "source", hint: "Empty: NIRF and the year" },
  ],
  accreditation: [
    { label: "Body", name: "body", options: BODY_OPTIONS },
    { label: "NAAC grade", name: "grade", options: GRADE_OPTIONS, placeholder: "For NAAC" },
    { label: "NAAC cycle", name: "cycle", numeric: true, hint: "For NAAC: 1 to 10" },
    { label: "NBA programme", name: "programme", hint: "For NBA" },
    { label: "Accreditation year", name: "year", numeric: true, required: true },
    { label: "Valid until", name: "valid_until", type: "date" },
    { label: "Source", name: "source", hint: "Empty: NAAC or NBA" },
  ],
  intake: [
    { label: "Course or branch", name: "programme", required: true },
    { label: "Intake year", name: "year", numeric: true, required: true },
    { label: "Seats", name: "seats", numeric: true, required: true },
    { label: "Source", name: "source", hint: "Empty: the college" },
  ],
  placement: [
    { label: "Programme", name: "programme", required: true },
    { label: "Placement year", name: "year", numeric: true, required: true },
    { label: "Students eligible", name: "students_eligible", numeric: true, required: true },
    { label: "Students placed", name: "students_placed", numeric: true, required: true },
    { label: "Median package (₹ per annum)", name: "median_package_inr", numeric: true },
    { label: "Highest package (₹ per annum)", name: "highest_package_inr", numeric: true },
    { label: "Source", name: "source", hint: "Empty: the college's placement report" },
  ],
};
