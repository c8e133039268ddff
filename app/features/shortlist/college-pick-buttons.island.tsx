import { useState } from "react";
import { useHydrated } from "#app/components/ui/disclosure";
import { defineIsland } from "#app/utils/island";
import { togglePick, useCollegePicks } from "./college-picks";

/**
 * The buttons' words in the page's language, handed over by the server (college-pick-buttons.tsx,
 * from the catalogue's `colleges.picks`), with the college's name and the list's size already in.
 */
export interface PickButtonsStrings {
  addToCompare: string;
  save: string;
  saved: string;
  compare: string;
  comparing: string;
  /** The buttons' accessible names: "Save <college> to my shortlist", "Add <college> to compare". */
  saveLabel: string;
  compareLabel: string;
  /** Said when the compare list is full. */
  full: string;
  /** The compare page in the page's language (/compare, /hi/compare). */
  comparePath: string;
}

/**
 * "Save" (the shortlist) and "Compare" for one college, on its card and its page. Without
 * JavaScript, Compare is a link that opens the compare page with this college, where more can
 * be added; Save needs the browser's storage, so it appears once the script runs.
 */
function CollegePickButtons({ slug, strings }: { slug: string; strings: PickButtonsStrings }) {
  const shortlist = useCollegePicks("shortlist");
  const compare = useCollegePicks("compare");
  const enhanced = useHydrated();
  const [full, setFull] = useState(false);

  if (!enhanced) {
    return (
      <div className="pick-buttons">
        <a className="pick-button" href={`${strings.comparePath}?colleges=${slug}`}>
          {strings.addToCompare}
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
        aria-label={strings.saveLabel}
        onClick={() => togglePick("shortlist", slug)}
      >
        <span aria-hidden="true">{saved ? "♥" : "♡"}</span> {saved ? strings.saved : strings.save}
      </button>
      <button
        type="button"
        className="pick-button"
        aria-pressed={comparing}
        aria-label={strings.compareLabel}
        onClick={() => setFull(!togglePick("compare", slug))}
      >
        <span aria-hidden="true">{comparing ? "✓" : "+"}</span> {comparing ? strings.comparing : strings.compare}
      </button>
      {full ? (
        <p className="pick-full" role="status">
          {strings.full}
        </p>
      ) : null}
    </div>
  );
}

export const CollegePickButtonsIsland = defineIsland("college-pick-buttons", CollegePickButtons, {
  hydrate: "interaction",
});
