import { useState } from "react";
import { Icon } from "#app/components/layout/icons";
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
  /**
   * The buttons' accessible names: "Save <college> to my shortlist", "Add <college> to compare", as
   * the words around the college's name, so that the name is marked as English on a Hindi page.
   */
  saveLabel: [before: string, after: string];
  compareLabel: [before: string, after: string];
  name: string;
  /** The `lang` of the name: "en" on a Hindi page. */
  nameLang: string | undefined;
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
      <button type="button" className="pick-button" aria-pressed={saved} onClick={() => togglePick("shortlist", slug)}>
        <span aria-hidden="true" className="pick-button-face">
          <Icon name={saved ? "heart" : "heartOutline"} size={16} />
          {saved ? strings.saved : strings.save}
        </span>
        <NamedLabel around={strings.saveLabel} strings={strings} />
      </button>
      <button
        type="button"
        className="pick-button"
        aria-pressed={comparing}
        onClick={() => setFull(!togglePick("compare", slug))}
      >
        <span aria-hidden="true" className="pick-button-face">
          <Icon name={comparing ? "check" : "plus"} size={16} />
          {comparing ? strings.comparing : strings.compare}
        </span>
        <NamedLabel around={strings.compareLabel} strings={strings} />
      </button>
      {full ? (
        <p className="pick-full" role="status">
          {strings.full}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A button's accessible name, read instead of its visible word (an aria-label cannot mark the
 * college's name as English inside Hindi words; text can).
 */
function NamedLabel({ around, strings }: { around: [string, string]; strings: PickButtonsStrings }) {
  return (
    <span className="visually-hidden">
      {around[0]}
      <span lang={strings.nameLang}>{strings.name}</span>
      {around[1]}
    </span>
  );
}

export const CollegePickButtonsIsland = defineIsland("college-pick-buttons", CollegePickButtons, {
  hydrate: "idle",
});
