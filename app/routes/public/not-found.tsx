import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export function loader() {
  // A real 404 status, so search engines drop dead links.
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="page narrow">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may have a typo.</p>
      <ul className="link-list">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/colleges-course">Colleges &amp; Courses</Link>
        </li>
      </ul>
    </main>
  );
}
