import { href, Link, useLocation } from "react-router";
import { useCollegePicks } from "./college-picks";

/**
 * A small bar at the foot of public pages once a visitor has saved or picked colleges: links
 * to the shortlist and to the comparison. Rendered only in the browser (the lists live there).
 */
export function PicksBar() {
  const shortlist = useCollegePicks("shortlist");
  const compare = useCollegePicks("compare");
  const { pathname } = useLocation();
  if (shortlist.length === 0 && compare.length === 0) return null;
  const onCompare = pathname.toLowerCase() === "/compare";
  const onShortlist = pathname.toLowerCase() === "/shortlist";
  return (
    <nav className="picks-bar" aria-label="My colleges">
      {shortlist.length > 0 && !onShortlist ? (
        <Link to={`${href("/shortlist")}?colleges=${shortlist.join(",")}`}>
          <span aria-hidden="true">♥</span> Shortlist ({shortlist.length})
        </Link>
      ) : null}
      {compare.length > 0 && !onCompare ? (
        <Link to={`${href("/compare")}?colleges=${compare.join(",")}`} className="picks-bar-primary">
          Compare ({compare.length}) <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
