import { Icon } from "#app/components/layout/icons";
import { defineIsland } from "#app/utils/island";
import { englishPath, linkIn, localeOf } from "#app/utils/i18n/locale";
import { COMPARE_PATH, SHORTLIST_PATH, useCollegePicks } from "./college-picks";

/** The bar's words in the page's language: the catalogue's `colleges.picksBar`, handed over by the server. */
export interface PicksBarStrings {
  label: string;
  shortlist: string;
  compare: string;
}

/**
 * A small bar at the foot of public pages once a visitor has saved or picked colleges: links
 * to the shortlist and to the comparison, in the page's language (read from `pathname`).
 * Rendered only in the browser (the lists live there).
 */
function PicksBar({ pathname, strings }: { pathname: string; strings: PicksBarStrings }) {
  const shortlist = useCollegePicks("shortlist");
  const compare = useCollegePicks("compare");
  if (shortlist.length === 0 && compare.length === 0) return null;
  const page = englishPath(pathname).toLowerCase();
  const locale = localeOf(pathname);
  const onCompare = page === COMPARE_PATH;
  const onShortlist = page === SHORTLIST_PATH;
  return (
    <nav className="picks-bar" aria-label={strings.label}>
      {shortlist.length > 0 && !onShortlist ? (
        <a href={`${linkIn(locale, SHORTLIST_PATH)}?colleges=${shortlist.join(",")}`}>
          <Icon name="heart" size={16} /> {strings.shortlist} ({shortlist.length})
        </a>
      ) : null}
      {compare.length > 0 && !onCompare ? (
        <a href={`${linkIn(locale, COMPARE_PATH)}?colleges=${compare.join(",")}`} className="picks-bar-primary">
          {strings.compare} ({compare.length}) <Icon name="arrowRight" size={16} />
        </a>
      ) : null}
    </nav>
  );
}

export const PicksBarIsland = defineIsland("picks-bar", PicksBar, { hydrate: "idle" });
