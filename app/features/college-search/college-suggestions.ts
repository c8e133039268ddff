/** What the search boxes offer while a visitor types (GET /search/suggest; college-search-input.island.tsx). */
export interface Suggestions {
  colleges: { name: string; slug: string; place: string }[];
  courses: string[];
  /** Entrance exams by name ("NEET UG 2027"), each opening its place on the exam calendar. */
  exams: { id: number; name: string }[];
}
