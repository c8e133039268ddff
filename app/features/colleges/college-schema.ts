import { z } from "zod";
import { boundedText, isWebAddress, oneLine } from "#app/utils/bounded-text";
import { idField } from "#app/utils/ids";

/**
 * The Add College form: the original product's college fields (docs/original-contract.md#payload-field-names),
 * our names. Every field is required, with its message '{field} is required'
 * (docs/original-contract.md#validation-messages); the labels here are what the form shows.
 */
export const COLLEGE_FIELDS = [
  ["name", "Name"],
  ["location", "Location"],
  ["address", "Address"],
  ["cities", "Cities"],
  ["state", "State"],
  ["university", "University"],
  ["verified_by", "Verified By"],
  ["website", "College Website"],
  ["study_mode", "Study Mode"],
  ["category_id", "Category"],
  ["about", "About College"],
  ["ranking", "College Ranking"],
  ["admission", "College Admission"],
  ["placement", "College Placement"],
  ["fee_structure", "Fee Structure"],
  ["courses_overview", "College Courses"],
  ["hostel", "College Hostel"],
  ["campus", "College Campus"],
] as const;

export type CollegeField = (typeof COLLEGE_FIELDS)[number][0];

/** The college fields written as paragraphs: the add and edit forms show them as text areas. */
export const COLLEGE_LONG_TEXT_FIELDS: ReadonlySet<string> = new Set<CollegeField>([
  "about",
  "ranking",
  "admission",
  "placement",
  "fee_structure",
  "courses_overview",
  "hostel",
  "campus",
  "address",
]);

/**
 * The descriptive fields that may also be written in Hindi (issue 26, part 4): each has an
 * optional `<field>_hi`, shown on the college's Hindi page. Where it is empty, that page shows the
 * English, marked as English.
 */
export const COLLEGE_HINDI_FIELDS = [
  "about",
  "ranking",
  "admission",
  "placement",
  "fee_structure",
  "courses_overview",
  "hostel",
  "campus",
] as const satisfies readonly CollegeField[];

export type CollegeHindiField = `${(typeof COLLEGE_HINDI_FIELDS)[number]}_hi`;

const hindiVersions = Object.fromEntries(
  COLLEGE_HINDI_FIELDS.map((field) => {
    const label = COLLEGE_FIELDS.find(([name]) => name === field)![1];
    return [`${field}_hi`, boundedText(5000, `${label} in Hindi is too long (at most 5000 characters)`).optional()];
  }),
) as Record<CollegeHindiField, z.ZodOptional<ReturnType<typeof boundedText>>>;

const required = (label: string, max = 5000) =>
  boundedText(max, `${label} is too long (at most ${max} characters)`, `${label} is required`).min(
    1,
    `${label} is required`,
  );

export const CollegeFormSchema = z.object({
  // It reaches the alert e-mails (the college a lead's page was about): one line.
  name: oneLine(required("Name", 200)),
  location: required("Location", 200),
  address: required("Address", 500),
  cities: required("Cities", 200),
  state: required("State", 100),
  university: required("University", 200),
  verified_by: required("Verified By", 200),
  website: required("College Website", 300).refine(isWebAddress, "College Website must start with http:// or https://"),
  study_mode: required("Study Mode", 100),
  category_id: idField("Category is required"),
  about: required("About College"),
  ranking: required("College Ranking"),
  admission: required("College Admission"),
  placement: required("College Placement"),
  fee_structure: required("Fee Structure"),
  courses_overview: required("College Courses"),
  hostel: required("College Hostel"),
  campus: required("College Campus"),
  // Ours, not the original's: optional, so the original's Add College calls stay valid.
  ...hindiVersions,
  short_names: boundedText(300, "Short names are too long (at most 300 characters)").optional(),
  // A form sends one tick as a single value and several as a list.
  exam_ids: z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(idField("Choose exams from the list")).max(100, "Choose at most 100 exams").optional(),
  ),
});

/** The fields of ours on the college forms, after the original's (COLLEGE_FIELDS). */
export const COLLEGE_DISCOVERY_FIELDS = {
  short_names: {
    label: "Short names and aliases",
    hint: "Comma-separated names students search by, e.g. IIT Bombay, IITB. The search matches them like the name.",
  },
  exam_ids: { label: "Entrance exams accepted" },
} as const;

export type CollegeFormValues = z.infer<typeof CollegeFormSchema>;
