import { slugify } from "#app/utils/slug";
import { writeCalendar } from "#app/utils/ics";

export interface CalendarFileExam {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  exam_date: string;
  stream: string;
}

/**
 * One exam as an .ics file a phone calendar imports: an all-day event on the exam's date.
 * `uidDomain` must not change between downloads (the site's own host, not the request's), so a
 * second import of the same exam updates the event rather than adding another.
 */
export function examCalendarFile(
  exam: CalendarFileExam,
  site: { origin: string; uidDomain: string; stamp: Date },
): string {
  const calendarUrl = `${site.origin}/exams`;
  return writeCalendar({
    prodId: `-//${site.uidDomain}//Exam calendar//EN`,
    events: [
      {
        uid: `exam-${exam.id}@${site.uidDomain}`,
        day: exam.exam_date,
        stamp: site.stamp,
        summary: exam.name,
        description: [
          `${exam.stream} entrance exam.`,
          "The date is indicative: confirm it on the official website of the exam before you plan.",
          `All exam dates: ${calendarUrl}`,
        ].join("\n"),
        url: calendarUrl,
      },
    ],
  });
}

/** "JEE Main 2027 (Session 1)" -> "jee-main-2027-session-1.ics". */
export function examCalendarFileName(name: string): string {
  return `${slugify(name) || "exam"}.ics`;
}
