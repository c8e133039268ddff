import { useState } from "react";
import { useHydrated } from "#app/components/ui/disclosure";
import { defineIsland } from "#app/utils/island";
import { COMPARE_PATH, PICK_LISTS, togglePick, useCollegePicks } from "./college-picks";

/**
 * "Save" (the shortlist) and "Compare" for one college, on its card and its page. Without
 * JavaScript, Compare is a link that opens the compare page with this college, where more can
 * be added; Save needs the browser's storage, so it appears once the script runs.
 */
function CollegePickButtons({ slug, name }: { slug: string; name: string }) {
  const shortlist = useCollegePicks("shortlist");
  const compare = useCollegePicks("compare");
  const enhanced = useHydrated();
  const [full, setFull] = useState(false);

  if (!enhanced) {
    return (
      <div className="pick-buttons">
        <a className="pick-button" href={`${COMPARE_PATH}?colleges=${slug}`}>
          Add to compare
        </a>
      </div>
    );
  }
  const saved = shortlist.includes(slug);
  const comparing = compare.includes(slug);
  return (
    <div className="pick-buttons">
      <button
        type="button"
        className="pick-button"
        aria-pressed={saved}
        aria-label={`Save ${name} to my shortlist`}
        onClick={() => togglePick("shortlist", slug)}
      >
        <span aria-hidden="true">{saved ? "♥" : "♡"}</span> {saved ? "Saved" : "Save"}
      </button>
      <button
        type="button"
        className="pick-button"
        aria-pressed={comparing}
        aria-label={`Add ${name} to compare`}
        onClick={() => setFull(!togglePick("compare", slug))}
      >
        <span aria-hidden="true">{comparing ? "✓" : "+"}</span> {comparing ? "Comparing" : "Compare"}
      </button>
      {full ? (
        <p className="pick-full" role="status">
          You can compare up to {PICK_LISTS.compare.max} colleges. Remove one first.
        </p>
      ) : null}
    </div>
  );
}

export const CollegePickButtonsIsland = defineIsland("college-pick-buttons", CollegePickButtons, {
  hydrate: "interaction",
});
