import type { ContentSection, FaqItem } from "./content-types";

export const engineeringPage: {
  title: string;
  description: string;
  heading: string;
  intro: string;
  rankingsIntro: string;
  eligibility: string[];
} = {
  title: "Top Engineering Colleges in India: Admission Guide",
  description:
    "Compare engineering colleges in India, check B.Tech eligibility and entrance exams, and get guidance on counselling and management quota admission.",
  heading: "Top Engineering Colleges in India",
  intro:
    "Choosing an engineering college involves more than a rank list. {brand} helps you weigh branches, fees, location and placement record so you can pick a college that suits your goals.",
  rankingsIntro:
    "Rankings such as NIRF give a useful starting point, but they measure institutions as a whole rather than the branch you plan to study. We suggest looking at rankings alongside faculty strength, laboratory facilities, accreditation of the specific programme and recent placement trends. Our counsellors can help you read these figures and build a shortlist that matches your entrance exam rank.",
  eligibility: [
    "Candidates must have passed Class 12 or an equivalent examination with Physics and Mathematics as compulsory subjects, along with Chemistry or another approved science subject.",
    "General category candidates need a minimum of 45% aggregate in Physics, Chemistry and Mathematics, while SC, ST and OBC candidates need at least 40%.",
    "Admission to most colleges is based on entrance exams: JEE Main for NITs, IIITs and many other institutes, JEE Advanced for the IITs, and state exams such as KCET, MHT CET or WBJEE for state-level seats.",
    "Some private universities and consortiums hold their own entrance tests, such as COMEDK UGET in Karnataka, so check which exam each college accepts.",
    "Private colleges may also fill a share of seats through the management quota, typically 5 to 40 percent of the intake depending on the state and the institution.",
    "Eligibility rules and cut-offs can change from year to year, so always confirm the details in the official notification before applying.",
  ],
};

export const managementPage: {
  title: string;
  description: string;
  heading: string;
  intro: string;
  eligibility: string[];
} = {
  title: "Management Colleges in India: MBA Admission Guide",
  description:
    "Find management colleges in India, understand MBA and PGDM eligibility, and learn how CAT, XAT, MAT and CMAT scores are used in the admission process.",
  heading: "Management Colleges in India",
  intro:
    "An MBA or PGDM can open doors in finance, marketing, operations and many other fields. {brand} helps you choose the right exam, shortlist colleges and prepare for each stage of selection.",
  eligibility: [
    "Candidates must hold a bachelor's degree in any discipline from a recognised university with at least 50% marks or an equivalent grade.",
    "Candidates from reserved categories usually receive a relaxation of 5%, which means a minimum of 45% marks.",
    "Students in the final year of their degree can generally apply, provided they complete the degree with the required marks before the programme begins.",
    "Admission requires a valid score in a recognised entrance exam such as CAT, XAT, MAT, CMAT or a state-level management entrance test.",
    "Many institutes also consider work experience, academic record and performance in group discussions and interviews when preparing the final merit list.",
  ],
};

export const managementFaq: FaqItem[] = [
  {
    question: "What is CAT?",
    answer:
      "The Common Admission Test (CAT) is a computer-based exam conducted each year by one of the IIMs on a rotating basis. Its score is used for admission to the IIMs and is also accepted by a large number of other management institutes across India.",
  },
  {
    question: "Who is eligible to apply for an MBA?",
    answer:
      "You need a bachelor's degree in any discipline with at least 50% marks, or 45% if you belong to a reserved category. Final-year students can usually apply as long as they meet the requirement by the time the programme starts.",
  },
  {
    question: "Which other exams are accepted apart from CAT?",
    answer:
      "XAT is conducted by XLRI and accepted by many private business schools, MAT is conducted by AIMA several times a year, and CMAT is conducted by the National Testing Agency for AICTE-approved institutes. Some states and universities also hold their own management entrance tests, so check which scores your chosen colleges accept.",
  },
  {
    question: "What happens after the entrance exam?",
    answer:
      "Institutes shortlist candidates based on their scores and academic profile, then invite them for further rounds. These usually include a group discussion or written ability test (WAT) followed by a personal interview (PI), and the final offer depends on performance across all stages.",
  },
  {
    question: "How much does an MBA cost, and are loans available?",
    answer:
      "Fees vary widely between government, private and autonomous institutes, so compare the total cost including hostel and other charges before you decide. Most banks offer education loans for recognised MBA programmes, and many institutes also provide scholarships or tie-ups with lenders.",
  },
];

export const catFacts: { label: string; value: string }[] = [
  { label: "Duration", value: "120 minutes" },
  { label: "Questions", value: "100" },
  { label: "Total marks", value: "300" },
  { label: "Negative marking", value: "-1 for a wrong answer" },
  { label: "Sections", value: "VARC, DILR, QA" },
  { label: "Mode", value: "Computer-based" },
];

export const medicalPage: {
  title: string;
  description: string;
  heading: string;
  intro: string;
  sections: ContentSection[];
} = {
  title: "Medical Colleges in Karnataka: MBBS Admission Guide",
  description:
    "Learn how MBBS admission works in Karnataka, from NEET UG and KEA counselling to MCC seats, fee categories and the documents you need to keep ready.",
  heading: "Medical Colleges in Karnataka",
  intro:
    "Karnataka has one of the largest numbers of medical colleges in the country, spread across government, private and deemed institutions. This guide explains how seats are allotted and how {brand} can help you through each round.",
  sections: [
    {
      heading: "NEET UG: the starting point",
      paragraphs: [
        "Admission to MBBS and BDS courses in India is based on the National Eligibility cum Entrance Test (NEET UG), conducted by the National Testing Agency. Candidates need to have passed Class 12 with Physics, Chemistry, Biology and English, and must meet the minimum marks and percentile set for their category.",
        "Your NEET score and all-India rank are used in every counselling process that follows. It is a good idea to register for all the counselling rounds you are eligible for, since each one covers a different set of seats.",
      ],
    },
    {
      heading: "KEA and MCC counselling",
      paragraphs: [
        "The Karnataka Examinations Authority (KEA) conducts counselling for state quota seats in government medical colleges and for the government and private quota seats in private colleges within the state. Eligibility for the state quota generally depends on having studied in Karnataka for the required number of years, so check the rules in the KEA brochure carefully.",
        "The Medical Counselling Committee (MCC) handles the all-India quota seats in government colleges, along with seats in deemed universities and central institutions. Deemed university seats are open to candidates from any state, which makes MCC counselling an important option for many students.",
        "Both bodies run several rounds, and the rules for upgrading, retaining or surrendering a seat differ between them. Understanding these rules before you lock your choices can prevent you from losing a seat by mistake.",
      ],
    },
    {
      heading: "Fee categories",
      paragraphs: [
        "Fees for the same MBBS course can differ considerably depending on the quota through which a seat is allotted. Government quota seats carry the lowest fees, private quota seats in private colleges cost more, and NRI or management seats are usually the most expensive.",
        "Deemed universities set their own fee structure, which applies to all candidates allotted through MCC. We recommend reviewing the published fee matrix for each round and planning for hostel, examination and other charges as well.",
      ],
    },
    {
      heading: "Documents to keep ready",
      paragraphs: [
        "Keep your NEET UG admit card and scorecard, Class 10 and Class 12 marks cards, a valid identity proof and recent passport-size photographs ready well before counselling begins. Candidates claiming the state quota will usually need study certificates, and those claiming a reserved category will need caste and income certificates issued in the required format.",
        "Make several photocopies of each document and keep the originals in a safe folder for verification. Any mismatch in name or date of birth across documents should be corrected early, as it can delay verification.",
      ],
    },
    {
      heading: "How {brand} helps",
      paragraphs: [
        "Our counsellors review your NEET rank, category and budget and prepare a realistic list of colleges across KEA and MCC rounds. We explain the seat matrix, fee categories and round-wise rules so that you can make each choice with confidence.",
        "We also help with registration, choice filling and document verification, and remind you of important dates as each round progresses. For students moving to a new city, our local guardian services provide a dependable contact after admission.",
      ],
    },
  ],
};
