import { Link } from "react-router";
import { LeadForm } from "#app/components/forms/lead-form";
import { TableScroll } from "#app/components/ui/table-scroll";
import { collegeInitials } from "#app/features/colleges/college-initials";
import { collegeLogoPath } from "#app/features/colleges/college-logo-path";
import type { CollegePageData } from "#app/features/colleges/college-page.server";
import type { LeadFormId } from "#app/features/leads/lead-schema";
import { formatInr } from "#app/utils/format";

const SECTIONS = [
  ["about", "About"],
  ["ranking", "Ranking"],
  ["admission", "Admission"],
  ["placement", "Placement"],
  ["fee_structure", "Fee structure"],
  ["courses_overview", "Courses"],
  ["hostel", "Hostels"],
  ["campus", "Campus"],
] as const;

/** The college page and the disk page share this shell; only the lead form's id differs. */
export function CollegeDetail({ data, form }: { data: CollegePageData; form: LeadFormId }) {
  const { college, courses, placements, stream } = data;
  const logo = collegeLogoPath(college.logo_path);
  return (
    <main>
      <header className="college-banner">
        <div className="container college-banner-inner">
          <div className="college-logo">
            {logo ? (
              <img src={logo} alt={`${college.name} logo`} width={96} height={96} />
            ) : (
              <span aria-hidden="true">{collegeInitials(college.name)}</span>
            )}
          </div>
          <div>
            <nav aria-label="Breadcrumb" className="breadcrumb">
              <ol>
                <li>
                  <Link to="/">Home</Link>
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
          </div>
        </div>
      </header>
      <div className="container with-aside">
        <article className="prose">
          <nav aria-label="On this page" className="toc">
            <ul>
              {SECTIONS.map(([key, title]) => (
                <li key={key}>
                  <a href={`#section-${key}`}>{title}</a>
                </li>
              ))}
              <li>
                <a href="#section-fees">Fees</a>
              </li>
            </ul>
          </nav>
          {SECTIONS.map(([key, title]) => (
            <section key={key} id={`section-${key}`} aria-labelledby={`heading-${key}`}>
              <h2 id={`heading-${key}`}>{title}</h2>
              <p>{college[key]}</p>
              {key === "placement" && placements.length > 0 ? (
                <ul className="chip-list" aria-label="Recruiters">
                  {placements.map((placement) => (
                    <li key={placement.id}>{placement.company_name}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <section id="section-fees" aria-labelledby="heading-fees">
            <h2 id="heading-fees">Courses and fees</h2>
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
                <a href={college.website} rel="noopener noreferrer" target="_blank">
                  Official website of {college.name}
                </a>
              </p>
            ) : null}
          </section>
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

export function NoCollegeFound() {
  return (
    <main className="container narrow page-pad">
      <h1>No College Found</h1>
      <p>We could not find a college at this address. It may have been renamed. Search the full list instead.</p>
      <p>
        <Link className="button button-primary" to="/colleges-course">
          Browse colleges and courses
        </Link>
      </p>
    </main>
  );
}
