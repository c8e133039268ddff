import { TableScroll } from "#app/components/ui/table-scroll";
import type { Course } from "#app/db/schema";
import { formatInr } from "#app/utils/format";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { CollegeLink } from "./college-link";

/**
 * A stream page's yearly fees: each course of the colleges listed above it, by college name, so a
 * student can set the fees side by side without opening every college (the medical and
 * management pages; the engineering page keeps the original's table by college ID). Only the
 * colleges of the page shown: the list's pager pages the fees too.
 */
export function StreamFees({
  colleges,
  courses,
  headingId,
}: {
  colleges: { id: number; slug: string; name: string }[];
  courses: Pick<Course, "id" | "college_id" | "name" | "fee_inr">[];
  headingId: string;
}) {
  const m = useMessages().colleges.streamFees;
  const lang = englishTextLang(useLocale());
  // The list's order, each college once, with its courses under its name (one group a college).
  const groups = colleges
    .map((college) => ({ college, courses: courses.filter((course) => course.college_id === college.id) }))
    .filter((group) => group.courses.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{m.heading}</h2>
      <TableScroll labelledBy={headingId}>
        <table className="grouped-table">
          <caption className="visually-hidden">{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.course}</th>
              <th scope="col" className="num">
                {m.feePerYear}
              </th>
            </tr>
          </thead>
          {groups.map(({ college, courses: offered }) => (
            <tbody key={college.id}>
              <tr>
                <th scope="rowgroup" colSpan={2}>
                  <CollegeLink id={college.id} slug={college.slug} lang={lang}>
                    {college.name}
                  </CollegeLink>
                </th>
              </tr>
              {offered.map((course) => (
                <tr key={course.id}>
                  <td lang={lang}>{course.name}</td>
                  <td className="num">{formatInr(course.fee_inr)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </TableScroll>
      <p className="muted small">{m.note}</p>
    </section>
  );
}
