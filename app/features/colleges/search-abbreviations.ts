/**
 * Short names students type, and what they stand for in college names. A query word that is one
 * of these is searched as the phrase, so "IIT Bombay" finds "Indian Institute of Technology Bombay".
 */
// A Map, not an object: a query word such as "constructor" must not find Object's own members.
export const SEARCH_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
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
  ["bmcri", "bangalore medical college"],
  ["rvce", "rv college of engineering"],
  ["mit", "manipal institute of technology"],
  ["coep", "coep"],
  ["spjimr", "jain institute of management"],
]);

/** The words of a query, each expanded if it is a known short name. */
export function searchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => SEARCH_ABBREVIATIONS.get(word.replace(/[^a-z]/g, "")) ?? word);
}
