import { Form, href, Link } from "react-router";
import { CollegeCard } from "#app/features/catalogue/colleges/college-card";
import { CollegeSearchInputIsland } from "#app/features/catalogue/colleges/college-search-input.island";
import { searchColleges, searchFacets } from "#app/features/catalogue/colleges/college-search.server";
import { FEE_BANDS, isFiltered, parseCollegeSearch } from "#app/features/catalogue/colleges/college-search-params";
import { dbFrom } from "#app/utils/context.server";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/colleges-course";
import { PageBand } from "#app/components/content/page-band";
import { Pager } from "#app/components/ui/pager";
import { sitePage } from "#app/utils/page-handle";
import { COLLEGE_SEARCH_PARAMS } from "#app/features/catalogue/colleges/college-search-params";

export const handle = sitePage({
  chrome: "landing",
  sitemap: { lastmod: "release" },
  pageCache: { query: COLLEGE_SEARCH_PARAMS },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    matches,
    title: "Colleges & Courses: search colleges, courses and fees",
    description:
      "Search engineering, management and medical colleges in India by name, course, stream, state, city and yearly fee, and compare them side by side.",
    path: "/colleges-course",
    // Filtered and paged views are for visitors; the unfiltered list is the page to index. Read
    // from the search the loader parsed, not the address: an ad click id in the address does not
    // make the list another page (and the cached rendering is the same for both).
    noindex: loaderData ? isFiltered(loaderData.search) || (loaderData.search.page ?? 1) > 1 : false,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const search = parseCollegeSearch(new URL(request.url));
  const [result, facets] = await Promise.all([searchColleges(db, search), searchFacets(db)]);
  return { result, facets, search };
}

export default function CollegesCourse({ loaderData }: Route.ComponentProps) {
  const { result, facets, search } = loaderData;
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    for (const key of ["q", "stream", "state", "city", "fee"] as const) {
      const value = search[key];
      if (value) params.set(key, String(value));
    }
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return query ? `/colleges-course?${query}` : "/colleges-course";
  };
  const filtered = isFiltered(search);
  return (
    <main>
      <PageBand
        heading="Colleges & Courses"
        intro="Search the colleges we guide students to, and compare courses and yearly fees. Fees are indicative."
      />
      <div className="container search-layout">
        <Form method="get" className="filters card" role="search" aria-label="Search colleges">
          <div className="field">
            <label htmlFor="q">Search</label>
            <CollegeSearchInputIsland
              id="q"
              name="q"
              defaultValue={search.q ?? ""}
              placeholder="College, course or city"
              maxLength={100}
            />
          </div>
          <div className="field">
            <label htmlFor="stream">Stream</label>
            <select id="stream" name="stream" defaultValue={search.stream ?? ""}>
              <option value="">All streams</option>
              {facets.streams.map((stream) => (
                <option key={stream}>{stream}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="state">State</label>
            <select id="state" name="state" defaultValue={search.state ?? ""}>
              <option value="">All states</option>
              {facets.states.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="city">City</label>
            <select id="city" name="city" defaultValue={search.city ?? ""}>
              <option value="">All cities</option>
              {facets.cities.map((city) => (
                <option key={city}>{city}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="fee">Yearly fee</label>
            <select id="fee" name="fee" defaultValue={search.fee}>
              <option value="">Any fee</option>
              {FEE_BANDS.map((band) => (
                <option key={band.value} value={band.value}>
                  {band.label}
                </option>
              ))}
            </select>
          </div>
          <div className="filter-actions">
            <button type="submit" className="button button-primary">
              Show colleges
            </button>
            {filtered ? <Link to={href("/colleges-course")}>Clear filters</Link> : null}
          </div>
        </Form>
        <section aria-labelledby="results-heading" className="results">
          <h2 id="results-heading" aria-live="polite">
            {result.total === 0
              ? "No colleges match these filters"
              : `${result.total} ${result.total === 1 ? "college" : "colleges"}${filtered ? " found" : ""}`}
          </h2>
          {result.partial ? (
            <p className="search-note">
              No college matches every word of “{search.q}”. These match some of them, closest first.
            </p>
          ) : null}
          {result.total === 0 ? (
            <p>
              Try fewer words or another stream, or <Link to={href("/Contact")}>ask a counsellor</Link>: we may know a
              college that fits.
            </p>
          ) : (
            <div className="card-grid">
              {result.items.map((college) => (
                <CollegeCard key={college.id} college={college} />
              ))}
            </div>
          )}
          <Pager page={result.page} pageCount={result.pageCount} hrefFor={pageHref} />
        </section>
      </div>
    </main>
  );
}
