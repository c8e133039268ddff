/**
 * The lead fields a CSV's columns can be mapped to, and the first guess from the header row's
 * words, so that a file from a fair, a call centre or an ad platform mostly maps itself.
 */
export const IMPORT_FIELDS = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  course: "Course",
  college: "College",
  source: "Source",
  campaign: "Campaign",
  notes: "Notes",
  received_at: "Received at",
} as const;
export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_IDS = Object.keys(IMPORT_FIELDS) as ImportField[];

/** Which column (its index in the header row) each field is read from; a field not in the file is absent. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

/**
 * Header words per field, tried in this order, so "College name" is the college, not the name,
 * and "Campaign name" the campaign. A header is whole words, lower case ("E-mail ID" → "e mail id").
 */
const GUESSES: readonly [ImportField, RegExp][] = [
  ["received_at", /\b(date|time|timestamp|received|created|submitted|enquired|enquiry date)\b/],
  ["email", /\b(e ?mail|email address|mail id)\b/],
  ["phone", /\b(phone|mobile|mob|contact no|contact number|whatsapp|cell|tel|telephone)\b/],
  ["college", /\b(college|institute|institution|university|school)\b/],
  ["campaign", /\b(campaign|utm campaign|ad set|adset|ad name)\b/],
  ["source", /\b(source|utm source|channel|platform|medium|lead source)\b/],
  ["course", /\b(course|programme|program|stream|branch|specialisation|specialization)\b/],
  ["notes", /\b(notes?|remarks?|comments?|message|query|description|details)\b/],
  ["name", /\b(name|student|candidate|full name|applicant)\b/],
];

/** A header as words: lower case, anything but letters and digits a space ("E-Mail_ID" → "e mail id"). */
const words = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The field a header most likely holds, or undefined. */
export function guessField(header: string): ImportField | undefined {
  const said = words(header);
  if (!said) return undefined;
  return GUESSES.find(([, pattern]) => pattern.test(said))?.[0];
}

/** A mapping guessed from the header row: each field from the first column that looks like it, each column used once. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headers.forEach((header, index) => {
    const field = guessField(header);
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/** What is missing from a mapping before anything can be checked, in the screen's words; undefined when none. */
export function mappingProblem(mapping: ColumnMapping): string | undefined {
  if (mapping.name === undefined) return "Choose the column that holds the name.";
  if (mapping.phone === undefined && mapping.email === undefined)
    return "Choose the column that holds the phone number or the e-mail address (or both).";
  const used = Object.values(mapping);
  if (new Set(used).size !== used.length) return "Each column can be read into one field only.";
  return undefined;
}
