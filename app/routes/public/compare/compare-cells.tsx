import type { ReactNode } from "react";
import type { CollegePageData } from "#app/features/colleges/college-page.server";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { formatInr } from "#app/utils/format";
import { formatIndiaDayIn } from "#app/utils/india-time";
import { EnglishText } from "#app/utils/i18n/english-text";

/** A college's courses, each with its duration (in the college pages' words) and yearly fee. */
export function CourseList({ page }: { page: CollegePageData }) {
  const locale = useLocale();
  const messages = useMessages();
  const m = messages.discovery.compare;
  const { duration } = messages.colleges;
  const lang = englishTextLang(locale);
  return (
    <ul className="compare-list">
      {page.courses.map((course) => (
        <li key={course.id}>
          <span className="compare-item" lang={lang}>
            {course.name}
          </span>
          <span className="muted small">
            <EnglishText lang={duration(course.duration) === course.duration ? lang : undefined}>
              {duration(course.duration)}
            </EnglishText>{" "}
            · {m.perYear(formatInr(course.fee_inr))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A college's exams, each with its date, and whether it is past. */
export function ExamList({ page }: { page: CollegePageData }) {
  const locale = useLocale();
  const m = useMessages().discovery.compare;
  const lang = englishTextLang(locale);
  return (
    <ul className="compare-list">
      {page.exams.map((exam) => (
        <li key={exam.name}>
          <span className="compare-item" lang={lang}>
            {exam.name}
          </span>
          <span className="muted small">
            <time dateTime={exam.exam_date}>{formatIndiaDayIn(locale, exam.exam_date)}</time>
            {exam.past ? m.past : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One line of the comparison: what it compares, and each college's value. `lang`: the values are
 * the college's own text, marked as English (on a Hindi page; "Not listed" is the page's words).
 */
export function Row({
  label,
  colleges,
  value,
  lang,
}: {
  label: string;
  colleges: CollegePageData[];
  value: (page: CollegePageData) => ReactNode;
  lang?: string | undefined;
}) {
  const notListed = useMessages().discovery.compare.notListed;
  return (
    <tr>
      <th scope="row">{label}</th>
      {colleges.map((page) => {
        const shown = value(page);
        return (
          <td key={page.college.slug} lang={shown ? lang : undefined}>
            {shown || <span className="muted">{notListed}</span>}
          </td>
        );
      })}
    </tr>
  );
}
