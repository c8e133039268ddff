import { useEffect, useRef, type InputHTMLAttributes } from "react";
import { useComboboxList } from "#app/components/ui/combobox";
import { useHydrated } from "#app/components/ui/disclosure";
import { defineIsland } from "#app/utils/island";
import { englishTextLang, linkIn, type Locale } from "#app/utils/i18n/locale";
import type { Suggestions } from "./college-suggestions";

interface Option {
  key: string;
  label: string;
  detail: string;
  to: string;
}

/** The suggestions' words in the page's language: the catalogue's `colleges.searchInput`, handed over by the server. */
export interface SearchInputStrings {
  suggestions: string;
  courseDetail: string;
  examDetail: string;
}

/**
 * The field's attributes: plain values only (an island's props are written into the page). With
 * `locale` "hi", the suggestions open the Hindi pages and mark the names (English) as English.
 */
type SearchInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "placeholder" | "maxLength" | "defaultValue"
> & { id: string; strings: SearchInputStrings; locale: Locale };

/** Characters typed before anything is suggested, and the pause after a key before asking. */
const MIN_CHARACTERS = 2;
const PAUSE_MS = 150;

/** What is suggested, each opening its page in the page's language (`/hi/<slug>` on a Hindi page). */
function optionsOf(found: Suggestions, strings: SearchInputStrings, locale: Locale): Option[] {
  return [
    // First, when the words name an exam: its date and the colleges that accept it, on the exam calendar.
    ...found.exams.map((exam) => ({
      key: `exam:${exam.id}`,
      label: exam.name,
      detail: strings.examDetail,
      to: `${linkIn(locale, "/exams")}#exam-${exam.id}`,
    })),
    ...found.colleges.map((college) => ({
      key: `college:${college.slug}`,
      label: college.name,
      detail: college.place,
      to: linkIn(locale, `/${college.slug}`),
    })),
    ...found.courses.map((course) => ({
      key: `course:${course}`,
      label: course,
      detail: strings.courseDetail,
      // The path alone through linkIn: a query ending ".Tech" must not read as a file's name.
      to: `${linkIn(locale, "/colleges-course")}?q=${encodeURIComponent(course)}`,
    })),
  ];
}

/**
 * The search box of the hero and of /colleges-course: a plain text field in a GET form, which
 * searches without JavaScript. With it, the field becomes a combobox (WAI-ARIA 1.2, list
 * autocomplete) offering matching colleges and courses as the visitor types: arrow keys move
 * through them, Enter or a tap opens one, Escape closes the list, and Enter with none chosen
 * still submits the search.
 */
function CollegeSearchInput({ id, strings, locale, ...input }: SearchInputProps) {
  const combobox = useComboboxList<Option>(`${id}-suggestions`, (option) => window.location.assign(option.to));
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  const answers = useRef(new Map<string, Option[]>());
  const field = useRef<HTMLInputElement>(null);

  // The combobox roles only once this script runs: before, the field is a plain search field.
  const enhanced = useHydrated();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The island wakes on the tap or key that reaches the field first (ADR 041): what was typed
  // before it woke is looked up now, as if typed after.
  useEffect(() => {
    const input = field.current;
    if (enhanced && input && input.value && document.activeElement === input) lookUp(input.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the island wakes
  }, [enhanced]);

  function lookUp(text: string) {
    window.clearTimeout(timer.current);
    request.current?.abort();
    const query = text.trim().toLowerCase();
    if (query.length < MIN_CHARACTERS) return combobox.show([]);
    const known = answers.current.get(query);
    if (known) return combobox.show(known);
    timer.current = window.setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/search/suggest?q=${encodeURIComponent(query)}`, { signal: controller.signal });
        if (!response.ok) return;
        const found = optionsOf((await response.json()) as Suggestions, strings, locale);
        answers.current.set(query, found);
        if (!controller.signal.aborted) combobox.show(found);
      } catch {
        // Offline, or overtaken by a newer key: the form still searches on submit.
      }
    }, PAUSE_MS);
  }

  return (
    <div className="search-box">
      <input
        ref={field}
        id={id}
        // A search field until the script runs; then a text field, the one input type HTML lets
        // be a combobox (a search field's role is fixed as searchbox).
        type={enhanced ? "text" : "search"}
        autoComplete="off"
        {...input}
        {...(enhanced ? { ...combobox.field, enterKeyHint: "search" as const } : {})}
        onChange={(event) => lookUp(event.currentTarget.value)}
        onFocus={() => combobox.setOpen(combobox.options.length > 0)}
      />
      {enhanced ? (
        <ul {...combobox.list} aria-label={strings.suggestions} className="suggestions">
          {combobox.options.map((option, i) => (
            <li key={option.key} {...combobox.option(i)} className="suggestion">
              {/* Names and a college's place are the catalogue's (English); a course's line is the page's words. */}
              <span className="suggestion-label" lang={englishTextLang(locale)}>
                {option.label}
              </span>
              <span
                className="suggestion-detail"
                lang={option.key.startsWith("college:") ? englishTextLang(locale) : undefined}
              >
                {option.detail}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const CollegeSearchInputIsland = defineIsland("college-search-input", CollegeSearchInput, {
  hydrate: "interaction",
});
