import type { ReactNode } from "react";
import { href, Link } from "react-router";
import type { CollegePageData } from "#app/features/catalogue/colleges/college-page.server";
import { feeBounds, feeRange } from "#app/features/catalogue/colleges/fee-range";
import { formatInr } from "#app/utils/format";
import { formatIndiaDay } from "#app/utils/india-time";

/**
 * The comparison itself: a column per college (with its Remove link), a row per fact. A region
 * that scrolls sideways on a phone, focusable so a keyboard can scroll it too.
 */
export function CompareTable({
  colleges,
  removeHref,
}: {
  colleges: CollegePageData[];
  /** The comparison without this college. */
  removeHref: (slug: string) => string;
}) {
  return (
    <div
      className={`compare-wrap compare-${colleges.length}`}
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
    >
      <table className="compare-table" style={{ ["--compare-columns" as string]: colleges.length }}>
        <caption id="compare-caption" className="visually-hidden">
          {colleges.map((page) => page.college.name).join(" compared with ")}
        </caption>
        <thead>
          <tr>
            <td />
            {colleges.map((page) => (
              <th key={page.college.slug} scope="col">
                <Link to={href("/:college", { college: page.college.slug })}>{page.college.name}</Link>
                <Link
                  className="compare-remove"
                  to={removeHref(page.college.slug)}
                  aria-label={`Remove ${page.college.name} from the comparison`}
                >
                  Remove
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row label="Location" colleges={colleges} value={(p) => `${p.college.location}, ${p.college.state}`} />
          <Row label="University" colleges={colleges} value={(p) => p.college.university} />
          <Row label="Approved by" colleges={colleges} value={(p) => p.college.verified_by} />
          <Row label="Study mode" colleges={colleges} value={(p) => p.college.study_mode} />
          <Row label="Stream" colleges={colleges} value={(p) => p.stream} />
          <Row
            label="Yearly fees"
            colleges={colleges}
            value={(p) => {
              const { min_fee, max_fee } = feeBounds(p.courses.map((course) => course.fee_inr));
              return min_fee === null ? null : feeRange(min_fee, max_fee);
            }}
          />
          <Row
            label="Courses"
            colleges={colleges}
            value={(p) =>
              p.courses.length ? (
                <ul className="compare-list">
                  {p.courses.map((course) => (
                    <li key={course.id}>
                      <span className="compare-item">{course.name}</span>
                      <span className="muted small">
                        {course.duration} · {formatInr(course.fee_inr)} a year
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null
            }
          />
          <Row
            label="Entrance exams"
            colleges={colleges}
            value={(p) =>
              p.exams.length ? (
                <ul className="compare-list">
                  {p.exams.map((exam) => (
                    <li key={exam.name}>
                      <span className="compare-item">{exam.name}</span>
                      <span className="muted small">
                        <time dateTime={exam.exam_date}>{formatIndiaDay(exam.exam_date)}</time>
                        {exam.past ? " (past)" : ""}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null
            }
          />
          <Row
            label="Placement companies"
            colleges={colleges}
            value={(p) => p.placements.map((company) => company.company_name).join(", ")}
          />
          <Row label="Hostel" colleges={colleges} value={(p) => p.college.hostel} />
          <Row label="Campus" colleges={colleges} value={(p) => p.college.campus} />
        </tbody>
      </table>
    </div>
  );
}

/** One line of the comparison: what it compares, and each college's value. */
function Row({
  label,
  colleges,
  value,
}: {
  label: string;
  colleges: CollegePageData[];
  value: (page: CollegePageData) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {colleges.map((page) => (
        <td key={page.college.slug}>{value(page) || <span className="muted">Not listed</span>}</td>
      ))}
    </tr>
  );
}
