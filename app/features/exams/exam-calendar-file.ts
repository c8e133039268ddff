import { slugify } from "#app/utils/slug";
import { writeCalendar, type AllDayEvent } from "#app/utils/ics";
import { examTimeline, type ExamStep, type ExamWindows } from "./exam-windows";

export interface CalendarFileExam extends ExamWindows {
  id: number;
  name: string;
  /** YYYY-MM-DD: the exam's (first) day. */
  exam_date: string;
  stream: string;
}

type Site = { origin: string; uidDomain: string; stamp: Date };

/** What each step's event is called, after the exam's name, and what its UID adds to the exam's. */
const EVENT: Record<ExamStep["step"], { summary: string; uid: string }> = {
  registration: { summary: ": registration", uid: "-registration" },
  "admit-card": { summary: ": admit card", uid: "-admit-card" },
  // The exam's own event keeps the UID it had before the windows, so an earlier import is updated, not doubled.
  exam: { summary: "", uid: "" },
  result: { summary: ": result", uid: "-result" },
};

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
    // All-day events, a window spanning its days.
    events: examTimeline(exam).map(({ step, first, last }): AllDayEvent => ({
      uid: `exam-${exam.id}${EVENT[step].uid}@${site.uidDomain}`,
      day: first,
      lastDay: last,
      stamp: site.stamp,
      summary: `${exam.name}${EVENT[step].summary}`,
      description,
      url: calendarUrl,
    })),
  });
}

/** "JEE Main 2027 (Session 1)" -> "jee-main-2027-session-1.ics". */
export function examCalendarFileName(name: string): string {
  return `${slugify(name) || "exam"}.ics`;
}
