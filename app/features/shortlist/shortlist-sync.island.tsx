import { useEffect } from "react";
import { useHydrated } from "#app/components/ui/disclosure";
import { defineIsland } from "#app/utils/island";
import { localeOf, pathIn } from "#app/utils/i18n/locale";
import { SHORTLIST_PATH, useCollegePicks } from "./college-picks";

/**
 * /shortlist shows the colleges its address names; the list itself lives in this browser. This
 * island opens the page again with the list the browser keeps when the two differ: after "Save"
 * is undone on a card there, or on a visit without the list in the address. Renders nothing.
 *
 * `listed` is the address's list as the server read it (clean slugs, comma-separated), and is
 * compared with the stored list, never with the colleges shown: a saved college that no longer
 * exists would otherwise make the page open itself again for ever. The page opens again in its
 * own language (/hi/shortlist stays Hindi).
 */
function ShortlistSync({ listed, named }: { listed: string; named: boolean }) {
  const stored = useCollegePicks("shortlist").join(",");
  // While React hydrates, the list reads as empty (the server's view): wait for the real one.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    if (stored !== listed && (stored !== "" || named)) {
      const path = pathIn(localeOf(window.location.pathname), SHORTLIST_PATH);
      window.location.replace(stored ? `${path}?colleges=${stored}` : path);
    }
  }, [hydrated, stored, listed, named]);
  return null;
}

export const ShortlistSyncIsland = defineIsland("shortlist-sync", ShortlistSync, { hydrate: "load" });
