/**
 * The words of the home page, the information pages and the not-found page in English
 * (docs/decisions/059-hindi-site-plan.md); ../hi/home.ts has the Hindi. Their long copy is data in
 * app/content (and app/content/hi, app/content/pages/hi); here are the headings, labels and
 * buttons around it.
 */
export const homeEn = {
  home: {
    title: "{brand}: college admissions and career counselling in India",
    description:
      "Find engineering, management and medical colleges in India, compare courses and fees, and get free admission guidance from {brand} counsellors.",
    eyebrow: "Admission guidance since 2008",
    searchLabel: "Search colleges and courses",
    searchPlaceholder: "Search a college, course or city",
    search: "Search",
    bookSession: "Book a free counselling session",
    bannerHeading: "Get free counselling",
    bannerIntro: "Leave your number and a counsellor will call you back.",
    streamsHeading: "College Admission in India",
    numbersHeading: "Our work in numbers",
    popularHeading: "Popular colleges",
    seeAllColleges: (total: number) => `See all ${total} colleges`,
    servicesHeading: "How we help",
    ratings: "Ratings",
    outOf: (outOf: string) => ` out of ${outOf}`,
    reviews: (reviews: string) => `${reviews} reviews`,
    trendingHeading: "Trending Today",
    testimonialsHeading: "What students and parents say",
    quickLinksHeading: "Quick Links",
  },
  /** The Trending Today tabs (an island: handed over as its `strings`). */
  trending: {
    tabsLabel: "Trending topics",
    allTopics: "All topics",
    tabs: { ALL: "SHOW ALL", EXAMS: "EXAMS", RESULT: "RESULT", ADMISSIONS: "ADMISSIONS" },
    categories: { EXAMS: "EXAMS", RESULT: "RESULT", ADMISSIONS: "ADMISSIONS" },
    isNew: "New",
  },
  /** The testimonials carousel (an island: handed over as its `strings`). */
  testimonials: {
    label: "Testimonials",
    choosePerson: "Choose a person",
    play: "Play testimonials",
    pause: "Pause testimonials",
  },
  whyWe: {
    timelineHeading: "Our journey, 2008 to 2020",
    studentsHeading: "Advantages to students",
    institutesHeading: "Advantages to institutes",
  },
  career: {
    testsHeading: "The five tests",
    book: "Book a counselling session",
  },
  process: {
    stepsHeading: "The seven steps",
  },
  faq: {
    questionsHeading: "Franchise questions",
  },
  /** The site's last resort (app/root.tsx's ErrorBoundary): a page that failed to render. */
  rootError: {
    notFoundTitle: "Page not found",
    notFoundText: "We could not find that page. It may have moved, or the address may have a typo.",
    title: "Please try again in a minute",
    heading: "Something went wrong",
    text: "Sorry, something went wrong on our side. Please try again in a minute.",
    goHome: "Go to the home page",
  },
  notFound: {
    title: "Page not found",
    heading: "Page not found",
    text: "We could not find that page. It may have moved, or the address may have a typo. These may help:",
    searchLabel: "Search colleges and courses",
    searchPlaceholder: "College, course or city",
    search: "Search",
    home: "Home",
    engineering: "Engineering colleges",
    management: "Management colleges",
    medical: "Medical colleges in Karnataka",
    counsellor: "Talk to a counsellor",
  },
} as const;
