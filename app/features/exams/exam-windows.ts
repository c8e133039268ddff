/**
 * An exam's windows (issue 46, item 1; docs/decisions/088-exam-windows.md): the India days
 * (YYYY-MM-DD) around its own and where to register. Each is null until staff know it.
 */
export const WINDOW_COLUMNS = [
  "registration_opens",
  "registration_closes",
  "admit_card_date",
  "exam_last_date",
  "result_date",
  "official_site",
] as const;

export type ExamWindows = { [Column in (typeof WINDOW_COLUMNS)[number]]: string | null };
