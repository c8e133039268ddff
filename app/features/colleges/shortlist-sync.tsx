import { useEffect } from "react";
import { defineIsland } from "#app/utils/island";
import { SHORTLIST_PATH, useCollegePicks } from "./college-picks";

/**
 * /shortlist shows the colleges its address names; the list itself lives in this browser. This
 * island opens the page again with the list the browser keeps when the two differ: after "Save"
 * is undone on a card there, or on a visit without the list in the address. Renders nothing.
 */
function ShortlistSync({ shown, named }: { shown: string; named: boolean }) {
  const stored = useCollegePicks("shortlist").join(",");
  useEffect(() => {
    if (stored !== shown && (stored !== "" || named)) {
      window.location.replace(stored ? `${SHORTLIST_PATH}?colleges=${stored}` : SHORTLIST_PATH);
    }
  }, [stored, shown, named]);
  return null;
}

export const ShortlistSyncIsland = defineIsland("shortlist-sync", ShortlistSync);
