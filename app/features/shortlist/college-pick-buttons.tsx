import { aroundName } from "#app/utils/i18n/english-text";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { COMPARE_PATH, PICK_LISTS } from "./college-picks";
import { CollegePickButtonsIsland, type PickButtonsStrings } from "./college-pick-buttons.island";

/**
 * Save and Compare for one college (the island college-pick-buttons.island.tsx), with its words in
 * the page's language: the island carries no catalogue of its own.
 */
export function CollegePickButtons({ slug, name }: { slug: string; name: string }) {
  const locale = useLocale();
  const m = useMessages().colleges.picks;
  const strings: PickButtonsStrings = {
    addToCompare: m.addToCompare,
    save: m.save,
    saved: m.saved,
    compare: m.compare,
    comparing: m.comparing,
    saveLabel: aroundName(m.saveLabel),
    compareLabel: aroundName(m.compareLabel),
    name,
    nameLang: englishTextLang(locale),
    full: m.full(PICK_LISTS.compare.max),
    comparePath: linkIn(locale, COMPARE_PATH),
  };
  return <CollegePickButtonsIsland slug={slug} strings={strings} />;
}
