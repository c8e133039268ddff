import type { DB } from "#app/db/db.server";
import { collegeSearchIndex } from "./college-search.server";
import type { Suggestions } from "./college-suggestions";

const MAX_COLLEGES = 5;
const MAX_COURSES = 3;
const MAX_EXAMS = 2;

/** The best few colleges and courses for what has been typed so far; the last word may be unfinished. */
export async function suggestions(db: DB, typed: string): Promise<Suggestions> {
  const query = typed.trim().slice(0, 100);
  if (query.length < 2) return { colleges: [], courses: [], exams: [] };
  const index = await collegeSearchIndex(db);
  const { colleges, partial } = index.search(query, {}, { prefix: true });
  return {
    colleges: partial
      ? []
      : colleges.slice(0, MAX_COLLEGES).map((college) => ({
          name: college.name,
          slug: college.slug,
          place: [college.cities, college.state].filter(Boolean).join(", "),
        })),
    courses: index.suggestCourses(query, MAX_COURSES),
    exams: index.suggestExams(query, MAX_EXAMS),
  };
}

/** Most colleges a "Did you mean" offers. */
const MAX_SIMILAR = 3;

/**
 * The colleges an unknown address most likely meant ("rv-colege-of-engg"), for its 404 page: the
 * address read as a search, typos and short names included, closest first.
 */
export async function similarColleges(db: DB, slug: string): Promise<{ name: string; slug: string }[]> {
  const words = slug.slice(0, 200).replace(/[-_]+/g, " ");
  const { colleges } = (await collegeSearchIndex(db)).search(words);
  return colleges.slice(0, MAX_SIMILAR).map((college) => ({ name: college.name, slug: college.slug }));
}
