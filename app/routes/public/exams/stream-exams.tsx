import { href } from "react-router";
import { CollegeLink } from "#app/features/colleges/college-link";
import { slugify } from "#app/utils/slug";
import type { CalendarExam, CalendarStream } from "#app/features/exams/exam-calendar.server";
import { calendarLeaf, daysAwayLabel } from "#app/features/exams/exam-dates";
import { formatIndiaDayIn } from "#app/utils/india-time";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { EnglishText, streamText, withName } from "#app/utils/i18n/english-text";
import { ExamTimeline } from "./exam-timeline";

/** The id of a stream's section, for the page's jump links. */
export function streamAnchor(stream: string): string {
  return `exams-${slugify(stream) || "other"}`;
}

/**
 * One stream's exams: the upcoming ones, then the recent ones folded away. The stream's name is
 * the page's language's where the catalogue of words knows it; exams' and colleges' names stay as
 * written, marked as English on a Hindi page.
 */
export function StreamExams({ stream }: { stream: CalendarStream }) {
  const anchor = streamAnchor(stream.stream);
  const messages = useMessages();
  const m = messages.discovery.exams;
  const shown = streamText(messages.colleges.streamName, stream.stream, englishTextLang(useLocale()));
  return (
    <section aria-labelledby={`${anchor}-heading`} id={anchor} className="exam-stream">
      <h2 id={`${anchor}-heading`}>{withName(m.streamHeading, shown.name, shown.lang)}</h2>
      {stream.upcoming.length > 0 ? (
        <ol className="exam-list">
          {stream.upcoming.map((exam) => (
            <ExamItem key={exam.id} exam={exam} upcoming />
          ))}
        </ol>
      ) : (
        <p className="muted">{withName(m.noUpcoming, shown.name, shown.lang)}</p>
      )}
      {stream.past.length > 0 ? (
        <details className="exam-recent">
          <summary>{m.recent(stream.past.length)}</summary>
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
  const locale = useLocale();
  const m = useMessages().discovery.exams;
  const lang = englishTextLang(locale);
  const leaf = calendarLeaf(exam.date, locale);
  // Which exams say how soon they are is exam-dates.ts's rule; the words are the page's language's.
  const soon = daysAwayLabel(exam.daysAway) === undefined ? undefined : m.daysAway(exam.daysAway);
  return (
    // Its own address (#exam-13): the search box's suggestion of an exam opens it here.
    <li className="exam-item" id={`exam-${exam.id}`}>
      <div className="exam-leaf" aria-hidden="true">
        <span className="exam-leaf-month">{leaf.month}</span>
        <span className="exam-leaf-date">{leaf.date}</span>
        <span className="exam-leaf-weekday">{leaf.weekday}</span>
      </div>
      <div className="exam-body">
        <h3 lang={lang}>{exam.name}</h3>
        <p className="exam-item-when">
          <time dateTime={exam.date}>{formatIndiaDayIn(locale, exam.date)}</time>
          {soon ? <span className="exam-soon">{soon}</span> : null}
        </p>
        <ExamTimeline exam={exam} />
        {exam.colleges.length > 0 ? (
          <div className="exam-colleges">
            <span className="exam-colleges-label">{m.acceptedBy}</span>
            <ul>
              {exam.colleges.map((college) => (
                <li key={college.id}>
                  <CollegeLink id={college.id} slug={college.slug}>
                    <EnglishText lang={lang}>{college.name}</EnglishText>
                  </CollegeLink>
                </li>
              ))}
              {exam.moreColleges > 0 ? <li className="exam-more">{m.moreColleges(exam.moreColleges)}</li> : null}
            </ul>
          </div>
        ) : null}
        {upcoming ? (
          // The exam's name in the link's name: a screen reader's list of links holds many of these.
          // The file is the same in both languages (its address has no Hindi twin).
          <a
            className="button button-small button-ghost"
            href={href("/exams/:id/calendar.ics", { id: String(exam.id) })}
          >
            {/* Its name is the hidden words, where the exam's name can be marked as English on a Hindi page. */}
            <span aria-hidden="true">{m.addToCalendar}</span>
            <span className="visually-hidden">{withName(m.addToCalendarLabel, exam.name, lang)}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
