import { Link } from "react-router";

/**
 * Previous / "Page 2 of 9" / Next under a paged list; nothing when everything fits on one page.
 * `hrefFor(n)` is the address of page n (page 1 without `?page=`, so it is the canonical page).
 */
export function Pager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="pager">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The address of page `page` of the list at `path`. */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
