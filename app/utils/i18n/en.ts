/**
 * The public site's English strings (issue 26, part 7): the one place each is written. The Hindi
 * catalogue (./hi.ts) must have every key this one has, and no other, or the typecheck fails.
 * Pages move their copy here as they gain a Hindi twin (docs/decisions/059-hindi-site-plan.md).
 */
import { collegesEn } from "./en/colleges";
import { collegeFactsEn } from "./en/college-facts";
import { discoveryEn } from "./en/discovery";
import { emailsEn } from "./en/emails";
import { homeEn } from "./en/home";
import { leadFormEn } from "./en/lead-form";
import { predictorEn } from "./en/predictor";
import { refusalsEn } from "./en/refusals";
import { studentEn } from "./en/student";

export const en = {
  leadForm: leadFormEn,
  // Each area's words in its own file (./en/*.ts), so that pages can be written side by side.
  home: homeEn,
  colleges: collegesEn,
  collegeFacts: collegeFactsEn,
  predictor: predictorEn,
  discovery: discoveryEn,
  student: studentEn,
  emails: emailsEn,
  /** Refusals by code (app/utils/refusal.ts): what a student or parent may be told no with. */
  refusals: refusalsEn,
  skipToContent: "Skip to content",
  /** The server's 413 (server/body-limit.ts), in the language of the page posted to. */
  bodyTooLarge: {
    /** A document from the status page, past what the upload form takes. */
    file: "This file is too large: a file may be up to 10 MB. Please go back and upload a smaller copy.",
    form: (limit: string) => `The request body is too large (at most ${limit}).`,
  },
  scrollToTop: "Scroll to top",
  /** The WhatsApp chat's first message; on English pages it opens with the settings' text. */
  whatsapp: {
    text: "Hello, I would like to know more about admissions.",
    interestedIn: (subject: string) => `I am interested in ${subject}.`,
  },
  /** The Hindi site's offer on the English home page: shown in Hindi (hi.ts), for Hindi readers. */
  languageOffer: { text: "This site is also in Hindi.", link: "See it in Hindi", close: "Close" },
  contact: {
    title: "Contact us: offices, phone and e-mail",
    description:
      "Call, write or visit a {brand} office for free admission guidance and career counselling. Leave your details and a counsellor will call you back.",
    heading: "Contact us",
    intro: (phone: string, email: string) =>
      `Speak to a counsellor on ${phone}, write to ${email}, or visit one of our offices. Counselling is free for students.`,
    offices: "Our offices",
    formHeading: "Ask us anything",
    formIntro: "Leave your details and we will call you back.",
  },
  switchLanguage: { label: "हिन्दी", lang: "hi" },
  header: {
    home: "Home",
    collegesAndCourses: "Colleges & Courses",
    /** The logo's link, by the brand's name. */
    logoLabel: (brand: string) => `${brand}, home`,
    readingProgress: "Reading progress",
  },
  nav: {
    name: "Main",
    menu: "Menu",
    close: "Close",
    groups: {
      whoWeAre: "Who We Are",
      weAre: "We Are",
      weBelieve: "We Believe",
      whyWe: "Why We",
      founder: "Founder's Message",
      whatWeDo: "What We Do",
      career: "Career Counseling",
      adminLogin: "Admin Login",
      digitalMedia: "Digital Media Solutions",
      brainMatrix: "Brain Matrix Text",
      institutional: "Institutional Promotion",
      localGuardian: "Location Guardian Services",
      book: "Book a counselling session",
      exam: "Exam",
      mapMyTalent: "Map My Talent",
      channelPartners: "Channel Partners",
      franchise: "Franchise",
      industry: "Industry Profile",
      whyNcs: "Why NCS",
      forWhom: "For Whom",
      process: "Process Flow",
      faq: "FAQ",
      contact: "Contact Us",
    },
  },
  footer: {
    talkToCounsellor: "Talk to a counsellor",
    whatsapp: "Chat on WhatsApp",
    explore: "Explore",
    engineering: "Engineering colleges",
    management: "Management colleges",
    medical: "Medical colleges in Karnataka",
    exams: "Exam calendar",
    predictor: "College predictor by rank",
    booking: "Book a counselling session",
    franchiseFaq: "Franchise FAQ",
    contact: "Contact us",
    indicative: "Fees and rankings on this site are indicative; please confirm them with the college.",
    privacy: "Privacy notice",
    rights: "See, correct or erase your details",
  },
  actions: {
    call: "Call",
    whatsapp: "WhatsApp",
    enquire: "Enquire",
  },
  social: {
    name: "Social media",
    opensInNewTab: (network: string) => `${network} (opens in a new tab)`,
  },
} as const;
