const number = new Intl.NumberFormat("en-IN");

/**
 * The rank predictor (/predictor; issue 46, items 4 and 6). The Hindi twin is ../hi/predictor.ts.
 * Its promise is only what the figures are: last year's closing ranks guide, they do not promise
 * a seat (the CCPA's rule against promising admission), said above the form and above the results.
 */
export const predictorEn = {
  title: "College predictor by rank: JEE Main, JEE Advanced and more",
  description:
    "Enter your exam rank, category and home state to see the colleges and branches whose last closing rank is at or beyond yours, grouped likely, possible and reach.",
  home: "Home",
  breadcrumb: "Breadcrumb",
  crumb: "College predictor",
  heading: "Which colleges can my rank get me?",
  intro:
    "Enter your rank: we list the colleges and branches whose last closing rank for your seat is at or beyond it, with how their closing ranks moved over the years. No phone number or sign-in needed.",
  honest: {
    heading: "A guide, not a promise",
    text: "These are last year's closing ranks. They guide you; they do not promise a seat. This year's ranks can close earlier or later, and no one, including us, can promise you admission.",
  },
  form: {
    legend: "Your rank",
    exam: "Exam",
    chooseExam: "Choose an exam",
    rank: "Rank",
    rankHint: "Your rank in the list for your category, as the exam published it, e.g. 12000.",
    category: "Category",
    state: "Home state",
    stateNone: "Not in India, or rather not say (All India seats only)",
    pool: "Seat pool",
    submit: "Show my colleges",
  },
  problems: {
    examMissing: "Choose an exam.",
    examUnknown: "We hold no closing ranks for that exam. Choose one from the list.",
    rankMissing: "Enter your rank.",
    rankNotNumber: "Enter your rank as a number, like 12000.",
    rankTooSmall: "A rank starts at 1.",
    rankTooLarge: "That rank is larger than any exam's list. Check the number.",
    categoryUnknown: "Choose a category from the list.",
    stateUnknown: "Choose a state from the list.",
    poolUnknown: "Choose a seat pool from the list.",
  },
  fixProblems: "Please correct the highlighted fields.",
  noExams: "We hold no closing ranks yet. A counsellor can still help: leave your details and we will call you.",
  /** "JEE Main 2026, round 6, OBC-NCL, gender-neutral seats": what the results are from. */
  resultsHeading: "Your colleges",
  resultsFrom: (exam: string, year: number, round: number, rank: number, category: string, pool: string) =>
    `For rank ${number.format(rank)} in ${exam}, ${category}, ${pool.toLowerCase()} seats: closing ranks of ${year}, round ${round} (the final round we hold).`,
  groups: {
    likely: {
      heading: "Likely",
      intro: "The closing rank was at least 10% beyond yours.",
    },
    possible: {
      heading: "Possible",
      intro: "The closing rank was at or beyond yours, by less than 10%.",
    },
    reach: {
      heading: "Reach",
      intro: "The closing rank was up to 10% short of yours: worth a try in later rounds, with no certainty.",
    },
  },
  groupEmpty: "None for this rank.",
  perGroup: (count: number) => `Showing the ${count} nearest your rank; more may close further away.`,
  nothing: "No college we hold closed at or near this rank for this seat. A counsellor can suggest where to look.",
  college: "College and branch",
  quota: "Quota",
  closingRank: (year: number) => `Closing rank ${year}`,
  trend: "Closing rank by year",
  /** A trend as words, for screen readers and without the chart: "2024: 1,200; 2025: 1,150". */
  trendPoint: (year: number, rank: number) => `${year}: ${number.format(rank)}`,
  ask: "Ask about it",
  askAbout: (college: string, branch: string) => `Ask a counsellor about ${college}, ${branch}`,
  sample: "Sample figures for this demo",
  lead: {
    heading: "Talk to a counsellor about these",
    intro:
      "Tick the colleges you want to talk about in the lists above (all are ticked), and a counsellor will call you about them. Free of charge.",
  },
};
