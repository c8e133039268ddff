import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { CollegeSearchInputIsland } from "./college-search-input.island";

type Props = Omit<Parameters<typeof CollegeSearchInputIsland>[0], "strings" | "locale">;

/**
 * The search box (the island college-search-input.island.tsx) with its suggestions in the page's
 * language: their words from the catalogue, their links to the pages in that language.
 */
export function CollegeSearchInput(props: Props) {
  const locale = useLocale();
  const strings = useMessages().colleges.searchInput;
  return (
    <CollegeSearchInputIsland
      {...props}
      strings={{ suggestions: strings.suggestions, courseDetail: strings.courseDetail, examDetail: strings.examDetail }}
      locale={locale}
    />
  );
}
