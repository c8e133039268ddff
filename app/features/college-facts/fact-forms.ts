import { z } from "zod";
import { idField } from "#app/utils/ids";
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

export const intakeInput = (values: z.output<typeof IntakeFormSchema>): IntakeInput =>
  ({
    programme: values.programme ?? "",
    year: values.year ?? "",
    seats: values.seats ?? "",
    source: values.source || "The college",
  }) as IntakeInput;

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

export const placementInput = (values: z.output<typeof PlacementFormSchema>): PlacementStatsInput =>
  ({
    programme: values.programme ?? "",
    year: values.year ?? "",
    students_eligible: values.students_eligible ?? "",
    students_placed: values.students_placed ?? "",
    median_package_inr: filled(values.median_package_inr?.replaceAll(",", "")),
    highest_package_inr: filled(values.highest_package_inr?.replaceAll(",", "")),
    source: values.source || "The college's placement report",
  }) as PlacementStatsInput;

export const DeleteFactFormSchema = z.object({
  intent: z.literal("delete"),
  table: z.enum(EDITED_FACTS, { error: "This figure is not one this page edits." }),
  fact_id: idField("This figure is not there."),
});
