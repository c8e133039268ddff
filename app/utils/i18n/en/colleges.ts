import { formatIndiaDayIn } from "#app/utils/india-time";
import { plural } from "../plural";

/**
 * The colleges pages' words in English (docs/decisions/059-hindi-site-plan.md); ../hi/colleges.ts
 * has the Hindi: /colleges-course, a college's page (and its disk pages), the stream pages, and
 * the college card, Save and Compare buttons, search box and picks bar wherever they appear.
 * Names and the catalogue's own texts (a college's about, a course's name) are not here: they stay
 * as the admin wrote them.
 */
export const collegesEn = {
  /** A stream (a catalogue category) by its catalogue name: English pages show the name itself. */
  streamName: (stream: string) => stream,
  streamColleges: (stream: string) => `${stream} colleges`,
  /** A course's duration as the catalogue has it ("4 years"). */
  duration: (duration: string) => duration,
  /** An exam's day (YYYY-MM-DD): "29 Nov 2026". */
  examDay: (day: string) => formatIndiaDayIn("en", day),
  /** Under a paged list of colleges (app/components/ui/pager.tsx). */
  pager: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  },

  /** The college card (lists, the home page, the shortlist). */
  card: {
    yearlyFees: "Yearly fees",
    courses: (count: number) => `${count} courses`,
    feesOnRequest: "Fees on request",
  },
  /** Save and Compare on a card and a college's page (college-pick-buttons.island.tsx). */
  picks: {
    addToCompare: "Add to compare",
    save: "Save",
    saved: "Saved",
    compare: "Compare",
    comparing: "Comparing",
    saveLabel: (college: string) => `Save ${college} to my shortlist`,
    compareLabel: (college: string) => `Add ${college} to compare`,
    full: (max: number) => `You can compare up to ${max} colleges. Remove one first.`,
  },
  /** The bar at the foot of the page (picks-bar.island.tsx): plain strings, handed to the island as they are. */
  picksBar: {
    label: "My colleges",
    shortlist: "Shortlist",
    compare: "Compare",
  },
  /** The search box's suggestions (college-search-input.island.tsx): plain strings, handed to the island as they are. */
  searchInput: {
    suggestions: "Suggestions",
    courseDetail: "Colleges teaching this course",
    examDetail: "Exam date and the colleges that accept it",
  },
  /** A college address that names no college (college-not-found.tsx). */
  notFound: {
    title: "No College Found",
    text: "We could not find a college at this address. It may have been renamed. Search the full list instead.",
    didYouMean: "Did you mean",
    browse: "Browse colleges and courses",
  },
  /** A college's page and its disk pages (college-detail.tsx, college-meta.ts). */
  detail: {
    title: (college: string) => `${college}: courses, fees and admission`,
    /** Above the first of a college's texts with no version in the page's language (shown on Hindi pages only). */
    onlyInEnglish: "This description is only in English for now.",
    description: (college: string, cities: string) =>
      `${college}, ${cities}: courses, yearly fees, admission process, placements, hostels and campus. Get free admission guidance.`,
    logo: (college: string) => `${college} logo`,
    breadcrumb: "Breadcrumb",
    home: "Home",
    colleges: "Colleges",
    approved: (bodies: string) => `Approved: ${bodies}`,
    onThisPage: "On this page",
    sections: {
      about: "About",
      ranking: "Ranking",
      admission: "Admission",
      placement: "Placement",
      fee_structure: "Fee structure",
      courses_overview: "Courses",
      hostel: "Hostels",
      campus: "Campus",
    },
    recruiters: "Recruiters",
    exams: "Entrance exams",
    past: "Past",
    allExamDates: "See all exam dates",
    feesToc: "Fees",
    feesHeading: "Courses and fees",
    course: "Course",
    duration: "Duration",
    feePerYear: "Fee per year",
    sampleData: "Fees and rankings shown are indicative sample data; confirm them with the college.",
    website: (college: string) => `Official website of ${college}`,
    leadHeading: (college: string) => `Enquire about ${college}`,
    leadIntro: "A counsellor will call you about eligibility, fees and the admission process.",
  },
  /** /colleges-course. */
  search: {
    title: "Colleges & Courses: search colleges, courses and fees",
    description:
      "Search engineering, management and medical colleges in India by name, course, stream, state, city and yearly fee, and compare them side by side.",
    heading: "Colleges & Courses",
    intro: "Search the colleges we guide students to, and compare courses and yearly fees. Fees are indicative.",
    formLabel: "Search colleges",
    search: "Search",
    placeholder: "College, course or city",
    stream: "Stream",
    allStreams: "All streams",
    state: "State",
    allStates: "All states",
    city: "City",
    allCities: "All cities",
    fee: "Yearly fee",
    anyFee: "Any fee",
    feeUpTo: (amount: string) => `Up to ${amount}`,
    feeBetween: (from: string, to: string) => `${from} – ${to}`,
    feeAbove: (amount: string) => `Above ${amount}`,
    show: "Show colleges",
    clear: "Clear filters",
    noMatch: "No colleges match these filters",
    found: (total: number, filtered: boolean) =>
      `${total} ${plural("en", total, { one: "college", other: "colleges" })}${filtered ? " found" : ""}`,
    partial: (query: string) => `No college matches every word of “${query}”. These match some of them, closest first.`,
    none: {
      before: "Try fewer words or another stream, or ",
      link: "ask a counsellor",
      after: ": we may know a college that fits.",
    },
  },
  /** The stream pages: their own words; their copy is app/content/streams.ts. */
  engineering: {
    collegesHeading: "Engineering colleges",
    collegesCaption: "Engineering colleges with their cities",
    id: "ID",
    college: "College",
    city: "City",
    feesHeading: "Fees by course",
    feesCaption: "Yearly course fees by college",
    collegeId: "College ID",
    course: "Course",
    feePerYear: "Fee per year",
    feesNote: "Fees are indicative; confirm the current figures with the college.",
    rankingsHeading: "Rankings",
    eligibilityHeading: "Eligibility and entrance exams",
    leadHeading: "Get help with engineering admission",
    leadIntro: "Tell us the course you want; a counsellor will call you with options for your rank and budget.",
  },
  management: {
    catHeading: "CAT at a glance",
    eligibilityHeading: "Eligibility",
    faqHeading: "MBA admission questions",
    collegesHeading: "Management colleges we guide students to",
    leadHeading: "Plan your MBA admission",
    leadIntro: "Share your details; we will call you about colleges that fit your score and goals.",
  },
  /** The medical and management pages' fees of the colleges they list (features/colleges/stream-fees.tsx). */
  streamFees: {
    heading: "Yearly fees",
    caption: "Yearly fees of the courses at the colleges listed above",
    college: "College",
    course: "Course",
    feePerYear: "Fee per year",
    note: "Fees are indicative; confirm the current figures with the college.",
  },
  medical: {
    collegesHeading: "Medical colleges in Karnataka",
    leadHeading: "NEET counselling help",
    leadIntro: "Tell us your course; we will explain your options in Karnataka and across India.",
  },
} as const;
