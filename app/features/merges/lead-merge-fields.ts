/**
 * The fields staff choose between when they merge two leads, with the words the merge screen
 * uses (lead-merge.server.ts does the merge). Shared by the screen and the server.
 */
export const MERGE_FIELDS = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  course: "Course",
  stream: "Stream",
  college_name: "College",
  applicant: "I am",
  guardian_name: "Parent or guardian",
  guardian_phone: "Parent's or guardian's phone",
  guardian_email: "Parent's or guardian's e-mail",
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_NAMES = Object.keys(MERGE_FIELDS) as MergeField[];

/** Which lead's value survives, per field: the surviving (older) lead's or the other's. */
export type MergeChoices = Partial<Record<MergeField, "survivor" | "other">>;

/** A merge can be undone for this long. */
export const UNDO_DAYS = 30;
