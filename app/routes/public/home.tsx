import { Link } from "react-router";
import { listColleges } from "#app/features/colleges/colleges.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.settings.brandName ?? "Admissions"}: college admission guidance and career counselling` },
  {
    name: "description",
    content:
      "Find engineering, management and medical colleges in India, compare courses and fees, and get free admission guidance.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const [settings, colleges] = await Promise.all([getSiteSettings(db), listColleges(db)]);
  return { settings, colleges };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings, colleges } = loaderData;
  return (
    <main className="page">
      <header className="hero">
        <p className="eyebrow">{settings.tagline}</p>
        <h1>{settings.brandName}</h1>
        <p>
          Find the right college, course and fee for you, with honest guidance from counsellors who know Indian
          admissions.
        </p>
      </header>
      <section aria-labelledby="colleges-heading">
        <h2 id="colleges-heading">Colleges in our catalogue</h2>
        <ul className="card-grid">
          {colleges.map((college) => (
            <li key={college.id} className="card">
              <Link to={`/${college.slug}`}>{college.name}</Link>
              <p className="muted">
                {college.cities}, {college.state}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
