import { Link } from "react-router";

/** The pager's words: the public pages pass their catalogue's (`colleges.pager`); the admin area's are these. */
export interface PagerWords {
  label: string;
  previous: string;
  next: string;
  pageOf(page: number, pageCount: number): string;
}

const ENGLISH: PagerWords = {
  label: "Pages",
  previous: "Previous",
  next: "Next",
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
};

/**
 * Previous / "Page 2 of 9" / Next under a paged list; nothing when everything fits on one page.
 * `hrefFor(n)` is the address of page n (page 1 without `?page=`, so it is the canonical page).
 */
export function Pager({
  page,
  pageCount,
  hrefFor,
  words = ENGLISH,
}: {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
  words?: PagerWords;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={words.label} className="pager">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          {words.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{words.pageOf(page, pageCount)}</span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {words.next}
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
