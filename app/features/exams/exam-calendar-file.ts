import { slugify } from "#app/utils/slug";
import { writeCalendar, type AllDayEvent } from "#app/utils/ics";
import type { ExamWindows } from "./exam-windows";

export interface CalendarFileExam extends ExamWindows {
  id: number;
  name: string;
  /** YYYY-MM-DD: the exam's (first) day. */
  exam_date: string;
  stream: string;
}

type Site = { origin: string; uidDomain: string; stamp: Date };

/** Each dated step of an exam, as one all-day event of its own (its UID is the exam's and the step's). */
interface Step {
  /** Part of the UID: never renamed, or a calendar that imported the file keeps an old copy. */
  key: string;
  summary: string;
  day: string;
  lastDay?: string | undefined;
}

/**
 * The exam's dated steps, in the order they come: the registration window and the exam's days
 * as events spanning their days, the admit card and the result on theirs. The exam's own event
 * keeps the UID it had before the windows were added, so an earlier import is updated, not doubled.
 */
function steps(exam: CalendarFileExam): Step[] {
  const found: Step[] = [];
  if (exam.registration_opens && exam.registration_closes) {
    const window = { day: exam.registration_opens, lastDay: exam.registration_closes };
    found.push({ key: "-registration", summary: `${exam.name}: registration`, ...window });
  }
  if (exam.admit_card_date)
    found.push({ key: "-admit-card", summary: `${exam.name}: admit card`, day: exam.admit_card_date });
  found.push({ key: "", summary: exam.name, day: exam.exam_date, lastDay: exam.exam_last_date ?? undefined });
  if (exam.result_date) found.push({ key: "-result", summary: `${exam.name}: result`, day: exam.result_date });
  return found;
}

/**
 * One exam as an .ics file a phone calendar imports: an all-day event for each of its dated
 * steps. `uidDomain` must not change between downloads (the site's own host, not the request's),
 * so a second import of the same exam updates its events rather than adding others.
 */
export function examCalendarFile(exam: CalendarFileExam, site: Site): string {
  const calendarUrl = `${site.origin}/exams`;
  const description = [
    `${exam.stream} entrance exam.`,
    "The dates are indicative: confirm them on the official website of the exam before you plan.",
    ...(exam.official_site ? [`Official website: ${exam.official_site}`] : []),
    `All exam dates: ${calendarUrl}`,
  ].join("\n");
  return writeCalendar({
    prodId: `-//${site.uidDomain}//Exam calendar//EN`,
    events: steps(exam).map((step): AllDayEvent => ({
      uid: `exam-${exam.id}${step.key}@${site.uidDomain}`,
      day: step.day,
      ...(step.lastDay ? { lastDay: step.lastDay } : {}),
      stamp: site.stamp,
      summary: step.summary,
      description,
      url: calendarUrl,
    })),
  });
}

/** "JEE Main 2027 (Session 1)" -> "jee-main-2027-session-1.ics". */
export function examCalendarFileName(name: string): string {
  return `${slugify(name) || "exam"}.ics`;
}
