import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { TableScroll } from "#app/components/ui/table-scroll";
import { LeadForm } from "#app/features/leads/lead-form";
import type { LeadFormId } from "#app/features/leads/lead-fields";
import { formatInr } from "#app/utils/format";
import { formatIndiaDay } from "#app/utils/india-time";
import { CollegeInitials } from "./college-initials";
import { CollegePickButtonsIsland } from "./college-pick-buttons.island";
import { collegeLogoPath } from "./college-logo-path";
import type { CollegePageData } from "./college-page.server";
import { LongText } from "./long-text";

const TEXT_SECTIONS = [
  ["about", "About"],
  ["ranking", "Ranking"],
  ["admission", "Admission"],
  ["placement", "Placement"],
  ["fee_structure", "Fee structure"],
  ["courses_overview", "Courses"],
  ["hostel", "Hostels"],
  ["campus", "Campus"],
] as const;

/** One section of the page: its anchor, its name in "On this page", its heading and what it shows. */
interface PageSection {
  key: string;
  toc: string;
  heading: string;
  body: ReactNode;
}

/**
 * The page's sections in order: the college's long texts, the entrance exams after Admission
 * (only when the college accepts any), then the fee table. "On this page" lists the same.
 */
function pageSections(data: CollegePageData): PageSection[] {
  const { college, courses, placements, exams } = data;
  const sections: PageSection[] = [];
  for (const [key, title] of TEXT_SECTIONS) {
    sections.push({
      key,
      toc: title,
      heading: title,
      body: (
        <>
          <LongText text={college[key]} />
          {key === "placement" && placements.length > 0 ? (
            <ul className="chip-list" aria-label="Recruiters">
              {placements.map((placement) => (
                <li key={placement.id}>{placement.company_name}</li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    });
    if (key === "admission" && exams.length > 0) {
      sections.push({
        key: "exams",
        toc: "Entrance exams",
        heading: "Entrance exams",
        body: <ExamDates exams={exams} />,
      });
    }
  }
  sections.push({
    key: "fees",
    toc: "Fees",
    heading: "Courses and fees",
    body: <FeeTable college={college} courses={courses} />,
  });
  return sections;
}

/** The college page and the disk page share this shell; only the lead form's id differs. */
export function CollegeDetail({ data, form }: { data: CollegePageData; form: LeadFormId }) {
  const { college, courses, stream } = data;
  const logo = collegeLogoPath(college.logo_path);
  const sections = pageSections(data);
  return (
    <main>
      <header className="college-banner">
        <div className="container college-banner-inner">
          <div className="college-logo">
            {logo ? (
              <img src={logo} alt={`${college.name} logo`} width={96} height={96} />
            ) : (
              <CollegeInitials name={college.name} hidden />
            )}
          </div>
          <div>
            <nav aria-label="Breadcrumb" className="breadcrumb">
              <ol>
                <li>
                  <Link to={href("/")}>Home</Link>
                </li>
                <li>
                  <Link to={stream ? `/colleges-course?stream=${encodeURIComponent(stream)}` : "/colleges-course"}>
                    {stream ? `${stream} colleges` : "Colleges"}
                  </Link>
                </li>
                <li aria-current="page">{college.name}</li>
              </ol>
            </nav>
            <h1>{college.name}</h1>
            <p className="college-university">{college.university}</p>
            <p className="college-facts">
              <span>{college.location}</span>
              <span>{college.state}</span>
              {college.verified_by ? <span>Approved: {college.verified_by}</span> : null}
              {college.study_mode ? <span>{college.study_mode}</span> : null}
            </p>
            <CollegePickButtonsIsland slug={college.slug} name={college.name} />
          </div>
        </div>
      </header>
      <div className="container with-aside">
        <article className="prose">
          <nav aria-label="On this page" className="toc">
            <ul>
              {sections.map((section) => (
                <li key={section.key}>
                  <a href={`#section-${section.key}`}>{section.toc}</a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((section) => (
            <section key={section.key} id={`section-${section.key}`} aria-labelledby={`heading-${section.key}`}>
              <h2 id={`heading-${section.key}`}>{section.heading}</h2>
              {section.body}
            </section>
          ))}
        </article>
        <aside className="page-aside">
          <LeadForm
            form={form}
            heading={`Enquire about ${college.name}`}
            intro="A counsellor will call you about eligibility, fees and the admission process."
            courseOptions={courses.map((course) => course.name)}
          />
        </aside>
      </div>
    </main>
  );
}

/** The exams the college accepts, soonest first; a date gone by says so in words, not only in colour. */
function ExamDates({ exams }: { exams: CollegePageData["exams"] }) {
  return (
    <>
      <ul className="exam-dates">
        {exams.map((exam) => (
          <li key={`${exam.name} ${exam.exam_date}`} className={exam.past ? "exam-past" : undefined}>
            <span className="exam-name">{exam.name}</span>
            <span className="exam-when">
              <time dateTime={exam.exam_date}>{formatIndiaDay(exam.exam_date)}</time>
              {exam.past ? (
                <>
                  {" "}
                  <span className="pill">Past</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="exam-calendar-link">
        <Link to={href("/exams")}>See all exam dates</Link>
      </p>
    </>
  );
}

function FeeTable({ college, courses }: Pick<CollegePageData, "college" | "courses">) {
  return (
    <>
      <TableScroll labelledBy="heading-fees">
        <table>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Duration</th>
              <th scope="col" className="num">
                Fee per year
              </th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id}>
                <td>{course.name}</td>
                <td>{course.duration}</td>
                <td className="num">{formatInr(course.fee_inr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {college.is_sample_data ? (
        <p className="muted small">
          Fees and rankings shown are indicative sample data; confirm them with the college.
        </p>
      ) : null}
      {college.website ? (
        <p>
          <a className="college-website" href={college.website} rel="noopener noreferrer" target="_blank">
            Official website of {college.name}
          </a>
        </p>
      ) : null}
    </>
  );
}
