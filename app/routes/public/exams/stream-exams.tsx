import { href } from "react-router";
import { CollegeLink } from "#app/features/catalogue/colleges/college-link";
import { slugify } from "#app/features/catalogue/colleges/college-slug";
import type { CalendarExam, CalendarStream } from "#app/features/catalogue/exams/exam-calendar.server";
import { calendarLeaf, daysAwayLabel } from "#app/features/catalogue/exams/exam-dates";
import { formatIndiaDay } from "#app/utils/india-time";

/** The id of a stream's section, for the page's jump links. */
export function streamAnchor(stream: string): string {
  return `exams-${slugify(stream) || "other"}`;
}

/** One stream's exams: the upcoming ones, then the recent ones folded away. */
export function StreamExams({ stream }: { stream: CalendarStream }) {
  const anchor = streamAnchor(stream.stream);
  return (
    <section aria-labelledby={`${anchor}-heading`} id={anchor} className="exam-stream">
      <h2 id={`${anchor}-heading`}>{stream.stream} entrance exams</h2>
      {stream.upcoming.length > 0 ? (
        <ol className="exam-list">
          {stream.upcoming.map((exam) => (
            <ExamItem key={exam.id} exam={exam} upcoming />
          ))}
        </ol>
      ) : (
        <p className="muted">No upcoming {stream.stream.toLowerCase()} exams are listed yet.</p>
      )}
      {stream.past.length > 0 ? (
        <details className="exam-recent">
          <summary>Recent exams ({stream.past.length})</summary>
          <ol className="exam-list">
            {stream.past.map((exam) => (
              <ExamItem key={exam.id} exam={exam} upcoming={false} />
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}

function ExamItem({ exam, upcoming }: { exam: CalendarExam; upcoming: boolean }) {
  const leaf = calendarLeaf(exam.date);
  const soon = daysAwayLabel(exam.daysAway);
  return (
    <li className="exam-item">
      <div className="exam-leaf" aria-hidden="true">
        <span className="exam-leaf-month">{leaf.month}</span>
        <span className="exam-leaf-date">{leaf.date}</span>
        <span className="exam-leaf-weekday">{leaf.weekday}</span>
      </div>
      <div className="exam-body">
        <h3>{exam.name}</h3>
        <p className="exam-item-when">
          <time dateTime={exam.date}>{formatIndiaDay(exam.date)}</time>
          {soon ? <span className="exam-soon">{soon}</span> : null}
        </p>
        {exam.colleges.length > 0 ? (
          <div className="exam-colleges">
            <span className="exam-colleges-label">Accepted by: </span>
            <ul>
              {exam.colleges.map((college) => (
                <li key={college.id}>
                  <CollegeLink id={college.id} slug={college.slug}>
                    {college.name}
                  </CollegeLink>
                </li>
              ))}
              {exam.moreColleges > 0 ? (
                <li className="exam-more">
                  and {exam.moreColleges} more {exam.moreColleges === 1 ? "college" : "colleges"}
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        {upcoming ? (
          // The exam's name in the link's name: a screen reader's list of links holds many of these.
          <a
            className="button button-small button-ghost"
            href={href("/exams/:id/calendar.ics", { id: String(exam.id) })}
            aria-label={`Add to calendar: ${exam.name}`}
          >
            Add to calendar
          </a>
        ) : null}
      </div>
    </li>
  );
}
