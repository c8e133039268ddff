import type { InfoPageContent, TimelineEntry } from "../content-types";

export const whyWe: InfoPageContent = {
  title: "Why Choose Us for Admissions and Careers",
  description:
    "Why students, parents and colleges choose {brand}: 15 years of experience, scientific career tools, honest advice and support beyond admission.",
  heading: "Why {brand}",
  intro:
    "Choosing a consultancy is itself an important decision. Here is what sets our way of working apart, for students and for institutions.",
  sections: [
    {
      heading: "Experience you can check",
      paragraphs: [
        "We have been guiding students since 2008, and we have counselled more than 3,00,000 of them. That experience means we have seen most admission situations before, from last-minute seat changes to difficult eligibility questions.",
        "Our work is spread across 7 offices in India and 2 international offices, and we are associated with 301+ institutes. Families benefit from a wide view of the options rather than a narrow list.",
      ],
    },
    {
      heading: "Advice based on evidence",
      paragraphs: [
        "Many consultancies start with a list of colleges. We start with the student, using a brain-based aptitude test and a talent-mapping tool to understand strengths, interests and learning style.",
        "The results give counsellors and families a shared, objective starting point. Recommendations then follow from what the student is good at and enjoys, not from which college is easiest to fill.",
      ],
    },
    {
      heading: "Support that continues after admission",
      paragraphs: [
        "Our relationship with a family does not end when fees are paid. Students who move to a new city can use our local guardian services for help with accommodation, settling in and emergencies.",
        "Parents know there is someone nearby who can respond when needed. Students know they have a familiar point of contact during their first, most demanding months.",
      ],
    },
    {
      heading: "Specialist guidance for each field",
      paragraphs: [
        "Engineering, management and medical admissions each follow their own exams, counselling rounds and rules. Our counsellors specialise by field, so the person advising you knows the details that matter for your course.",
        "We keep our information on colleges, fees and cut-off trends up to date each season. When rules change, we explain what the change means for your plans instead of leaving you to work it out alone.",
      ],
    },
    {
      heading: "A fair partner for institutions",
      paragraphs: [
        "Colleges work with us because we introduce them to well-matched, well-informed applicants. We present each institute accurately and report back honestly on what students and parents are saying.",
        "Our institutional promotion services cover outreach, counselling fairs, digital campaigns and admissions desk support. Each activity is planned with the college and reviewed against agreed goals.",
      ],
    },
  ],
};

export const timeline: TimelineEntry[] = [
  {
    year: "2008",
    title: "{brand} is founded",
    text: "We begin offering admission guidance to students and families, with a focus on honest, well-researched advice.",
  },
  {
    year: "2010",
    title: "Engineering admissions across India",
    text: "Our guidance grows beyond local colleges to cover engineering institutes in several states.",
  },
  {
    year: "2011",
    title: "Management and medical guidance",
    text: "We add dedicated counselling for management and medical admissions, each led by specialist counsellors.",
  },
  {
    year: "2013",
    title: "Scientific career counselling",
    text: "We introduce a brain-based aptitude test and a talent-mapping tool so advice rests on objective assessment.",
  },
  {
    year: "2015",
    title: "Services for institutions",
    text: "We launch institutional promotion, helping colleges reach suitable students and run better admission seasons.",
  },
  {
    year: "2017",
    title: "Local guardian services",
    text: "We begin supporting out-of-town students in their new city, giving parents a trusted contact close by.",
  },
  {
    year: "2019",
    title: "12 regional offices",
    text: "Steady growth across regions brings our network to 12 regional offices serving students closer to home.",
  },
  {
    year: "2020",
    title: "New company and franchise network",
    text: "The current company is formed along with our franchise network, bringing our methods to more cities through local partners.",
  },
];

export const studentAdvantages: string[] = [
  "Impartial advice on courses and colleges",
  "Scientific aptitude and talent assessment",
  "Clear information on fees and eligibility",
  "Guidance for engineering, management and medicine",
  "Help with applications and deadlines",
  "Access to 301+ associated institutes",
  "Local guardian support in a new city",
  "Continued contact after admission",
];

export const instituteAdvantages: string[] = [
  "Reach to well-matched, informed applicants",
  "Presence at counselling fairs and events",
  "Planned digital campaigns",
  "Admissions desk support in peak season",
  "Accurate representation to families",
  "Honest feedback from students and parents",
  "Clear, regular activity reports",
  "A partner with 15 years of experience",
];
