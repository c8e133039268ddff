import { isOneTypoApart } from "./one-typo";
import { ALIAS_WORDS, canonical, catalogueWords, queryWords, rawWords, STREAM_DEGREES } from "./search-words";

/**
 * The college search's index, built in this process from the catalogue and kept until the
 * content version moves (college-search.server.ts; docs/decisions/024-college-search.md). Pure:
 * the same rows give the same results whichever database they came from.
 */

/** What the index holds of a college: its card, and the texts it is found by. */
export interface IndexedCollege {
  id: number;
  slug: string;
  name: string;
  logo_path: string | null;
  cities: string;
  state: string;
  university: string;
  stream: string | null;
  min_fee: number | null;
  max_fee: number | null;
  course_count: number;
  short_names: string;
  location: string;
  course_names: readonly string[];
  course_fees: readonly number[];
  /** The entrance exams it accepts, as the catalogue names them ("NEET UG 2027"). */
  exam_names: readonly string[];
}

export type CollegeCard = Omit<
  IndexedCollege,
  "short_names" | "location" | "course_names" | "course_fees" | "exam_names"
>;

/**
 * How much a word found in each field counts. A word in the name or a short name says most about
 * which college is meant; one in a course name least, as many colleges teach the same course.
 */
const FIELD_WEIGHTS = {
  /** The name and the short names. */
  name: 10,
  cities: 6,
  stream: 6,
  state: 5,
  location: 3,
  university: 3,
  courses: 3,
  /** "NEET" finds the colleges that accept it, as a stream does its colleges. */
  exams: 5,
} as const;

/** An exam as students name it: "JEE Main 2027 (Session 1)" is searched as "JEE Main". */
const examName = (name: string) => name.replace(/\([^)]*\)/g, " ").replace(/\b(?:19|20)\d\d\b/g, " ");

/** A word matched by its start (typing "engin") or one slip away counts for less than the word itself. */
const PREFIX_FACTOR = 0.7;
const TYPO_FACTOR = 0.6;
/** Words this short are never taken for typos: "iit" is not "nit". */
const MIN_TYPO_LENGTH = 5;
/** An unfinished word is matched by its start from this length ("iit bo"). */
const MIN_PREFIX_LENGTH = 2;
/** Words matched by a typed start, at most: "ba" must not walk the whole vocabulary. */
const MAX_PREFIX_WORDS = 60;

export interface IndexFilters {
  stream?: string;
  state?: string;
  /** Part of a city name, any case (as the city filter always matched). */
  city?: string;
  /** Whole rupees: a college with at least one course whose fee lies in the range. */
  feeMin?: number;
  feeMax?: number;
}

export interface IndexResult {
  /** The colleges found, best first (name order when nothing was typed). */
  colleges: IndexedCollege[];
  /** True when no college had every word, and these have some of them. */
  partial: boolean;
}

interface Posting {
  doc: number;
  weight: number;
}

/** An entrance exam of the catalogue, as a suggestion opens it on the exam calendar. */
export interface IndexedExam {
  id: number;
  name: string;
}

export interface CollegeSearchIndex {
  search(query: string, filters?: IndexFilters, options?: { prefix?: boolean }): IndexResult;
  /** Course names matching what is typed so far, most taught first. */
  suggestCourses(query: string, limit: number): string[];
  /** Exams whose name has what is typed so far ("नीट", "jee ma"), by date. */
  suggestExams(query: string, limit: number): IndexedExam[];
  facets: { streams: string[]; states: string[]; cities: string[] };
  size: number;
}

export function buildSearchIndex(
  colleges: readonly IndexedCollege[],
  exams: readonly IndexedExam[] = [],
): CollegeSearchIndex {
  const docs = [...colleges].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  const wordsOf = cachedWords();
  const matchesOf = wordMatcher(postingsOf(docs, wordsOf));
  return {
    search: searcher(docs, matchesOf),
    suggestCourses: courseSuggester(docs, wordsOf),
    suggestExams: examSuggester(exams, wordsOf),
    facets: facetsOf(docs),
    size: docs.length,
  };
}

/** A text's catalogue words. Many colleges teach the same course: its words are worked out once. */
function cachedWords(): (text: string) => string[] {
  const wordsOfText = new Map<string, string[]>();
  return (text) => {
    let words = wordsOfText.get(text);
    if (!words) {
      words = catalogueWords(text);
      wordsOfText.set(text, words);
    }
    return words;
  };
}

/** For each word, the colleges (by their place in `docs`) it is found in, each with the weight of its best field there. */
function postingsOf(docs: readonly IndexedCollege[], wordsOf: (text: string) => string[]): Map<string, Posting[]> {
  const postings = new Map<string, Posting[]>();
  docs.forEach((college, doc) => {
    for (const [word, weight] of wordWeights(college, wordsOf)) {
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push({ doc, weight });
    }
  });
  return postings;
}

/** Each word of a college, with the weight of the best field it is in (FIELD_WEIGHTS). */
function wordWeights(college: IndexedCollege, wordsOf: (text: string) => string[]): Map<string, number> {
  const best = new Map<string, number>();
  const add = (text: string | null, weight: number) => {
    if (!text) return;
    for (const word of wordsOf(text)) if ((best.get(word) ?? 0) < weight) best.set(word, weight);
  };
  add(college.cities, FIELD_WEIGHTS.cities);
  // A place in a name says where the college is, not which it is: "IIT Bombay" is no better an
  // answer to "mba mumbai" than a business school in Mumbai. It counts as the city does.
  const places = new Set(best.keys());
  const addName = (text: string) => {
    for (const word of wordsOf(text)) {
      const weight = places.has(word) ? FIELD_WEIGHTS.cities : FIELD_WEIGHTS.name;
      if ((best.get(word) ?? 0) < weight) best.set(word, weight);
    }
  };
  addName(college.name);
  addName(college.short_names);
  add(college.stream, FIELD_WEIGHTS.stream);
  add(STREAM_DEGREES.get(college.stream?.toLowerCase() ?? "") ?? null, FIELD_WEIGHTS.stream);
  add(college.state, FIELD_WEIGHTS.state);
  add(college.location, FIELD_WEIGHTS.location);
  add(college.university, FIELD_WEIGHTS.university);
  for (const course of college.course_names) add(course, FIELD_WEIGHTS.courses);
  for (const exam of college.exam_names) add(examName(exam), FIELD_WEIGHTS.exams);
  return best;
}

type MatchesOf = (word: string, prefix: boolean) => Map<number, number>;

/** Finds the colleges of a query word: the word itself, a word one typo away, or (the last word) words it starts. */
function wordMatcher(postings: Map<string, Posting[]>): MatchesOf {
  const vocabulary = [...postings.keys()].sort();
  const aliases = [...ALIAS_WORDS].sort();
  const byLength = new Map<number, string[]>();
  for (const word of [...vocabulary, ...ALIAS_WORDS]) {
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }

  /** Every college a query word finds, with how much it counts there. */
  return function matchesOf(word, prefix) {
    const scores = new Map<number, number>();
    const take = (indexWord: string, factor: number) => {
      for (const { doc, weight } of postings.get(indexWord) ?? []) {
        const score = weight * factor;
        if ((scores.get(doc) ?? 0) < score) scores.set(doc, score);
      }
    };
    take(word, 1);
    if (!postings.has(word) && word.length >= MIN_TYPO_LENGTH) {
      for (const length of [word.length - 1, word.length, word.length + 1]) {
        for (const candidate of byLength.get(length) ?? []) {
          if (isOneTypoApart(word, candidate)) take(canonical(candidate), TYPO_FACTOR);
        }
      }
    }
    if (prefix && word.length >= MIN_PREFIX_LENGTH) {
      // The catalogue's words, and old names that lead to one ("bom" for Bombay, so Mumbai).
      for (const list of [vocabulary, aliases]) {
        let at = lowerBound(list, word);
        for (let taken = 0; at < list.length && taken < MAX_PREFIX_WORDS; at++, taken++) {
          const indexWord = list[at]!;
          if (!indexWord.startsWith(word)) break;
          if (indexWord !== word) take(canonical(indexWord), PREFIX_FACTOR);
        }
      }
    }
    return scores;
  };
}

function passes(college: IndexedCollege, filters: IndexFilters): boolean {
  if (filters.stream && college.stream !== filters.stream) return false;
  if (filters.state && college.state !== filters.state) return false;
  if (filters.city && !college.cities.toLowerCase().includes(filters.city.toLowerCase())) return false;
  if (filters.feeMin !== undefined || filters.feeMax !== undefined) {
    const min = filters.feeMin ?? 0;
    const max = filters.feeMax ?? Number.MAX_SAFE_INTEGER;
    if (!college.course_fees.some((fee) => fee >= min && fee <= max)) return false;
  }
  return true;
}

/** The search: colleges with every word first, by how many words and how much they count; else those with some. */
function searcher(docs: readonly IndexedCollege[], matchesOf: MatchesOf): CollegeSearchIndex["search"] {
  return (query, filters = {}, options = {}) => {
    const words = queryWords(query, options);
    if (words.length === 0) {
      // Only symbols or another script ("%", "🎓"): nothing to find, never "everything". Only
      // stop words ("best colleges"), or nothing typed: every college, as the filters allow.
      if (rawWords(query.slice(0, 200)).length === 0 && query.trim() !== "") return { colleges: [], partial: false };
      return { colleges: docs.filter((college) => passes(college, filters)), partial: false };
    }

    // The last word may be unfinished (typing, or a suggestion box): it also matches by its start.
    const perWord = words.map((word, i) => matchesOf(word, options.prefix === true && i === words.length - 1));
    const totals = new Map<number, { score: number; words: number }>();
    for (const matches of perWord) {
      for (const [doc, score] of matches) {
        const total = totals.get(doc) ?? { score: 0, words: 0 };
        total.score += score;
        total.words += 1;
        totals.set(doc, total);
      }
    }
    const ranked = (entries: [number, { score: number; words: number }][]) =>
      entries
        .filter(([doc]) => passes(docs[doc]!, filters))
        .sort(([docA, a], [docB, b]) => b.words - a.words || b.score - a.score || docA - docB)
        .map(([doc]) => docs[doc]!);

    const all = [...totals].filter(([, total]) => total.words === words.length);
    const every = ranked(all);
    if (every.length > 0 || words.length === 1) return { colleges: every, partial: false };
    return { colleges: ranked([...totals]), partial: true };
  };
}

/** Course names with every word typed, the last one by its start, most taught first. */
function courseSuggester(
  docs: readonly IndexedCollege[],
  wordsOf: (text: string) => string[],
): CollegeSearchIndex["suggestCourses"] {
  const courseTeaching = new Map<string, number>();
  for (const college of docs) {
    for (const course of new Set(college.course_names))
      courseTeaching.set(course, (courseTeaching.get(course) ?? 0) + 1);
  }
  const courses = [...courseTeaching].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
  return nameSuggester(
    courses.map(([course]) => course),
    wordsOf,
  );
}

/** Exams with every word typed, the last one by its start, as the catalogue lists them. */
function examSuggester(
  exams: readonly IndexedExam[],
  wordsOf: (text: string) => string[],
): CollegeSearchIndex["suggestExams"] {
  const byName = new Map(exams.map((exam) => [exam.name, exam]));
  const suggest = nameSuggester([...byName.keys()], (name) => wordsOf(examName(name)));
  return (query, limit) => suggest(query, limit).map((name) => byName.get(name)!);
}

/** Names (in the order given) with every word typed, the last one by its start: what a suggestion box offers. */
function nameSuggester(
  names: readonly string[],
  wordsOf: (text: string) => string[],
): (query: string, limit: number) => string[] {
  return (query, limit) => {
    const words = queryWords(query, { prefix: true });
    if (words.length === 0) return [];
    const last = words.at(-1)!;
    const found: string[] = [];
    for (const name of names) {
      const nameWords = wordsOf(name);
      const hasAll =
        words.slice(0, -1).every((word) => nameWords.includes(word)) && nameWords.some((word) => word.startsWith(last));
      if (hasAll) found.push(name);
      if (found.length >= limit) break;
    }
    return found;
  };
}

function facetsOf(docs: readonly IndexedCollege[]): CollegeSearchIndex["facets"] {
  const streams = [...new Set(docs.map((college) => college.stream).filter((s): s is string => Boolean(s)))].sort();
  const states = [...new Set(docs.map((college) => college.state).filter(Boolean))].sort();
  const cities = [
    ...new Set(docs.flatMap((college) => college.cities.split(",").map((city) => city.trim())).filter(Boolean)),
  ].sort();
  return { streams, states, cities };
}

/** The first position in a sorted list whose word is not before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
