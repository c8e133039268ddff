import { z } from "zod";
import { ACCREDITATION_BODIES, NIRF_CATEGORIES, SEAT_CATEGORIES, SEAT_POOLS, SEAT_QUOTAS } from "#app/db/column-values";
import { boundedText, oneLine } from "#app/utils/bounded-text";

/**
 * The facts a college is compared on, one schema per kind (issue 46, item 1): what the demo seed,
 * the staff form and the CSV import all write through, so a bad figure is refused the same way
 * wherever it comes from, with words staff can act on. Numbers may arrive as text (a form, a CSV
 * cell): each is coerced, then checked.
 */

/** The first admission year a fact may name; NIRF began in 2016, JoSAA in 2015. */
export const FIRST_FACT_YEAR = 2000;

/** The latest year a fact may name: next year's intake and NIRF list are announced this year. */
export const lastFactYear = (at: Date = new Date()) => at.getUTCFullYear() + 1;

const wholeNumber = (what: string) =>
  z.coerce.number({ error: `${what} must be a number` }).int(`${what} must be a whole number`);

/** A year between FIRST_FACT_YEAR and next year, checked against the clock when parsed. */
const year = wholeNumber("The year")
  .min(FIRST_FACT_YEAR, `The year must be ${FIRST_FACT_YEAR} or later`)
  .refine((value) => value <= lastFactYear(), { message: "The year cannot be later than next year" });

const positive = (what: string) => wholeNumber(what).min(1, `${what} must be 1 or more`);

const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(", ")}` });

/** Where a figure comes from, as a student may check it: "NIRF 2026", "JoSAA 2026 round 6". */
const source = oneLine(boundedText(200, "Keep the source under 200 characters").min(1, "Name the source"));

const name = (what: string) =>
  oneLine(boundedText(200, `Keep the ${what} under 200 characters`).min(1, `Name the ${what}`));

const provenance = { year, source, is_sample: z.boolean().default(false) };

/** "101-150": the band NIRF gives past its ranked colleges. */
const RANK_BAND = /^(\d{1,4})-(\d{1,4})$/;

export const NirfRankingSchema = z
  .object({
    category: oneOf(NIRF_CATEGORIES, "The NIRF category"),
    rank: positive("The rank").nullable().default(null),
    rank_band: boundedText(20)
      .regex(RANK_BAND, "Write a rank band as two numbers with a hyphen, like 101-150")
      .refine((band) => {
        const [, from = "0", to = "0"] = RANK_BAND.exec(band) ?? [];
        return Number(from) >= 1 && Number(from) < Number(to);
      }, "A rank band goes from a lower rank to a higher one, like 101-150")
      .nullable()
      .default(null),
    ...provenance,
  })
  .refine((row) => (row.rank === null) !== (row.rank_band === null), {
    message: "Give either a rank or a rank band, not both",
    path: ["rank"],
  });

/** NAAC grades an institution (its grade and cycle); NBA accredits one programme. */
export const NAAC_GRADES = ["A++", "A+", "A", "B++", "B+", "B", "C", "D"] as const;

const validUntil = z.iso.date("Write the valid-until date as YYYY-MM-DD").nullable().default(null);

export const AccreditationSchema = z.discriminatedUnion(
  "body",
  [
    z.object({
      body: z.literal("naac"),
      grade: oneOf(NAAC_GRADES, "The NAAC grade"),
      cycle: positive("The NAAC cycle").max(10, "The NAAC cycle must be 10 or less"),
      valid_until: validUntil,
      ...provenance,
    }),
    z.object({ body: z.literal("nba"), programme: name("programme"), valid_until: validUntil, ...provenance }),
  ],
  { error: `The accrediting body must be one of: ${ACCREDITATION_BODIES.join(", ")}` },
);

export const IntakeSchema = z.object({
  programme: name("course or branch"),
  seats: positive("The number of seats").max(100_000, "The number of seats must be under 100,000"),
  ...provenance,
});

/** A package in whole rupees per annum; more than ₹100 crore a year is a typing mistake. */
const packageInr = (what: string) =>
  positive(what).max(1_000_000_000, `${what} must be in rupees per annum, under ₹100 crore`).nullable().default(null);

export const PlacementStatsSchema = z
  .object({
    programme: name("programme"),
    students_eligible: positive("The number of students eligible"),
    students_placed: wholeNumber("The number of students placed").min(0, "The number placed cannot be negative"),
    median_package_inr: packageInr("The median package"),
    highest_package_inr: packageInr("The highest package"),
    ...provenance,
  })
  .refine((row) => row.students_placed <= row.students_eligible, {
    message: "More students placed than were eligible",
    path: ["students_placed"],
  })
  .refine(
    (row) =>
      row.median_package_inr === null ||
      row.highest_package_inr === null ||
      row.median_package_inr <= row.highest_package_inr,
    { message: "The median package is above the highest", path: ["median_package_inr"] },
  );

export const CutoffSchema = z
  .object({
    exam: name("exam"),
    round: positive("The round").max(20, "The round must be 20 or less"),
    branch: name("course or branch"),
    category: oneOf(SEAT_CATEGORIES, "The category"),
    quota: oneOf(SEAT_QUOTAS, "The quota"),
    pool: oneOf(SEAT_POOLS, "The seat pool"),
    opening_rank: positive("The opening rank"),
    closing_rank: positive("The closing rank"),
    ...provenance,
  })
  .refine((row) => row.opening_rank <= row.closing_rank, {
    message: "The opening rank must not be after the closing rank",
    path: ["closing_rank"],
  });

export type NirfRankingInput = z.input<typeof NirfRankingSchema>;
export type AccreditationInput = z.input<typeof AccreditationSchema>;
export type IntakeInput = z.input<typeof IntakeSchema>;
export type PlacementStatsInput = z.input<typeof PlacementStatsSchema>;
export type CutoffInput = z.input<typeof CutoffSchema>;

/** A college's facts of every kind, as the seed and the staff form give them at once. */
export const CollegeFactsSchema = z.object({
  nirf: z.array(NirfRankingSchema).default([]),
  accreditations: z.array(AccreditationSchema).default([]),
  intake: z.array(IntakeSchema).default([]),
  placements: z.array(PlacementStatsSchema).default([]),
  cutoffs: z.array(CutoffSchema).default([]),
});
export type CollegeFactsInput = z.input<typeof CollegeFactsSchema>;
