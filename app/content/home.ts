import { STREAM_PATHS } from "#app/stream-paths";
import type { ContentSection, Testimonial, TrendingItem } from "./content-types";

export const hero: { heading: string; text: string } = {
  heading: "Find the college that fits you",
  text: "Compare colleges, understand the admission process and get steady guidance from the first enquiry to the day you join.",
};

export const services: { title: string; text: string }[] = [
  {
    title: "Scientific Career Counselling",
    text: "A brain-based aptitude test and talent mapping show where a student's natural strengths lie. Our counsellors then use those results to suggest streams and courses that suit the student, not just the market.",
  },
  {
    title: "Admission Guidance",
    text: "We explain the entrance exams, counselling rounds and seat categories that apply to each course. Students and parents get a clear shortlist of colleges that match their rank, budget and preferred location.",
  },
  {
    title: "Application & Documentation",
    text: "Our team helps you fill in application forms correctly and keep track of every deadline. We also prepare a checklist of certificates and documents so nothing is missing on the day of verification.",
  },
  {
    title: "Secure Admission",
    text: "Once a college is chosen, we coordinate with the institution until the seat is confirmed. After admission, our local guardian service can support students who are studying away from home.",
  },
];

export const counters: { value: number; suffix: string; label: string }[] = [
  { value: 15, suffix: "", label: "Glorious years" },
  { value: 3, suffix: "", label: "Awards in consulting" },
  { value: 300000, suffix: "+", label: "Students counselled" },
  { value: 7, suffix: "", label: "Offices in India" },
  { value: 2, suffix: "", label: "International offices" },
  { value: 100, suffix: "", label: "Franchising opportunities" },
  { value: 301, suffix: "+", label: "Associated institutes" },
];

export const ratings: { score: string; outOf: string; reviews: string; source: string }[] = [
  { score: "4.9", outOf: "5", reviews: "2,450", source: "Student reviews" },
  { score: "3", outOf: "5", reviews: "29", source: "Parent reviews" },
  { score: "4.6", outOf: "5", reviews: "2,890", source: "Partner institute reviews" },
];

export const quickLinks: string[] = [
  "Apply Online",
  "Career After +2",
  "Testimonials",
  "Blog",
  "Free Career Test",
  "Partner Institutes",
];

export const streams: { label: string; href: string | null }[] = [
  { label: "Engineering", href: STREAM_PATHS.engineering },
  { label: "Management", href: STREAM_PATHS.management },
  { label: "Medical", href: STREAM_PATHS.medical },
  { label: "Law", href: null },
  { label: "Architecture", href: null },
  { label: "Ayurvedic", href: null },
  { label: "Dental", href: null },
  { label: "Commerce", href: null },
];

export const aboutText: ContentSection = {
  heading: "College admission in India, explained step by step",
  paragraphs: [
    "Every year, lakhs of students in India finish their higher secondary examinations and begin the search for a college. The choices are wide, from engineering and management to medicine, law, architecture and commerce. Each course has its own entrance exams, eligibility rules and counselling process. For many families, keeping track of all of this while also preparing for exams is a real strain.",
    "Admission to professional courses is rarely a single step. A student usually writes one or more entrance tests, registers for state or national counselling, fills in college preferences and then reports with documents for verification. Seats are divided into government, management, NRI and other quotas, and the fees differ widely between them. A small mistake in a form or a missed deadline can cost a student a seat they were eligible for.",
    "{brand} was started in 2008 to give students and parents a dependable source of guidance through this process. Our counsellors study the rules of each exam and counselling authority so that families do not have to work them out alone. We help students understand their options, compare colleges on facts such as accreditation, facilities and placement record, and make a choice they are comfortable with.",
    "As more families came to us, we opened offices in other cities to meet students closer to home. By 2019, we were working from 12 regional offices spread across the country. This local presence allowed our team to understand regional colleges and state-level admission rules in detail, and to meet parents in person when they needed it.",
    "In 2020, the present company was formed, and along with it our franchise network. The network lets trained partners offer the same counselling methods and admission support in their own towns. Students in smaller cities now have access to the guidance that was earlier available mainly in larger centres.",
    "Our work begins before admission with scientific career counselling, which uses a brain-based aptitude test and talent mapping to identify a student's strengths. It continues through college selection, applications and documentation until the seat is confirmed. For students who move to a new city, our local guardian services offer a familiar point of contact during their years in college.",
    "We also work closely with institutions through our institutional promotion services, which helps us keep up to date with courses, intake and facilities. This two-way relationship means the advice we give students is based on current information. Whatever stream a student chooses, our aim is the same: a well-informed decision and a smooth admission.",
  ],
};

export const consultancyText: ContentSection = {
  heading: "An education consultancy that stays with you",
  paragraphs: [
    "{brand} is an education consultancy that guides students into engineering, management and medical programmes across India. We combine career assessment with practical admission support, so that the course a student chooses suits both their abilities and their goals.",
    "Our counsellors explain each stage of the process in plain language, from entrance exams and counselling rounds to fees and documents. Parents are kept informed at every step and can reach our team at any of our offices or through a franchise partner nearby.",
    "Support does not end once the seat is confirmed. Through our local guardian services, students living away from home have someone to turn to for practical help during their studies.",
  ],
};

export const trending: TrendingItem[] = [
  {
    category: "EXAMS",
    title: "NEET UG 2027 registration window expected in February",
    summary:
      "Based on past cycles, the application form for NEET UG usually opens early in the year. Keep your Class 12 details, identity proof and photographs ready before the official notice is released.",
    isNew: true,
  },
  {
    category: "EXAMS",
    title: "JEE Main 2027: what to expect from the two sessions",
    summary:
      "JEE Main has been held in two sessions in recent years, with the better score counted for ranking. Check the official information bulletin for the final schedule and syllabus once it is published.",
    isNew: true,
  },
  {
    category: "EXAMS",
    title: "CAT 2026 preparation: building a plan for the final months",
    summary:
      "Students aiming for the 2027 MBA intake usually write CAT in the preceding November. A steady routine of mock tests and section-wise review tends to help more than last-minute cramming.",
    isNew: false,
  },
  {
    category: "RESULT",
    title: "KCET 2026 results: what the rank means for counselling",
    summary:
      "Your KCET rank, together with your category and qualifying marks, decides which colleges you can expect in KEA counselling. Use previous years' cut-off ranks only as a rough guide, since they change every year.",
    isNew: true,
  },
  {
    category: "RESULT",
    title: "Understanding NEET percentiles and all-India ranks",
    summary:
      "The NEET scorecard shows marks, percentile and all-India rank, and each is used differently in counselling. Learn how state quota and all-India quota merit lists are prepared from the same result.",
    isNew: false,
  },
  {
    category: "RESULT",
    title: "COMEDK UGET results: next steps after the scorecard",
    summary:
      "After the result is announced, candidates must register for COMEDK counselling and complete document verification. Keep an eye on the official portal for round-wise dates and seat matrix updates.",
    isNew: false,
  },
  {
    category: "ADMISSIONS",
    title: "B.Tech admissions 2027: state and national counselling at a glance",
    summary:
      "Engineering seats are filled through JoSAA, state counselling bodies and institute-level processes. Knowing which route applies to each college helps you plan applications without missing a round.",
    isNew: true,
  },
  {
    category: "ADMISSIONS",
    title: "MBBS admissions 2027: government, private and deemed seats",
    summary:
      "Medical seats are allotted through MCC for all-India and deemed universities and through state authorities for the rest. Fees and eligibility differ by quota, so compare options carefully before locking choices.",
    isNew: false,
  },
  {
    category: "ADMISSIONS",
    title: "MBA admissions 2027: shortlists, GD and personal interviews",
    summary:
      "Business schools begin announcing shortlists after the entrance exam results. Prepare for group discussions, written ability tests and interviews well before the calls arrive.",
    isNew: true,
  },
];

export const testimonials: Testimonial[] = [
  {
    name: "Ananya R.",
    role: "MBBS student, JSS Medical College",
    text: "I was confused about the difference between KEA and MCC counselling until my counsellor walked me through both. She helped me plan my choices for each round, and I got a seat in the second round. My parents found it reassuring to have one person to call with questions.",
  },
  {
    name: "Suresh K.",
    role: "Parent, Hubballi",
    text: "My son wanted to do engineering but was not sure which branch suited him. The aptitude test and the discussion afterwards helped him settle on electronics. The team also reminded us about document verification dates, which we would have missed otherwise.",
  },
  {
    name: "Rahul M.",
    role: "MBA student, Bengaluru",
    text: "I had a CAT score but no idea how to shortlist colleges or prepare for interviews. The counsellors helped me compare fees, placements and specialisations, and arranged mock interviews. I joined a college that fits my budget and my interest in finance.",
  },
  {
    name: "Divya S.",
    role: "B.Tech student, RV College of Engineering",
    text: "Moving from Mysuru to Bengaluru was a big change for me. Apart from helping with my admission paperwork, the local guardian service helped me find a hostel and gave my parents a contact in the city. It made the first semester much easier to manage.",
  },
];

export const bannerStreamOptions: string[] = [
  "Choose your Stream",
  "Allied Health",
  "Arts & Humanities",
  "Commerce",
  "Engineering",
  "Management",
  "Medical",
];

export const bannerCourseOptions: string[] = [
  "Master of Architecture",
  "Animation and Multimedia - PG",
  "Master of Design",
  "Master of Computer Application",
  "Master of Technology",
  "Bachelor of Technology",
];
