import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { STREAM_PATHS } from "#app/stream-paths";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full" });

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export function loader() {
  // A real 404 status, so search engines drop dead links.
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="container narrow page-pad">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may have a typo. These may help:</p>
      <Form method="get" action={href("/colleges-course")} role="search" className="inline-search">
        <label htmlFor="not-found-search">Search colleges and courses</label>
        <div className="inline-search-row">
          <input id="not-found-search" name="q" type="search" placeholder="College, course or city" maxLength={100} />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      </Form>
      <ul className="link-list">
        <li>
          <Link to={href("/")}>Home</Link>
        </li>
        <li>
          <Link to={STREAM_PATHS.engineering}>Engineering colleges</Link>
        </li>
        <li>
          <Link to={STREAM_PATHS.management}>Management colleges</Link>
        </li>
        <li>
          <Link to={STREAM_PATHS.medical}>Medical colleges in Karnataka</Link>
        </li>
        <li>
          <Link to={href("/Contact")}>Talk to a counsellor</Link>
        </li>
      </ul>
    </main>
  );
}
