import { useBrand } from "#app/features/content/info-page";
import { CollegeLink } from "#app/features/colleges/college-link";
import { LeadForm } from "#app/features/leads/lead-form";
import { medicalPage } from "#app/features/content/streams";
import { streamCatalogue } from "#app/features/colleges/stream-colleges.server";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { dbFrom } from "#app/utils/context.server";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/medical";
import { forwardHeaders } from "#app/utils/route-headers";
import { PageBand } from "#app/components/content/page-band";
import { STREAM_PATHS } from "#app/paths";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: medicalPage.title,
    description: medicalPage.description,
    path: STREAM_PATHS.medical,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { colleges, courses } = await streamCatalogue(dbFrom(context), "Medical");
  const karnataka = colleges.filter((college) => college.state === "Karnataka");
  return { karnataka, courseNames: [...new Set(courses.map((course) => course.name))].sort() };
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: ["medical"] });
}

export default function MedicalPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <main>
      <PageBand heading={brand(medicalPage.heading)} intro={brand(medicalPage.intro)} />
      <div className="container with-aside">
        <article className="prose">
          {medicalPage.sections.map((section) => (
            <section key={section.heading}>
              <h2>{brand(section.heading)}</h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i}>{brand(paragraph)}</p>
              ))}
            </section>
          ))}
          <section aria-labelledby="karnataka-heading">
            <h2 id="karnataka-heading">Medical colleges in Karnataka</h2>
            <ul className="link-columns">
              {loaderData.karnataka.map((college) => (
                <li key={college.id}>
                  <CollegeLink id={college.id} slug={college.slug}>
                    {college.name}
                  </CollegeLink>
                  <span className="muted small"> · {college.cities}</span>
                </li>
              ))}
            </ul>
          </section>
        </article>
        <aside className="page-aside">
          <LeadForm
            form="medical"
            heading="NEET counselling help"
            intro="Tell us your course; we will explain your options in Karnataka and across India."
            courseOptions={loaderData.courseNames}
          />
        </aside>
      </div>
    </main>
  );
}
