import { data, Link, redirect } from "react-router";
import { getCollegeBySlug } from "#app/features/colleges/colleges.server";
import { listCourses } from "#app/features/courses/courses.server";
import { dbFrom } from "#app/utils/context.server";
import { formatInr } from "#app/utils/format";
import type { Route } from "./+types/college";

export const meta: Route.MetaFunction = ({ data }) =>
  data?.college
    ? [
        { title: `${data.college.name}: courses, fees and admission` },
        { name: "description", content: data.college.about.slice(0, 155) },
      ]
    : [{ title: "No College Found" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const requested = params.college;
  // The spec's slugs are lower case; a mixed-case link gets one permanent redirect.
  if (requested !== requested.toLowerCase()) throw redirect(`/${requested.toLowerCase()}`, 301);
  const db = dbFrom(context);
  const college = await getCollegeBySlug(db, requested);
  if (!college) throw data({ slug: requested }, { status: 404 });
  const courses = await listCourses(db, { collegeId: college.id });
  return { college, courses };
}

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

export default function CollegePage({ loaderData }: Route.ComponentProps) {
  const { college, courses } = loaderData;
  return (
    <main className="page">
      <header className="college-banner">
        <h1>{college.name}</h1>
        <p>{college.university}</p>
        <p className="muted">
          {college.location} · {college.state}
        </p>
      </header>
      {SECTIONS.map(([key, title]) => (
        <section key={key} aria-labelledby={`section-${key}`}>
          <h2 id={`section-${key}`}>{title}</h2>
          <p>{college[key]}</p>
        </section>
      ))}
      <section aria-labelledby="section-fees">
        <h2 id="section-fees">Courses and fees</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Duration</th>
              <th scope="col">Fee per year</th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id}>
                <td>{course.name}</td>
                <td>{course.duration}</td>
                <td>{formatInr(course.fee_inr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {college.is_sample_data ? <p className="muted">Fees and rankings shown are indicative sample data.</p> : null}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="page narrow">
      <h1>No College Found</h1>
      <p>We could not find a college at this address. Browse the full list instead.</p>
      <p>
        <Link className="button" to="/colleges-course">
          Browse colleges and courses
        </Link>
      </p>
    </main>
  );
}
