import { plural } from "../plural";

/** The discovery pages' words in English (docs/decisions/059-hindi-site-plan.md); ../hi/discovery.ts has the Hindi. */
export const discoveryEn = {
  compare: {
    title: (names: readonly string[]) => `Compare ${names.join(" vs ")}`,
    titleEmpty: "Compare colleges side by side",
    description:
      "Compare colleges side by side: location, approvals, courses and yearly fees, entrance exams, placements, hostel and campus.",
    heading: "Compare colleges",
    intro:
      "Side by side: where they are, approvals, courses and yearly fees, entrance exams, placements and campus life. Fees are indicative; confirm them with the college.",
    missing: (count: number) =>
      `We could not find ${count === 1 ? "one of the colleges" : `${count} of the colleges`} in this link; it may have been renamed.`,
    pickColleges: "Pick two to four colleges to compare. Use “Compare” on any college, or choose one below.",
    addOneMore: "Add at least one more college to compare it with.",
    chooseCollege: "Choose a college",
    addCollege: "Add a college",
    choose: "Choose…",
    addToComparison: "Add to comparison",
    leadHeading: "Ask a counsellor about these colleges",
    leadIntro:
      "A counsellor will call you to talk through these colleges: fees, cut-offs, scholarships and your chances.",
    leadSubmit: "Ask a counsellor",
    caption: (names: readonly string[]) => names.join(" compared with "),
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name} from the comparison`,
    rows: {
      location: "Location",
      university: "University",
      approvedBy: "Approved by",
      studyMode: "Study mode",
      stream: "Stream",
      fees: "Yearly fees",
      courses: "Courses",
      exams: "Entrance exams",
      placements: "Placement companies",
      hostel: "Hostel",
      campus: "Campus",
      nirf: "NIRF rank",
      accreditation: "NAAC accreditation",
      intake: "Seats (intake)",
      placementFigures: "Placement figures",
      closingRank: "Closing rank (Open)",
    },
    /** The facts' rows (issue 46): the figures are worded by collegeFacts; these join them. */
    facts: {
      totalSeats: (seats: string, year: number) => `${seats} seats, ${year} admissions`,
      median: (pay: string) => `Median ${pay}`,
      placedShare: (share: number) => `${share}% placed`,
      closingRange: (lowest: string, highest: string, branches: number) =>
        branches === 1 ? lowest : `${lowest} to ${highest} over ${branches} branches`,
      /** The exam, its year and round, and the quota the figure is for ("All India", "Other State"). */
      exam: (exam: string, year: number, round: number, quota: string) => `${exam} ${year}, round ${round}, ${quota}`,
      sample: "sample",
    },
    perYear: (fee: string) => `${fee} a year`,
    past: " (past)",
    notListed: "Not listed",
  },
  shortlist: {
    title: "My shortlist",
    description: "The colleges you saved on this device. Send them to a counsellor for advice.",
    heading: "My shortlist",
    intro:
      "The colleges you saved on this device. We keep this list in your browser, not on our servers, until you send it to us.",
    empty: "Your shortlist is empty. Tap “Save” on any college to keep it here.",
    findColleges: "Find colleges",
    count: (count: number) => `${count} ${plural("en", count, { one: "college", other: "colleges" })}`,
    compare: (count: number, max: number) => `Compare ${count > max ? `the first ${max}` : "them"} side by side`,
    leadHeading: "Send my shortlist to a counsellor",
    leadIntro: "A counsellor will call you about these colleges: which suit your rank and budget, and what to do next.",
    leadSubmit: "Send my shortlist",
  },
  exams: {
    title: "Entrance exam calendar: engineering, management and medical",
    description:
      "Dates of the main entrance exams for engineering, management and medical admissions, with the colleges that accept each. Add an exam to your phone calendar and get free help with registration.",
    home: "Home",
    breadcrumb: "Breadcrumb",
    crumb: "Exam calendar",
    heading: "Entrance exam calendar",
    intro:
      "The next engineering, management and medical entrance exams, soonest first, and the colleges that accept each. Dates are indicative: always confirm them on the exam's official website.",
    streams: "Streams",
    noExams: {
      before: "No exam dates are listed just now. ",
      link: "Ask a counsellor",
      after: " about the exams for your course.",
    },
    help: "Not sure which exams to take, or missed a registration date? Our counsellors help you choose the exams for your course, register on time and pick colleges once the results are out. The help is free for students.",
    leadHeading: "Get help with exam registration",
    leadIntro: "Tell us the course you want; a counsellor will call you about the exams, dates and colleges.",
    streamHeading: (stream: string) => `${stream} entrance exams`,
    noUpcoming: (stream: string) => `No upcoming ${stream.toLowerCase()} exams are listed yet.`,
    recent: (count: number) => `Recent exams (${count})`,
    acceptedBy: "Accepted by: ",
    moreColleges: (count: number) => `and ${count} more ${plural("en", count, { one: "college", other: "colleges" })}`,
    addToCalendar: "Add to calendar",
    addToCalendarLabel: (exam: string) => `Add to calendar: ${exam}`,
    /** How soon an exam is, for an exam at most four weeks away ("today", "tomorrow", "in 4 days"). */
    daysAway: (days: number) => (days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`),
    /** An exam's timeline of key dates (issue 46), each step's name. */
    keyDates: "Key dates",
    step: { registration: "Registration", "admit-card": "Admit card", exam: "Exam", result: "Result" },
    examDays: "Exam days",
    officialSite: "Official site",
    /** The link's name: the exam's, so a list of links tells them apart, and that it leaves the site. */
    officialSiteLabel: (exam: string) => `Official site of ${exam} (opens in a new tab)`,
    sampleDates: "Sample dates for this demo.",
  },
} as const;
