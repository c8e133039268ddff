import { href, isRouteErrorResponse, Link, useRouteError } from "react-router";

/** What a college route's loader throws for an unknown address: the colleges it may have meant. */
export interface CollegeNotFound {
  slug: string;
  similar: { name: string; slug: string }[];
}

/** The 404 of a college address: "Did you mean …" when the address is close to a college's. */
export function NoCollegeFound() {
  const error = useRouteError();
  const similar = isRouteErrorResponse(error) ? ((error.data as CollegeNotFound | null)?.similar ?? []) : [];
  return (
    <main className="container narrow page-pad">
      <h1>No College Found</h1>
      <p>We could not find a college at this address. It may have been renamed. Search the full list instead.</p>
      {similar.length > 0 ? (
        <section aria-labelledby="did-you-mean">
          <h2 id="did-you-mean">Did you mean</h2>
          <ul className="link-list">
            {similar.map((college) => (
              <li key={college.slug}>
                <Link to={href("/:college", { college: college.slug })}>{college.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link className="button button-primary" to={href("/colleges-course")}>
          Browse colleges and courses
        </Link>
      </p>
    </main>
  );
}
