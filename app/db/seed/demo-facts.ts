import type { SeatCategory, SeatPool, SeatQuota } from "#app/db/column-values";
import type { CollegeFactsInput, CutoffInput } from "#app/features/college-facts/fact-schemas";
import type { DemoCollege } from "./demo-types";

/**
 * The demo catalogue's facts (issue 46, item 2): made-up, plausible figures worked out from each
 * college's place in its stream's list, copied from no site, every row flagged `is_sample` so
 * the page says "Sample figures for this demo". Deterministic: the same catalogue every time.
 */
const SOURCE = "Demo catalogue";
const LAST_YEAR = 2026;
const sample = { source: SOURCE, is_sample: true } as const;

/** A category's closing rank as a share of Open's (category ranks, as JoSAA publishes them). */
const CATEGORY_SHARE: Record<SeatCategory, number> = {
  open: 1,
  ews: 0.17,
  "obc-ncl": 0.33,
  sc: 0.16,
  st: 0.08,
  "open-pwd": 0.05,
  "ews-pwd": 0.012,
  "obc-ncl-pwd": 0.02,
  "sc-pwd": 0.009,
  "st-pwd": 0.005,
};

/** The exam whose ranks fill a college's seats, without its year; none for a percentile exam (CAT, XAT). */
function cutoffExam(college: DemoCollege): string | null {
  const names = college.exams.map((exam) => exam.replace(/\s+\d{4}.*$/, ""));
  if (names.includes("JEE Advanced")) return "JEE Advanced";
  if (names.includes("NEET UG")) return "NEET UG";
  return names.find((name) => !["CAT", "XAT", "CMAT"].includes(name)) ?? null;
}

/** The first Open closing rank of a college's most sought branch, by exam and the college's place in its list. */
function openingBase(exam: string, place: number): number {
  if (exam === "JEE Advanced") return 65 + 850 * place;
  if (exam === "JEE Main") return 1_400 + 3_800 * place;
  if (exam === "NEET UG") return 45 + 700 * place;
  return 600 + 2_600 * place;
}

interface Seat {
  branch: string;
  category: SeatCategory;
  quota: SeatQuota;
  pool: SeatPool;
}

function seats(branches: string[], quotas: SeatQuota[]): Seat[] {
  return branches.flatMap((branch) =>
    quotas.flatMap((quota) =>
      (Object.keys(CATEGORY_SHARE) as SeatCategory[]).flatMap((category) =>
        (["gender-neutral", "female-only"] as const).map((pool) => ({ branch, category, quota, pool })),
      ),
    ),
  );
}

/** A state's own entrance test, whose seats are the state's candidates' (its home-state quota). */
const STATE_EXAMS = new Set(["KCET", "MHT CET"]);

/**
 * The quotas an exam's seats are filled under: a state counselling of JEE Main (at an NIT) fills
 * home-state and other-state seats, a state's own test its home-state seats; the rest are All India.
 */
function seatQuotasOf(exam: string): SeatQuota[] {
  if (exam === "JEE Main") return ["home-state", "other-state"];
  return STATE_EXAMS.has(exam) ? ["home-state"] : ["all-india"];
}

/** Three years' final rounds and last year's first round, each seat's ranks from one formula. */
function demoCutoffs(college: DemoCollege, place: number): CutoffInput[] {
  const exam = cutoffExam(college);
  if (!exam) return [];
  const engineering = college.stream === "Engineering";
  const branches = engineering ? college.branches.slice(0, 4) : [college.courses[0]!.name];
  const quotas = seatQuotasOf(exam);
  const finalRound = exam === "JEE Advanced" || exam === "JEE Main" ? 6 : 3;
  const rounds = [
    { year: LAST_YEAR - 2, round: finalRound, scale: 0.9 },
    { year: LAST_YEAR - 1, round: finalRound, scale: 0.95 },
    { year: LAST_YEAR, round: 1, scale: 0.82 },
    { year: LAST_YEAR, round: finalRound, scale: 1 },
  ];
  const base = openingBase(exam, place);
  return rounds.flatMap(({ year, round, scale }) =>
    seats(branches, quotas).map((seat) => {
      const branchScale = 1 + 0.9 * branches.indexOf(seat.branch);
      const poolScale = seat.pool === "female-only" ? 1.7 : 1;
      // Beside other-state seats, a home state's close later (its candidates compete among themselves).
      const quotaScale = seat.quota === "home-state" && quotas.includes("other-state") ? 1.4 : 1;
      const closing = Math.max(
        2,
        Math.round(base * scale * branchScale * poolScale * quotaScale * CATEGORY_SHARE[seat.category]),
      );
      const opening = Math.max(1, Math.round(closing * (seat.branch === branches[0] ? 0.45 : 0.62)));
      return { ...seat, ...sample, exam, year, round, opening_rank: opening, closing_rank: closing };
    }),
  );
}

/** NAAC's grade where the catalogue names one ("UGC, NAAC A++"); NBA for an engineering college's B.Tech programmes. */
function demoAccreditations(college: DemoCollege): CollegeFactsInput["accreditations"] {
  const grade = /NAAC (A\+\+|A\+|A)(?![\w+])/.exec(college.verifiedBy)?.[1] as "A++" | "A+" | "A" | undefined;
  const naac = grade
    ? [{ body: "naac" as const, grade, cycle: 3, valid_until: "2029-03-31", year: 2024, ...sample }]
    : [];
  const nba =
    college.stream === "Engineering"
      ? college.courses
          .filter((course) => course.name.startsWith("B.Tech"))
          .map((course) => ({
            body: "nba" as const,
            programme: course.name,
            valid_until: "2028-06-30",
            year: 2025,
            ...sample,
          }))
      : [];
  return [...naac, ...nba];
}

/** `place`: the college's index in its stream's demo list (0 the first). */
export function demoFacts(college: DemoCollege, place: number): CollegeFactsInput {
  const main = college.courses[0]!;
  const nirfCategory = college.stream.toLowerCase() as "engineering" | "management" | "medical";
  // The last of a stream's list shows a band, as NIRF gives past its ranked colleges.
  const nirf = [
    place < 8
      ? { category: nirfCategory, rank: 1 + place * 6, year: LAST_YEAR, ...sample }
      : { category: nirfCategory, rank_band: "101-150", year: LAST_YEAR, ...sample },
    ...(place < 3 ? [{ category: "overall" as const, rank: 2 + place * 4, year: LAST_YEAR, ...sample }] : []),
  ];
  const eligible = 180 + ((place * 37) % 140);
  return {
    nirf,
    accreditations: demoAccreditations(college),
    intake: college.courses.map((course, index) => ({
      programme: course.name,
      seats: index === 0 ? 120 + ((place * 30) % 120) : 30 + ((place * 10 + index * 15) % 60),
      year: LAST_YEAR,
      ...sample,
    })),
    placements: [LAST_YEAR - 1, LAST_YEAR].map((year) => ({
      programme: main.name,
      year,
      students_eligible: eligible,
      students_placed: Math.round(eligible * (0.94 - place * 0.03 - (LAST_YEAR - year) * 0.02)),
      median_package_inr:
        Math.round(((2_400_000 - place * 180_000) * (year === LAST_YEAR ? 1 : 0.94)) / 10_000) * 10_000,
      highest_package_inr: Math.round((9_500_000 - place * 600_000) / 10_000) * 10_000,
      ...sample,
    })),
    cutoffs: demoCutoffs(college, place),
  };
}
