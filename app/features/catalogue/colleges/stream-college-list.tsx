import { Pager, pageHref } from "#app/components/ui/pager";
import { CollegeLink } from "./college-link";

/** A stream page's list of colleges in columns (name · city), one page of it, with its pager. */
export function StreamCollegeList({
  colleges,
  page,
  pageCount,
  path,
}: {
  colleges: { id: number; slug: string; name: string; cities: string }[];
  page: number;
  pageCount: number;
  /** The stream page's own path, for the pager's links. */
  path: string;
}) {
  return (
    <>
      <ul className="link-columns">
        {colleges.map((college) => (
          <li key={college.id}>
            <CollegeLink id={college.id} slug={college.slug}>
              {college.name}
            </CollegeLink>
            <span className="muted small"> · {college.cities}</span>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} hrefFor={(n) => pageHref(path, n)} />
    </>
  );
}
