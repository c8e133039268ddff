import { defineIsland } from "#app/utils/island";
import { COMPARE_PATH, SHORTLIST_PATH, useCollegePicks } from "./college-picks";

/**
 * A small bar at the foot of public pages once a visitor has saved or picked colleges: links
 * to the shortlist and to the comparison. Rendered only in the browser (the lists live there).
 */
function PicksBar({ pathname }: { pathname: string }) {
  const shortlist = useCollegePicks("shortlist");
  const compare = useCollegePicks("compare");
  if (shortlist.length === 0 && compare.length === 0) return null;
  const onCompare = pathname.toLowerCase() === COMPARE_PATH;
  const onShortlist = pathname.toLowerCase() === SHORTLIST_PATH;
  return (
    <nav className="picks-bar" aria-label="My colleges">
      {shortlist.length > 0 && !onShortlist ? (
        <a href={`${SHORTLIST_PATH}?colleges=${shortlist.join(",")}`}>
          <span aria-hidden="true">♥</span> Shortlist ({shortlist.length})
        </a>
      ) : null}
      {compare.length > 0 && !onCompare ? (
        <a href={`${COMPARE_PATH}?colleges=${compare.join(",")}`} className="picks-bar-primary">
          Compare ({compare.length}) <span aria-hidden="true">→</span>
        </a>
      ) : null}
    </nav>
  );
}

export const PicksBarIsland = defineIsland("picks-bar", PicksBar, { hydrate: "idle" });
