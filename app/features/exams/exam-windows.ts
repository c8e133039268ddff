/**
 * An exam's windows (issue 46, item 1; docs/decisions/088-exam-windows-and-facts-in-compare.md): the India days
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

/** One dated step of an exam: a day, or days from `first` to `last` (both YYYY-MM-DD, included). */
export interface ExamStep {
  step: "registration" | "admit-card" | "exam" | "result";
  first: string;
  last: string;
}

/**
 * An exam's dated steps in the order they come, the one list both the exam calendar's timeline
 * and its .ics file show: the registration window, the admit card, the exam's days (always: its
 * date is known) and the result, each that is known.
 */
export function examTimeline(exam: { exam_date: string } & ExamWindows): ExamStep[] {
  const steps: ExamStep[] = [];
  const { registration_opens: opens, registration_closes: closes } = exam;
  if (opens && closes) steps.push({ step: "registration", first: opens, last: closes });
  if (exam.admit_card_date) steps.push({ step: "admit-card", first: exam.admit_card_date, last: exam.admit_card_date });
  steps.push({ step: "exam", first: exam.exam_date, last: exam.exam_last_date ?? exam.exam_date });
  if (exam.result_date) steps.push({ step: "result", first: exam.result_date, last: exam.result_date });
  return steps;
}
