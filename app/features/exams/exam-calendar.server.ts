import type { DB } from "#app/db/db.server";
import type { CalendarFileExam } from "./exam-calendar-file";
import { daysBetween } from "./exam-dates";
import { WINDOW_COLUMNS, type ExamWindows } from "./exam-windows";

/**
 * The exam calendar (/exams): the catalogue's entrance exams by stream, each with the colleges
 * that accept it, split into upcoming and past around a given day.
 */

/** A college that accepts an exam, for a link to its page. */
export interface CalendarCollege {
  id: number;
  slug: string;
  name: string;
}

export interface CalendarExam {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  /** Whole days from today: 0 on the day, negative once past. */
  daysAway: number;
  /** The first colleges by name, at most COLLEGES_PER_EXAM. */
  colleges: CalendarCollege[];
  /** How many more colleges accept it than are listed. */
  moreColleges: number;
  /** Its registration window, admit card, last day, result and official site, where known. */
  windows: ExamWindows;
  /** Its dates are the demo's sample, not staff's. */
  isSample: boolean;
}

export interface CalendarStream {
  /** The exam's category, e.g. Engineering. */
  stream: string;
  /** Today's and later exams, soonest first. */
  upcoming: CalendarExam[];
  /** Earlier exams, most recent first. */
  past: CalendarExam[];
}

/**
 * An exam lists this many colleges at most: a big catalogue (npm run seed:scale) links thousands
 * of colleges to one exam, and the page must stay a page. The rest are counted.
 */
export const COLLEGES_PER_EXAM = 12;

/**
 * Every exam, grouped by stream. `today` is the India day (YYYY-MM-DD) that divides upcoming
 * from past; an exam on that day is upcoming. Streams come in the order of their next exam, so
 * the soonest dates lead the page; streams with only past exams follow, by name.
 */
export async function examCalendar(db: DB, options: { today: string }): Promise<CalendarStream[]> {
  const [exams, colleges] = await Promise.all([
    db
      .selectFrom("exams")
      .innerJoin("categories", "categories.id", "exams.category_id")
      .select(["exams.id", "exams.name", "exams.exam_date", "exams.is_sample", "categories.name as stream"])
      .select(WINDOW_COLUMNS.map((column) => `exams.${column}` as const))
      .orderBy("exams.exam_date")
      .orderBy("exams.name")
      .orderBy("exams.id")
      .execute(),
    acceptingColleges(db),
  ]);

  const streams = new Map<string, CalendarStream>();
  for (const exam of exams) {
    const accepting = colleges.get(exam.id);
    const entry: CalendarExam = {
      id: exam.id,
      name: exam.name,
      date: exam.exam_date,
      daysAway: daysBetween(options.today, exam.exam_date),
      colleges: accepting?.colleges ?? [],
      moreColleges: accepting ? accepting.total - accepting.colleges.length : 0,
      windows: windowsOf(exam),
      isSample: exam.is_sample === 1,
    };
    let stream = streams.get(exam.stream);
    if (!stream) streams.set(exam.stream, (stream = { stream: exam.stream, upcoming: [], past: [] }));
    if (entry.daysAway >= 0) stream.upcoming.push(entry);
    else stream.past.unshift(entry);
  }

  // Upcoming lists are already soonest first (the query's order), and past lists latest first.
  return [...streams.values()].sort((a, b) => {
    const nextA = a.upcoming[0]?.date;
    const nextB = b.upcoming[0]?.date;
    if (nextA && nextB && nextA !== nextB) return nextA < nextB ? -1 : 1;
    if (nextA && !nextB) return -1;
    if (!nextA && nextB) return 1;
    return a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0;
  });
}

/**
 * The first COLLEGES_PER_EXAM colleges by name (by slug: the name in lower case, without its
 * punctuation) for each exam, and how many accept it in all. Bounded whatever the catalogue's
 * size: one count over the link table's index, then per exam a walk of the colleges in slug
 * order (the slug's unique index) that stops at the last college listed. A window function over
 * every link sorted them all, 33 ms per page at 10,000 colleges.
 */
async function acceptingColleges(db: DB): Promise<Map<number, { colleges: CalendarCollege[]; total: number }>> {
  const counts = await db
    .selectFrom("college_exams")
    .select((eb) => ["exam_id", eb.fn.countAll<number | string>().as("total")])
    .groupBy("exam_id")
    .execute();
  const lists = await Promise.all(
    counts.map(({ exam_id }) =>
      db
        .selectFrom("colleges")
        .select(["id", "slug", "name"])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("college_exams")
              .select("college_exams.exam_id")
              .whereRef("college_exams.college_id", "=", "colleges.id")
              .where("college_exams.exam_id", "=", exam_id),
          ),
        )
        .orderBy("slug")
        .limit(COLLEGES_PER_EXAM)
        .execute(),
    ),
  );
  // PostgreSQL returns count(*) as a bigint, which pg gives as a string.
  return new Map(counts.map(({ exam_id, total }, i) => [exam_id, { colleges: lists[i]!, total: Number(total) }]));
}

/** Only the window columns of a row, so no other column rides along to the page. */
const windowsOf = (row: ExamWindows): ExamWindows =>
  Object.fromEntries(WINDOW_COLUMNS.map((column) => [column, row[column]])) as ExamWindows;

/** One exam with its stream and windows, for its .ics file; undefined when there is no such exam. */
export async function getCalendarExam(db: DB, id: number): Promise<CalendarFileExam | undefined> {
  return db
    .selectFrom("exams")
    .innerJoin("categories", "categories.id", "exams.category_id")
    .select(["exams.id", "exams.name", "exams.exam_date", "categories.name as stream"])
    .select(WINDOW_COLUMNS.map((column) => `exams.${column}` as const))
    .where("exams.id", "=", id)
    .executeTakeFirst();
}
