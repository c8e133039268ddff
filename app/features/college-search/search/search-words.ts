/**
 * How the college search reads words, the same for what students type and for what the catalogue
 * says (docs/decisions/024-college-search.md). Both sides go through `words`, so "B.Tech",
 * "btech" and "B Tech" meet as one word, and "Bangalore" and "Bengaluru" as another.
 */

import { fromHindi, LATIN_HINDI_STOP_WORDS } from "./hindi-words";

/** Old and informal city names, each with the name the catalogue uses today. */
const PLACE_NAMES: ReadonlyMap<string, string> = new Map([
  ["bangalore", "bengaluru"],
  ["mysore", "mysuru"],
  ["bombay", "mumbai"],
  ["madras", "chennai"],
  ["calcutta", "kolkata"],
  ["trichy", "tiruchirappalli"],
  ["tiruchi", "tiruchirappalli"],
  ["gurgaon", "gurugram"],
  ["poona", "pune"],
  ["mangalore", "mangaluru"],
  ["baroda", "vadodara"],
  ["cochin", "kochi"],
  ["trivandrum", "thiruvananthapuram"],
  ["pondicherry", "puducherry"],
  ["benares", "varanasi"],
  ["banaras", "varanasi"],
  ["allahabad", "prayagraj"],
  ["belgaum", "belagavi"],
  ["hubli", "hubballi"],
  ["vizag", "visakhapatnam"],
  ["simla", "shimla"],
]);

/** Other spellings of one word or degree. */
const SAME_WORDS: ReadonlyMap<string, string> = new Map([
  ["engg", "engineering"],
  ["engineer", "engineering"],
  ["medicine", "medical"],
  ["pgdm", "mba"],
  ["univ", "university"],
]);

/**
 * Short names students type and the phrases they stand for. A college whose name holds the
 * phrase is found by the short name ("IIT" finds "Indian Institute of Technology Bombay").
 * A Map, not an object: a word such as "constructor" must not find Object's own members.
 */
export const SHORT_NAMES: ReadonlyMap<string, string> = new Map([
  ["iit", "indian institute of technology"],
  ["iim", "indian institute of management"],
  ["nit", "national institute of technology"],
  ["iiit", "indian institute of information technology"],
  ["aiims", "all india institute of medical sciences"],
  ["bits", "birla institute of technology"],
  ["vit", "vellore institute of technology"],
  ["kmc", "kasturba medical college"],
  ["cmc", "christian medical college"],
  ["fms", "faculty of management studies"],
  ["rvce", "rv college of engineering"],
  ["mit", "manipal institute of technology"],
  ["coep", "college of engineering pune"],
  ["spjimr", "jain institute of management"],
  ["mbbs", "bachelor of medicine"],
  ["btech", "bachelor of technology"],
  ["mtech", "master of technology"],
  ["mba", "master of business administration"],
  ["bba", "bachelor of business administration"],
]);

/**
 * Degree words a stream's colleges are found by, though not every one lists the course: "mba
 * colleges in mumbai" means management schools first.
 */
export const STREAM_DEGREES: ReadonlyMap<string, string> = new Map([
  ["engineering", "btech mtech"],
  ["management", "mba bba"],
  ["medical", "mbbs"],
]);

/** Words that say nothing about which college: "best engineering colleges in india". */
const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "at",
  "best",
  "college",
  "course",
  // "NEET exam": the exam's name says which; the colleges that accept it are found by it.
  "exam",
  "fee",
  "for",
  "in",
  "india",
  "list",
  "me",
  "near",
  "of",
  "or",
  "the",
  "to",
  "top",
  "with",
]);

/** Degree names written as two parts ("B Tech", "M.B.A" after dots go): joined into one word. */
const DEGREE_HEADS = new Set(["b", "m"]);
const DEGREE_TAILS = new Set(["tech", "e", "sc", "com", "a", "ba", "arch", "pharm", "ed", "des", "bbs", "ca", "s"]);

/** Most words of a query that are searched: a pasted paragraph costs no more than this. */
export const MAX_QUERY_WORDS = 8;

/** Plurals to their singular, the same way on both sides: "colleges" and "college" meet. */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Lower case, accents and dots gone ("B.Tech" -> "btech", "St. John's" -> "st johns"), split into words. */
export function rawWords(text: string): string[] {
  const plain = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // B.E. and B.Tech are the same four-year engineering degree under two names. Only with its
    // dot: the plain word "be" is English ("Christ (Deemed to be University)").
    .replace(/\bb\s?\.\s?e\b\.?/g, "btech")
    .replace(/[.'’]/g, "");
  // Devanagari letters make words too (a Hindi word the search does not know: hindi-words.ts);
  // its danda (।, ॥) ends one, as a full stop does.
  const parts = plain.split(/[^a-z0-9\p{Script=Devanagari}]+/u).filter(Boolean);
  const joined: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    if (DEGREE_HEADS.has(part) && next !== undefined && DEGREE_TAILS.has(next)) {
      joined.push(part + next);
      i++;
    } else {
      joined.push(part);
    }
  }
  return joined;
}

/** One word as both sides store it: today's place name, one spelling, singular. */
export function canonical(word: string): string {
  const place = PLACE_NAMES.get(word) ?? PLACE_NAMES.get(singular(word));
  if (place) return place;
  const same = SAME_WORDS.get(word);
  if (same) return same;
  const one = singular(word);
  return SAME_WORDS.get(one) ?? one;
}

/** The words of a catalogue text, with the short names its phrases stand for. */
export function catalogueWords(text: string): string[] {
  const raw = rawWords(text);
  const words = raw.map(canonical);
  const phrase = ` ${raw.join(" ")} `;
  for (const [short, long] of SHORT_NAMES) {
    if (phrase.includes(` ${long} `) || phrase.includes(` ${long}s `)) words.push(canonical(short));
  }
  return words;
}

/**
 * The words of a query that are searched: canonical, without stop words, at most MAX_QUERY_WORDS.
 * Hindi reads as the English it means (hindi-words.ts), in Devanagari or in Latin letters; with
 * `prefix`, its last word may be unfinished.
 */
export function queryWords(query: string, { prefix = false } = {}): string[] {
  const words = rawWords(fromHindi(query.slice(0, 200), { unfinished: prefix }))
    .filter((word) => !STOP_WORDS.has(word) && !STOP_WORDS.has(singular(word)) && !LATIN_HINDI_STOP_WORDS.has(word))
    // A student typing "be cse" means the degree; no college is searched for the verb.
    .map((word) => (word === "be" ? "btech" : canonical(word)));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Words the query side may have mistyped into: every alias is a word someone might mean. */
export const ALIAS_WORDS: readonly string[] = [...PLACE_NAMES.keys(), ...SAME_WORDS.keys()];
